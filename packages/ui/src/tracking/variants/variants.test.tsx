import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { BeautyTrackingLayout } from "./BeautyTrackingLayout.tsx";
import { WhiteLabelTrackingLayout } from "./WhiteLabelTrackingLayout.tsx";

afterEach(cleanup);

const slots = { status: <p>status</p>, timeline: <p>timeline</p>, details: <p>details</p>, actions: <p>actions</p>, banner: <p>banner</p> };
const order = () => [...document.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));

describe("shared tracking variants", () => {
  test("beauty: status, actions and details in one card, the journey beside it", () => {
    render(<BeautyTrackingLayout {...slots} />);
    expect(order()).toEqual(["banner", "card", "status", "actions", "details", "timeline"]);
    expect(screen.getByText("details").closest('[data-slot="card"]')).not.toBeNull();
  });

  test("white-label: status and journey first, the banner last", () => {
    render(<WhiteLabelTrackingLayout {...slots} />);
    expect(order()).toEqual(["status", "timeline", "details", "actions", "banner"]);
  });

  test("empty slots leave no boxes", () => {
    render(<WhiteLabelTrackingLayout {...slots} banner={null} actions={null} />);
    expect(order()).toEqual(["status", "timeline", "details"]);
  });
});
