import { describe, expect, test } from "vitest";
import { apiFail, apiOk } from "@portal/core/api";
import { createFeedFormStore } from "./feed-form-store.ts";
import { DATE_OPTIONS } from "../testing/feed-fixtures.ts";

const context = { locale: "en", allowedDates: DATE_OPTIONS };

describe("feed form store", () => {
  test("a refused submit keeps what was typed and names each bad field", () => {
    const store = createFeedFormStore({ kind: "address", context });
    store.getState().setValue("address", "Flat 4");
    store.getState().setValue("drop_pincode", "4110");
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "invalid" });
    const state = store.getState();
    expect(state.values).toEqual({ address: "Flat 4", drop_pincode: "4110" });
    expect(state.errors).toEqual({ address: "address-short", drop_pincode: "pincode", landmark: "landmark" });
    expect(state.invalidAttempts).toBe(1);
    expect(state.status).toBe("editing");
  });

  test("fixing a field clears its message; new messages wait for the next submit", () => {
    const store = createFeedFormStore({ kind: "deliver-or-cancel", context });
    store.getState().beginSubmit();
    expect(store.getState().errors).toEqual({ answer: "option", preferred_date: "date" });
    store.getState().setValue("answer", "reject");
    // A cancel needs no date, so that message goes too.
    expect(store.getState().errors).toEqual({});
    store.getState().setValue("answer", "accept");
    expect(store.getState().errors).toEqual({});
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "invalid" });
    expect(store.getState().errors).toEqual({ preferred_date: "date" });
  });

  test("only one submit runs at a time; a second is refused as busy and counted", () => {
    const store = createFeedFormStore({ kind: "preferred-date", context, initialValues: { preferred_date: "2026-05-07" } });
    expect(store.getState().beginSubmit()).toEqual({ go: true, values: { preferred_date: "2026-05-07" } });
    expect(store.getState().status).toBe("submitting");
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "busy" });
    expect(store.getState().blockedAttempts).toBe(1);
    store.getState().finishSubmit(apiOk(null));
    expect(store.getState().status).toBe("submitted");
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "done" });
  });

  test("a failed send keeps the values and allows a retry", () => {
    const store = createFeedFormStore({ kind: "feedback", context, initialValues: { comment: "The courier never came" } });
    store.getState().beginSubmit();
    store.getState().finishSubmit(apiFail({ kind: "network", message: "offline" }));
    expect(store.getState()).toMatchObject({ status: "failed", failure: { kind: "network" }, values: { comment: "The courier never came" } });
    expect(store.getState().beginSubmit().go).toBe(true);
    expect(store.getState().failure).toBeNull();
  });

  test("a date outside the offered ones is refused with the product rules' date message", () => {
    const store = createFeedFormStore({ kind: "preferred-date", context, initialValues: { preferred_date: "2026-06-01" } });
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "invalid" });
    expect(store.getState().errors).toEqual({ preferred_date: "date" });
  });

  test("two stores never share state", () => {
    const a = createFeedFormStore({ kind: "feedback", context });
    const b = createFeedFormStore({ kind: "feedback", context });
    a.getState().setValue("comment", "hello");
    expect(b.getState().values).toEqual({});
  });
});
