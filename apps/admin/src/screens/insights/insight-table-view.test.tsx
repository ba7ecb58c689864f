import { afterEach, describe, expect, test, vi } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { PortalI18nProvider } from "@portal/i18n/react";
import { createAdminI18n } from "../../app/admin-i18n.ts";
import type { InsightTable } from "./insight-model.ts";
import { InsightTableView } from "./insight-table-view.tsx";
import { InsightCurrency } from "./use-value-format.ts";

// Issue 37 items 2 and 3: a table of named codes shows the names and downloads code and name;
// money is written in the brand's currency, in the console's language.

afterEach(cleanup);

const REFUNDS: InsightTable = {
  id: "refund-modes",
  caption: "Refunds",
  columns: [
    { label: "Mode", format: "text" },
    { label: "Refunded amount", format: "money" },
  ],
  rows: [["Bank transfer", 123456]],
};

const REASONS: InsightTable = {
  id: "reasons",
  caption: "Failures per reason",
  columns: [
    { label: "Reason", format: "text" },
    { label: "Failed", format: "count" },
  ],
  rows: [
    ["Customer unreachable", 7],
    ["=Unlisted", 2],
  ],
  codes: { label: "Code", values: [1, 99] },
};

async function renderTable(table: InsightTable, locale: "en" | "ar", currency: string) {
  const i18n = await createAdminI18n(locale);
  render(
    <PortalI18nProvider i18n={i18n}>
      <InsightCurrency.Provider value={currency}>
        <InsightTableView table={table} fileName="demo" />
      </InsightCurrency.Provider>
    </PortalI18nProvider>,
  );
}

const moneyCell = () => document.querySelector("[data-insight-table=refund-modes] td")!.textContent;

describe("InsightTableView", () => {
  test("money in the brand's currency through Intl in the console's language", async () => {
    await renderTable(REFUNDS, "en", "AED");
    expect(moneyCell()).toBe(new Intl.NumberFormat("en", { style: "currency", currency: "AED" }).format(1234.56));
    expect(moneyCell()).toContain("AED");
    cleanup();
    await renderTable(REFUNDS, "ar", "USD");
    expect(moneyCell()).toBe(new Intl.NumberFormat("ar", { style: "currency", currency: "USD" }).format(1234.56));
    expect(moneyCell()).not.toContain("₹");
  });

  test("named codes: the names on screen, the CSV with the code column before the name", async () => {
    await renderTable(REASONS, "en", "INR");
    expect([...document.querySelectorAll("tbody th")].map((th) => th.textContent)).toEqual(["Customer unreachable", "=Unlisted"]);
    let blob: Blob | undefined;
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      blob = b as Blob;
      return "blob:csv";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    (document.querySelector("[data-csv=reasons]") as HTMLButtonElement).click();
    expect(created).toHaveBeenCalledOnce();
    const text = (await blob!.text()).replace(/^\uFEFF/, "");
    expect(text).toBe("Code,Reason,Failed\r\n1,Customer unreachable,7\r\n99,'=Unlisted,2\r\n");
    vi.restoreAllMocks();
  });
});
