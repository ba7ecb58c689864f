import { Hono } from "hono";
import { validateImportRecords } from "@portal/core/import";
import { isWebhookProvider, WEBHOOK_PAYLOAD, type WebhookShipment } from "@portal/core/webhooks";
import { findWebhookSecret } from "@portal/db/repositories/webhook-secrets";
import { linkReturnPickupAwb } from "@portal/db/repositories/return-pickup-link";
import { recordShipmentSource } from "@portal/db/repositories/ndr-pushes";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { INPUT_MESSAGE } from "@portal/core/messages";
import type { AnswerMessage } from "../../http/envelope.ts";
import { parseJsonBytes, readBodyBytes, type InputProblem } from "../../http/request-input.ts";
import { importDocument } from "../../import/import-document.ts";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { isWebhookAuthentic, mayReadWebhookBody } from "./webhook-auth.ts";

/** One tracking update is small; a provider batching a long history stays well below this. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** A webhook's own words for a body it cannot read; NUL and control characters as every call. */
const WEBHOOK_BODY_MESSAGE = {
  ...INPUT_MESSAGE,
  bodyTooLarge: "The webhook body is too large.",
  bodyNotJson: "The body must be a JSON document.",
} as const satisfies Record<InputProblem, AnswerMessage>;

/**
 * POST webhooks/{clickpost|shiprocket|aftership|easypost} on a brand's host: the service's
 * own tracking payload, authenticated with the brand's secret for that service (see
 * WEBHOOK_AUTH), applied as an import of that one shipment, so the brand's tracking page
 * shows it on the next request. Statuses the tables do not know are stored as scans with
 * their text and counted as `unmapped_statuses`.
 */
export function createWebhookRoute(deps: ApiDeps): Hono {
  const routes = new Hono();
  routes.post("/webhooks/:provider", async (c) => {
    const provider = c.req.param("provider");
    if (!isWebhookProvider(provider)) return sendFail(c, 404, "There is no such webhook.");
    const brand = await resolveApiBrand(c, deps);
    if (!brand) return sendFail(c, 404, "There is no such webhook.");
    const header = (name: string) => c.req.header(name);
    const unsigned = () => sendFail(c, 401, `The ${provider} webhook is not signed with this brand's secret.`);
    // Before the body is read: the brand has a secret for this provider and the request its
    // proof header (a token is checked whole), so strangers cannot make us read 1 MB each.
    const secret = await findWebhookSecret(deps.db, brand.id, provider);
    if (!secret || !mayReadWebhookBody(provider, secret, header)) return unsigned();
    const raw = await readBodyBytes(c, WEBHOOK_BODY_LIMIT_BYTES);
    if (!raw.ok) return sendFail(c, raw.status, WEBHOOK_BODY_MESSAGE[raw.problem]);
    // The signature covers the bytes as sent, so it is checked before they are decoded.
    if (!isWebhookAuthentic(provider, secret, raw.bytes, header)) return unsigned();
    const body = parseJsonBytes(raw.bytes);
    if (!body.ok) return sendFail(c, body.status, WEBHOOK_BODY_MESSAGE[body.problem]);
    const read = WEBHOOK_PAYLOAD[provider](body.value);
    if (!read.ok) return sendFail(c, 400, read.message);
    if (read.shipment.scans.length === 0) return sendOk(c, { shipments_updated: 0, scans_added: 0, unmapped_statuses: 0 });

    const records = validateImportRecords(importDocumentOf(brand.subdomain, read.shipment));
    if (!records.ok) return sendFail(c, 400, records.message);
    const summary = await importDocument(deps.db, records.document, {
      now: deps.now(),
      atomic: false,
      origin: records.origin,
      rejected: records.rejected,
      onCommit: (changed) => deps.shipmentChanges?.publish(changed),
    });
    if (summary.rejected > 0) {
      return sendFail(c, 400, summary.errors.map((e) => `${e.path}: ${e.message}`).join("\n"), { errors: summary.errors });
    }
    const { errors: _none, ...counts } = summary;
    // The aggregator that reports a shipment is the one its NDR answers go back to (ndr-push/).
    await recordShipmentSource(deps.db, brand.id, read.shipment.waybill, provider, { now: deps.now() });
    const returnOf = read.shipment.return_of;
    const linked = returnOf
      ? await linkReturnPickupAwb(
          deps.db,
          brand.id,
          { forwardAwb: returnOf.forward_awb, forwardReference: returnOf.forward_reference_number, reverseAwb: read.shipment.waybill },
          { now: deps.now() },
        )
      : undefined;
    const answer = { ...counts, unmapped_statuses: read.shipment.unmapped, ...(returnOf ? { return_request_linked: linked !== undefined } : {}) };
    deps.log.info("webhook received", { brand: brand.subdomain, provider, ...answer });
    return sendOk(c, answer);
  });
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
        ...(shipment.reference_number ? { reference_number: shipment.reference_number } : {}),
        ...(shipment.event_time ? { event_time: shipment.event_time } : {}),
        ...(shipment.event_id ? { event_id: shipment.event_id } : {}),
        ...(shipment.is_rvp ? { config: { is_rvp: true } } : {}),
      },
    ],
  };
}
