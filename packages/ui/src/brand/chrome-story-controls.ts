/**
 * Storybook controls for a brand's Header or Footer (`BrandChromeProps`), shared by every
 * brand's stories so each brand shows designers the same knobs. `locale` comes from the
 * Language toolbar, not a control.
 */
export const HEADER_STORY_CONTROLS = {
  device: { control: "inline-radio", options: ["other", "mobile"] },
  pathname: { control: "text" },
  theme: { control: "object" },
  locale: { control: false, description: "Set by the Language toolbar" },
} as const;

export const FOOTER_STORY_CONTROLS = {
  ...HEADER_STORY_CONTROLS,
  orderStep: { control: { type: "number", min: 1, max: 3 }, description: "Return flow step" },
} as const;

const CHROME_STORY_CONTROLS = { Header: HEADER_STORY_CONTROLS, Footer: FOOTER_STORY_CONTROLS } as const;

/** A story's globals for the phone viewport (the Storybook toolbar's "mobile"). */
export const MOBILE_STORY_GLOBALS = { viewport: { value: "mobile", isRotated: false } } as const;

/**
 * What a brand's Header or Footer stories' meta shares: full width, that piece's controls, and
 * `portalBrand` (the brand's id, tokens and sample theme) for the Storybook decorator. The
 * story file keeps `title` and `component` literal: Storybook indexes them statically.
 */
export function chromeStoryMeta<PortalBrand>(piece: keyof typeof CHROME_STORY_CONTROLS, portalBrand: PortalBrand) {
  return {
    argTypes: { ...CHROME_STORY_CONTROLS[piece] },
    parameters: { layout: "fullscreen", portalBrand },
  };
}
