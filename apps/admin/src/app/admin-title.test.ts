import { expect, test } from "vitest";
import { createAdminI18n } from "./admin-i18n.ts";
import { ADMIN_PATH, type AdminScreen } from "./admin-route.ts";
import { adminDocumentTitle } from "./admin-title.ts";

test("each console page has its own window title, with the brand it manages (issue 33 item 20)", async () => {
  const i18n = await createAdminI18n("en");
  const titles = (Object.keys(ADMIN_PATH) as AdminScreen[]).map((screen) => adminDocumentTitle(i18n, screen, screen === "login" ? undefined : "Kestrel & Co."));
  expect(titles).toEqual([
    "Log in · Portal admin",
    "Theme · Kestrel & Co. · Portal admin",
    "Delivery issues · Kestrel & Co. · Portal admin",
    "Events for your systems · Kestrel & Co. · Portal admin",
    "Returns · Kestrel & Co. · Portal admin",
    "Return reasons · Kestrel & Co. · Portal admin",
    "Insights · Kestrel & Co. · Portal admin",
    "Messages to shoppers · Kestrel & Co. · Portal admin",
  ]);
  expect(new Set(titles).size).toBe(titles.length);
});

test("in the admin's language", async () => {
  const i18n = await createAdminI18n("ar");
  expect(adminDocumentTitle(i18n, "theme", "Sahra")).not.toMatch(/Theme|Portal admin/);
});
