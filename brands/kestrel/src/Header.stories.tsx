import type { Meta, StoryObj } from "@storybook/react-vite";
import { chromeStoryMeta, MOBILE_STORY_GLOBALS } from "@portal/ui/storybook";
import { Header } from "./Header.tsx";
import { bareTheme, kestrelTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Header> = {
  title: "Brands/Kestrel/Header",
  component: Header,
  ...chromeStoryMeta("Header", { id: "kestrel", tokens, sampleTheme: kestrelTheme }),
};
export default meta;

type Story = StoryObj<typeof Header>;

export const Wordmark: Story = { name: "Theme with everything (drawn wordmark)" };

export const Arabic: Story = {
  name: "Arabic (right to left)",
  globals: { locale: "ar" },
};

export const Mobile: Story = { globals: MOBILE_STORY_GLOBALS };

export const MobileArabic: Story = {
  name: "Mobile, Arabic",
  globals: { ...MOBILE_STORY_GLOBALS, locale: "ar" },
};

export const NoWebsite: Story = {
  name: "Theme with nothing (unlinked wordmark)",
  args: { theme: bareTheme },
};
