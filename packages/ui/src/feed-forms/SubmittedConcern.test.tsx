import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { concernOfBody, formValuesOfConcern } from "./concern-values.ts";
import { SubmittedConcern } from "./SubmittedConcern.tsx";
import { concern } from "../testing/feed-fixtures.ts";

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole("region", { name: "Your answer has been sent" }))
    .getAllByRole("term")
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("the concern already raised", () => {
  test("lists what was given, in the shopper's words and dates, with who follows up", () => {
    const onChange = vi.fn();
    renderWithI18n(
      <SubmittedConcern
        direction="delivery"
        kind="deliver-or-cancel"
        brandName="Demo Store"
        concern={concern({ issue_id: 2, answer: "accept", preferred_date: "2026-05-07", comment: "Ring twice" })}
        onChange={onChange}
      />,
    );
    expect(screen.getByText("Demo Store will follow up with you.")).toBeTruthy();
    expect(rows()).toEqual([
      "Do you still want this order delivered?: Yes, deliver it",
      "Delivery date: Thursday, 7 May",
      "Your message: Ring twice",
      expect.stringMatching(/^Sent: 5 May 2026/),
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Change my answer" }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  test("the order's own number is named when no other number was given", () => {
    renderWithI18n(<SubmittedConcern direction="delivery" kind="alternate-number" concern={concern({ issue_id: 5, preferred_date: "2026-05-06" })} />);
    expect(rows()).toContain("Which number should the courier call?: The number on my order");
    expect(screen.getByText("The brand will follow up with you.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("a pickup answer reads as a pickup", () => {
    renderWithI18n(<SubmittedConcern direction="pickup" kind="pickup-or-cancel" concern={concern({ issue_id: 2, answer: "reject" })} />);
    expect(rows()[0]).toBe("Do you still want this item picked up?: No, cancel the pickup");
  });
});

describe("concern values", () => {
  test("a stored concern fills the form to change it", () => {
    expect(formValuesOfConcern("alternate-number", concern({ issue_id: 5, preferred_date: "2026-05-06", phone_number: "9876501234" }))).toMatchObject({
      preferred_date: "2026-05-06",
      contact: "alternate-number",
      phone_number: "9876501234",
    });
    expect(formValuesOfConcern("alternate-number", concern({ issue_id: 5 })).contact).toBe("order-number");
    expect(formValuesOfConcern("deliver-or-cancel", concern({ issue_id: 2, answer: "reject" }))).toMatchObject({ answer: "reject" });
    expect(formValuesOfConcern("address", concern({ issue_id: 6 }))).not.toHaveProperty("contact");
  });

  test("the body just sent reads like the stored concern", () => {
    expect(concernOfBody({ issue_id: 1, preferred_date: "2026-05-06" }, new Date("2026-05-05T06:00:00Z"))).toEqual(
      concern({ issue_id: 1, preferred_date: "2026-05-06", timestamp: "2026-05-05T06:00:00.000Z" }),
    );
  });
});
