import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { apiFail, apiOk, type ApiResult } from "@portal/core/api";
import DeliveryIssueScreen from "./DeliveryIssueScreen.tsx";
import { TO_OUT_FOR_DELIVERY, concernOf, entryOf, fakeApi, portalState, resultOf, type FakeApi } from "../../testing/failure-fixtures.ts";
import { renderScreen } from "../../testing/render-failure-screen.tsx";

afterEach(cleanup);

const WAYBILL = "DEMO-FLD-007";
const params = { waybill: WAYBILL, security_key: "k3y" };
const failed = resultOf(WAYBILL, entryOf([...TO_OUT_FOR_DELIVERY, 7]));

function open(api: FakeApi, lang: "en" | "ar" = "en", manifest: Parameters<typeof renderScreen>[1]["manifest"] = {}) {
  return renderScreen(DeliveryIssueScreen, { state: portalState({ screen: "delivery-issue", path: "/issue", params, lang }), api: api.client, manifest });
}

const group = (name: string) => screen.getByRole("group", { name });
const firstDate = () => within(group("Choose a delivery date")).getAllByRole("radio")[0] as HTMLInputElement;
const toast = () => document.querySelector("[data-sonner-toast]")?.textContent ?? "";

describe("/issue", () => {
  test("loads the shipment and its feed in parallel, then shows the reason and its form", async () => {
    const api = fakeApi({ track: failed, feed: { new_ndr: 5, feed: null } });
    open(api);
    expect(screen.getByRole("status").textContent).toBe("Loading your shipment…");
    expect(await screen.findByText("The courier could not reach you on your phone.")).toBeTruthy();
    expect(screen.getByText("Tell us which number the courier should call.")).toBeTruthy();
    expect(api.trackOrder).toHaveBeenCalledWith({ waybill: WAYBILL, order_id: undefined, cp_id: undefined, security_key: "k3y" });
    expect(api.getTrackingFeed).toHaveBeenCalledWith({ tracking_id: WAYBILL, security_key: "k3y" });
    expect(screen.getByRole("form", { name: "Your answer" }).getAttribute("data-reason")).toBe("5");
    expect(group("Which number should the courier call?")).toBeTruthy();
  });

  test("a new concern is POSTed, the toast says the brand will follow up, and the concern is shown", async () => {
    const api = fakeApi({ track: failed, feed: { new_ndr: 1, feed: null } });
    open(api);
    await screen.findByText("The courier could not reach you.");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose one of the dates offered.");
    fireEvent.click(firstDate());
    const date = firstDate().value;
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Your answer has been sent" });
    expect(api.saveTrackingFeed).toHaveBeenCalledExactlyOnceWith(
      { tracking_id: WAYBILL, security_key: "k3y" },
      { issue_id: 1, preferred_date: date },
      { update: false },
    );
    await waitFor(() => expect(toast()).toBe("Your concern has been submitted. The brand will follow up with you."));
    expect(screen.getByText("Demo Store will follow up with you.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your answer has been sent" })));
  });

  test("a brand that delivers on Fridays only offers Fridays", async () => {
    open(fakeApi({ track: failed, feed: { new_ndr: 3, feed: null } }), "en", { dateRule: "fridays-only" });
    const dates = within(await screen.findByRole("group", { name: "Choose a delivery date" })).getAllByRole("radio") as HTMLInputElement[];
    expect(dates).toHaveLength(3);
    expect(dates.map((d) => new Date(`${d.value}T00:00:00Z`).getUTCDay())).toEqual([5, 5, 5]);
  });

  test("a double click sends one request", async () => {
    let finish: (r: ApiResult<unknown>) => void = () => {};
    const api = fakeApi({ track: failed, feed: { new_ndr: 2, feed: null } });
    api.saveTrackingFeed.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    open(api);
    fireEvent.click(await screen.findByRole("radio", { name: "No, cancel it" }));
    const submit = screen.getByRole("button", { name: "Submit" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(api.saveTrackingFeed).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Please wait, we are still working on your last request.")).toBeTruthy();
    await act(async () => finish(apiOk(null)));
    expect(await screen.findByRole("heading", { name: "Your answer has been sent" })).toBeTruthy();
    expect(api.saveTrackingFeed).toHaveBeenCalledTimes(1);
  });

  test("a concern already raised is shown; changing it PUTs the new answer", async () => {
    const raised = concernOf({ issue_id: 2, answer: "accept", preferred_date: "2026-05-06" });
    const api = fakeApi({ track: failed, feed: { new_ndr: 2, feed: raised } });
    open(api);
    await screen.findByRole("heading", { name: "Your answer has been sent" });
    fireEvent.click(screen.getByRole("button", { name: "Change my answer" }));
    expect((screen.getByRole("radio", { name: "Yes, deliver it" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "No, cancel it" }));
    fireEvent.click(screen.getByRole("button", { name: "Update my answer" }));
    await screen.findByRole("heading", { name: "Your answer has been sent" });
    expect(api.saveTrackingFeed).toHaveBeenCalledExactlyOnceWith(expect.anything(), { issue_id: 2, answer: "reject" }, { update: true });
    expect(screen.getByText("No, cancel it")).toBeTruthy();
  });

  test("raised meanwhile elsewhere (409): the same answer updates it", async () => {
    const api = fakeApi({ track: failed, feed: { new_ndr: 2, feed: null } });
    api.saveTrackingFeed.mockResolvedValueOnce(apiFail({ kind: "http", status: 409, message: "exists" }));
    open(api);
    fireEvent.click(await screen.findByRole("radio", { name: "No, cancel it" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Your answer has been sent" });
    expect(api.saveTrackingFeed.mock.calls.map((c) => (c as unknown[])[2])).toEqual([{ update: false }, { update: true }]);
  });

  test("a failed send keeps the answer and says so", async () => {
    const api = fakeApi({ track: failed, feed: { new_ndr: 11, feed: null } });
    api.saveTrackingFeed.mockResolvedValueOnce(apiFail({ kind: "timeout", message: "slow" }));
    open(api);
    fireEvent.change(await screen.findByRole("textbox", { name: "Your message" }), { target: { value: "Nobody called me" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Your message" }) as HTMLTextAreaElement).value).toBe("Nobody called me");
  });

  test.each([
    [[...TO_OUT_FOR_DELIVERY, 8], "Your order has been delivered, so there is nothing to fix."],
    [[...TO_OUT_FOR_DELIVERY, 7, 6], "The courier is trying again: your order is out for delivery, so there is nothing to fix right now."],
    [[1, 2, 4, 5], "There is no failed delivery to fix: your order is on its way."],
  ])("scans %j: says why there is no form, with a link back", async (codes, text) => {
    const api = fakeApi({ track: resultOf(WAYBILL, entryOf(codes)) });
    open(api);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to tracking" }).getAttribute("href")).toBe(`/tracking?waybill=${WAYBILL}&security_key=k3y`);
  });

  test("a reason with no form (10) and an unlisted one are explained, with no form", async () => {
    open(fakeApi({ track: failed, feed: { new_ndr: 10, feed: null } }));
    expect(await screen.findByText("You can collect your order from the courier.")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    cleanup();
    open(fakeApi({ track: failed, feed: { new_ndr: 77, feed: null } }));
    expect(await screen.findByText("We are looking into it and will update you soon.")).toBeTruthy();
  });

  test("an unknown waybill gets the product rules' not-shipped message", async () => {
    const api = fakeApi();
    api.trackOrder.mockResolvedValue(apiFail({ kind: "http", status: 400, message: "no" }));
    open(api);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
    );
  });

  test("when the calls fail, the shopper may try again", async () => {
    const api = fakeApi({ track: failed, feed: { new_ndr: 1, feed: null } });
    api.getTrackingFeed.mockResolvedValueOnce(apiFail({ kind: "network", message: "offline" }));
    open(api);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("The courier could not reach you.")).toBeTruthy();
    expect(api.getTrackingFeed).toHaveBeenCalledTimes(2);
  });

  test("a return pickup's waybill points to the pickup page, in the page's language", async () => {
    const api = fakeApi({ track: resultOf(WAYBILL, entryOf([1, 28, 25, 3], { reverse: true })) });
    open(api, "ar");
    await screen.findByText("This shipment is a return pickup. You can follow it on the pickup page.");
    expect(screen.getByRole("link", { name: "See your return pickup" }).getAttribute("href")).toBe(`/ar/reverse?waybill=${WAYBILL}&security_key=k3y`);
    expect(api.getTrackingFeed).toHaveBeenCalledTimes(1);
  });
});
