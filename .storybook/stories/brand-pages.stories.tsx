// One page per brand: its header and footer at 320, 412 and 1366 px side by side, on its real
// theme (the Language toolbar still applies). A brand added later shows in "Picked brand" at once;
// add its line here for a page of its own.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BrandViewportsView, type PickedBrandArgs } from "./brand-views.tsx";

const meta = {
  title: "Brands/Pages",
  component: BrandViewportsView,
  parameters: { layout: "fullscreen", brandPicker: true },
  // brandId, locale and device: the decorator sets them from the toolbars.
  args: { brandId: "default", locale: "en", device: "other", sample: "full", pathname: "/tracking" },
} satisfies Meta<PickedBrandArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { brand: "default" } };
export const Bloom: Story = { globals: { brand: "bloom" } };
export const Kestrel: Story = { globals: { brand: "kestrel" } };
export const Lua: Story = { globals: { brand: "lua" } };
export const Marigold: Story = { globals: { brand: "marigold" } };
export const Medleaf: Story = { globals: { brand: "medleaf" } };
export const Sahra: Story = { globals: { brand: "sahra" } };
export const Threadline: Story = { globals: { brand: "threadline" } };
export const Whitelabel: Story = { globals: { brand: "whitelabel" } };
