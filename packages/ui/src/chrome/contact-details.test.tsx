import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { localizeTime, localizeWeekday } from "./call-hours.ts";
import { ContactDetails } from "./contact-details.tsx";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";

afterEach(cleanup);

const meta = {
  email: "care@acme.example",
  contact: "+91 98765 43210",
  time: { from: "10:00", to: "19:00" },
  day: { from: "Monday", to: "Saturday" },
};

describe("ContactDetails", () => {
  test("email as mailto, phone as tel with call days and hours", () => {
    renderWithI18n(<ContactDetails theme={{ meta_data: meta }} />);
    expect(screen.getByRole("link", { name: "care@acme.example" }).getAttribute("href")).toBe("mailto:care@acme.example");
    expect(screen.getByRole("link", { name: "+91 98765 43210" }).getAttribute("href")).toBe("tel:+919876543210");
    const hours = screen.getByText(/Monday/);
    expect(hours.textContent).toMatch(/^Monday–Saturday, 10:00\s?am–7:00\s?pm$/);
  });

  test("phone and email read left to right inside Arabic pages", () => {
    renderWithI18n(<ContactDetails theme={{ meta_data: meta }} />, "ar");
    expect(screen.getByRole("link", { name: "+91 98765 43210" }).getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("link", { name: "care@acme.example" }).getAttribute("dir")).toBe("ltr");
    expect(screen.getByText(/الاثنين/)).toBeTruthy();
  });

  test("only what the theme has", () => {
    const { container } = renderWithI18n(<ContactDetails theme={{ meta_data: { email: "care@acme.example" } }} />);
    const address = within(container).getByRole("link").closest("address");
    expect(address?.querySelector('[data-contact="phone"]')).toBeNull();
    expect(address?.querySelector('[data-contact="hours"]')).toBeNull();
  });

  test("nothing at all without email and phone", () => {
    const { container } = renderWithI18n(<ContactDetails theme={{ meta_data: {} }} />);
    expect(container.querySelector("address")).toBeNull();
  });
});

describe("call hours text", () => {
  test("known weekdays and times follow the page language; other text stays as written", () => {
    expect(localizeWeekday("Sat", "en")).toBe("Sat");
    expect(localizeWeekday("friday", "en")).toBe("Friday");
    expect(localizeWeekday("Sunday", "ar")).toBe("الأحد");
    expect(localizeWeekday("Weekdays", "en")).toBe("Weekdays");
    expect(localizeTime("7 pm", "en")).toMatch(/^7:00\s?pm$/);
    expect(localizeTime("18:30", "en")).toMatch(/^6:30\s?pm$/);
    expect(localizeTime("noon", "en")).toBe("noon");
    expect(localizeTime("25:00", "en")).toBe("25:00");
  });
});
