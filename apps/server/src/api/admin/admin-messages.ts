/** The admin area's answers in `meta.message`, one line each. */
export type AdminMessageKey =
  | "wrongCredentials"
  | "foreignOrigin"
  | "noBrandHere"
  | "loginNeeded"
  | "otherBrandsTheme"
  | "themeTooLarge"
  | "apiKeyNeeded"
  | "documentTooLarge";

export const ADMIN_MESSAGE = {
  wrongCredentials: "The username or password is incorrect.",
  foreignOrigin: "This request must come from the portal's own pages.",
  noBrandHere: "There is no such brand at this address.",
  loginNeeded: "Please log in to change the theme.",
  otherBrandsTheme: "You can only change the theme of the brand you logged in to.",
  themeTooLarge: "The theme is too large.",
  apiKeyNeeded: "Send the brand's API key as Authorization: Bearer <key>.",
  documentTooLarge: "The document is too large: send it in parts of at most 20 MB.",
} as const satisfies Record<AdminMessageKey, string>;
