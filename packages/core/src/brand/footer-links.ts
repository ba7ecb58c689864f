import * as v from "valibot";
import { FOOTER_LINK_KINDS } from "./footer-link-kinds.ts";

/** `href`: a path on the brand's website (`/legal/terms`) or an absolute http(s) address elsewhere. */
export const FooterLinkSchema = v.object({
  kind: v.picklist(FOOTER_LINK_KINDS),
  href: v.pipe(
    v.string(),
    v.check(
      (href) => (href.startsWith("/") ? !href.startsWith("//") : /^https?:\/\/[^/\s]+/i.test(href)),
      "a footer link is a path on the website or an http(s) address",
    ),
  ),
});
export type FooterLink = v.InferOutput<typeof FooterLinkSchema>;
