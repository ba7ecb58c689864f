import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { TrackingAnswer } from "../../testing/server-answer.ts";
import { entryOf, fakeApi, portalState, resultOf } from "../../testing/failure-fixtures.ts";
import { renderScreen } from "../../testing/render-failure-screen.tsx";
import ReverseIssueScreen from "./ReverseIssueScreen.tsx";
import ReverseScreen from "./ReverseScreen.tsx";

afterEach(cleanup);

const WAYBILL = "DEMO-RVP-003";
const params = { waybill: WAYBILL, security_key: "k3y" };
const answer = (codes: number[], reverse = true): TrackingAnswer => ({
  kind: "result",
  result: resultOf(WAYBILL, entryOf(codes, { reverse, waybill: WAYBILL })),
});

function openReverse(codes: number[], { lang = "en" as "en" | "ar", reverse = true, failureCode = null as number | null } = {}) {
  const state = portalState({ screen: "reverse", path: "/reverse", params, tracking: answer(codes, reverse), lang });
  return renderScreen(ReverseScreen, { state, api: fakeApi({ feed: { feed: null, new_ndr: failureCode } }).client });
}

const steps = () =>
  within(screen.getByRole("list", { name: "Pickup progress" }))
    .getAllByRole("listitem")
    .map((li) => `${li.querySelector('[data-part="label"]')?.textContent}:${li.getAttribute("data-state")}`);

describe("/reverse", () => {
  test("a failed pickup: its stages, and Take Action to /reverse/issue with the same link", async () => {
    await openReverse([1, 28, 25, 3], { lang: "ar" });
    expect(screen.getByTestId("pickup-status").textContent).toBe("Pickup failed");
    expect(steps()).toEqual([
      "Pickup requested:complete",
      "Out for pickup:complete",
      "Pickup failed:current",
      "Picked up:upcoming",
      "Reached warehouse:upcoming",
    ]);
    expect(screen.getByRole("listitem", { current: "step" }).querySelector('[data-part="label"]')?.textContent).toBe("Pickup failed");
    expect(screen.getByRole("link", { name: "Take Action" }).getAttribute("href")).toBe(`/ar/reverse/issue?waybill=${WAYBILL}&security_key=k3y`);
  });

  test.each([
    [[1, 28], "Pickup requested"],
    [[1, 28, 25], "Out for pickup"],
    [[1, 28, 25, 4], "Picked up"],
    [[1, 28, 25, 4, 5, 8], "Reached warehouse"],
    [[1, 10], "Pickup cancelled"],
  ])("scans %j: %s, no Take Action", async (codes, status) => {
    await openReverse(codes);
    expect(screen.getByTestId("pickup-status").textContent).toBe(status);
    expect(screen.queryByRole("link", { name: "Take Action" })).toBeNull();
  });

  test("the same dated timeline as a delivery, the failed pickup's reason, the items and the pickup address (issue 33 item 15)", async () => {
    await openReverse([1, 28, 25, 3], { failureCode: 2 });
    const list = screen.getByRole("list", { name: "Pickup progress" });
    expect(list.closest(".portal-timeline")).not.toBeNull();
    const times = within(list)
      .getAllByRole("listitem")
      .map((li) => li.querySelector('[data-part="time"]') !== null);
    expect(times).toEqual([true, true, true, false, false]);
    expect(document.querySelector('[data-part="failure-notice"]')?.getAttribute("data-reason")).toBe("2");
    expect(document.querySelector('[data-part="failure-message"]')?.textContent?.trim()).not.toBe("");
    expect(screen.getByRole("region", { name: "Pickup address" })).toBeTruthy();
  });

  test("a cancelled pickup shows requested then cancelled", async () => {
    await openReverse([1, 10]);
    expect(steps()).toEqual(["Pickup requested:complete", "Pickup cancelled:current"]);
  });

  test("a delivery (not a pickup) says so and links to its tracking", async () => {
    await openReverse([1, 2, 4, 5, 6], { reverse: false });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This shipment is a delivery, not a return pickup.");
    expect(screen.getByRole("link", { name: "See your delivery" }).getAttribute("href")).toBe(`/tracking?waybill=${WAYBILL}&security_key=k3y`);
  });

  test("no waybill in the link: a search form for the pickup, not an error", async () => {
    const state = portalState({ screen: "reverse", path: "/reverse", params: {}, tracking: undefined, lang: "ar" });
    await renderScreen(ReverseScreen, { state, api: fakeApi().client });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Track your return pickup");
    expect(screen.getByRole("button", { name: "View Tracking" }).closest("form")?.getAttribute("action")).toBe("/ar/reverse");
  });

  test("no shipment: the product rules' not-shipped message", async () => {
    const state = portalState({ screen: "reverse", path: "/reverse", params, tracking: { kind: "failure", status: 400, message: "no" } });
    await renderScreen(ReverseScreen, { state, api: fakeApi().client });
    expect(screen.getByRole("alert").textContent).toContain("has not been shown shipped yet");
  });
});

describe("/reverse/issue", () => {
  function openIssue(code: number, feed: Parameters<typeof fakeApi>[0] = {}) {
    const api = fakeApi({ feed: { new_ndr: code, feed: null }, ...feed });
    const state = portalState({ screen: "reverse-issue", path: "/reverse/issue", params, tracking: answer([1, 28, 25, 3]) });
    renderScreen(ReverseIssueScreen, { state, api: api.client });
    return api;
  }

  test("uses the server's shipment and the npr feed; 2: Yes = pick up, No = cancel", async () => {
    const api = openIssue(2);
    expect(await screen.findByText("A request to cancel the pickup was made.")).toBeTruthy();
    expect(api.trackOrder).not.toHaveBeenCalled();
    expect(api.getPickupFeed).toHaveBeenCalledWith({ tracking_id: WAYBILL, security_key: "k3y" });
    expect(api.getTrackingFeed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: "No, cancel the pickup" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Your answer has been sent" });
    expect(api.savePickupFeed).toHaveBeenCalledExactlyOnceWith(
      { tracking_id: WAYBILL, security_key: "k3y" },
      { issue_id: 2, answer: "reject" },
      { update: false },
    );
    expect(screen.getByRole("link", { name: "Back to pickup tracking" }).getAttribute("href")).toBe(`/reverse?waybill=${WAYBILL}&security_key=k3y`);
  });

  test("6: a pickup date", async () => {
    openIssue(6);
    const dates = within(await screen.findByRole("group", { name: "Choose a pickup date" })).getAllByRole("radio");
    expect(dates).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose one of the dates offered.");
  });

  test("9 and unlisted codes need no answer", async () => {
    openIssue(9);
    expect(await screen.findByText("The courier will come for the pickup on the next business day.")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    cleanup();
    openIssue(31);
    expect(await screen.findByText("Your pickup did not go through.")).toBeTruthy();
    expect(screen.getByText("We are looking into it and will update you soon.")).toBeTruthy();
  });
});
