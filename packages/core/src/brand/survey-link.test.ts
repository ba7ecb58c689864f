import { describe, expect, test } from "vitest";
import { surveyLinkOf } from "./survey-link.ts";

const site = (website: string | undefined, surveyHosts: string[] = []) => ({ website, surveyHosts });

describe("which survey links a brand allows", () => {
  test.each([
    ["https://kestrel.example/survey", site("https://kestrel.example"), { kind: "allowed", url: "https://kestrel.example/survey" }],
    ["https://survey.kestrel.example/s?id=1", site("https://www.kestrel.example/"), { kind: "allowed", url: "https://survey.kestrel.example/s?id=1" }],
    ["http://kestrel.example/survey", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["https://evil.example/survey", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["https://kestrel.example.evil.example/", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["https://evil.example/?kestrel.example", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["https://user:pw@kestrel.example/", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["javascript:alert(1)", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["not a url", site("https://kestrel.example"), { kind: "host-not-allowed" }],
    ["https://kestrel.example/survey", site(undefined), { kind: "host-not-allowed" }],
    [undefined, site("https://kestrel.example"), { kind: "none" }],
    ["  ", site("https://kestrel.example"), { kind: "none" }],
    // An external survey service the brand's manifest names (product rules §1: a redirect to an external survey).
    [
      "https://survey.petalpoll.example/s/m1",
      site("https://marigold.example", ["survey.petalpoll.example"]),
      { kind: "allowed", url: "https://survey.petalpoll.example/s/m1" },
    ],
    ["https://SURVEY.petalpoll.example/s/m1", site(undefined, ["survey.petalpoll.example"]), { kind: "allowed", url: "https://survey.petalpoll.example/s/m1" }],
    ["https://other.petalpoll.example/s/m1", site("https://marigold.example", ["survey.petalpoll.example"]), { kind: "host-not-allowed" }],
    ["http://survey.petalpoll.example/s/m1", site("https://marigold.example", ["survey.petalpoll.example"]), { kind: "host-not-allowed" }],
  ])("%j on %j", (survey, brandSite, link) => {
    expect(surveyLinkOf(survey, brandSite)).toEqual(link);
  });
});
