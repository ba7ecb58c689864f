import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { ReturnStatusDetails } from "./ReturnStatusDetails.tsx";
import { returnStatusViewOf } from "./return-status-view.ts";
import { statusAnswer } from "../testing/status-answers.ts";

afterEach(cleanup);

describe("ReturnStatusDetails", () => {
  test("the timeline's current step, the items with Intl prices, the pickup address and date", () => {
    renderWithI18n(<ReturnStatusDetails view={returnStatusViewOf(statusAnswer({ status_code: 4, awb: "RVP-1" }))} />);
    const timeline = screen.getByRole("list", { name: "Return request progress" });
    expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("data-step")),
    ).toEqual(["placed", "accepted", "picked-up", "reached-warehouse"]);
    expect(timeline.querySelector('[aria-current="step"]')?.getAttribute("data-step")).toBe("picked-up");
    expect(screen.getByText("Linen shirt")).toBeTruthy();
    expect(screen.getByText(/₹1,499/)).toBeTruthy();
    expect(screen.getByText("12 MG Road, Indiranagar")).toBeTruthy();
    expect(screen.getByText("22 Nov 2026")).toBeTruthy();
    expect(screen.getByText("RVP-1")).toBeTruthy();
  });

  test("Arabic: dates and numbers in the page's language", () => {
    renderWithI18n(<ReturnStatusDetails view={returnStatusViewOf(statusAnswer())} />, "ar");
    const date = document.querySelector('time[datetime="2026-11-22"]');
    expect(date?.textContent).toBe(new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2026-11-22T00:00:00Z")));
  });

  test("an exchange shows the returned item and the new one side by side", () => {
    renderWithI18n(
      <ReturnStatusDetails
        view={returnStatusViewOf(
          statusAnswer({ kind: "exchange", exchange_item: { description: "Linen shirt — L", quantity: 1, price: 1499, sku: "SKU-1", image: "", url: "" } }),
        )}
      />,
    );
    expect(within(screen.getByRole("region", { name: "Item you return" })).getByText("Linen shirt")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Item you get instead" })).getByText("Linen shirt — L")).toBeTruthy();
  });

  test("a rejection reads as rejected and shows its reason", () => {
    renderWithI18n(<ReturnStatusDetails view={returnStatusViewOf(statusAnswer({ metadata: { status: "REJECTED" }, rejection_reason: "Tags removed." }))} />);
    expect(within(screen.getByRole("region", { name: "Reason for rejection" })).getByText("Tags removed.")).toBeTruthy();
    expect(screen.getByText("Request rejected")).toBeTruthy();
    expect(screen.queryByText("Request cancelled")).toBeNull();
  });

  test("Arabic: the brand's English reason keeps its language and direction; the country is named, not coded", () => {
    renderWithI18n(
      <ReturnStatusDetails view={returnStatusViewOf(statusAnswer({ metadata: { status: "REJECTED" }, rejection_reason: "Tags removed." }))} />,
      "ar",
    );
    const reason = document.querySelector('[data-part="note"] p');
    expect([reason?.getAttribute("lang"), reason?.getAttribute("dir")]).toEqual(["en", "auto"]);
    const country = document.querySelector("[data-country]");
    expect(country?.textContent).toBe(new Intl.DisplayNames(["ar"], { type: "region" }).of("IN"));
    expect(country?.textContent).not.toBe("IN");
  });

  test("a return's refund: where each part goes, the amounts in Intl's format, the total and the day asked for", () => {
    renderWithI18n(
      <ReturnStatusDetails
        view={returnStatusViewOf(
          statusAnswer({
            refund: { mode: "bank-account", bank_name: "", account_number: "", upi_id: "******2345@okaxis", refund_as_money: 900, refund_as_credit: 100 },
          }),
        )}
      />,
    );
    const refund = screen.getByRole("region", { name: "Refund" });
    const rows = [...refund.querySelectorAll("[data-refund-part]")].map((row) => row.textContent);
    expect(rows).toEqual(["UPI₹900.00", "Store credits₹100.00", "Total refund₹1,000.00"]);
    expect(refund.querySelector('time[datetime="2026-11-20T10:00:00.000Z"]')).toBeTruthy();
  });

  test("a request with a stage: the stage timeline, the refund's amount, mode, date and reference", () => {
    const answer = statusAnswer({
      stage: "refunded",
      stage_history: [
        { stage: "placed", at: "2026-11-20T10:00:00.000Z" },
        { stage: "approved", at: "2026-11-20T11:00:00.000Z" },
        { stage: "refunded", at: "2026-11-23T09:00:00.000Z" },
      ],
      refund_record: { amount: 1499, mode: "bank-account", reference: "UTR-1", refunded_at: "2026-11-23T09:00:00.000Z" },
    });
    renderWithI18n(<ReturnStatusDetails view={returnStatusViewOf(answer)} />);
    const timeline = screen.getByRole("list", { name: "Return request progress" });
    expect(timeline.querySelector('[aria-current="step"]')?.getAttribute("data-step")).toBe("refunded");
    const refund = document.querySelector('[data-part="refund-made"]') as HTMLElement;
    expect(within(refund).getByText("₹1,499.00")).toBeTruthy();
    expect(within(refund).getByText("Bank account")).toBeTruthy();
    expect(within(refund).getByText("UTR-1")).toBeTruthy();
    expect(refund.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-23T09:00:00.000Z");
  });

  test("a rejection reason of the desk reads in the shopper's language", () => {
    renderWithI18n(<ReturnStatusDetails view={returnStatusViewOf(statusAnswer({ stage: "rejected", rejection_reason: "outside-window" }))} />);
    expect(screen.getByText("The return window for this order has closed.")).toBeTruthy();
  });
});
