import type { Meta, StoryObj } from "@storybook/react-vite";
import { FOOTER_STORY_CONTROLS } from "@portal/ui/storybook";
import { Footer } from "./Footer.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Footer> = {
  title: "Brands/Default/Footer",
  component: Footer,
  argTypes: { ...FOOTER_STORY_CONTROLS },
  parameters: {
    layout: "fullscreen",
    portalBrand: { id: "default", tokens, sampleTheme: fullTheme },
  },
};
export default meta;

type Story = StoryObj<typeof Footer>;

export const ThemeWithEverything: Story = { name: "Theme with everything" };

export const ThemeWithNothing: Story = {
  name: "Theme with nothing",
  args: { theme: emptyTheme },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Arabic: Story = {
  name: "Arabic (right to left)",
  globals: { locale: "ar" },
};

/** Return flow step 1: still shown (from step 2 on the default footer is hidden). */
export const ReturnStepOne: Story = {
  name: "Return flow, step 1",
  args: { orderStep: 1 },
};
