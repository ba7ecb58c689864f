import type { Meta, StoryObj } from "@storybook/react-vite";
import { FOOTER_STORY_CONTROLS } from "@portal/ui/storybook";
import { Footer } from "./Footer.tsx";
import { bareTheme, kestrelTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Footer> = {
  title: "Brands/Kestrel/Footer",
  component: Footer,
  argTypes: { ...FOOTER_STORY_CONTROLS },
  parameters: {
    layout: "fullscreen",
    portalBrand: { id: "kestrel", tokens, sampleTheme: kestrelTheme },
  },
};
export default meta;

type Story = StoryObj<typeof Footer>;

export const ThemeWithEverything: Story = { name: "Theme with everything" };

export const Arabic: Story = {
  name: "Arabic (right to left, Arabic help centre)",
  globals: { locale: "ar" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const ThemeWithNothing: Story = {
  name: "Theme with nothing",
  args: { theme: bareTheme },
};

/** Fashion footers stay on every step of the return flow. */
export const ReturnStepThree: Story = {
  name: "Return flow, step 3 (still shown)",
  args: { orderStep: 3 },
};
