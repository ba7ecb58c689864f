/** The admin area's answers in `meta.message`, one line each. */
export type AdminMessageKey =
  | "wrongCredentials"
  | "foreignOrigin"
  | "noBrandHere"
  | "loginNeeded"
  | "otherBrandsTheme"
  | "themeTooLarge"
  | "apiKeyNeeded"
  | "documentTooLarge"
  | "tooManyLogins"
  | "notYourBrand"
  | "noSuchVersion"
  | "contrastTooLow"
  | "colourNotHex";

export const ADMIN_MESSAGE = {
  wrongCredentials: "The username or password is incorrect.",
  foreignOrigin: "This request must come from the portal's own pages.",
  noBrandHere: "There is no such brand at this address.",
  loginNeeded: "Please log in to change the theme.",
  otherBrandsTheme: "You can only change the theme of a brand you manage.",
  themeTooLarge: "The theme is too large.",
  apiKeyNeeded: "Send the brand's API key as Authorization: Bearer <key>.",
  documentTooLarge: "The document is too large: send it in parts of at most 20 MB.",
  tooManyLogins: "Too many failed logins. Please wait a moment and try again.",
  notYourBrand: "You do not manage this brand.",
  noSuchVersion: "There is no such saved version of this brand's theme.",
  contrastTooLow: "A colour pair is too hard to read: text needs 4.5:1 against its background, the focus ring 3:1.",
  colourNotHex: "Colours must be written as #rgb or #rrggbb.",
} as const satisfies Record<AdminMessageKey, string>;
