import { describe, expect, test } from "vitest";
import { cleanTheme } from "./theme-draft.ts";
import { themeProblems } from "./theme-problems.ts";

const saved = { name: "Acme", tokens: { text: "#111111", background: "#ffffff", accent: "#ffdd88" }, config: {}, meta_data: {} };

describe("theme problems", () => {
  test("a saved theme has none, even with an old failing pair (accent on background)", () => {
    expect(themeProblems(saved, saved)).toEqual([]);
  });

  test("a changed colour below contrast, a non-hex colour, bad links, e-mail, hours and id are all named", () => {
    const problems = themeProblems(
      {
        ...saved,
        name: " ",
        tokens: { ...saved.tokens, text: "#bbbbbb", primary: "blue" },
        meta_data: { website: "www example.com", email: "care@", time: { from: "9am", to: "18:00" }, social: { fb: "javascript:alert(1)" } },
        return_authorization_id: 1.5,
      },
      saved,
    );
    expect(problems.map((p) => p.kind)).toEqual(["required", "not-hex", "contrast", "not-url", "not-url", "not-email", "not-time", "not-whole-number"]);
  });

  test("an uploaded logo on this portal (a path) is a valid link", () => {
    expect(themeProblems({ ...saved, logo: "/files/uploads/acme/logo.png" }, saved)).toEqual([]);
  });
});

describe("clean theme", () => {
  test("drops blank texts, blank udf rows and empty groups, keeps false flags", () => {
    expect(
      cleanTheme({
        name: "Acme",
        logo: "",
        tokens: { text: "#111111", primary: "" },
        config: { quantity_lock: false, forward_page_message: "" },
        meta_data: { website: "", udf: [{ value: " " }, { value: "Hi" }], social: { fb: "" }, time: { from: "", to: "" } },
      }),
    ).toEqual({ name: "Acme", tokens: { text: "#111111" }, config: { quantity_lock: false }, meta_data: { udf: [{ value: "Hi" }] } });
  });
});
