import { describe, expect, test } from "vitest";
import { fixtureTheme } from "../../testing/portal-fixture.tsx";
import { isAllowedSurveyUrl } from "./survey-redirect.ts";

describe("survey redirect targets", () => {
  const theme = fixtureTheme({ survey_url: "https://demo-store.example/survey" }, { website: "https://www.demo-store.example" });
  test.each([
    ["https://demo-store.example/survey?s=1", true],
    ["https://survey.demo-store.example/x", true],
    ["http://demo-store.example/survey", false],
    ["https://demo-store.example.evil.example/", false],
    ["https://evil.example/?demo-store.example", false],
    ["https://user:pw@demo-store.example/", false],
    ["javascript:alert(1)", false],
    ["not a url", false],
  ])("%s -> %s", (url, allowed) => expect(isAllowedSurveyUrl(url, theme)).toBe(allowed));

  test("no website, no survey redirect", () => {
    expect(isAllowedSurveyUrl("https://demo-store.example/survey", fixtureTheme({}, { website: "" }))).toBe(false);
  });
});
