import { expect, test } from "vitest";
import { createAdminI18n } from "../../app/admin-i18n.ts";
import { changedFieldLabel } from "./theme-field-labels.ts";

// Issue 33 item 20: saved versions list the form's labels, not raw keys like config.forward_page_message.
test("a saved version's changed fields read as the form's labels, in the console's language", async () => {
  const en = await createAdminI18n("en");
  expect(["config.forward_page_message", "tokens.primary", "meta_data.time.from", "name"].map((path) => changedFieldLabel(en, path))).toEqual([
    "Tracking page banner (HTML allowed)",
    "Buttons",
    "Calls from",
    "Brand name",
  ]);
  const ar = await createAdminI18n("ar");
  expect(changedFieldLabel(ar, "config.forward_page_message")).not.toMatch(/config|Tracking/);
});

test("a path the form does not edit stays as it is", async () => {
  expect(changedFieldLabel(await createAdminI18n("en"), "meta_data.social.x")).toBe("meta_data.social.x");
});

// Issue 33 item 20: banners have a text per language; a version names the language it changed.
test("a banner changed in one language names that language", async () => {
  const en = await createAdminI18n("en");
  expect(changedFieldLabel(en, "config.forward_page_message.hi")).toBe("Tracking page banner in हिन्दी (HTML allowed)");
  expect(changedFieldLabel(en, "config.return_page_message.ar")).toBe("Return page banner in العربية (HTML allowed)");
  expect(changedFieldLabel(en, "config.return_page_message.xx")).toBe("config.return_page_message.xx");
});
