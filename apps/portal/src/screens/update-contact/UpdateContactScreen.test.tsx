import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ContactUpdateResult, PortalApiClient } from "@portal/core/api";
import { fakeApi, fixtureEntry, fixtureState, fixtureTheme } from "../../testing/portal-fixture.tsx";
import { renderRoute } from "../../testing/render-route.tsx";
import UpdateContactScreen from "./UpdateContactScreen.tsx";

type Save = PortalApiClient["saveContactUpdate"];

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

const current: ContactUpdateResult = { phone_number: "9845012345", alternate_phone_number: "", allow_contact_update: true };

function setup(options: { code?: number; params?: Record<string, string>; save?: Save; locale?: "en" | "ar"; country?: string } = {}) {
  const entry = fixtureEntry({ code: options.code ?? 5 });
  const trackOrder = vi.fn<PortalApiClient["trackOrder"]>(async () => ({ ok: true, data: { [entry.tracking_id]: entry } }));
  const getContactUpdate = vi.fn<PortalApiClient["getContactUpdate"]>(async () => ({
    ok: true,
    data: { ...current, allow_contact_update: (options.code ?? 5) < 7 },
  }));
  const saveContactUpdate = vi.fn<Save>(
    options.save ??
      (async (_q, body) => ({
        ok: true,
        data: { phone_number: body.phone_number, alternate_phone_number: body.alternate_phone_number ?? "", allow_contact_update: true },
      })),
  );
  const state = fixtureState({
    screen: "update-contact",
    path: "/update-contact",
    params: options.params ?? { waybill: entry.tracking_id, security_key: "k-9" },
    locale: options.locale ?? "en",
    ...(options.country ? { theme: { ...fixtureTheme(), config: { ...fixtureTheme().config, country: options.country } } } : {}),
  });
  const rendered = renderRoute({ Screen: UpdateContactScreen, state, api: fakeApi({ trackOrder, getContactUpdate, saveContactUpdate }) });
  return { getContactUpdate, saveContactUpdate, trackOrder, rendered };
}

// product rules §9, per country: the hint, the example and the rule follow the brand's country.
describe.each([
  {
    country: "IN",
    hint: "10 digits, without +91 or a leading 0.",
    valid: "98200 98765",
    saved: "9820098765",
    invalid: "512345678",
    message: "Please enter a 10 digit valid phone number.",
  },
  {
    country: "AE",
    hint: "9 digits starting with 5, without +971 or a leading 0.",
    valid: "+971 51 234 5678",
    saved: "512345678",
    invalid: "9820098765",
    message: "Please enter a 9 digit mobile number starting with 5.",
  },
  {
    country: "US",
    hint: "10 digits, without +1 or a leading 0.",
    valid: "(202) 555-0143",
    saved: "2025550143",
    invalid: "555-0143",
    message: "Please enter a 10 digit valid phone number.",
  },
])("update contact in $country", ({ country, hint, valid, saved, invalid, message }) => {
  test("the country's hint; its valid number is saved as local digits, another country's refused", async () => {
    const { saveContactUpdate } = setup({ country });
    const phone = await screen.findByRole("textbox", { name: "Contact number" });
    expect(screen.getByText(hint)).toBeTruthy();
    fireEvent.change(phone, { target: { value: invalid } });
    fireEvent.click(screen.getByRole("button", { name: "Update contact number" }));
    expect(
      screen
        .getAllByRole("alert")
        .map((a) => a.textContent)
        .filter(Boolean),
    ).toEqual([message]);
    expect(saveContactUpdate).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: valid } });
    fireEvent.click(screen.getByRole("button", { name: "Update contact number" }));
    await vi.waitFor(() => expect(saveContactUpdate).toHaveBeenCalledOnce());
    expect(saveContactUpdate.mock.calls[0]![1]).toEqual({ phone_number: saved, alternate_phone_number: "" });
  });
});

describe("update contact", () => {
  test("starts from the current numbers, asking with the link's key", async () => {
    const { getContactUpdate, trackOrder } = setup();
    expect(((await screen.findByRole("textbox", { name: "Contact number" })) as HTMLInputElement).value).toBe("9845012345");
    expect(trackOrder).toHaveBeenCalledWith({ waybill: "DEMO-DLV-008", security_key: "k-9" });
    expect(getContactUpdate).toHaveBeenCalledWith({ tracking_id: "DEMO-DLV-008", security_key: "k-9" });
  });

  test("a wrong number gets core's exact message, tied to the field, and focus", async () => {
    const { saveContactUpdate } = setup();
    const phone = await screen.findByRole("textbox", { name: "Contact number" });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fireEvent.change(phone, { target: { value: "98450" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Alternate number (optional)" }), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Update contact number" }));
    const errors = screen.getAllByText("Please enter a 10 digit valid phone number.");
    expect(errors).toHaveLength(2);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.getAttribute("aria-describedby")).toContain(errors[0]!.id);
    expect(errors[0]!.getAttribute("role")).toBe("alert");
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(phone);
    expect(saveContactUpdate).not.toHaveBeenCalled();
  });

  test("saves once however often it is clicked, shows progress, then a confirmation on the page that stays", async () => {
    let finish!: (v: Awaited<ReturnType<Save>>) => void;
    const { saveContactUpdate: save } = setup({ save: () => new Promise((r) => (finish = r)) });
    fireEvent.change(await screen.findByRole("textbox", { name: "Contact number" }), { target: { value: "98200 98765" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Alternate number (optional)" }), { target: { value: "9831054321" } });
    const button = screen.getByRole("button", { name: "Update contact number" });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest("form")!);
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith(
      { tracking_id: "DEMO-DLV-008", security_key: "k-9" },
      { phone_number: "9820098765", alternate_phone_number: "9831054321" },
    );
    expect(screen.getByRole("button", { name: "Updating…" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Please wait, we are still working on your last request.");
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    await act(async () => finish({ ok: true, data: { phone_number: "9820098765", alternate_phone_number: "9831054321", allow_contact_update: true } }));
    const confirmed = "Contact number updated. Notifications will go to the updated number.";
    expect(screen.getByRole("status").textContent).toBe(confirmed);
    // In the form's own status line, not a toast over the header, and it does not go away (issue 33 item 19).
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status").textContent).toBe(confirmed);
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
    vi.useRealTimers();
  });

  test("after delivery: disabled, with the reason", async () => {
    setup({ code: 8 });
    const reason = await screen.findByText("This shipment has already been delivered, so its contact number can no longer be changed.");
    const form = reason.closest("form")!;
    expect(form.getAttribute("aria-describedby")).toBe(reason.id);
    expect(within(form).getByRole("group").hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Update contact number" }).hasAttribute("disabled")).toBe(true);
  });

  test("after a failed delivery: points to Take Action", async () => {
    setup({ code: 7 });
    expect(await screen.findByText(/Please use Take Action on the tracking page/)).toBeTruthy();
  });

  test("closed meanwhile (409): the form closes and says why", async () => {
    setup({ save: async () => ({ ok: false, error: { kind: "http", status: 409, message: "closed" } }) });
    await screen.findByRole("textbox", { name: "Contact number" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update contact number" })));
    expect(screen.getByText("The contact number cannot be changed for this shipment.")).toBeTruthy();
  });

  test("without a tracking link there is nothing to update", async () => {
    await setup({ params: {} }).rendered;
    expect(screen.getByText("Open this page from your tracking link to update the contact number.")).toBeTruthy();
  });

  test("Arabic: right to left, numbers still read left to right", async () => {
    setup({ locale: "ar" });
    const phone = await screen.findByRole("textbox", { name: "Contact number" });
    expect(phone.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(screen.getByText("DEMO-DLV-008").tagName).toBe("BDI");
  });
});
