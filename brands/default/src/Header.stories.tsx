import type { Meta, StoryObj } from "@storybook/react-vite";
import { Header } from "./Header.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Header> = {
  title: "Brands/Default/Header",
  component: Header,
  argTypes: {
    device: { control: "inline-radio", options: ["other", "mobile"] },
    pathname: { control: "text" },
    theme: { control: "object" },
    locale: { control: false, description: "Set by the Language toolbar" },
  },
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
