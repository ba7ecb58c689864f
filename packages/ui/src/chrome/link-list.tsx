import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { webHref } from "@portal/core/theme";

export type ChromeLinkListKind = "social-links" | "app-links" | "store-legal-links";

/** Each list's accessible name and the attribute naming an item's key. */
const LINK_LIST = {
  "social-links": { label: msg`Social media`, itemAttribute: "data-network" },
  "app-links": { label: msg`Mobile apps`, itemAttribute: "data-platform" },
  "store-legal-links": { label: msg`Stores and policies`, itemAttribute: "data-link" },
} as const satisfies Record<ChromeLinkListKind, { label: MessageDescriptor; itemAttribute: `data-${string}` }>;

export interface ChromeLink<Key extends string> {
  key: Key;
  href: string;
}

/** The keys whose theme address is a usable web link, in the keys' order, each with its href. */
export function webLinksOf<Key extends string>(keys: readonly Key[], addressOf: (key: Key) => string | undefined): ChromeLink<Key>[] {
  return keys.flatMap((key) => {
    const href = webHref(addressOf(key));
    return href ? [{ key, href }] : [];
  });
}

export interface ChromeLinkListProps<Key extends string> {
  /** Which list: its `data-chrome` hook, its name and its items' key attribute. */
  chrome: ChromeLinkListKind;
  links: readonly ChromeLink<Key>[];
  renderLink: (key: Key, href: string) => ReactNode;
  className?: string | undefined;
}

/** A named nav with one list item per link, as social and app links render; nothing when there is no link. */
export function ChromeLinkList<Key extends string>({ chrome, links, renderLink, className }: ChromeLinkListProps<Key>) {
  const { i18n } = useLingui();
  if (links.length === 0) return null;
  const { label, itemAttribute } = LINK_LIST[chrome];
  return (
    <nav aria-label={i18n._(label)} data-chrome={chrome} className={className}>
      <ul role="list">
        {links.map(({ key, href }) => (
          <li key={key} {...{ [itemAttribute]: key }}>
            {renderLink(key, href)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
