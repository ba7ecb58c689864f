import type { Meta, StoryObj } from "@storybook/react-vite";
import { chromeStoryMeta, MOBILE_STORY_GLOBALS } from "@portal/ui/storybook";
import { Footer } from "./Footer.tsx";
import { bareTheme, kestrelTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Footer> = {
  title: "Brands/Kestrel/Footer",
  component: Footer,
  ...chromeStoryMeta("Footer", { id: "kestrel", tokens, sampleTheme: kestrelTheme }),
};
export default meta;

type Story = StoryObj<typeof Footer>;

export const ThemeWithEverything: Story = { name: "Theme with everything" };

export const Arabic: Story = {
  name: "Arabic (right to left, Arabic help centre)",
  globals: { locale: "ar" },
};

export const Mobile: Story = { globals: MOBILE_STORY_GLOBALS };

export const ThemeWithNothing: Story = {
  name: "Theme with nothing",
  args: { theme: bareTheme },
};

/** Fashion footers stay on every step of the return flow. */
export const ReturnStepThree: Story = {
  name: "Return flow, step 3 (still shown)",
  args: { orderStep: 3 },
};
