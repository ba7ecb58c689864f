import type { Meta, StoryObj } from "@storybook/react-vite";
import { HEADER_STORY_CONTROLS } from "@portal/ui/storybook";
import { Header } from "./Header.tsx";
import { bareTheme, kestrelTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Header> = {
  title: "Brands/Kestrel/Header",
  component: Header,
  argTypes: { ...HEADER_STORY_CONTROLS },
  parameters: {
    layout: "fullscreen",
    portalBrand: { id: "kestrel", tokens, sampleTheme: kestrelTheme },
  },
};
export default meta;

type Story = StoryObj<typeof Header>;

export const Wordmark: Story = { name: "Theme with everything (drawn wordmark)" };

export const Arabic: Story = {
  name: "Arabic (right to left)",
  globals: { locale: "ar" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const MobileArabic: Story = {
  name: "Mobile, Arabic",
  globals: { viewport: { value: "mobile", isRotated: false }, locale: "ar" },
};

export const NoWebsite: Story = {
  name: "Theme with nothing (unlinked wordmark)",
  args: { theme: bareTheme },
};
