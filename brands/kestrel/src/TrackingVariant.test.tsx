import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { TrackingVariant } from "./TrackingVariant.tsx";

afterEach(cleanup);

const slots = {
  status: <p>Status</p>,
  timeline: <p>Timeline</p>,
  details: <p>Details</p>,
  actions: <p>Actions</p>,
  banner: <p>Banner</p>,
};

describe("Kestrel TrackingVariant", () => {
  test("banner first, then status with its actions, then timeline and details", () => {
    const { container } = render(<TrackingVariant {...slots} />);
    const order = [...container.querySelectorAll("p")].map((p) => p.textContent);
    expect(order).toEqual(["Banner", "Status", "Actions", "Timeline", "Details"]);
    expect(screen.getByText("Actions").closest('[data-slot="summary"]')).not.toBeNull();
    expect(screen.getByText("Details").closest('[data-slot="journey"]')).not.toBeNull();
  });

  test("no banner area without a banner", () => {
    const { container } = render(<TrackingVariant {...slots} banner={null} />);
    expect(container.querySelector('[data-slot="banner"]')).toBeNull();
  });
});
