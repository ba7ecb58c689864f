import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ANALYTICS_CATEGORIES, isAnalyticsAction, type AnalyticsAction, type AnalyticsCategory } from "@portal/core/api";

/**
 * The console's names of the links the tracking page counts clicks on (core's analytics
 * contract: a category and one of its actions), in the staff's words. The stored codes stay the
 * key (the CSV carries them); these are only what a person reads, in every console language.
 */
export const LINK_KIND_LABEL = {
  Social: msg`Social media`,
  "Email ID": msg`E-mail`,
  "Contact Number": msg`Phone`,
  "App Install": msg`App download`,
  Outbound: msg`Footer link`,
  Banner: msg`Banner`,
} as const satisfies Record<AnalyticsCategory, MessageDescriptor>;

export const LINK_LABEL = {
  Social: { fb: msg`Facebook`, tw: msg`X (Twitter)`, ig: msg`Instagram`, yt: msg`YouTube` },
  "Email ID": { mailto: msg`E-mail address` },
  "Contact Number": { tel: msg`Phone number` },
  "App Install": { android: msg`Android app`, ios: msg`iPhone app` },
  Outbound: { "store-locator": msg`Store locator`, terms: msg`Terms and conditions`, privacy: msg`Privacy policy`, "returns-policy": msg`Returns policy` },
  Banner: { forward: msg`Delivery page banner`, return: msg`Returns page banner` },
} as const satisfies { [C in AnalyticsCategory]: Record<AnalyticsAction<C>, MessageDescriptor> };

const isCategory = (code: string): code is AnalyticsCategory => (ANALYTICS_CATEGORIES as readonly string[]).includes(code);

/** A click's kind; a category outside the contract (older or foreign rows) is named generically, never by its raw code. */
export function linkKindLabel(category: string): MessageDescriptor {
  return isCategory(category) ? LINK_KIND_LABEL[category] : msg`Other link`;
}

/** A click's link within its kind; an action the kind does not know is named generically. */
export function linkLabel(category: string, action: string): MessageDescriptor {
  if (!isCategory(category) || !isAnalyticsAction(category, action)) return msg`Other link`;
  return (LINK_LABEL[category] as Record<string, MessageDescriptor>)[action] ?? msg`Other link`;
}
