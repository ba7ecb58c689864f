import type { Meta, StoryObj } from "@storybook/react-vite";
import { StandardFooter, type BrandChromeProps } from "@portal/ui";
import { chromeStoryMeta, MOBILE_STORY_GLOBALS } from "@portal/ui/storybook";
import manifest from "./manifest.ts";
import { emptyTheme, fullTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

/** MedLeaf's footer as `defineBrand` makes it: the standard footer with the manifest's store and legal links (static chrome on pages). */
function Footer(props: BrandChromeProps) {
  return <StandardFooter brandId="medleaf" footerPolicy={manifest.footerPolicy} footerLinks={manifest.footerLinks} {...props} />;
}

/** The Storybook decorator fills `theme` (from `sampleTheme`), `locale`, `device` and `pathname`. */
const meta: Meta<typeof Footer> = {
  title: "Brands/MedLeaf/Footer",
  component: Footer,
  ...chromeStoryMeta("Footer", { id: "medleaf", tokens, sampleTheme: fullTheme }),
};
export default meta;

type Story = StoryObj<typeof Footer>;

/** Store locator (its own host: a new tab), terms, privacy and returns policy (on the website), contact, social and app links. */
export const StoreAndLegalLinks: Story = { name: "Store and legal links" };

export const Arabic: Story = {
  name: "Arabic (right to left)",
  globals: { locale: "ar" },
};

export const TamilOnAPhone: Story = {
  name: "Tamil on a phone (long labels wrap)",
  globals: { ...MOBILE_STORY_GLOBALS, locale: "ta" },
};

/** Without a website only the store locator, an address of its own, remains. */
export const ThemeWithNothing: Story = {
  name: "Theme with nothing",
  args: { theme: emptyTheme },
};

/** The pharmacy footer stays on every step of the return flow. */
export const ReturnStepThree: Story = {
  name: "Return flow, step 3 (still shown)",
  args: { orderStep: 3 },
};
