import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { apiFail, apiOk, type ApiResult } from "@portal/core/api";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { FailureFeedForm } from "./FailureFeedForm.tsx";
import type { UseFeedFormOptions } from "./use-feed-form.ts";
import { DATE_OPTIONS } from "../testing/feed-fixtures.ts";

afterEach(cleanup);

type Props = Partial<UseFeedFormOptions> & Pick<UseFeedFormOptions, "kind" | "issueId">;

function renderForm(props: Props, locale: "en" | "ar" = "en") {
  const onSubmit = props.onSubmit ?? vi.fn(async (): Promise<ApiResult<unknown>> => apiOk(null));
  const view = renderWithI18n(<FailureFeedForm direction="delivery" dateOptions={DATE_OPTIONS} aria-label="Answer" {...props} onSubmit={onSubmit} />, locale);
  return { ...view, onSubmit };
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: /Submit|Update my answer/ }));

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("deliver or cancel (reasons 2, 9, 14)", () => {
  test("empty: the product rules' option and date messages, tied to their groups, focus on the first", async () => {
    const { onSubmit } = renderForm({ kind: "deliver-or-cancel", issueId: 2 });
    submit();
    const group = screen.getByRole("group", { name: "Do you still want this order delivered?" });
    expect(describedBy(group)).toBe("Please choose one of the options.");
    expect(describedBy(screen.getByRole("group", { name: "Choose a delivery date" }))).toBe("Please choose one of the dates offered.");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Please choose one of the options.", "Please choose one of the dates offered."]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Yes, deliver it" })));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("No = cancel: the date is no longer asked and the body says reject", async () => {
    const { onSubmit } = renderForm({ kind: "deliver-or-cancel", issueId: 9 });
    fireEvent.click(screen.getByRole("radio", { name: "No, cancel it" }));
    expect(screen.queryByRole("group", { name: "Choose a delivery date" })).toBeNull();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ issue_id: 9, answer: "reject" }));
  });

  test("Yes = deliver, on a chosen date", async () => {
    const { onSubmit } = renderForm({ kind: "deliver-or-cancel", issueId: 14 });
    fireEvent.click(screen.getByRole("radio", { name: "Yes, deliver it" }));
    fireEvent.click(screen.getByRole("radio", { name: "Thursday, 7 May" }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ issue_id: 14, answer: "accept", preferred_date: "2026-05-07" }));
  });
});

describe("submitting", () => {
  test("a double click sends once, and the page says the action is in progress", async () => {
    let finish: (result: ApiResult<unknown>) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<ApiResult<unknown>>((resolve) => (finish = resolve)));
    renderForm({ kind: "preferred-date", issueId: 1, onSubmit, initialValues: { preferred_date: "2026-05-06" } });
    const button = screen.getByRole("button", { name: "Submit" });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.textContent).toBe("Submitting…");
    expect(screen.getByRole("status").textContent).toBe("Please wait, we are still working on your last request.");
    expect(screen.getByRole("form").getAttribute("data-state")).toBe("submitting");
    await act(async () => finish(apiOk(null)));
    expect(screen.getByRole("form").getAttribute("data-state")).toBe("submitted");
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("a failed send says so, keeps everything typed, and may be retried", async () => {
    const onSubmit = vi
      .fn<() => Promise<ApiResult<unknown>>>()
      .mockResolvedValueOnce(apiFail({ kind: "network", message: "offline" }))
      .mockResolvedValueOnce(apiOk(null));
    renderForm({ kind: "feedback", issueId: 11, onSubmit });
    fireEvent.change(screen.getByRole("textbox", { name: "Your message" }), { target: { value: "The courier never rang the bell" } });
    submit();
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Your message" }) as HTMLTextAreaElement).value).toBe("The courier never rang the bell");
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText("Something went wrong. Please try again.")).toBeNull());
  });
});

describe("text fields", () => {
  test("address (reasons 6, 8): the product rules' messages, nothing typed is lost, pincode optional", async () => {
    const { onSubmit } = renderForm({ kind: "address", issueId: 6 });
    const address = screen.getByRole("textbox", { name: "Full address" });
    fireEvent.change(address, { target: { value: "Flat 4" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Landmark" }), { target: { value: "Gate" } });
    expect(screen.getByRole("textbox", { name: "Pincode (optional)" })).toBeTruthy();
    submit();
    expect(describedBy(address)).toBe("House or flat number, building, street and area | Address cannot be blank or shorter than 10 characters.");
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(screen.getByRole("textbox", { name: "Landmark" }))).toContain("Please provide a landmark for the courier partner to locate the address");
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect((address as HTMLTextAreaElement).value).toBe("Flat 4");

    fireEvent.change(address, { target: { value: "Flat 4, Lotus Towers, Baner Road" } });
    expect(address.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Pincode (optional)" }), { target: { value: "41104" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Landmark" }), { target: { value: "Opposite the bus depot" } });
    submit();
    expect(await screen.findByText("Please enter 6 digit pincode.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Pincode (optional)" }), { target: { value: "411045" } });
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        issue_id: 6,
        address: "Flat 4, Lotus Towers, Baner Road",
        drop_pincode: "411045",
        landmark: "Opposite the bus depot",
      }),
    );
  });

  test("alternate number (reason 5): the phone only for another number, checked as 10 digits", async () => {
    const { onSubmit } = renderForm({ kind: "alternate-number", issueId: 5 });
    expect(screen.queryByRole("textbox", { name: "Alternate phone number" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Another number" }));
    fireEvent.click(screen.getByRole("radio", { name: "Wednesday, 6 May" }));
    const phone = screen.getByRole("textbox", { name: "Alternate phone number" });
    expect(phone.getAttribute("type")).toBe("tel");
    expect(phone.getAttribute("inputmode")).toBe("numeric");
    fireEvent.change(phone, { target: { value: "98765" } });
    submit();
    expect(describedBy(phone)).toBe("10 digits, without +91 or a leading 0. | Please enter a 10 digit valid phone number.");
    fireEvent.change(phone, { target: { value: "9876501234" } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ issue_id: 5, preferred_date: "2026-05-06", phone_number: "9876501234" }));
  });

  test("feedback (reason 11): a comment is needed", () => {
    renderForm({ kind: "feedback", issueId: 11 });
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Comment cannot be blank.");
  });

  test("update mode names the button for what it does", () => {
    renderForm({ kind: "preferred-date", issueId: 1, mode: "update", initialValues: { preferred_date: "2026-05-08" } });
    expect(screen.getByRole("button", { name: "Update my answer" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Friday, 8 May" }) as HTMLInputElement).checked).toBe(true);
  });
});

test("dates are shown in the page's language", () => {
  renderForm({ kind: "preferred-date", issueId: 1 }, "ar");
  const labels = screen.getAllByRole("radio").map((r) => r.parentElement?.textContent ?? "");
  expect(labels).toHaveLength(3);
  expect(labels[0]).toMatch(/الأربعاء/);
  expect(labels[0]).toMatch(/6/);
});
