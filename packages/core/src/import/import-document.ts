import * as v from "valibot";
import { ReturnOrderSchema } from "../api/return-order.ts";
import { ReturnReasonSchema, ReasonWithSubReasonsSchema } from "../api/return-reasons.ts";
import { TrackingEntrySchema } from "../api/track-order.ts";
import { ScanSchema } from "../api/wire-fields.ts";
import { ThemeSchema } from "../theme/theme-schema.ts";

/** A brand's subdomain: lowercase letters, digits and inner hyphens, 1-63 characters (one DNS label). */
export const SubdomainSchema = v.pipe(
  v.string("subdomain must be a string."),
  v.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "subdomain must be one lowercase DNS label, e.g. acme or acme-uk."),
);

/**
 * One brand: who it is, its theme, and (optionally) its return reasons.
 *
 * @example { "subdomain": "acme", "enterprise": "Acme Retail", "theme": { "name": "Acme" } }
 */
export const ImportBrandSchema = v.object({
  /** The subdomain the brand is served on; the key other records use. */
  subdomain: SubdomainSchema,
  /** The enterprise user name (tracking config enterprise_user). */
  enterprise: v.optional(v.string(), ""),
  theme: ThemeSchema,
  return_reasons: v.optional(v.array(ReturnReasonSchema), []),
  return_reasons_with_sub_reasons: v.optional(v.array(ReasonWithSubReasonsSchema), []),
  exchange_instructions: v.optional(v.string(), ""),
});
export type ImportBrand = v.InferOutput<typeof ImportBrandSchema>;

/**
 * One forward or reverse shipment with its scans, in the same shape track-order answers,
 * plus the brand it belongs to, its waybill and its security key. `latest_status` may be
 * left out: the newest scan is used.
 */
export const ImportShipmentSchema = v.pipe(
  v.object({
    ...TrackingEntrySchema.entries,
    /** Subdomain of the owning brand. */
    brand: SubdomainSchema,
    waybill: v.pipe(v.string(), v.trim(), v.nonEmpty("waybill is required.")),
    /** The key tracking links must carry when the brand enables the security check. */
    security_key: v.optional(v.string()),
    latest_status: v.optional(ScanSchema),
  }),
  v.check((s) => s.latest_status !== undefined || s.scans.length > 0, "A shipment needs scans or a latest_status."),
);
export type ImportShipment = v.InferOutput<typeof ImportShipmentSchema>;

/** One order shoppers may return from, in the shape return-info answers, plus its brand. */
export const ImportReturnOrderSchema = v.object({
  ...ReturnOrderSchema.entries,
  brand: SubdomainSchema,
});
export type ImportReturnOrder = v.InferOutput<typeof ImportReturnOrderSchema>;

const hasNoDuplicates = (keys: string[]) => new Set(keys).size === keys.length;

/**
 * One JSON import document: brands with their themes, shipments with their scans, and
 * return orders. Every list is optional, so a document may add just shipments for brands
 * that already exist. Within a document, subdomains are unique and a waybill appears once
 * per brand.
 *
 * @example
 * {
 *   "version": 1,
 *   "brands": [{ "subdomain": "acme", "theme": { "name": "Acme" } }],
 *   "shipments": [{ "brand": "acme", "waybill": "W1",
 *     "scans": [{ "code": 1, "status": "Placed", "timestamp": "2024-05-01T10:00:00Z" }] }],
 *   "return_orders": []
 * }
 */
export const ImportDocumentSchema = v.pipe(
  v.object({
    /** The format version; bump it when the shape changes incompatibly. */
    version: v.literal(1, "version must be 1."),
    brands: v.optional(v.array(ImportBrandSchema), []),
    shipments: v.optional(v.array(ImportShipmentSchema), []),
    return_orders: v.optional(v.array(ImportReturnOrderSchema), []),
  }),
  v.check((doc) => hasNoDuplicates(doc.brands.map((b) => b.subdomain)), "Each brand subdomain may appear only once."),
  v.check(
    (doc) => hasNoDuplicates(doc.shipments.map((s) => `${s.brand}\u0000${s.waybill}`)),
    "Each waybill may appear only once per brand.",
  ),
);
export type ImportDocument = v.InferOutput<typeof ImportDocumentSchema>;
export type ImportDocumentInput = v.InferInput<typeof ImportDocumentSchema>;
