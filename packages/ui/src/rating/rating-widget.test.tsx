import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { RatingProvider } from "./rating-context.tsx";
import type { RatingInit } from "./rating-store.ts";
import type { SubmitRating } from "./use-rating.ts";
import { RatingWidget } from "./rating-widget.tsx";

afterEach(cleanup);

function renderWidget(init: Partial<RatingInit> = {}, onSubmit: SubmitRating = async () => ({ ok: true }), locale: "en" | "ar" = "en") {
  return renderWithI18n(
    <RatingProvider init={{ scale: "stars", locale, ...init }}>
      <RatingWidget title="Rate your delivery" onSubmit={onSubmit} />
    </RatingProvider>,
    locale,
  );
}

const deferred = () => {
  let resolve!: (v: { ok: true } | { ok: false; message: string }) => void;
  const promise = new Promise<{ ok: true } | { ok: false; message: string }>((r) => (resolve = r));
  return { promise, resolve };
};

describe("rating widget", () => {
  test("five stars as a labelled radio group, named by count and word", () => {
    renderWidget();
    const group = screen.getByRole("group", { name: "How would you rate your delivery?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.getByRole("radio", { name: "1 star, Terrible" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "4 stars, Good" })).toBeTruthy();
  });

  test("0-10 has eleven values named with their words", () => {
    renderWidget({ scale: "zero-to-ten" });
    expect(screen.getAllByRole("radio")).toHaveLength(11);
    expect(screen.getByRole("radio", { name: "0, Terrible" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "6, Ok" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "10, Excellent" })).toBeTruthy();
  });

  test.each([
    [2, "Sorry about that. What went wrong?", "what-went-wrong"],
    [7, "Thanks! How could we do better?", "how-to-improve"],
    [9, "Great! What did you like most?", "compliment"],
  ])("0-10: score %i asks %j", (value, prompt, band) => {
    const { container } = renderWidget({ scale: "zero-to-ten" });
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: new RegExp(`^${value},`) }));
    expect(screen.getByRole("textbox", { name: prompt })).toBeTruthy();
    expect(container.querySelector("[data-rating]")?.getAttribute("data-score-band")).toBe(band);
  });

  test("stars fill up to the chosen one; 3 stars asks how to improve", () => {
    const { container } = renderWidget();
    fireEvent.click(screen.getByRole("radio", { name: "3 stars, Ok" }));
    const filled = [...container.querySelectorAll('[data-part="option"]')].map((o) => o.getAttribute("data-filled"));
    expect(filled).toEqual(["true", "true", "true", null, null]);
    expect(screen.getByRole("textbox", { name: "Thanks! How could we do better?" })).toBeTruthy();
  });

  test("errors are announced and tied to their fields; focus goes to the first", async () => {
    vi.useFakeTimers();
    try {
      renderWidget({ requireComment: true });
      fireEvent.click(screen.getByRole("button", { name: "Submit" }));
      const alert = screen.getByText("Please choose a rating.");
      expect(alert.getAttribute("role")).toBe("alert");
      const first = screen.getByRole("radio", { name: "1 star, Terrible" });
      expect(first.getAttribute("aria-describedby")).toBe(alert.id);
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(first);

      fireEvent.click(screen.getByRole("radio", { name: "5 stars, Excellent" }));
      fireEvent.click(screen.getByRole("button", { name: "Submit" }));
      const comment = screen.getByRole("textbox");
      const message = screen.getByText("Comment cannot be blank.");
      expect(comment.getAttribute("aria-invalid")).toBe("true");
      expect(comment.getAttribute("aria-describedby")).toBe(message.id);
      expect(comment.hasAttribute("required")).toBe(true);
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(comment);
    } finally {
      vi.useRealTimers();
    }
  });

  test("submits once while in progress, shows progress, then the read-only rating", async () => {
    const pending = deferred();
    const onSubmit = vi.fn<SubmitRating>(() => pending.promise);
    renderWidget({}, onSubmit);
    fireEvent.click(screen.getByRole("radio", { name: "4 stars, Good" }));
    const textbox = screen.getByRole("textbox");
    expect(document.getElementById(textbox.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Optional");
    fireEvent.change(textbox, { target: { value: "  On time  " } });
    const button = screen.getByRole("button", { name: "Submit" });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest("form")!);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({ value: 4, score: 8, comment: "On time" });
    expect(screen.getByRole("button", { name: "Submitting…" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Please wait, we are still working on your last request.");
    await act(async () => pending.resolve({ ok: true }));
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByRole("img", { name: "4 out of 5 stars: Good" })).toBeTruthy();
    expect(screen.getByText("On time")).toBeTruthy();
    expect(document.activeElement?.getAttribute("data-part")).toBe("summary");
  });

  test("a refused submit shows the server's message and can be tried again", async () => {
    const onSubmit = vi.fn<SubmitRating>(async () => ({ ok: false, message: "This delivery can no longer be rated." }));
    renderWidget({ scale: "zero-to-ten" }, onSubmit);
    fireEvent.click(screen.getByRole("radio", { name: "8, Good" }));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Fine" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit" })));
    expect(screen.getByText("This delivery can no longer be rated.").getAttribute("role")).toBe("alert");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit" })));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test("rated before: stars and comment read-only, nothing to submit", () => {
    const { container } = renderWidget({ scale: "zero-to-ten", existing: { value: 9, comment: "Lovely courier" } });
    expect(screen.getByText("You have already rated this delivery")).toBeTruthy();
    expect(screen.getByRole("img", { name: "9 out of 10: Excellent" })).toBeTruthy();
    expect(screen.getByText("Lovely courier")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("[data-rating]")?.getAttribute("data-rated-before")).toBe("true");
    expect(container.querySelector("[data-rating]")?.getAttribute("data-state")).toBe("rated");
  });
});
