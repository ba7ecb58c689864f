import { webHref, type Theme } from "@portal/core/theme";

export interface AdLink {
  text: string;
  href: string;
}

/**
 * The promotional link a brand shows on phones: its text and address are the theme's first
 * two custom fields (`meta_data.udf[0]`, `udf[1]`; product rules §2). None when either is
 * missing or the address is not a web address.
 */
export function adLinkOf(theme: Theme): AdLink | undefined {
  const [text, address] = theme.meta_data?.udf ?? [];
  const href = webHref(address?.value);
  const label = text?.value.trim();
  return label && href ? { text: label, href } : undefined;
}
