import type { Meta, StoryObj } from "@storybook/react-vite";
import { FOOTER_STORY_CONTROLS } from "@portal/ui/storybook";
import { Footer } from "./Footer.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

const meta: Meta<typeof Footer> = {
  title: "Brands/Sahra/Footer",
  component: Footer,
  argTypes: { ...FOOTER_STORY_CONTROLS },
  parameters: { layout: "fullscreen", portalBrand: { id: "sahra", tokens, sampleTheme: fullTheme } },
};
export default meta;

type Story = StoryObj<typeof Footer>;

export const ThemeWithEverything: Story = { name: "Theme with everything" };
export const ThemeWithNothing: Story = { name: "Theme with nothing", args: { theme: emptyTheme } };
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
export const Arabic: Story = { name: "Arabic (right to left)", globals: { locale: "ar" } };
