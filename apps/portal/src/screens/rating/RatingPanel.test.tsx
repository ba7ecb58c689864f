import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { PortalApiClient } from "@portal/core/api";
import { defineBrandManifest, type BrandManifest } from "@portal/core/brand";
import { RatingPanel } from "./RatingPanel.tsx";
import { fakeApi, fixtureEntry, fixtureState, fixtureTheme } from "../../testing/portal-fixture.tsx";
import { renderScreen } from "../../testing/render-screen.tsx";
import { preloadDeferredParts } from "../deferred-part.tsx";

// The widget is a deferred part: have it loaded, as the server does before rendering.
beforeAll(preloadDeferredParts);

afterEach(() => {
  // Sonner keeps its toasts in module state: clear them between tests.
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const saved = () => vi.fn<PortalApiClient["saveCourierRating"]>(() => ok(null));

function renderPanel(
  options: {
    entry?: ReturnType<typeof fixtureEntry>;
    api?: Partial<PortalApiClient>;
    theme?: ReturnType<typeof fixtureTheme>;
    params?: Record<string, string>;
    locale?: "en" | "ar";
    manifest?: BrandManifest;
  } = {},
) {
  const entry = options.entry ?? fixtureEntry();
  const state = fixtureState({
    params: { waybill: entry.tracking_id, ...options.params },
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const api = fakeApi(options.api);
  return {
    api,
    ...renderScreen(<RatingPanel waybill={entry.tracking_id} entry={entry} />, { state, api, ...(options.manifest ? { manifest: options.manifest } : {}) }),
  };
}

async function rate(name: string, comment?: string) {
  fireEvent.click(screen.getByRole("radio", { name }));
  if (comment) fireEvent.change(screen.getByRole("textbox"), { target: { value: comment } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit" })));
}

describe("RatingPanel", () => {
  test("delivered within 6 days: the brand's stars, from the inlined page state (no extra call)", () => {
    const trackOrder = vi.fn<PortalApiClient["trackOrder"]>();
    renderPanel({ api: { trackOrder } });
    expect(screen.getByRole("heading", { name: "Rate your delivery" })).toBeTruthy();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    expect(trackOrder).not.toHaveBeenCalled();
  });

  test("delivered 9 days ago without a key: no rating", () => {
    const { container } = renderPanel({ entry: fixtureEntry({ hoursAgo: 9 * 24 }) });
    expect(container.querySelector("[data-rating]")).toBeNull();
  });

  test("in transit, even with a valid security key: nothing to rate yet", () => {
    const { container } = renderPanel({ entry: fixtureEntry({ code: 5, securityKeyValid: true }) });
    expect(container.querySelector("[data-rating]")).toBeNull();
  });

  test("failed delivery with a valid security key: no rating", () => {
    const { container } = renderPanel({ entry: fixtureEntry({ code: 7, securityKeyValid: true }) });
    expect(container.querySelector("[data-rating]")).toBeNull();
  });

  test("delivered 9 days ago with a valid security key: the key keeps rating open", () => {
    renderPanel({ entry: fixtureEntry({ hoursAgo: 9 * 24, securityKeyValid: true }) });
    expect(screen.getAllByRole("radio")).toHaveLength(5);
  });

  test("not delivered and no key: no rating", () => {
    const { container } = renderPanel({ entry: fixtureEntry({ code: 5 }) });
    expect(container.querySelector("[data-rating]")).toBeNull();
  });

  test("rated before: the stars and comment, read-only", () => {
    renderPanel({ entry: fixtureEntry({ rating: { star: 4, comment: "Polite courier" } }) });
    expect(screen.getByText("You have already rated this delivery")).toBeTruthy();
    expect(screen.getByRole("img", { name: "4 out of 5 stars: Good" })).toBeTruthy();
    expect(screen.getByText("Polite courier")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  test("rated before with no score on record: the comment, read-only", () => {
    renderPanel({ entry: fixtureEntry({ rating: { star: null, comment: "Kind courier" } }) });
    expect(screen.getByText("You have already rated this delivery")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Kind courier")).toBeTruthy();
  });

  test("0-10 brands get the 0-10 scale", () => {
    renderPanel({ theme: fixtureTheme({ rating_scale: "zero-to-ten" }) });
    expect(screen.getAllByRole("radio")).toHaveLength(11);
  });

  test("sends the value on the brand's scale with the link's key; thanks by score; then read-only", async () => {
    const saveCourierRating = saved();
    renderPanel({ api: { saveCourierRating }, params: { security_key: "k-1" } });
    await rate("5 stars, Excellent", "Very quick");
    expect(saveCourierRating).toHaveBeenCalledWith({ tracking_id: "DEMO-DLV-008", security_key: "k-1" }, { courier_rating: 5, comment: "Very quick" });
    expect(await screen.findByText("Thanks for your feedback!")).toBeTruthy();
    expect(screen.getByRole("img", { name: "5 out of 5 stars: Excellent" })).toBeTruthy();
  });

  test("a low rating gets the other thank-you", async () => {
    renderPanel({ api: { saveCourierRating: saved() } });
    await rate("2 stars, Bad");
    expect(await screen.findByText("Thanks for your feedback. We will use it to do better.")).toBeTruthy();
  });

  test("with a survey on the brand's site: the survey thanks, then the survey ~250 ms later", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const getSurveyShortlink = vi.fn<PortalApiClient["getSurveyShortlink"]>(() => ok({ short_link: "https://demo-store.example/survey?w=1" }));
    renderPanel({ api: { saveCourierRating: saved(), getSurveyShortlink }, theme: fixtureTheme({ survey_url: "https://demo-store.example/survey" }) });
    await rate("4 stars, Good");
    expect(await screen.findByText("Thanks for your feedback! Taking you to a short survey...")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://demo-store.example/survey?w=1"));
  });

  test("a survey link off the brand's site is never followed", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const getSurveyShortlink = vi.fn<PortalApiClient["getSurveyShortlink"]>(() => ok({ short_link: "https://evil.example/phish" }));
    renderPanel({ api: { saveCourierRating: saved(), getSurveyShortlink }, theme: fixtureTheme({ survey_url: "https://demo-store.example/survey" }) });
    await rate("4 stars, Good");
    expect(await screen.findByText("Thanks for your feedback!")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(assign).not.toHaveBeenCalled();
  });

  test("a closed rating window says so in the shopper's words, and the form stays", async () => {
    const saveCourierRating = vi.fn<PortalApiClient["saveCourierRating"]>(() =>
      Promise.resolve({ ok: false as const, error: { kind: "http" as const, status: 403, message: "This delivery can no longer be rated." } }),
    );
    renderPanel({ api: { saveCourierRating } });
    await rate("3 stars, Ok");
    expect(screen.getByRole("alert").textContent).toBe("This delivery can no longer be rated.");
    expect(screen.getAllByRole("radio")).toHaveLength(5);
  });
  test("a survey on an external service the brand's manifest names is followed; the same host without it is not", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const getSurveyShortlink = vi.fn<PortalApiClient["getSurveyShortlink"]>(() => ok({ short_link: "https://survey.petalpoll.example/s/1" }));
    const manifest = defineBrandManifest({ id: "marigold", displayName: "Marigold", subdomains: [], surveyHosts: ["survey.petalpoll.example"] });
    renderPanel({
      api: { saveCourierRating: saved(), getSurveyShortlink },
      theme: fixtureTheme({ survey_url: "https://survey.petalpoll.example/s/1" }),
      manifest,
    });
    await rate("4 stars, Good");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://survey.petalpoll.example/s/1"));
  });

  test("the brand's own questions are asked with the rating and sent with it; each may be skipped", async () => {
    const saveCourierRating = saved();
    const manifest = defineBrandManifest({
      id: "bloom",
      displayName: "Bloom",
      subdomains: [],
      feedbackQuestions: [
        { id: "packaging-intact", kind: "yes-no" },
        { id: "shade-as-pictured", kind: "rating" },
      ],
    });
    renderPanel({ api: { saveCourierRating }, manifest });
    const packaging = screen.getByRole("group", { name: "Did your order arrive with its packaging intact?" });
    const shade = screen.getByRole("group", { name: "How closely did the shade match the pictures?" });
    expect([packaging, shade].map((group) => group.querySelectorAll("input[type=radio]").length)).toEqual([2, 5]);
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    await rate("5 stars, Excellent");
    expect(saveCourierRating.mock.calls[0]?.[1]).toEqual({ courier_rating: 5, comment: "", answers: { "packaging-intact": false } });
    // The thank-you summary repeats the answers given.
    expect(screen.getByText("Did your order arrive with its packaging intact?").nextElementSibling?.textContent).toBe("No");
  });

  test("a brand without questions asks none and sends no answers", async () => {
    const saveCourierRating = saved();
    renderPanel({ api: { saveCourierRating } });
    expect(screen.queryAllByRole("group")).toHaveLength(1);
    await rate("4 stars, Good");
    expect(saveCourierRating.mock.calls[0]?.[1]).toEqual({ courier_rating: 4, comment: "" });
  });
});
