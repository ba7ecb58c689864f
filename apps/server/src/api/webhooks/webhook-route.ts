import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { failEnvelope, okEnvelope } from "@portal/core/api";
import { validateImportRecords } from "@portal/core/import";
import { isWebhookProvider, WEBHOOK_PAYLOAD, type WebhookShipment } from "@portal/core/webhooks";
import { findWebhookSecret } from "../../db/repositories/webhook-secrets.ts";
import { importDocument } from "../../import/import-document.ts";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { isWebhookAuthentic } from "./webhook-auth.ts";

/** One tracking update is small; a provider batching a long history stays well below this. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * POST webhooks/{clickpost|shiprocket|aftership|easypost} on a brand's host: the service's
 * own tracking payload, authenticated with the brand's secret for that service (see
 * WEBHOOK_AUTH), applied as an import of that one shipment, so the brand's tracking page
 * shows it on the next request. Statuses the tables do not know are stored as scans with
 * their text and counted as `unmapped_statuses`.
 */
export function createWebhookRoute(deps: ApiDeps): Hono {
  const routes = new Hono();
  routes.post(
    "/webhooks/:provider",
    bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT_BYTES, onError: (c) => c.json(failEnvelope(413, "The webhook body is too large."), 413) }),
    async (c) => {
      const provider = c.req.param("provider");
      if (!isWebhookProvider(provider)) return c.json(failEnvelope(404, "There is no such webhook."), 404);
      const brand = await resolveApiBrand(c, deps);
      if (!brand) return c.json(failEnvelope(404, "There is no such webhook."), 404);
      const raw = await c.req.text();
      const secret = await findWebhookSecret(deps.db, brand.id, provider);
      if (!secret || !isWebhookAuthentic(provider, secret, raw, (name) => c.req.header(name))) {
        return c.json(failEnvelope(401, `The ${provider} webhook is not signed with this brand's secret.`), 401);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return c.json(failEnvelope(400, "The body must be a JSON document."), 400);
      }
      const read = WEBHOOK_PAYLOAD[provider](body);
      if (!read.ok) return c.json(failEnvelope(400, read.message), 400);
      if (read.shipment.scans.length === 0) return c.json(okEnvelope({ shipments_updated: 0, scans_added: 0, unmapped_statuses: 0 }));

      const records = validateImportRecords(importDocumentOf(brand.subdomain, read.shipment));
      if (!records.ok) return c.json(failEnvelope(400, records.message), 400);
      const summary = await importDocument(deps.db, records.document, { now: deps.now(), atomic: false, origin: records.origin, rejected: records.rejected });
      if (summary.rejected > 0) {
        return c.json({ ...failEnvelope(400, summary.errors.map((e) => `${e.path}: ${e.message}`).join("\n")), result: { errors: summary.errors } }, 400);
      }
      const { errors: _none, ...counts } = summary;
      deps.log.info("webhook received", { brand: brand.subdomain, provider, ...counts, unmapped_statuses: read.shipment.unmapped });
      return c.json(okEnvelope({ ...counts, unmapped_statuses: read.shipment.unmapped }));
    },
  );
  return routes;
}

/** The update as an import document of the brand: the same rules as a feed (zones, identity, order kept). */
function importDocumentOf(subdomain: string, shipment: WebhookShipment): unknown {
  return {
    version: 1,
    shipments: [
      {
        brand: subdomain,
        waybill: shipment.waybill,
        scans: shipment.scans,
        ...(shipment.order_id ? { order_id: shipment.order_id } : {}),
        ...(shipment.cp_id !== undefined ? { cp_id: shipment.cp_id } : {}),
        ...(shipment.cp_name ? { cp_name: shipment.cp_name } : {}),
        ...(shipment.edd ? { edd: shipment.edd } : {}),
        ...(shipment.is_rvp ? { config: { is_rvp: true } } : {}),
      },
    ],
  };
}
