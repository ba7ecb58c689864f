import type { Meta, StoryObj } from "@storybook/react-vite";
import { HEADER_STORY_CONTROLS } from "@portal/ui/storybook";
import { Header } from "./Header.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Header> = {
  title: "Brands/Default/Header",
  component: Header,
  argTypes: { ...HEADER_STORY_CONTROLS },
  parameters: {
    layout: "fullscreen",
    portalBrand: { id: "default", tokens, sampleTheme: fullTheme },
  },
};
export default meta;

type Story = StoryObj<typeof Header>;

export const ThemeWithEverything: Story = { name: "Theme with everything" };

export const ThemeWithNothing: Story = {
  name: "Theme with nothing (no logo)",
  args: { theme: emptyTheme },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Arabic: Story = {
  name: "Arabic (right to left)",
  globals: { locale: "ar" },
};
