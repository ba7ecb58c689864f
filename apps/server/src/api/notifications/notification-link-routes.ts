import { Hono, type Context } from "hono";
import { directionOf, PREFIX_BY_LOCALE, type LocaleCode } from "@portal/core/locale";
import { NOTIFICATION_FOOTER } from "@portal/core/messages";
import { saveConsent, type Channel, CHANNELS } from "@portal/db/repositories/notifications";
import { messageIn } from "@portal/i18n/server";
import { serverKeyFor } from "../../auth/purpose-key.ts";
import { answerText } from "../../http/envelope.ts";
import { verifyLink, type LinkClaims } from "../../notifications/signed-link.ts";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { resolveApiBrand } from "../request-brand.ts";

/** The screen path of each link target (core's route table), after the language prefix. */
const SCREEN_PATH = {
  tracking: "/tracking",
  "delivery-issue": "/issue",
  "reverse-issue": "/reverse/issue",
  "returns-status": "/returns/status",
} as const satisfies Record<Exclude<LinkClaims["target"], "unsubscribe">, string>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * /n/<signed token>: the links in messages to shoppers (notifications/signed-link.ts). A valid
 * link on its brand's host redirects to the exact screen with the shipment's security key
 * filled in, so the shopper types nothing; an unsubscribe link shows a one-button page, and a
 * POST to it (the button, or a mail client's RFC 8058 One-Click request) unsubscribes that
 * address from that channel at once. Forged links are not found; expired ones say so.
 */
export function createNotificationLinkRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();
  const key = serverKeyFor(deps.env, "notification-link");
  // Per client, like every other route: a token cannot be guessed, but trying costs a lookup.
  routes.use("/n/*", rateLimit(deps, "notification-link"));

  async function claimsOf(c: Context): Promise<{ ok: true; claims: LinkClaims } | { ok: false; response: Response }> {
    const check = verifyLink(key, c.req.param("token") ?? "", deps.now());
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (!check.ok) {
      const status = check.reason === "expired" ? 410 : 404;
      return { ok: false, response: c.text(check.reason === "expired" ? answerText(c, NOTIFICATION_FOOTER.linkExpired) : "Not found", status) };
    }
    const brand = await resolveApiBrand(c, deps);
    if (!brand || brand.id !== check.claims.brandId) return { ok: false, response: c.text("Not found", 404) };
    return { ok: true, claims: check.claims };
  }

  routes.get("/n/:token", async (c) => {
    const found = await claimsOf(c);
    if (!found.ok) return found.response;
    const { claims } = found;
    if (claims.target === "unsubscribe") return c.html(unsubscribePage(claims.locale, "ask"));
    const prefix = `/${PREFIX_BY_LOCALE[claims.locale]}`;
    const query = new URLSearchParams();
    if (claims.target === "returns-status") query.set("return_id", claims.ref);
    else {
      const shipment = await deps.db
        .selectFrom("shipments")
        .select(["waybill", "security_key"])
        .where("brand_id", "=", claims.brandId)
        .where("waybill", "=", claims.ref)
        .executeTakeFirst();
      if (!shipment) return c.text("Not found", 404);
      query.set("waybill", claims.ref);
      if (shipment.security_key) query.set("security_key", shipment.security_key);
    }
    return c.redirect(`${prefix}${SCREEN_PATH[claims.target]}?${query}`, 302);
  });

  routes.post("/n/:token", async (c) => {
    const found = await claimsOf(c);
    if (!found.ok) return found.response;
    const { claims } = found;
    if (claims.target !== "unsubscribe") return c.text("Not found", 404);
    const split = claims.ref.indexOf(":");
    const channel = claims.ref.slice(0, split) as Channel;
    if (!CHANNELS.includes(channel)) return c.text("Not found", 404);
    await saveConsent(deps.db, { brandId: claims.brandId, channel, address: claims.ref.slice(split + 1), consent: "opted-out", now: deps.now() });
    deps.log.info("notification unsubscribe", { brand: claims.brandId, channel });
    return c.html(unsubscribePage(claims.locale, "done"));
  });
  return routes;
}

/** The page an unsubscribe link opens: a button (a GET must not unsubscribe: mail scanners follow links), then the confirmation. */
function unsubscribePage(locale: LocaleCode, step: "ask" | "done"): string {
  const body =
    step === "ask"
      ? `<form method="post"><button type="submit">${escapeHtml(messageIn(locale, NOTIFICATION_FOOTER.unsubscribe))}</button></form>`
      : `<p role="status">${escapeHtml(messageIn(locale, NOTIFICATION_FOOTER.unsubscribed))}</p>`;
  const title = escapeHtml(messageIn(locale, NOTIFICATION_FOOTER.unsubscribe));
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body>${body}</body></html>`;
}
