import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties, ReactNode } from "react";
import { tokens } from "./tokens.ts";
import { TrackingVariant } from "./TrackingVariant.tsx";

/** Stand-ins for the portal's tracking parts, so the arrangement is visible on its own. */
function Slot({ label, lines = 2, children }: { label: string; lines?: number; children?: ReactNode }) {
  const box: CSSProperties = {
    padding: "0.75rem 1rem",
    border: "1px dashed color-mix(in srgb, currentColor 35%, transparent)",
    borderRadius: "var(--portal-radius, 2px)",
  };
  return (
    <section style={box} aria-label={label}>
      <strong>{label}</strong>
      {children}
      {Array.from({ length: lines }, (_, i) => (
        <p key={i} style={{ margin: "0.5rem 0 0", opacity: 0.6 }}>
          {"—".repeat(12 + ((i * 7) % 10))}
        </p>
      ))}
    </section>
  );
}

const meta: Meta<typeof TrackingVariant> = {
  title: "Brands/Kestrel/Tracking variant",
  component: TrackingVariant,
  parameters: { layout: "fullscreen", portalBrand: { id: "kestrel", tokens } },
  args: {
    banner: <Slot label="Banner (theme forward page message)" lines={1} />,
    status: <Slot label="Status: In transit" />,
    actions: <Slot label="Actions: Update contact · My orders · Take action" lines={1} />,
    timeline: <Slot label="Timeline" lines={6} />,
    details: <Slot label="Courier, last update, expected delivery" lines={3} />,
  },
};
export default meta;

type Story = StoryObj<typeof TrackingVariant>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Arabic: Story = {
  name: "Arabic (right to left)",
  globals: { locale: "ar", viewport: { value: "desktop", isRotated: false } },
};

export const WithoutBanner: Story = {
  name: "Without banner",
  args: { banner: null },
};
