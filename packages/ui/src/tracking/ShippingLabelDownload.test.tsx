import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import type { LabelCheck } from "./shipping-label-state.ts";
import { ShippingLabelDownload } from "./ShippingLabelDownload.tsx";
import { useShippingLabel, type UseShippingLabelOptions } from "./use-shipping-label.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness(props: UseShippingLabelOptions) {
  return <ShippingLabelDownload label={useShippingLabel(props)} />;
}

/** A label endpoint answering from a script, counting requests and how many overlap. */
function scriptedCheck(answers: LabelCheck[]) {
  let open = 0;
  const stats = { calls: 0, maxOpen: 0 };
  const resolvers: Array<() => void> = [];
  const check = vi.fn(
    () =>
      new Promise<LabelCheck>((resolve) => {
        stats.calls++;
        open++;
        stats.maxOpen = Math.max(stats.maxOpen, open);
        const answer = answers[Math.min(stats.calls - 1, answers.length - 1)] ?? { status: "failed" };
        resolvers.push(() => {
          open--;
          resolve(answer);
        });
      }),
  );
  const answerNext = async () => {
    await act(async () => resolvers.shift()?.());
  };
  return { check, stats, answerNext };
}

const button = () => screen.getByRole("button");

describe("ShippingLabelDownload", () => {
  test("pending while the label is made, checks again politely, then offers the file", async () => {
    const { check, stats, answerNext } = scriptedCheck([{ status: "pending" }, { status: "pending" }, { status: "ready", url: "/labels/DEMO-1.pdf" }]);
    const onReady = vi.fn();
    renderWithI18n(<Harness check={check} fileName="label-DEMO-1.pdf" onReady={onReady} />);

    fireEvent.click(screen.getByRole("button", { name: "Download shipping label" }));
    expect(button().getAttribute("aria-busy")).toBe("true");
    expect(button().getAttribute("aria-disabled")).toBe("true");
    await answerNext();
    expect(screen.getByRole("status").textContent).toBe("Preparing your label, this can take a few minutes.");
    expect(button().textContent).toBe("Preparing label…");

    // No second request before the back-off delay.
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(stats.calls).toBe(1);
    await act(async () => vi.advanceTimersByTime(600));
    expect(stats.calls).toBe(2);
    await answerNext();
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(stats.calls).toBe(3);
    await answerNext();

    const link = screen.getByRole("link", { name: "Download shipping label" });
    expect(link.getAttribute("href")).toBe("/labels/DEMO-1.pdf");
    expect(link.getAttribute("download")).toBe("label-DEMO-1.pdf");
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(stats.maxOpen).toBe(1);
  });

  test("pressing again while busy sends nothing and says an action is in progress", async () => {
    const { check, stats } = scriptedCheck([{ status: "pending" }]);
    const onBusy = vi.fn();
    renderWithI18n(<Harness check={check} fileName="label.pdf" onBusy={onBusy} />);
    fireEvent.click(button());
    fireEvent.click(button());
    fireEvent.click(button());
    expect(stats.calls).toBe(1);
    expect(onBusy).toHaveBeenCalledTimes(2);
  });

  test("a failure is announced and can be tried again", async () => {
    const { check, answerNext } = scriptedCheck([{ status: "failed" }, { status: "ready", url: "/l.pdf" }]);
    const onFailed = vi.fn();
    renderWithI18n(<Harness check={check} fileName="label.pdf" onFailed={onFailed} />);
    fireEvent.click(button());
    await answerNext();
    expect(screen.getByRole("status").textContent).toBe("We couldn't prepare your shipping label. Please try again.");
    expect(onFailed).toHaveBeenCalledWith("error");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await answerNext();
    expect(screen.getByRole("link", { name: "Download shipping label" })).toBeTruthy();
  });

  test("stops waiting after the limit", async () => {
    const { check, answerNext } = scriptedCheck([{ status: "pending" }]);
    const onFailed = vi.fn();
    let now = 0;
    renderWithI18n(<Harness check={check} fileName="label.pdf" onFailed={onFailed} waitLimitMs={5_000} pollDelaysMs={[3_000]} now={() => now} />);
    fireEvent.click(button());
    await answerNext();
    now = 3_000;
    await act(async () => vi.advanceTimersByTime(3_000));
    await answerNext();
    now = 6_000;
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(onFailed).toHaveBeenCalledWith("timeout");
    expect(screen.getByRole("status").textContent).toMatch(/taking longer than usual/);
  });

  test("a check that throws counts as a failure", async () => {
    renderWithI18n(<Harness check={() => Promise.reject(new Error("offline"))} fileName="label.pdf" />);
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
