// The brand picker's stories: pick a brand, a language (Arabic mirrors) and a viewport in the
// toolbar; each story shows that brand's real chrome on its real theme.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BrandFooterView, BrandHeaderView, BrandTrackingPageView, BrandViewportsView, type PickedBrandArgs } from "./brand-views.tsx";

const meta = {
  title: "Brands/Picked brand",
  component: BrandHeaderView,
  parameters: { layout: "fullscreen", brandPicker: true },
  // brandId, locale and device: the decorator sets them from the toolbars.
  args: { brandId: "default", locale: "en", device: "other", sample: "full", pathname: "/tracking" },
  argTypes: {
    sample: { control: "inline-radio", options: ["full", "empty"] },
    orderStep: { control: { type: "number", min: 1, max: 3 }, description: "Return flow step" },
    brandId: { control: false, description: "Set by the Brand toolbar" },
    locale: { control: false, description: "Set by the Language toolbar" },
    device: { control: "inline-radio", options: ["other", "mobile"] },
  },
} satisfies Meta<PickedBrandArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const HeaderWithoutLogo: Story = { name: "Header, theme with nothing", args: { sample: "empty" } };
export const Footer: Story = { render: (args) => <BrandFooterView {...args} /> };
export const FooterOnReturnStep2: Story = {
  name: "Footer on return step 2 (footer policy)",
  args: { orderStep: 2 },
  render: (args) => <BrandFooterView {...args} />,
};
export const TrackingPage: Story = { name: "Tracking page", render: (args) => <BrandTrackingPageView {...args} /> };
export const Viewports: Story = { name: "Header and footer at 320, 412, 1366", render: (args) => <BrandViewportsView {...args} /> };
