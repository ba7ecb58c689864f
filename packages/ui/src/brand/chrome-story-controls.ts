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
