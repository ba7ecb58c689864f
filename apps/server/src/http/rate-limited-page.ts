import { DIRECTION_BY_LOCALE, isLanguagePrefix, LOCALE_BY_PREFIX, localeOfAcceptLanguage, type LocaleCode } from "@portal/core/locale";
import { RATE_LIMIT_PAGE_MESSAGE, retryAfterMessage } from "@portal/core/messages";
import { themeCssText } from "@portal/core/theme";
import type { Context } from "hono";
import type { ApiDeps } from "../api/api-deps.ts";
import { requestBrandThemeOrNothing } from "../api/tracking/shipment/brand-theme.ts";
import { escapeHtml, styleHashSource } from "../ssr/html-document.ts";
import { brandForHost } from "./brand-for-host.ts";
import { messageText } from "./envelope.ts";

const PAGE_CSS = [
  "body{margin:0;font-family:var(--portal-font-family,system-ui,sans-serif);background:var(--portal-color-background,#f7f7f8);color:var(--portal-color-text,#1f2937)}",
  "main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem;text-align:start}",
  "[data-brand]{margin:0 0 1.5rem;font-weight:600;color:var(--portal-color-primary,#1f2937)}",
  "h1{font-size:1.5rem;margin:0 0 .75rem}",
  "p{line-height:1.5}",
  "a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:var(--portal-radius,.5rem);background:var(--portal-color-primary,#1f2937);color:var(--portal-color-on-primary,#fff);text-decoration:none}",
].join("");

/** The page's language: its path's prefix (/ar/tracking), else what the browser asks for. */
function localeOfPage(c: Context): LocaleCode {
  const prefix = c.req.path.split("/")[1] ?? "";
  return isLanguagePrefix(prefix) ? LOCALE_BY_PREFIX[prefix] : localeOfAcceptLanguage(c.req.header("accept-language"));
}

/**
 * The 429 a page request gets over the rate limit (issue 32 item 2): in the page's language
 * and direction, in the brand's name and colours, saying in how many seconds to try again
 * (the same figure as Retry-After), with a link back to the same page. No script; its one
 * style element is allowed by hash. A broken or missing theme still gets the page, unbranded.
 */
export async function rateLimitedPage(c: Context, deps: ApiDeps, retryAfterSeconds: number): Promise<Response> {
  const locale = localeOfPage(c);
  const text = (message: Parameters<typeof messageText>[1]) => escapeHtml(messageText(locale, message));
  const brand = await brandForHost(deps, c.req.header("host")).catch(() => undefined);
  const theme = brand ? await requestBrandThemeOrNothing(deps, brand).catch(() => undefined) : undefined;
  const css = `${themeCssText(theme?.tokens ?? {})}${PAGE_CSS}`;
  const url = new URL(c.req.url);
  const html = [
    "<!doctype html>",
    `<html lang="${locale}" dir="${DIRECTION_BY_LOCALE[locale]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${text(RATE_LIMIT_PAGE_MESSAGE.title)}${brand ? ` · ${escapeHtml(brand.name)}` : ""}</title>`,
    `<style>${css}</style></head>`,
    "<body><main data-rate-limited>",
    brand ? `<p data-brand>${escapeHtml(brand.name)}</p>` : "",
    `<h1>${text(RATE_LIMIT_PAGE_MESSAGE.title)}</h1>`,
    `<p>${text(RATE_LIMIT_PAGE_MESSAGE.explanation)}</p>`,
    `<p data-retry-after="${retryAfterSeconds}">${text(retryAfterMessage(retryAfterSeconds))}</p>`,
    `<a href="${escapeHtml(url.pathname + url.search)}">${text(RATE_LIMIT_PAGE_MESSAGE.tryAgain)}</a>`,
    "</main></body></html>",
  ].join("");
  return new Response(c.req.method === "HEAD" ? null : html, {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src ${styleHashSource(css)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
