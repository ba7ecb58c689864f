import { expect, test } from "vitest";
import { contrastProblems } from "@portal/core/theme";
import { createAdminI18n } from "../../app/admin-i18n.ts";
import { problemText } from "./theme-messages.ts";

const readable = { text: "#111111", background: "#ffffff", surface: "#ffffff", primary: "#1d4ed8", primaryText: "#ffffff", accent: "#1d4ed8" };
const sentences = async (locale: "en" | "ta", tokens: typeof readable) => {
  const i18n = await createAdminI18n(locale);
  return contrastProblems(tokens).map((problem) => problemText(i18n, { kind: "contrast", problem }));
};

// Issue 33 item 20: a pale brand colour made the status heading unreadable and the console said nothing.
test("a brand colour too pale to read as text is named as text on the page and on cards", async () => {
  expect(await sentences("en", { ...readable, primary: "#93c5fd", primaryText: "#111111" })).toEqual([
    "Buttons, used as text for links and the status heading, on Page background has a contrast of 1.8:1; text needs at least 4.5:1 (WCAG AA).",
    "Buttons, used as text for links and the status heading, on Card background has a contrast of 1.8:1; text needs at least 4.5:1 (WCAG AA).",
  ]);
});

test("a faint focus ring is held to 3:1, and the sentences are translated", async () => {
  expect(await sentences("en", { ...readable, accent: "#cccccc" })).toEqual([
    "Focus ring and highlights on Page background has a contrast of 1.6:1; a focus ring needs at least 3:1.",
    "Focus ring and highlights on Card background has a contrast of 1.6:1; a focus ring needs at least 3:1.",
  ]);
  const [tamil] = await sentences("ta", { ...readable, primary: "#93c5fd", primaryText: "#111111" });
  expect(tamil).toContain("1.8:1");
  expect(tamil).not.toContain("used as text");
});
