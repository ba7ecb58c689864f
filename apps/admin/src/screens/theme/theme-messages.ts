import type { I18n } from "@portal/i18n";
import { msg } from "@lingui/core/macro";
import type { BannerField, ColourToken, ContrastKind } from "@portal/core/theme";
import type { MessageDescriptor } from "@lingui/core";
import type { ThemeProblem } from "./theme-problems.ts";

/** The colour tokens' names in the editor. */
export const COLOUR_LABEL = {
  primary: msg`Buttons`,
  primaryText: msg`Button text`,
  accent: msg`Focus ring and highlights`,
  background: msg`Page background`,
  surface: msg`Card background`,
  text: msg`Text`,
  headerBackground: msg`Header background`,
  headerText: msg`Header text`,
  footerBackground: msg`Footer background`,
  footerText: msg`Footer text`,
} as const satisfies Record<ColourToken, ReturnType<typeof msg>>;

/** Worded as update-theme's refusal (core's ADMIN_MESSAGE.bannerDefaultMissing). */
const BANNER_DEFAULT_MISSING = msg`A banner that is switched on needs its text in the brand's default language.`;

/** Each banner's label in one language (the form's field, the saved versions' list). */
export const BANNER_LABEL = {
  forward_page_message: (language: string) => msg`Tracking page banner in ${language} (HTML allowed)`,
  return_page_message: (language: string) => msg`Return page banner in ${language} (HTML allowed)`,
} as const satisfies Record<BannerField, (language: string) => ReturnType<typeof msg>>;

/** One sentence per problem, in the console's language. */
export function problemText(i18n: I18n, problem: ThemeProblem): string {
  switch (problem.kind) {
    case "required":
      return i18n._(msg`Enter the brand's name.`);
    case "not-hex":
      return i18n._(msg`${i18n._(COLOUR_LABEL[problem.token])}: write colours as #rgb or #rrggbb.`);
    case "contrast": {
      const { pair, ratio: rawRatio, required: rawRequired } = problem.problem;
      const fg = i18n._(COLOUR_LABEL[pair.foreground]);
      const bg = i18n._(COLOUR_LABEL[pair.background]);
      const ratio = i18n.number(rawRatio, { maximumFractionDigits: 2 });
      const required = i18n.number(rawRequired);
      // The brand colour is named by its button use; say it is also drawn as text, or the pair reads as nonsense.
      if (pair.foreground === "primary")
        return i18n._(
          msg`${fg}, used as text for links and the status heading, on ${bg} has a contrast of ${ratio}:1; text needs at least ${required}:1 (WCAG AA).`,
        );
      const sentence = {
        text: msg`${fg} on ${bg} has a contrast of ${ratio}:1; text needs at least ${required}:1 (WCAG AA).`,
        "large-text": msg`${fg} on ${bg} has a contrast of ${ratio}:1; large text needs at least ${required}:1 (WCAG AA).`,
        "non-text": msg`${fg} on ${bg} has a contrast of ${ratio}:1; a focus ring needs at least ${required}:1.`,
      } satisfies Record<ContrastKind, MessageDescriptor>;
      return i18n._(sentence[pair.kind]);
    }
    case "not-url":
      return i18n._(msg`${problem.field}: enter a full link starting with https://.`);
    case "not-email":
      return i18n._(msg`Enter the e-mail address as name@example.com.`);
    case "not-time":
      return i18n._(msg`Write call hours as HH:MM, for example 09:30.`);
    case "not-whole-number":
      return i18n._(msg`The return authorisation id must be a whole number.`);
    case "banner-default-missing":
      return i18n._(BANNER_DEFAULT_MISSING);
    case "schema":
      return problem.message;
  }
}
