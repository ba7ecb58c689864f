import { C as ThemeSchema, l as TrackingEntrySchema, m as ScanSchema, n as ReturnReasonSchema, o as ReturnOrderSchema, t as ReasonWithSubReasonsSchema } from "./return-reasons-P7TGR6k3.js";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import * as v from "valibot";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
// ../../packages/core/src/api/request-validation.ts
/**
* Checks a query or body against its request schema. On failure `message` is one line for
* a 400 answer (see `describeIssues`).
*/
function validateRequest(schema, input) {
	const parsed = v.safeParse(schema, input);
	return parsed.success ? {
		ok: true,
		value: parsed.output
	} : {
		ok: false,
		message: describeIssues(parsed.issues)
	};
}
/**
* One readable line for the first issue: "<field> is required." for a missing field, else
* the issue's message, prefixed with its field unless the message already names it.
*/
function describeIssues(issues) {
	const [first] = issues;
	if (!first) return "Invalid value.";
	const path = v.getDotPath(first);
	if (path && isMissingKey(first)) return `${path} is required.`;
	return path && !first.message.includes(path) ? `${path}: ${first.message}` : first.message;
}
var OBJECT_TYPES = /* @__PURE__ */ new Set([
	"object",
	"loose_object",
	"strict_object",
	"object_with_rest"
]);
/** valibot reports an absent key as an issue of the object, with `undefined` input. */
function isMissingKey(issue) {
	return issue.kind === "schema" && OBJECT_TYPES.has(issue.type) && issue.input === void 0;
}
// src/db/repositories/records.ts
var fromFlag = (value) => value !== 0;
function toBrand(row) {
	return {
		id: row.id,
		subdomain: row.subdomain,
		name: row.name,
		brandPackage: row.brand_package,
		enterprise: fromFlag(row.enterprise),
		securityCheckEnabled: fromFlag(row.security_check_enabled),
		apiKeyHash: row.api_key_hash,
		createdAt: row.created_at
	};
}
function toCourier(row) {
	return {
		id: row.id,
		name: row.name,
		logoUrl: row.logo_url,
		accountCode: row.account_code
	};
}
function toOrder(row) {
	return {
		id: row.id,
		brandId: row.brand_id,
		orderId: row.order_id,
		orderDate: row.order_date,
		currency: row.currency,
		totalMinor: row.total_minor,
		paymentMethod: row.payment_method,
		customer: {
			name: row.customer_name,
			phone: row.customer_phone,
			alternatePhone: row.customer_alternate_phone,
			email: row.customer_email,
			address: row.customer_address,
			city: row.customer_city,
			state: row.customer_state,
			country: row.customer_country,
			pincode: row.customer_pincode
		}
	};
}
function toShipment(row) {
	return {
		id: row.id,
		brandId: row.brand_id,
		orderRef: row.order_ref,
		waybill: row.waybill,
		courierId: row.courier_id,
		securityKey: row.security_key,
		referenceNumber: row.reference_number,
		orderType: row.order_type,
		shipDate: row.ship_date,
		isReverse: fromFlag(row.is_reverse),
		product: {
			title: row.product_title,
			sku: row.product_sku,
			imageUrl: row.product_image_url
		},
		edd: {
			date: row.edd,
			messageId: row.edd_message_id,
			message: row.edd_message
		},
		failureReasonCode: row.failure_reason_code,
		latest: row.latest_code === null ? null : {
			code: row.latest_code,
			status: row.latest_status,
			description: row.latest_description,
			location: row.latest_location,
			scannedAt: row.latest_scanned_at
		},
		createdAt: row.created_at,
		updatedAt: row.updated_at
	};
}
function toScan(row) {
	return {
		id: row.id,
		shipmentId: row.shipment_id,
		code: row.code,
		status: row.status,
		description: row.description,
		location: row.location,
		remark: row.remark,
		scannedAt: row.scanned_at
	};
}
// src/db/repositories/brands.ts
/** The brand served on a subdomain. Host labels are case-insensitive, so is the lookup. */
async function findBrandBySubdomain(db, subdomain) {
	const row = await db.selectFrom("brands").selectAll().where("subdomain", "=", subdomain.trim().toLowerCase()).executeTakeFirst();
	return row && toBrand(row);
}
async function findBrandById(db, brandId) {
	const row = await db.selectFrom("brands").selectAll().where("id", "=", brandId).executeTakeFirst();
	return row && toBrand(row);
}
// src/db/repositories/themes.ts
var InvalidThemeError = class extends Error {
	brandId;
	issues;
	constructor(brandId, issues) {
		super(`Theme of brand ${brandId} does not match ThemeSchema: ${issues.join("; ")}`);
		this.brandId = brandId;
		this.issues = issues;
		this.name = "InvalidThemeError";
	}
};
/**
* The brand's theme, parsed with core's ThemeSchema (so defaults are filled in), or undefined
* when the brand has none. A stored document that no longer validates throws
* InvalidThemeError rather than reaching the page half-formed.
*/
async function findThemeForBrand(db, brandId) {
	const row = await db.selectFrom("themes").select("document_json").where("brand_id", "=", brandId).executeTakeFirst();
	if (row === void 0) return void 0;
	return parseTheme(brandId, JSON.parse(row.document_json));
}
/**
* Validates and stores (insert or replace) the brand's theme. Returns the parsed theme.
* Throws InvalidThemeError, storing nothing, when it does not validate.
*/
async function saveThemeForBrand(db, brandId, theme, { now }) {
	const parsed = parseTheme(brandId, theme);
	const document_json = JSON.stringify(parsed);
	const updated_at = now.toISOString();
	await db.insertInto("themes").values({
		brand_id: brandId,
		document_json,
		updated_at
	}).onConflict((oc) => oc.column("brand_id").doUpdateSet({
		document_json,
		updated_at
	})).execute();
	return parsed;
}
function parseTheme(brandId, document) {
	const result = v.safeParse(ThemeSchema, document);
	if (!result.success) throw new InvalidThemeError(brandId, result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`));
	return result.output;
}
// src/db/repositories/shipments.ts
/** The brand's shipment with this waybill, with courier, order and scans (newest first). */
async function findShipmentByWaybill(db, brandId, waybill) {
	const row = await db.selectFrom("shipments").selectAll().where("brand_id", "=", brandId).where("waybill", "=", waybill).executeTakeFirst();
	if (row === void 0) return void 0;
	const [orderRow, couriers, scansByShipment] = await Promise.all([
		db.selectFrom("orders").selectAll().where("id", "=", row.order_ref).where("brand_id", "=", brandId).executeTakeFirstOrThrow(),
		couriersById(db, [row.courier_id]),
		scansNewestFirst(db, [row.id])
	]);
	return {
		shipment: toShipment(row),
		courier: row.courier_id !== null && couriers.get(row.courier_id) || null,
		order: toOrder(orderRow),
		scans: scansByShipment.get(row.id) ?? []
	};
}
/**
* The brand's order with this order number and all its shipments (oldest shipment first),
* including those without a waybill yet. Undefined when the brand has no such order.
*/
async function findShipmentsByOrderId(db, brandId, orderId) {
	const orderRow = await db.selectFrom("orders").selectAll().where("brand_id", "=", brandId).where("order_id", "=", orderId).executeTakeFirst();
	if (orderRow === void 0) return void 0;
	const rows = await db.selectFrom("shipments").selectAll().where("brand_id", "=", brandId).where("order_ref", "=", orderRow.id).orderBy("created_at").orderBy("id").execute();
	const [couriers, scansByShipment] = await Promise.all([couriersById(db, rows.map((r) => r.courier_id)), scansNewestFirst(db, rows.map((r) => r.id))]);
	return {
		order: toOrder(orderRow),
		shipments: rows.map((row) => ({
			shipment: toShipment(row),
			courier: row.courier_id !== null && couriers.get(row.courier_id) || null,
			scans: scansByShipment.get(row.id) ?? []
		}))
	};
}
/**
* Adds a courier's scans to a shipment, skipping ones already stored (same code and time),
* so a feed can be imported again safely. Then copies the newest scan onto the shipment.
* Returns how many scans were new.
*/
async function recordScans(db, shipmentId, scans, { now = /* @__PURE__ */ new Date() } = {}) {
	let inserted = 0;
	if (scans.length > 0) {
		const rows = scans.map((scan) => ({
			id: randomUUID(),
			shipment_id: shipmentId,
			code: scan.code,
			status: scan.status,
			description: scan.description,
			location: scan.location ?? null,
			remark: scan.remark ?? null,
			scanned_at: toIsoTimestamp(scan.scannedAt)
		}));
		inserted = (await db.insertInto("scans").values(rows).onConflict((oc) => oc.columns([
			"shipment_id",
			"code",
			"scanned_at"
		]).doNothing()).execute()).reduce((sum, r) => sum + Number(r.numInsertedOrUpdatedRows ?? 0n), 0);
	}
	await refreshLatestScan(db, shipmentId, now);
	return inserted;
}
/** Copies the newest stored scan onto the shipment's latest_* columns. */
async function refreshLatestScan(db, shipmentId, now) {
	const newest = await db.selectFrom("scans").selectAll().where("shipment_id", "=", shipmentId).orderBy("scanned_at", "desc").orderBy("code", "desc").limit(1).executeTakeFirst();
	await db.updateTable("shipments").set({
		latest_code: newest?.code ?? null,
		latest_status: newest?.status ?? null,
		latest_description: newest?.description ?? null,
		latest_location: newest?.location ?? null,
		latest_scanned_at: newest?.scanned_at ?? null,
		updated_at: now.toISOString()
	}).where("id", "=", shipmentId).execute();
}
function toIsoTimestamp(value) {
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${String(value)}`);
	return date.toISOString();
}
async function couriersById(db, ids) {
	const wanted = [...new Set(ids.filter((id) => id !== null))];
	if (wanted.length === 0) return /* @__PURE__ */ new Map();
	const rows = await db.selectFrom("couriers").selectAll().where("id", "in", wanted).execute();
	return new Map(rows.map((row) => [row.id, toCourier(row)]));
}
async function scansNewestFirst(db, shipmentIds) {
	const byShipment = /* @__PURE__ */ new Map();
	if (shipmentIds.length === 0) return byShipment;
	const rows = await db.selectFrom("scans").selectAll().where("shipment_id", "in", shipmentIds).orderBy("scanned_at", "desc").orderBy("code", "desc").execute();
	for (const row of rows) {
		const list = byShipment.get(row.shipment_id);
		if (list) list.push(toScan(row));
		else byShipment.set(row.shipment_id, [toScan(row)]);
	}
	return byShipment;
}
// src/api/admin/password-hash.ts
/**
* Admin passwords, hashed with scrypt and a random salt. The stored form names its own
* parameters (`scrypt$N$r$p$salt$hash`, base64url), so raising them later still verifies
* old hashes.
*/
var PARAMS = {
	N: 16384,
	r: 8,
	p: 1
};
var KEY_LENGTH = 64;
var SALT_BYTES = 16;
function derive(password, salt, options) {
	return new Promise((resolve, reject) => {
		scrypt(password.normalize("NFC"), salt, KEY_LENGTH, {
			...options,
			maxmem: 67108864
		}, (error, key) => error ? reject(error) : resolve(key));
	});
}
async function hashPassword(password) {
	const salt = randomBytes(SALT_BYTES);
	const key = await derive(password, salt, PARAMS);
	return [
		"scrypt",
		PARAMS.N,
		PARAMS.r,
		PARAMS.p,
		salt.toString("base64url"),
		key.toString("base64url")
	].join("$");
}
/** True when `password` matches `stored`. A malformed stored hash never matches. */
async function verifyPassword(password, stored) {
	const parts = stored.split("$");
	if (parts.length !== 6 || parts[0] !== "scrypt") return false;
	const [N, r, p] = parts.slice(1, 4).map(Number);
	if (!N || !r || !p) return false;
	const expected = Buffer.from(parts[5] ?? "", "base64url");
	if (expected.length === 0) return false;
	const key = await derive(password, Buffer.from(parts[4] ?? "", "base64url"), {
		N,
		r,
		p
	});
	return key.length === expected.length && timingSafeEqual(key, expected);
}
/**
* A hash no password matches, computed once. Checking it when the username is unknown
* makes a failed login take as long as a wrong password, so timing does not reveal
* which usernames exist.
*/
var decoy;
function decoyPasswordHash() {
	decoy ??= hashPassword(randomBytes(32).toString("base64url"));
	return decoy;
}
// src/db/repositories/returns-records.ts
/** Request status words (return-status metadata.status); core's timeline reads them. */
var RETURN_REQUEST_STATUSES = [
	"PLACED",
	"APPROVED",
	"REJECTED"
];
var RETURN_KINDS = ["return", "exchange"];
var PICKUP_TYPES = ["pickup", "self-ship"];
function toReturnItem(row) {
	return {
		itemId: row.item_id,
		shipmentUuid: row.shipment_uuid,
		title: row.title,
		sku: row.sku,
		image: row.image,
		priceMinor: row.price_minor,
		quantity: row.quantity,
		eligibleQuantity: row.eligible_quantity,
		storeCreditsUsedMinor: row.store_credits_used_minor,
		finalAmountPaidMinor: row.final_amount_paid_minor,
		collectionPointId: row.collection_point_id,
		inventoryQuantity: row.inventory_quantity,
		totalVariantInventoryQuantity: row.total_variant_inventory_quantity
	};
}
function toReturnAddress(row) {
	return {
		name: row.name,
		phone: row.phone,
		email: row.email,
		address: row.address,
		pincode: row.pincode,
		city: row.city,
		state: row.state,
		country: row.country
	};
}
function toReturnReason(row, subReasons) {
	return {
		reasonId: row.reason_id,
		name: row.name,
		active: fromFlag(row.active),
		imageRequired: fromFlag(row.image_required),
		imageQuantity: row.image_quantity,
		subReasons: subReasons.map((s) => ({
			subReasonId: s.sub_reason_id,
			name: s.name
		}))
	};
}
function toReturnVariant(row) {
	return {
		variantId: row.variant_id,
		title: row.title,
		inventoryQuantity: row.inventory_quantity
	};
}
function toReturnRequestItem(row) {
	return {
		returnId: row.id,
		itemId: row.item_id,
		quantity: row.quantity,
		reasonId: row.reason_id,
		subReasonId: row.sub_reason_id,
		comment: row.comment,
		images: parseImageList(row.images_json),
		exchangeVariantId: row.exchange_variant_id
	};
}
function toReturnRequest(row, items) {
	return {
		id: row.id,
		brandId: row.brand_id,
		returnOrderId: row.return_order_id,
		kind: oneOf(RETURN_KINDS, row.kind, "return"),
		status: oneOf(RETURN_REQUEST_STATUSES, row.status, "PLACED"),
		pickupType: oneOf(PICKUP_TYPES, row.pickup_type, "pickup"),
		pickupAddress: row.pickup_type === "pickup" ? toReturnAddress({
			name: row.pickup_name ?? "",
			phone: row.pickup_phone,
			email: row.pickup_email,
			address: row.pickup_address ?? "",
			pincode: row.pickup_pincode,
			city: row.pickup_city,
			state: row.pickup_state,
			country: row.pickup_country
		}) : null,
		pickupDate: row.pickup_date,
		refund: {
			mode: row.refund_mode,
			creditMinor: row.refund_credit_minor,
			moneyMinor: row.refund_money_minor,
			bankName: row.refund_bank_name,
			accountMasked: row.refund_account_masked,
			upiMasked: row.refund_upi_masked
		},
		reverseShipmentId: row.reverse_shipment_ref,
		awb: row.awb,
		courierPartner: row.courier_partner,
		approvalDate: row.approval_date,
		remark: row.remark,
		rejectionReason: row.rejection_reason,
		shippingLabelUrl: row.shipping_label_url,
		createdAt: row.created_at,
		items: items.map(toReturnRequestItem)
	};
}
/** A stored word outside its union (an older or hand-edited row) reads as the fallback. */
function oneOf(values, value, fallback) {
	return values.includes(value) ? value : fallback;
}
function parseImageList(json) {
	try {
		const value = JSON.parse(json);
		return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
	} catch {
		return [];
	}
}
// src/db/repositories/returns-orders.ts
/** The brand's return order of this order (`orders.id`), or undefined when it has none. */
async function findReturnOrder(db, brandId, orderRef) {
	const head = await db.selectFrom("return_orders").innerJoin("orders", (join) => join.onRef("orders.id", "=", "return_orders.order_ref").onRef("orders.brand_id", "=", "return_orders.brand_id")).selectAll("orders").select(["return_orders.id as return_order_id", "return_orders.capture_image"]).where("return_orders.brand_id", "=", brandId).where("return_orders.order_ref", "=", orderRef).executeTakeFirst();
	if (head === void 0) return void 0;
	const { return_order_id: returnOrderId, capture_image: captureImage, ...orderRow } = head;
	const [shipments, items, addresses] = await Promise.all([
		db.selectFrom("return_order_shipments").innerJoin("shipments", (join) => join.onRef("shipments.id", "=", "return_order_shipments.shipment_ref").onRef("shipments.brand_id", "=", "return_order_shipments.brand_id")).select([
			"return_order_shipments.uuid",
			"shipments.id as shipment_id",
			"shipments.waybill",
			"shipments.reference_number",
			"shipments.security_key",
			"shipments.order_type"
		]).where("return_order_shipments.brand_id", "=", brandId).where("return_order_shipments.return_order_id", "=", returnOrderId).orderBy("return_order_shipments.position").execute(),
		db.selectFrom("return_order_items").selectAll().where("brand_id", "=", brandId).where("return_order_id", "=", returnOrderId).orderBy("position").orderBy("item_id").execute(),
		db.selectFrom("return_addresses").selectAll().where("brand_id", "=", brandId).where("return_order_id", "=", returnOrderId).orderBy("position").execute()
	]);
	return {
		id: returnOrderId,
		brandId,
		captureImage: captureImage !== 0,
		order: toOrder(orderRow),
		shipments: shipments.map((s) => ({
			uuid: s.uuid,
			shipmentId: s.shipment_id,
			waybill: s.waybill,
			referenceNumber: s.reference_number,
			securityKey: s.security_key,
			orderType: s.order_type
		})),
		items: items.map(toReturnItem),
		addresses: addresses.map(toReturnAddress)
	};
}
/** The brand's forward shipments with these waybills. */
async function findShipmentsByWaybills(db, brandId, waybills) {
	if (waybills.length === 0) return [];
	return pointers(db, brandId).where("waybill", "in", [...waybills]).execute();
}
/** The brand's forward shipments with this reference number. */
async function findShipmentsByReferenceNumber(db, brandId, referenceNumber) {
	return pointers(db, brandId).where("reference_number", "=", referenceNumber).execute();
}
/** `orders.id` of the brand's order with this order number. */
async function findOrderRefByOrderId(db, brandId, orderId) {
	return (await db.selectFrom("orders").select("id").where("brand_id", "=", brandId).where("order_id", "=", orderId).executeTakeFirst())?.id;
}
/** The return order a `shipment_uuid` belongs to. */
async function findReturnShipmentByUuid(db, brandId, uuid) {
	const row = await db.selectFrom("return_order_shipments").innerJoin("return_orders", (join) => join.onRef("return_orders.id", "=", "return_order_shipments.return_order_id").onRef("return_orders.brand_id", "=", "return_order_shipments.brand_id")).select([
		"return_orders.id as return_order_id",
		"return_orders.order_ref",
		"return_order_shipments.shipment_ref"
	]).where("return_order_shipments.brand_id", "=", brandId).where("return_order_shipments.uuid", "=", uuid).executeTakeFirst();
	return row && {
		returnOrderId: row.return_order_id,
		orderRef: row.order_ref,
		shipmentId: row.shipment_ref
	};
}
/**
* Locks the return order's row until the transaction ends, so two requests for the same
* order are checked one after the other (a no-op update: SQLite has no SELECT … FOR UPDATE).
*/
async function lockReturnOrder(trx, brandId, returnOrderId) {
	await trx.updateTable("return_orders").set((eb) => ({ capture_image: eb.ref("capture_image") })).where("brand_id", "=", brandId).where("id", "=", returnOrderId).execute();
}
function pointers(db, brandId) {
	return db.selectFrom("shipments").select([
		"id as shipmentId",
		"order_ref as orderRef",
		"waybill",
		"reference_number as referenceNumber",
		"security_key as securityKey"
	]).where("brand_id", "=", brandId).where("is_reverse", "=", 0);
}
/** Proof facts of the brand's orders, newest order first. */
async function findOrderProofFacts(db, brandId, orderRefs) {
	if (orderRefs.length === 0) return [];
	const [orders, keys] = await Promise.all([db.selectFrom("orders").select([
		"id",
		"order_date",
		"customer_phone",
		"customer_alternate_phone",
		"customer_email"
	]).where("brand_id", "=", brandId).where("id", "in", [...orderRefs]).orderBy("order_date", "desc").orderBy("id").execute(), db.selectFrom("shipments").select(["order_ref", "security_key"]).where("brand_id", "=", brandId).where("is_reverse", "=", 0).where("order_ref", "in", [...orderRefs]).execute()]);
	return orders.map((o) => ({
		orderRef: o.id,
		orderDate: o.order_date,
		phones: [o.customer_phone, o.customer_alternate_phone],
		email: o.customer_email,
		securityKeys: keys.filter((k) => k.order_ref === o.id).map((k) => k.security_key)
	}));
}
// ../../packages/core/src/import/import-document.ts
/** A brand's subdomain: lowercase letters, digits and inner hyphens, 1-63 characters (one DNS label). */
var SubdomainSchema = v.pipe(v.string("subdomain must be a string."), v.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "subdomain must be one lowercase DNS label, e.g. acme or acme-uk."));
/**
* One brand: who it is, its theme, and (optionally) its return reasons.
*
* @example { "subdomain": "acme", "enterprise": "Acme Retail", "theme": { "name": "Acme" } }
*/
var ImportBrandSchema = v.object({
	/** The subdomain the brand is served on; the key other records use. */
	subdomain: SubdomainSchema,
	/** The enterprise user name (tracking config enterprise_user). */
	enterprise: v.optional(v.string(), ""),
	theme: ThemeSchema,
	return_reasons: v.optional(v.array(ReturnReasonSchema), []),
	return_reasons_with_sub_reasons: v.optional(v.array(ReasonWithSubReasonsSchema), []),
	exchange_instructions: v.optional(v.string(), "")
});
/**
* One forward or reverse shipment with its scans, in the same shape track-order answers,
* plus the brand it belongs to, its waybill and its security key. `latest_status` may be
* left out: the newest scan is used.
*/
var ImportShipmentSchema = v.pipe(v.object({
	...TrackingEntrySchema.entries,
	/** Subdomain of the owning brand. */
	brand: SubdomainSchema,
	waybill: v.pipe(v.string(), v.trim(), v.nonEmpty("waybill is required.")),
	/** The key tracking links must carry when the brand enables the security check. */
	security_key: v.optional(v.string()),
	latest_status: v.optional(ScanSchema)
}), v.check((s) => s.latest_status !== void 0 || s.scans.length > 0, "A shipment needs scans or a latest_status."));
/** One order shoppers may return from, in the shape return-info answers, plus its brand. */
var ImportReturnOrderSchema = v.object({
	...ReturnOrderSchema.entries,
	brand: SubdomainSchema
});
var hasNoDuplicates = (keys) => new Set(keys).size === keys.length;
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
var ImportDocumentSchema = v.pipe(v.object({
	/** The format version; bump it when the shape changes incompatibly. */
	version: v.literal(1, "version must be 1."),
	brands: v.optional(v.array(ImportBrandSchema), []),
	shipments: v.optional(v.array(ImportShipmentSchema), []),
	return_orders: v.optional(v.array(ImportReturnOrderSchema), [])
}), v.check((doc) => hasNoDuplicates(doc.brands.map((b) => b.subdomain)), "Each brand subdomain may appear only once."), v.check((doc) => hasNoDuplicates(doc.shipments.map((s) => `${s.brand}\u0000${s.waybill}`)), "Each waybill may appear only once per brand."));
// src/db/repositories/import-api-keys.ts
/** Stores the hash of the brand's new API key, replacing (and so revoking) the old one. */
async function setBrandApiKeyHash(db, brandId, apiKeyHash) {
	await db.updateTable("brands").set({ api_key_hash: apiKeyHash }).where("id", "=", brandId).execute();
}
/** The brand whose API key has this hash. */
async function findBrandByApiKeyHash(db, apiKeyHash) {
	const row = await db.selectFrom("brands").selectAll().where("api_key_hash", "=", apiKeyHash).executeTakeFirst();
	return row && toBrand(row);
}
// src/import/brand-api-key.ts
/**
* A brand's key for POST /api/v1/ingest. It is shown once when made; the database keeps only
* its SHA-256 (a 256-bit random key needs no slow hash: there is nothing to guess).
*/
var PREFIX = "pik_";
var KEY_SHAPE = /^pik_[A-Za-z0-9_-]{43}$/;
function generateBrandApiKey() {
	return `${PREFIX}${randomBytes(32).toString("base64url")}`;
}
/** What brands.api_key_hash stores for a key. */
function hashBrandApiKey(key) {
	return `sha256:${createHash("sha256").update(key, "utf8").digest("hex")}`;
}
/** A string that could be a key at all; anything else is refused before any lookup. */
function looksLikeBrandApiKey(value) {
	return KEY_SHAPE.test(value);
}
// ../../packages/core/src/money/currency.ts
/** Currencies the portal shows (spec section 9). */
var CURRENCIES = [
	"INR",
	"USD",
	"SAR",
	"AED",
	"EUR"
];
function isCurrencyCode(value) {
	return CURRENCIES.includes(value);
}
/** A code from the API (any case); unknown codes fall back to INR. */
function toCurrencyCode(value) {
	const code = value?.trim().toUpperCase() ?? "";
	return isCurrencyCode(code) ? code : "INR";
}
// src/db/repositories/import-brands.ts
/**
* Adds the brand, or renames an existing one, by subdomain. New brands render with the
* "default" brand package until an operator assigns another. Race-safe: two imports of the
* same new brand make one row.
*/
async function upsertBrandBySubdomain(db, brand, { now }) {
	const subdomain = brand.subdomain.trim().toLowerCase();
	const inserted = await db.insertInto("brands").values({
		id: randomUUID(),
		subdomain,
		name: brand.name,
		brand_package: "default",
		enterprise: brand.enterprise ? 1 : 0,
		security_check_enabled: 0,
		api_key_hash: null,
		created_at: now.toISOString()
	}).onConflict((oc) => oc.column("subdomain").doNothing()).executeTakeFirst();
	const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
	if (!created) await db.updateTable("brands").set(brand.enterprise ? {
		name: brand.name,
		enterprise: 1
	} : { name: brand.name }).where("subdomain", "=", subdomain).execute();
	return {
		id: (await db.selectFrom("brands").select("id").where("subdomain", "=", subdomain).executeTakeFirstOrThrow()).id,
		created
	};
}
// src/db/repositories/import-shipments.ts
/** The brand's order with this number, added or updated; returns its surrogate id. */
async function upsertOrderByNumber(db, brandId, order, { now }) {
	const given = definedOnly(order.given);
	const inserted = await db.insertInto("orders").values({
		...order.fallback,
		...given,
		id: randomUUID(),
		brand_id: brandId,
		order_id: order.orderId,
		created_at: now.toISOString()
	}).onConflict((oc) => oc.columns(["brand_id", "order_id"]).doNothing()).executeTakeFirst();
	const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
	const row = await db.selectFrom("orders").select("id").where("brand_id", "=", brandId).where("order_id", "=", order.orderId).executeTakeFirstOrThrow();
	if (!created && Object.keys(given).length > 0) await db.updateTable("orders").set(given).where("id", "=", row.id).where("brand_id", "=", brandId).execute();
	return {
		id: row.id,
		created
	};
}
/**
* The brand's copy of a courier, added or updated. Imported couriers are per brand (the id
* embeds the brand id), so one brand's feed can never rename or re-logo another brand's courier.
*/
async function upsertBrandCourier(db, brandId, courier) {
	const id = `import:${brandId}:${courier.key}`;
	const given = definedOnly({
		name: courier.name,
		logo_url: courier.logoUrl,
		account_code: courier.accountCode
	});
	await db.insertInto("couriers").values({
		name: courier.key,
		logo_url: null,
		account_code: null,
		...given,
		id
	}).onConflict((oc) => Object.keys(given).length > 0 ? oc.column("id").doUpdateSet(given) : oc.column("id").doNothing()).execute();
	return id;
}
/** The brand's shipment with this waybill, added or updated. */
async function upsertShipmentByWaybill(db, brandId, shipment, { now }) {
	const at = now.toISOString();
	const given = definedOnly(shipment.given);
	const inserted = await db.insertInto("shipments").values({
		...shipment.fallback,
		...given,
		order_ref: shipment.given.order_ref,
		id: randomUUID(),
		brand_id: brandId,
		waybill: shipment.waybill,
		created_at: at,
		updated_at: at
	}).onConflict((oc) => oc.columns(["brand_id", "waybill"]).doNothing()).executeTakeFirst();
	const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
	const row = await db.selectFrom("shipments").select("id").where("brand_id", "=", brandId).where("waybill", "=", shipment.waybill).executeTakeFirstOrThrow();
	if (!created) await db.updateTable("shipments").set({
		...given,
		updated_at: at
	}).where("id", "=", row.id).where("brand_id", "=", brandId).execute();
	return {
		id: row.id,
		created
	};
}
function definedOnly(value) {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
// src/import/import-rejected-error.ts
/**
* An import document that is valid JSON of the right shape but cannot be applied, such as
* a shipment of a brand that neither the document nor the database has. Nothing is written.
*/
var ImportRejectedError = class extends Error {
	name = "ImportRejectedError";
};
// src/import/import-summary.ts
function emptyImportSummary() {
	return {
		brands_created: 0,
		brands_updated: 0,
		themes_saved: 0,
		shipments_created: 0,
		shipments_updated: 0,
		scans_added: 0,
		return_orders_created: 0,
		return_orders_updated: 0
	};
}
/** The CLI's report, one line per kind of record. */
function formatImportSummary(summary) {
	const s = summary;
	return [
		`brands:        ${s.brands_created} created, ${s.brands_updated} updated (${s.themes_saved} themes saved)`,
		`shipments:     ${s.shipments_created} created, ${s.shipments_updated} updated, ${s.scans_added} new scans`,
		`return orders: ${s.return_orders_created} created, ${s.return_orders_updated} updated`
	].join("\n");
}
// src/db/repositories/import-return-reasons.ts
/**
* Makes the brand's return reasons exactly these, in this order. Requests made earlier keep
* their reason ids (they hold numbers, not references).
*/
async function replaceReturnReasons(db, brandId, reasons) {
	await db.deleteFrom("return_reasons").where("brand_id", "=", brandId).execute();
	if (reasons.length === 0) return;
	await db.insertInto("return_reasons").values(reasons.map((reason, position) => ({
		id: randomUUID(),
		brand_id: brandId,
		reason_id: reason.reasonId,
		name: reason.name,
		active: reason.active ? 1 : 0,
		image_required: reason.imageRequired ? 1 : 0,
		image_quantity: reason.imageQuantity,
		position
	}))).execute();
	const subReasons = reasons.flatMap((reason) => reason.subReasons.map((sub, position) => ({
		id: randomUUID(),
		brand_id: brandId,
		reason_id: reason.reasonId,
		sub_reason_id: sub.subReasonId,
		name: sub.name,
		position
	})));
	if (subReasons.length > 0) await db.insertInto("return_sub_reasons").values(subReasons).execute();
}
/** The brand's exchange instructions, added or replaced. */
async function saveExchangeInstructions(db, brandId, text, { now }) {
	const updated_at = now.toISOString();
	await db.insertInto("return_settings").values({
		brand_id: brandId,
		exchange_instructions: text,
		updated_at
	}).onConflict((oc) => oc.column("brand_id").doUpdateSet({
		exchange_instructions: text,
		updated_at
	})).execute();
}
// src/import/brand-returns-import.ts
/**
* A brand entry's return reasons and exchange instructions. The two reason lists describe
* one set of reasons, matched by id: `return_reasons` gives names, order and the active flag;
* `return_reasons_with_sub_reasons` adds sub reasons (a reason only there counts as active).
* Given lists replace the brand's reasons; empty ones, and blank instructions, keep what is stored.
*/
async function importBrandReturnSettings(db, brandId, brand, { path, now }) {
	const reasons = mergedReasons(brand, path);
	if (reasons.length > 0) await replaceReturnReasons(db, brandId, reasons);
	if (brand.exchange_instructions.trim() !== "") await saveExchangeInstructions(db, brandId, brand.exchange_instructions, { now });
}
function mergedReasons(brand, path) {
	refuseDuplicates(brand.return_reasons.map((r) => r.id), `${path}.return_reasons`, "reason id");
	refuseDuplicates(brand.return_reasons_with_sub_reasons.map((r) => r.id), `${path}.return_reasons_with_sub_reasons`, "reason id");
	refuseDuplicates(brand.return_reasons_with_sub_reasons.flatMap((r) => r.sub_reasons.map((s) => s.id)), `${path}.return_reasons_with_sub_reasons`, "sub reason id");
	const detailed = new Map(brand.return_reasons_with_sub_reasons.map((r) => [r.id, r]));
	const merged = brand.return_reasons.map((reason) => {
		const withSubs = detailed.get(reason.id);
		return {
			reasonId: reason.id,
			name: reason.name,
			active: reason.active,
			imageRequired: withSubs?.imageRequired ?? reason.imageRequired,
			imageQuantity: withSubs?.imageQuantity ?? reason.imageQuantity,
			subReasons: (withSubs?.sub_reasons ?? []).map((s) => ({
				subReasonId: s.id,
				name: s.name
			}))
		};
	});
	const flatIds = new Set(brand.return_reasons.map((r) => r.id));
	for (const reason of brand.return_reasons_with_sub_reasons) {
		if (flatIds.has(reason.id)) continue;
		merged.push({
			reasonId: reason.id,
			name: reason.reason_name,
			active: true,
			imageRequired: reason.imageRequired,
			imageQuantity: reason.imageQuantity,
			subReasons: reason.sub_reasons.map((s) => ({
				subReasonId: s.id,
				name: s.name
			}))
		});
	}
	return merged;
}
function refuseDuplicates(ids, path, what) {
	const seen = /* @__PURE__ */ new Set();
	for (const id of ids) {
		if (seen.has(id)) throw new ImportRejectedError(`${path}: ${what} ${id} appears more than once.`);
		seen.add(id);
	}
}
// src/db/repositories/import-return-orders.ts
/** The brand's return order of this order (`orders.id`), added or updated; returns its id. */
async function upsertReturnOrder(db, brandId, { orderRef, captureImage }, { now }) {
	const capture_image = captureImage ? 1 : 0;
	const inserted = await db.insertInto("return_orders").values({
		id: randomUUID(),
		brand_id: brandId,
		order_ref: orderRef,
		capture_image,
		created_at: now.toISOString()
	}).onConflict((oc) => oc.columns(["brand_id", "order_ref"]).doNothing()).executeTakeFirst();
	const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
	const row = await db.selectFrom("return_orders").select("id").where("brand_id", "=", brandId).where("order_ref", "=", orderRef).executeTakeFirstOrThrow();
	if (!created) await db.updateTable("return_orders").set({ capture_image }).where("id", "=", row.id).where("brand_id", "=", brandId).execute();
	return {
		id: row.id,
		created
	};
}
/**
* Links a forward shipment to the return order and returns its public `shipment_uuid`,
* keeping the uuid it already had, so links handed out earlier stay valid.
*/
async function linkReturnOrderShipment(db, brandId, { returnOrderId, shipmentId, position }) {
	await db.insertInto("return_order_shipments").values({
		uuid: randomUUID(),
		brand_id: brandId,
		return_order_id: returnOrderId,
		shipment_ref: shipmentId,
		position
	}).onConflict((oc) => oc.columns(["brand_id", "shipment_ref"]).doUpdateSet({
		return_order_id: returnOrderId,
		position
	})).execute();
	return (await db.selectFrom("return_order_shipments").select("uuid").where("brand_id", "=", brandId).where("shipment_ref", "=", shipmentId).executeTakeFirstOrThrow()).uuid;
}
/** Which return order each of these item ids already belongs to. */
async function findReturnItemOwners(db, brandId, itemIds) {
	if (itemIds.length === 0) return /* @__PURE__ */ new Map();
	const rows = await db.selectFrom("return_order_items").select(["item_id", "return_order_id"]).where("brand_id", "=", brandId).where("item_id", "in", [...itemIds]).execute();
	return new Map(rows.map((row) => [row.item_id, row.return_order_id]));
}
var ITEM_COLUMNS = [
	"shipment_uuid",
	"title",
	"sku",
	"image",
	"price_minor",
	"quantity",
	"eligible_quantity",
	"store_credits_used_minor",
	"final_amount_paid_minor",
	"collection_point_id",
	"inventory_quantity",
	"total_variant_inventory_quantity",
	"position"
];
/** Adds or updates the return order's items by item id. Items the list leaves out stay. */
async function upsertReturnItems(db, brandId, returnOrderId, items) {
	if (items.length === 0) return;
	await db.insertInto("return_order_items").values(items.map((item) => ({
		...item,
		id: randomUUID(),
		brand_id: brandId,
		return_order_id: returnOrderId
	}))).onConflict((oc) => oc.columns(["brand_id", "item_id"]).doUpdateSet((eb) => fromExcluded(eb, ITEM_COLUMNS))).execute();
}
/** Makes the return order's pickup addresses exactly these (requests keep their own copies). */
async function replaceReturnAddresses(db, brandId, returnOrderId, addresses) {
	await db.deleteFrom("return_addresses").where("brand_id", "=", brandId).where("return_order_id", "=", returnOrderId).execute();
	if (addresses.length === 0) return;
	await db.insertInto("return_addresses").values(addresses.map((address) => ({
		...address,
		id: randomUUID(),
		brand_id: brandId,
		return_order_id: returnOrderId
	}))).execute();
}
/** `SET col = excluded.col` for each column: the incoming row's values win on conflict. */
function fromExcluded(eb, columns) {
	return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]));
}
// src/import/return-order-import.ts
/** Amounts arrive in major units; every currency the portal shows has two minor digits. */
var toMinor$2 = (amount) => Math.round(amount * 100);
var blankToNull = (text) => text.trim() === "" ? null : text.trim();
/**
* Stores one return order for its brand, matched by the brand's order id. The order is found
* by `order_id` (created when missing), or else through the shipment named by `awb`. Every
* awb must be a forward shipment of the brand already (import it under "shipments"), and of
* that order. Items are matched by item id and never removed; given addresses replace the
* stored ones. `previous_returns` and the `shipment_uuid` fields are not imported: the
* portal records its own returns and hands out its own uuids.
*/
async function importReturnOrder(db, brandId, order, { now, path, currency }) {
	const awbs = [...new Set([order.awb, ...order.shipments.map((s) => s.awb)].map((a) => a.trim()).filter((a) => a !== ""))];
	const shipments = await findShipmentsByWaybills(db, brandId, awbs);
	const byWaybill = new Map(shipments.map((s) => [s.waybill ?? "", s]));
	const unknown = awbs.find((awb) => !byWaybill.has(awb));
	if (unknown !== void 0) throw new ImportRejectedError(`${path}: the brand has no forward shipment "${unknown}". Import it under "shipments" first.`);
	const orderRef = await orderRefOf(db, brandId, order, awbs, byWaybill, {
		now,
		path,
		currency
	});
	const foreign = shipments.find((s) => s.orderRef !== orderRef);
	if (foreign) throw new ImportRejectedError(`${path}: shipment "${foreign.waybill}" belongs to another order.`);
	const returnOrder = await upsertReturnOrder(db, brandId, {
		orderRef,
		captureImage: order.capture_image
	}, { now });
	const uuidByWaybill = /* @__PURE__ */ new Map();
	for (const [position, awb] of awbs.entries()) {
		const shipment = byWaybill.get(awb);
		uuidByWaybill.set(awb, await linkReturnOrderShipment(db, brandId, {
			returnOrderId: returnOrder.id,
			shipmentId: shipment.shipmentId,
			position
		}));
	}
	const itemIds = order.item_info.map((i) => i.id);
	const repeated = itemIds.find((id, index) => itemIds.indexOf(id) !== index);
	if (repeated !== void 0) throw new ImportRejectedError(`${path}.item_info: item id ${repeated} appears more than once.`);
	const owners = await findReturnItemOwners(db, brandId, itemIds);
	const taken = order.item_info.find((item) => (owners.get(item.id) ?? returnOrder.id) !== returnOrder.id);
	if (taken) throw new ImportRejectedError(`${path}: item ${taken.id} belongs to another order of this brand.`);
	const groupOf = new Map(order.shipments.flatMap((group) => group.item_ids.map((id) => [id, group.awb.trim()])));
	const defaultAwb = order.awb.trim() || (awbs.length === 1 ? awbs[0] : void 0);
	await upsertReturnItems(db, brandId, returnOrder.id, order.item_info.map((item, position) => ({
		item_id: item.id,
		shipment_uuid: uuidByWaybill.get(groupOf.get(item.id) ?? defaultAwb ?? "") ?? null,
		title: item.title,
		sku: blankToNull(item.sku),
		image: blankToNull(item.image_url),
		price_minor: toMinor$2(item.price),
		quantity: item.quantity,
		eligible_quantity: item.eligible_quantity_can_be_return,
		store_credits_used_minor: toMinor$2(item.store_credits_used),
		final_amount_paid_minor: toMinor$2(item.final_amount_paid),
		collection_point_id: item.collection_point_id == null ? null : String(item.collection_point_id),
		inventory_quantity: item.inventory_quantity ?? null,
		total_variant_inventory_quantity: item.total_variant_inventory_quantity ?? null,
		position
	})));
	if (order.addresses.length > 0) await replaceReturnAddresses(db, brandId, returnOrder.id, order.addresses.map((a, position) => ({
		position,
		name: a.name,
		phone: blankToNull(a.phone),
		email: blankToNull(a.email),
		address: a.address,
		pincode: blankToNull(a.pincode),
		city: blankToNull(a.city),
		state: blankToNull(a.state),
		country: blankToNull(a.country)
	})));
	return { created: returnOrder.created };
}
async function orderRefOf(db, brandId, order, awbs, byWaybill, { now, path, currency }) {
	const orderId = order.order_id.trim();
	if (orderId === "") {
		const first = awbs[0];
		if (first === void 0) throw new ImportRejectedError(`${path}: give the order_id, or the awb of one of the order's shipments.`);
		return byWaybill.get(first).orderRef;
	}
	const contact = order.addresses[0];
	const paymentMethod = blankToNull(order.order_type) ?? void 0;
	const { id } = await upsertOrderByNumber(db, brandId, {
		orderId,
		given: { payment_method: paymentMethod },
		fallback: {
			order_date: now.toISOString(),
			currency: order.currency_code ?? currency,
			total_minor: order.item_info.reduce((sum, item) => sum + toMinor$2(item.price) * item.quantity, 0),
			payment_method: paymentMethod ?? "PREPAID",
			customer_name: contact?.name ?? "",
			customer_phone: contact ? blankToNull(contact.phone) : null,
			customer_alternate_phone: null,
			customer_email: contact ? blankToNull(contact.email) : null,
			customer_address: contact ? blankToNull(contact.address) : null,
			customer_city: contact ? blankToNull(contact.city) : null,
			customer_state: contact ? blankToNull(contact.state) : null,
			customer_country: contact ? blankToNull(contact.country) : null,
			customer_pincode: contact ? blankToNull(contact.pincode) : null
		}
	}, { now });
	return id;
}
// src/import/shipment-import-rows.ts
/** Blank text counts as "not given", so it keeps what is stored. */
var given = (text) => {
	const trimmed = text?.trim();
	return trimmed ? trimmed : void 0;
};
/** Prices arrive in major units; every currency the portal shows has two minor digits. */
var toMinor$1 = (amount) => Math.round(amount * 100);
/**
* Maps one shipment of an import document (the track-order entry shape) to rows. A shipment
* without an order_id gets an order numbered after its waybill, so it can still be stored.
*/
function shipmentImportRows(entry, { currency }) {
	const scans = [...entry.scans, ...entry.latest_status ? [entry.latest_status] : []].map((scan) => ({
		code: scan.code,
		status: scan.status,
		description: scan.description,
		location: given(scan.location) ?? null,
		remark: given(scan.remark) ?? null,
		scannedAt: scan.timestamp
	}));
	const firstScanAt = scans.map((s) => toIsoTimestamp(s.scannedAt)).sort()[0];
	const items = entry.additional.order_detail;
	const priced = items.filter((item) => typeof item.price === "number");
	const product = items[0];
	const customer = entry.customer_info;
	const courierKey = entry.cp_id != null ? String(entry.cp_id) : given(entry.cp_name)?.toLowerCase();
	return {
		order: {
			orderId: given(entry.order_id) ?? entry.waybill,
			given: {
				order_date: entry.config.order_date ? toIsoTimestamp(entry.config.order_date) : void 0,
				total_minor: priced.length > 0 ? Math.round(priced.reduce((sum, item) => sum + toMinor$1(item.price ?? 0) * item.quantity, 0)) : void 0,
				payment_method: given(entry.order_type),
				customer_name: given(customer.name),
				customer_phone: given(customer.phone),
				customer_address: given(customer.address),
				customer_pincode: given(customer.pincode)
			},
			fallback: {
				order_date: firstScanAt ?? (/* @__PURE__ */ new Date(0)).toISOString(),
				currency,
				total_minor: 0,
				payment_method: given(entry.order_type) ?? "PREPAID",
				customer_name: "",
				customer_phone: null,
				customer_alternate_phone: null,
				customer_email: null,
				customer_address: null,
				customer_city: null,
				customer_state: null,
				customer_country: null,
				customer_pincode: null
			}
		},
		courier: courierKey === void 0 ? void 0 : {
			key: courierKey,
			name: given(entry.cp_name),
			logoUrl: given(entry.logo_url),
			accountCode: given(entry.account_code)
		},
		shipment: {
			waybill: entry.waybill,
			given: {
				security_key: given(entry.security_key),
				reference_number: given(entry.reference_number),
				order_type: given(entry.order_type),
				ship_date: entry.config.ship_date ? toIsoTimestamp(entry.config.ship_date) : void 0,
				is_reverse: entry.config.is_rvp ? 1 : 0,
				product_title: given(product?.title),
				product_sku: given(product?.sku),
				product_image_url: given(product?.image_url),
				edd: given(entry.edd ?? entry.predict?.edd),
				edd_message: given(entry.predict?.message)
			},
			fallback: {
				courier_id: null,
				security_key: null,
				reference_number: null,
				order_type: "PREPAID",
				ship_date: null,
				is_reverse: 0,
				product_title: null,
				product_sku: null,
				product_image_url: null,
				edd: null,
				edd_message_id: null,
				edd_message: null,
				failure_reason_code: null,
				latest_code: null,
				latest_status: null,
				latest_description: null,
				latest_location: null,
				latest_scanned_at: null
			}
		},
		scans
	};
}
// src/import/storable-values.ts
/** Integer columns hold 32-bit values on PostgreSQL (SQLite would take more, so check for both). */
var INT_MAX = 2147483647;
var toMinor = (amount) => Math.round(amount * 100);
/**
* The first value of a schema-valid document that the database could not store, as a
* one-line message naming its place, or undefined. Catches what would otherwise fail deep
* in an INSERT: NUL characters (PostgreSQL text refuses them), fractional counts, and
* numbers or amounts (in minor units) beyond a 32-bit integer.
*/
function findUnstorableValue(document) {
	return nulCharacterIn(document, "") ?? numberProblemIn(document);
}
function nulCharacterIn(value, path) {
	if (typeof value === "string") return value.includes("\0") ? `${path || "(root)"}: text may not contain NUL characters.` : void 0;
	if (Array.isArray(value)) for (const [index, item] of value.entries()) {
		const found = nulCharacterIn(item, join$1(path, String(index)));
		if (found) return found;
	}
	else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) {
		const found = nulCharacterIn(key, path) ?? nulCharacterIn(item, join$1(path, key));
		if (found) return found;
	}
}
function numberProblemIn(document) {
	const checks = [];
	document.brands.forEach((brand, b) => {
		brand.return_reasons.forEach((r, i) => {
			checks.push([
				`brands.${b}.return_reasons.${i}.id`,
				r.id,
				"count"
			], [
				`brands.${b}.return_reasons.${i}.imageQuantity`,
				r.imageQuantity,
				"count"
			]);
		});
		brand.return_reasons_with_sub_reasons.forEach((r, i) => {
			const at = `brands.${b}.return_reasons_with_sub_reasons.${i}`;
			checks.push([
				`${at}.id`,
				r.id,
				"count"
			], [
				`${at}.imageQuantity`,
				r.imageQuantity,
				"count"
			]);
			r.sub_reasons.forEach((s, j) => checks.push([
				`${at}.sub_reasons.${j}.id`,
				s.id,
				"count"
			]));
		});
	});
	document.shipments.forEach((shipment, s) => {
		shipment.scans.forEach((scan, i) => checks.push([
			`shipments.${s}.scans.${i}.code`,
			scan.code,
			"count"
		]));
		if (shipment.latest_status) checks.push([
			`shipments.${s}.latest_status.code`,
			shipment.latest_status.code,
			"count"
		]);
		const items = shipment.additional.order_detail;
		items.forEach((item, i) => checks.push([
			`shipments.${s}.additional.order_detail.${i}.price`,
			item.price,
			"amount"
		]));
		const total = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
		checks.push([
			`shipments.${s}.additional.order_detail`,
			total,
			"amount"
		]);
	});
	document.return_orders.forEach((order, o) => {
		order.item_info.forEach((item, i) => {
			const at = `return_orders.${o}.item_info.${i}`;
			checks.push([
				`${at}.id`,
				item.id,
				"count"
			], [
				`${at}.quantity`,
				item.quantity,
				"count"
			], [
				`${at}.eligible_quantity_can_be_return`,
				item.eligible_quantity_can_be_return,
				"count"
			], [
				`${at}.inventory_quantity`,
				item.inventory_quantity,
				"count"
			], [
				`${at}.total_variant_inventory_quantity`,
				item.total_variant_inventory_quantity,
				"count"
			], [
				`${at}.price`,
				item.price,
				"amount"
			], [
				`${at}.store_credits_used`,
				item.store_credits_used,
				"amount"
			], [
				`${at}.final_amount_paid`,
				item.final_amount_paid,
				"amount"
			]);
		});
		const total = order.item_info.reduce((sum, item) => sum + item.price * item.quantity, 0);
		checks.push([
			`return_orders.${o}.item_info`,
			total,
			"amount"
		]);
	});
	for (const [path, value, kind] of checks) {
		if (value === null || value === void 0) continue;
		if (kind === "count" && !Number.isInteger(value)) return `${path}: must be a whole number.`;
		const stored = kind === "amount" ? toMinor(value) : value;
		if (!Number.isFinite(stored) || Math.abs(stored) > INT_MAX) return kind === "amount" ? `${path}: the amount is too large to store.` : `${path}: must be at most ${INT_MAX}.`;
	}
}
var join$1 = (path, key) => path ? `${path}.${key}` : key;
// src/import/import-document.ts
/**
* Applies a validated import document in one transaction: all of it or nothing. Safe to
* repeat: brands and themes are matched by subdomain, shipments by brand and waybill, return
* orders by brand and order id, and scans already stored are skipped.
*/
async function importDocument(db, document, { now }) {
	const unstorable = findUnstorableValue(document);
	if (unstorable) throw new ImportRejectedError(unstorable);
	return db.transaction().execute(async (trx) => {
		const summary = emptyImportSummary();
		const brands = await existingBrandsReferenced(trx, document);
		for (const [index, brand] of document.brands.entries()) {
			const { id, created } = await upsertBrandBySubdomain(trx, {
				subdomain: brand.subdomain,
				name: brand.theme.name,
				enterprise: brand.enterprise.trim() !== ""
			}, { now });
			await saveThemeForBrand(trx, id, brand.theme, { now });
			await importBrandReturnSettings(trx, id, brand, {
				path: `brands.${index}`,
				now
			});
			brands.set(brand.subdomain, {
				id,
				currency: toCurrencyCode(brand.theme.config?.currency)
			});
			summary[created ? "brands_created" : "brands_updated"] += 1;
			summary.themes_saved += 1;
		}
		for (const entry of document.shipments) {
			const brand = brandOf(brands, entry.brand);
			const rows = shipmentImportRows(entry, { currency: brand.currency });
			const courierId = rows.courier && await upsertBrandCourier(trx, brand.id, rows.courier);
			const order = await upsertOrderByNumber(trx, brand.id, rows.order, { now });
			const shipment = await upsertShipmentByWaybill(trx, brand.id, {
				...rows.shipment,
				given: {
					...rows.shipment.given,
					order_ref: order.id,
					...courierId ? { courier_id: courierId } : {}
				}
			}, { now });
			summary[shipment.created ? "shipments_created" : "shipments_updated"] += 1;
			summary.scans_added += await recordScans(trx, shipment.id, rows.scans, { now });
		}
		for (const [index, order] of document.return_orders.entries()) {
			const brand = brandOf(brands, order.brand);
			const { created } = await importReturnOrder(trx, brand.id, order, {
				now,
				path: `return_orders.${index}`,
				currency: brand.currency
			});
			summary[created ? "return_orders_created" : "return_orders_updated"] += 1;
		}
		return summary;
	});
}
/**
* The stored brands that shipments and return orders name without the document defining
* them. Refuses the document, before writing anything, when one of them does not exist.
*/
async function existingBrandsReferenced(db, document) {
	const defined = new Set(document.brands.map((b) => b.subdomain));
	const references = [...document.shipments.map((s, i) => ({
		subdomain: s.brand,
		path: `shipments.${i}.brand`
	})), ...document.return_orders.map((o, i) => ({
		subdomain: o.brand,
		path: `return_orders.${i}.brand`
	}))].filter((r) => !defined.has(r.subdomain));
	const wanted = [...new Set(references.map((r) => r.subdomain))];
	const rows = wanted.length === 0 ? [] : await db.selectFrom("brands").select(["id", "subdomain"]).where("subdomain", "in", wanted).execute();
	const found = /* @__PURE__ */ new Map();
	for (const row of rows) found.set(row.subdomain, {
		id: row.id,
		currency: await storedCurrency(db, row.id)
	});
	const missing = references.find((r) => !found.has(r.subdomain));
	if (missing) throw new ImportRejectedError(`${missing.path}: there is no brand "${missing.subdomain}". Add it under "brands" in the document, or import it first.`);
	return found;
}
async function storedCurrency(db, brandId) {
	return toCurrencyCode((await findThemeForBrand(db, brandId).catch(() => void 0))?.config?.currency);
}
function brandOf(brands, subdomain) {
	const brand = brands.get(subdomain);
	if (!brand) throw new Error(`Brand ${subdomain} was not resolved before import`);
	return brand;
}
// src/db/repositories/admin-users.ts
function toAdminUser(row) {
	return {
		id: row.id,
		brandId: row.brand_id,
		username: row.username,
		passwordHash: row.password_hash
	};
}
/** Usernames are compared as typed, after trimming: "Admin" and "admin" are two users. */
async function findAdminUser(db, brandId, username) {
	const row = await db.selectFrom("admin_users").selectAll().where("brand_id", "=", brandId).where("username", "=", username.trim()).executeTakeFirst();
	return row && toAdminUser(row);
}
/**
* Creates the brand's admin, or gives an existing one a new password hash (and ends their
* sessions, so a reset locks out whoever knew the old password). Returns whether it was new.
*/
async function saveAdminUser(db, { brandId, username, passwordHash }, { now }) {
	const at = now.toISOString();
	const name = username.trim();
	const inserted = await db.insertInto("admin_users").values({
		id: randomUUID(),
		brand_id: brandId,
		username: name,
		password_hash: passwordHash,
		created_at: at,
		updated_at: at
	}).onConflict((oc) => oc.columns(["brand_id", "username"]).doNothing()).executeTakeFirst();
	const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
	const user = await db.selectFrom("admin_users").select("id").where("brand_id", "=", brandId).where("username", "=", name).executeTakeFirstOrThrow();
	if (!created) {
		await db.updateTable("admin_users").set({
			password_hash: passwordHash,
			updated_at: at
		}).where("id", "=", user.id).execute();
		await db.deleteFrom("admin_sessions").where("admin_user_id", "=", user.id).execute();
	}
	return {
		id: user.id,
		created
	};
}
var POSTGRES_URL = /^postgres(ql)?:\/\//i;
function createDatabase(config = {}) {
	const { databaseUrl } = config;
	if (databaseUrl !== void 0 && databaseUrl !== "") {
		if (!POSTGRES_URL.test(databaseUrl)) {
			const scheme = databaseUrl.split(":", 1)[0] ?? "";
			throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got "${scheme}:")`);
		}
		return connectPostgres(databaseUrl, config.poolSize ?? 10);
	}
	return connectSqlite(config.sqliteFile ?? "data/portal.sqlite");
}
function connectPostgres(connectionString, max) {
	const pool = new pg.Pool({
		connectionString,
		max
	});
	const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
	return {
		db,
		dialect: "postgres",
		close: () => db.destroy()
	};
}
function connectSqlite(file) {
	const inMemory = file === ":memory:";
	if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
	const sqlite = new SqliteDatabase(file);
	if (!inMemory) sqlite.pragma("journal_mode = WAL");
	sqlite.pragma("busy_timeout = 5000");
	sqlite.pragma("foreign_keys = ON");
	const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
	return {
		db,
		dialect: "sqlite",
		close: () => db.destroy()
	};
}
// src/db/migrations/0001-tracking-tables.ts
/**
* Brands, their themes, couriers, orders, shipments and scans.
*
* Only the schema builder with `text` and `integer` columns is used, so the same DDL runs on
* SQLite and PostgreSQL. Migrations take `Kysely<any>`: they describe the schema as it was
* at that point, not as `schema.ts` says it is today.
*/
var trackingTables = {
	async up(db) {
		await db.schema.createTable("brands").addColumn("id", "text", (c) => c.primaryKey()).addColumn("subdomain", "text", (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("brand_package", "text", (c) => c.notNull()).addColumn("enterprise", "integer", (c) => c.notNull().defaultTo(0)).addColumn("security_check_enabled", "integer", (c) => c.notNull().defaultTo(0)).addColumn("api_key_hash", "text").addColumn("created_at", "text", (c) => c.notNull()).addUniqueConstraint("brands_subdomain_unique", ["subdomain"]).execute();
		await db.schema.createTable("themes").addColumn("brand_id", "text", (c) => c.primaryKey().references("brands.id").onDelete("cascade")).addColumn("document_json", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
		await db.schema.createTable("couriers").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("logo_url", "text").addColumn("account_code", "text").execute();
		await db.schema.createTable("orders").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("order_id", "text", (c) => c.notNull()).addColumn("order_date", "text", (c) => c.notNull()).addColumn("currency", "text", (c) => c.notNull()).addColumn("total_minor", "integer", (c) => c.notNull()).addColumn("payment_method", "text", (c) => c.notNull()).addColumn("customer_name", "text", (c) => c.notNull()).addColumn("customer_phone", "text").addColumn("customer_alternate_phone", "text").addColumn("customer_email", "text").addColumn("customer_address", "text").addColumn("customer_city", "text").addColumn("customer_state", "text").addColumn("customer_country", "text").addColumn("customer_pincode", "text").addColumn("created_at", "text", (c) => c.notNull()).addUniqueConstraint("orders_brand_order_id_unique", ["brand_id", "order_id"]).addUniqueConstraint("orders_id_brand_unique", ["id", "brand_id"]).execute();
		await db.schema.createTable("shipments").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("order_ref", "text", (c) => c.notNull()).addColumn("waybill", "text").addColumn("courier_id", "text", (c) => c.references("couriers.id").onDelete("set null")).addColumn("security_key", "text").addColumn("reference_number", "text").addColumn("order_type", "text", (c) => c.notNull()).addColumn("ship_date", "text").addColumn("is_reverse", "integer", (c) => c.notNull().defaultTo(0)).addColumn("product_title", "text").addColumn("product_sku", "text").addColumn("product_image_url", "text").addColumn("edd", "text").addColumn("edd_message_id", "integer").addColumn("edd_message", "text").addColumn("failure_reason_code", "integer").addColumn("latest_code", "integer").addColumn("latest_status", "text").addColumn("latest_description", "text").addColumn("latest_location", "text").addColumn("latest_scanned_at", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("shipments_brand_waybill_unique", ["brand_id", "waybill"]).addForeignKeyConstraint("shipments_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createIndex("shipments_order_ref_index").on("shipments").column("order_ref").execute();
		await db.schema.createTable("scans").addColumn("id", "text", (c) => c.primaryKey()).addColumn("shipment_id", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade")).addColumn("code", "integer", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("description", "text", (c) => c.notNull()).addColumn("location", "text").addColumn("remark", "text").addColumn("scanned_at", "text", (c) => c.notNull()).addUniqueConstraint("scans_shipment_code_time_unique", [
			"shipment_id",
			"code",
			"scanned_at"
		]).execute();
	},
	async down(db) {
		for (const table of [
			"scans",
			"shipments",
			"orders",
			"couriers",
			"themes",
			"brands"
		]) await db.schema.dropTable(table).ifExists().execute();
	}
};
// src/db/migrations/0002-tracking-feeds.ts
/**
* Tables of the tracking-feeds area (see schema-tracking-feeds.ts): shoppers' failed-delivery
* and failed-pickup answers, delivery ratings, contact updates, the operations' issue
* catalogue, couriers' numeric ids and the shared rate-limit counters.
* Portable DDL only: it runs on SQLite and PostgreSQL.
*/
var trackingFeedTables = {
	async up(db) {
		await db.schema.createTable("customer_feeds").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("shipment_id", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade")).addColumn("issue_id", "integer", (c) => c.notNull()).addColumn("answer", "text").addColumn("preferred_date", "text").addColumn("preferred_time", "text").addColumn("phone_number", "text").addColumn("address", "text").addColumn("drop_pincode", "text").addColumn("landmark", "text").addColumn("comment", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("customer_feeds_shipment_issue_unique", ["shipment_id", "issue_id"]).execute();
		await db.schema.createTable("courier_ratings").addColumn("shipment_id", "text", (c) => c.primaryKey().references("shipments.id").onDelete("cascade")).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("score", "integer", (c) => c.notNull()).addColumn("comment", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
		await db.schema.createTable("contact_updates").addColumn("shipment_id", "text", (c) => c.primaryKey().references("shipments.id").onDelete("cascade")).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("phone", "text", (c) => c.notNull()).addColumn("alternate_phone", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
		await db.schema.createTable("ops_issue_configs").addColumn("direction", "text", (c) => c.notNull()).addColumn("issue_id", "integer", (c) => c.notNull()).addColumn("bucket_id", "integer", (c) => c.notNull()).addColumn("bucket_name", "text", (c) => c.notNull()).addColumn("issue_name", "text", (c) => c.notNull()).addColumn("raw_issue_desc", "text", (c) => c.notNull()).addColumn("npr_bucket", "text").addPrimaryKeyConstraint("ops_issue_configs_pk", ["direction", "issue_id"]).execute();
		await db.schema.createTable("courier_partner_ids").addColumn("courier_id", "text", (c) => c.primaryKey().references("couriers.id").onDelete("cascade")).addColumn("cp_id", "integer", (c) => c.notNull()).addUniqueConstraint("courier_partner_ids_cp_id_unique", ["cp_id"]).execute();
		await db.schema.createTable("rate_limit_windows").addColumn("bucket", "text", (c) => c.notNull()).addColumn("client_key", "text", (c) => c.notNull()).addColumn("window_start", "text", (c) => c.notNull()).addColumn("hits", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("rate_limit_windows_pk", [
			"bucket",
			"client_key",
			"window_start"
		]).execute();
		await db.schema.createIndex("rate_limit_windows_sweep_index").on("rate_limit_windows").columns(["bucket", "window_start"]).execute();
	},
	async down(db) {
		for (const table of [
			"rate_limit_windows",
			"courier_partner_ids",
			"ops_issue_configs",
			"contact_updates",
			"courier_ratings",
			"customer_feeds"
		]) await db.schema.dropTable(table).ifExists().execute();
	}
};
// src/db/migrations/0003-returns.ts
/**
* Tables of the returns area (see schema-returns.ts). Portable DDL only: it runs on SQLite and
* PostgreSQL. Children point at their parent through (id, brand_id) composite keys, so a row
* can never hang under another brand's order, request or reason.
*/
var returnTables = {
	async up(db) {
		await db.schema.createTable("return_orders").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("order_ref", "text", (c) => c.notNull()).addColumn("capture_image", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "text", (c) => c.notNull()).addUniqueConstraint("return_orders_brand_order_unique", ["brand_id", "order_ref"]).addUniqueConstraint("return_orders_id_brand_unique", ["id", "brand_id"]).addForeignKeyConstraint("return_orders_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createTable("return_order_shipments").addColumn("uuid", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("return_order_id", "text", (c) => c.notNull()).addColumn("shipment_ref", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade")).addColumn("position", "integer", (c) => c.notNull()).addUniqueConstraint("return_order_shipments_shipment_unique", ["brand_id", "shipment_ref"]).addForeignKeyConstraint("return_order_shipments_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createIndex("return_order_shipments_order_index").on("return_order_shipments").column("return_order_id").execute();
		await db.schema.createTable("return_order_items").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("return_order_id", "text", (c) => c.notNull()).addColumn("item_id", "integer", (c) => c.notNull()).addColumn("shipment_uuid", "text", (c) => c.references("return_order_shipments.uuid").onDelete("set null")).addColumn("title", "text", (c) => c.notNull()).addColumn("sku", "text").addColumn("image", "text").addColumn("price_minor", "integer", (c) => c.notNull()).addColumn("quantity", "integer", (c) => c.notNull()).addColumn("eligible_quantity", "integer", (c) => c.notNull()).addColumn("store_credits_used_minor", "integer", (c) => c.notNull().defaultTo(0)).addColumn("final_amount_paid_minor", "integer", (c) => c.notNull().defaultTo(0)).addColumn("collection_point_id", "text").addColumn("inventory_quantity", "integer").addColumn("total_variant_inventory_quantity", "integer").addColumn("position", "integer", (c) => c.notNull()).addUniqueConstraint("return_order_items_brand_item_unique", ["brand_id", "item_id"]).addForeignKeyConstraint("return_order_items_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createIndex("return_order_items_order_index").on("return_order_items").column("return_order_id").execute();
		await db.schema.createTable("return_addresses").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("return_order_id", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("phone", "text").addColumn("email", "text").addColumn("address", "text", (c) => c.notNull()).addColumn("pincode", "text").addColumn("city", "text").addColumn("state", "text").addColumn("country", "text").addForeignKeyConstraint("return_addresses_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createIndex("return_addresses_order_index").on("return_addresses").column("return_order_id").execute();
		await db.schema.createTable("return_reasons").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("reason_id", "integer", (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("image_required", "integer", (c) => c.notNull().defaultTo(0)).addColumn("image_quantity", "integer", (c) => c.notNull().defaultTo(0)).addColumn("position", "integer", (c) => c.notNull()).addUniqueConstraint("return_reasons_brand_reason_unique", ["brand_id", "reason_id"]).execute();
		await db.schema.createTable("return_sub_reasons").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("reason_id", "integer", (c) => c.notNull()).addColumn("sub_reason_id", "integer", (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull()).addUniqueConstraint("return_sub_reasons_brand_sub_reason_unique", ["brand_id", "sub_reason_id"]).addForeignKeyConstraint("return_sub_reasons_reason_fk", ["brand_id", "reason_id"], "return_reasons", ["brand_id", "reason_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createTable("return_settings").addColumn("brand_id", "text", (c) => c.primaryKey().references("brands.id").onDelete("cascade")).addColumn("exchange_instructions", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
		await db.schema.createTable("return_variants").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("item_id", "integer", (c) => c.notNull()).addColumn("variant_id", "text", (c) => c.notNull()).addColumn("title", "text", (c) => c.notNull()).addColumn("inventory_quantity", "integer", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull()).addUniqueConstraint("return_variants_brand_item_variant_unique", [
			"brand_id",
			"item_id",
			"variant_id"
		]).addForeignKeyConstraint("return_variants_item_fk", ["brand_id", "item_id"], "return_order_items", ["brand_id", "item_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createTable("return_requests").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("return_order_id", "text", (c) => c.notNull()).addColumn("kind", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("pickup_type", "text", (c) => c.notNull()).addColumn("pickup_name", "text").addColumn("pickup_phone", "text").addColumn("pickup_email", "text").addColumn("pickup_address", "text").addColumn("pickup_pincode", "text").addColumn("pickup_city", "text").addColumn("pickup_state", "text").addColumn("pickup_country", "text").addColumn("pickup_date", "text").addColumn("refund_mode", "text").addColumn("refund_credit_minor", "integer", (c) => c.notNull().defaultTo(0)).addColumn("refund_money_minor", "integer", (c) => c.notNull().defaultTo(0)).addColumn("refund_bank_name", "text").addColumn("refund_account_masked", "text").addColumn("refund_upi_masked", "text").addColumn("refund_details_sealed", "text").addColumn("reverse_shipment_ref", "text", (c) => c.references("shipments.id").onDelete("set null")).addColumn("awb", "text").addColumn("courier_partner", "text").addColumn("approval_date", "text").addColumn("remark", "text").addColumn("rejection_reason", "text").addColumn("shipping_label_url", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("return_requests_id_brand_unique", ["id", "brand_id"]).addForeignKeyConstraint("return_requests_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createIndex("return_requests_order_index").on("return_requests").column("return_order_id").execute();
		await db.schema.createIndex("return_requests_brand_awb_index").on("return_requests").columns(["brand_id", "awb"]).execute();
		await db.schema.createTable("return_request_items").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull()).addColumn("request_id", "text", (c) => c.notNull()).addColumn("item_id", "integer", (c) => c.notNull()).addColumn("quantity", "integer", (c) => c.notNull()).addColumn("reason_id", "integer", (c) => c.notNull()).addColumn("sub_reason_id", "integer").addColumn("comment", "text", (c) => c.notNull()).addColumn("images_json", "text", (c) => c.notNull()).addColumn("exchange_variant_id", "text").addColumn("position", "integer", (c) => c.notNull()).addForeignKeyConstraint("return_request_items_request_fk", ["request_id", "brand_id"], "return_requests", ["id", "brand_id"], (fk) => fk.onDelete("cascade")).execute();
		await db.schema.createIndex("return_request_items_request_index").on("return_request_items").column("request_id").execute();
	},
	async down(db) {
		for (const table of [
			"return_request_items",
			"return_requests",
			"return_variants",
			"return_settings",
			"return_sub_reasons",
			"return_reasons",
			"return_addresses",
			"return_order_items",
			"return_order_shipments",
			"return_orders"
		]) await db.schema.dropTable(table).ifExists().execute();
	}
};
// src/db/migrations/0004-admin-labels.ts
/**
* Tables of the admin-labels area (see schema-admin-labels.ts). Portable DDL only: it runs on
* SQLite and PostgreSQL. Each part of the area keeps its DDL in its own pair of functions
* below; `up` creates them in order and `down` drops them in reverse.
*/
var adminTables = {
	async up(db) {
		await createAdminAuthTables(db);
		await createStorageTables(db);
	},
	async down(db) {
		await dropStorageTables(db);
		await dropAdminAuthTables(db);
	}
};
async function createAdminAuthTables(db) {
	await db.schema.createTable("admin_users").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("username", "text", (c) => c.notNull()).addColumn("password_hash", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("admin_users_brand_username_unique", ["brand_id", "username"]).execute();
	await db.schema.createTable("admin_sessions").addColumn("id", "text", (c) => c.primaryKey()).addColumn("admin_user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade")).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("created_at", "text", (c) => c.notNull()).addColumn("expires_at", "text", (c) => c.notNull()).execute();
	await db.schema.createIndex("admin_sessions_expires_at_index").on("admin_sessions").column("expires_at").execute();
}
async function dropAdminAuthTables(db) {
	await db.schema.dropTable("admin_sessions").ifExists().execute();
	await db.schema.dropTable("admin_users").ifExists().execute();
}
async function createStorageTables(db) {
	await db.schema.createTable("uploads").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("key_prefix", "text", (c) => c.notNull()).addColumn("object_key", "text").addColumn("file_name", "text", (c) => c.notNull()).addColumn("owner_key_hash", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("content_type", "text").addColumn("byte_size", "integer").addColumn("expires_at", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).addColumn("stored_at", "text").execute();
	await db.schema.createIndex("uploads_brand_id_index").on("uploads").column("brand_id").execute();
	await db.schema.createTable("label_jobs").addColumn("id", "text", (c) => c.primaryKey()).addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade")).addColumn("waybill", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("ready_at", "text", (c) => c.notNull()).addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0)).addColumn("claim_token", "text").addColumn("claimed_at", "text").addColumn("file_key", "text").addColumn("error", "text").addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).addUniqueConstraint("label_jobs_brand_waybill_unique", ["brand_id", "waybill"]).execute();
	await db.schema.createIndex("label_jobs_status_ready_at_index").on("label_jobs").columns(["status", "ready_at"]).execute();
}
async function dropStorageTables(db) {
	await db.schema.dropTable("label_jobs").ifExists().execute();
	await db.schema.dropTable("uploads").ifExists().execute();
}
// src/db/migrations/index.ts
/**
* Every migration, keyed by the name recorded in `kysely_migration`. Kysely applies them in
* name order; names are never changed once released. Listed in code (not read from a folder)
* so they survive bundling.
*/
var migrations = {
	"0001-tracking-tables": trackingTables,
	"0002-tracking-feeds": trackingFeedTables,
	"0003-returns": returnTables,
	"0004-admin-labels": adminTables
};
// src/db/migrate.ts
var MigrationError = class extends Error {
	results;
	constructor(message, results, options) {
		super(message, options);
		this.results = results;
		this.name = "MigrationError";
	}
};
/**
* Brings the schema up to the newest migration. Safe to call on every start and from several
* replicas at once: Kysely's migration lock serialises them and applied migrations are skipped.
* Returns the names of the migrations applied by this call.
*/
async function migrateToLatest(db) {
	const { error, results = [] } = await new Migrator({
		db,
		provider: { getMigrations: async () => migrations }
	}).migrateToLatest();
	if (error !== void 0) throw new MigrationError(`Database migration "${results.find((r) => r.status === "Error")?.migrationName ?? "unknown"}" failed: ${describe(error)}`, results, { cause: error });
	return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
function describe(error) {
	return error instanceof Error ? error.message : String(error);
}
// src/env.ts
/**
* The server's only reader of process.env (lint enforces it). Everything is validated at
* start-up so a typo fails loudly with the variable's name instead of misbehaving later.
*/
var Port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, "must be a whole number"), v.transform(Number), v.maxValue(65535, "must be at most 65535"));
var EnvSchema = v.object({
	PORT: v.optional(Port, "3000"),
	HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), "127.0.0.1"),
	DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
	SQLITE_FILE: v.optional(v.string()),
	PORTAL_BASE_DOMAIN: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, "must be a host name")), "localhost"),
	PORTAL_DEFAULT_BRAND: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a brand subdomain"))),
	PORTAL_MODE: v.optional(v.picklist(["demo", "production"], "must be demo or production")),
	PORTAL_CLIENT_DIR: v.optional(v.string()),
	RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number (0 turns it off)"), v.transform(Number)), "120"),
	UPLOAD_DIR: v.optional(v.string()),
	UPLOAD_SIGNING_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, "must be at least 16 characters"))),
	S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url("must be a URL"))),
	S3_BUCKET: v.optional(v.string()),
	S3_REGION: v.optional(v.string(), "us-east-1"),
	S3_ACCESS_KEY_ID: v.optional(v.string()),
	S3_SECRET_ACCESS_KEY: v.optional(v.string()),
	PUBLIC_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"))),
	LABEL_READY_DELAY_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number))),
	SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, "must be at least 16 characters"))),
	NODE_ENV: v.optional(v.string()),
	/** Set by pnpm to the directory the command was typed in (scripts run in apps/server). */
	INIT_CWD: v.optional(v.string()),
	TRUST_PROXY: v.optional(v.picklist(["true", "false"], "must be true or false"), "false"),
	LOG_LEVEL: v.optional(v.picklist([
		"debug",
		"info",
		"warn",
		"error",
		"silent"
	], "must be debug, info, warn, error or silent"), "info")
});
var EnvError = class extends Error {
	name = "EnvError";
};
/** `--demo` on the command line (the README's start command) or PORTAL_MODE=demo. */
function loadEnv(source = process.env, argv = process.argv) {
	const result = v.safeParse(EnvSchema, source);
	if (!result.success) throw new EnvError(`Invalid environment:\n${result.issues.map((issue) => `  ${v.getDotPath(issue) ?? "?"} ${issue.message}`).join("\n")}`);
	const env = result.output;
	const mode = argv.includes("--demo") ? "demo" : env.PORTAL_MODE ?? "production";
	return {
		port: env.PORT,
		host: env.HOST,
		databaseUrl: env.DATABASE_URL,
		sqliteFile: env.SQLITE_FILE,
		baseDomain: env.PORTAL_BASE_DOMAIN.toLowerCase(),
		defaultBrand: env.PORTAL_DEFAULT_BRAND ?? (mode === "demo" ? "demo" : void 0),
		mode,
		clientDir: env.PORTAL_CLIENT_DIR,
		logLevel: env.LOG_LEVEL,
		rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
		uploadDir: env.UPLOAD_DIR,
		uploadSigningSecret: env.UPLOAD_SIGNING_SECRET,
		sessionSecret: env.SESSION_SECRET,
		s3: env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? {
			endpoint: env.S3_ENDPOINT,
			bucket: env.S3_BUCKET,
			region: env.S3_REGION,
			accessKeyId: env.S3_ACCESS_KEY_ID,
			secretAccessKey: env.S3_SECRET_ACCESS_KEY
		} : void 0,
		publicUrl: env.PUBLIC_URL,
		labelReadyDelaySeconds: env.LABEL_READY_DELAY_SECONDS ?? (mode === "demo" ? 5 : 180),
		trustProxy: env.TRUST_PROXY === "true",
		invocationDir: env.INIT_CWD,
		productionBuildOfLibraries: env.NODE_ENV === "production"
	};
}
export { findShipmentByWaybill as A, lockReturnOrder as C, decoyPasswordHash as D, toReturnVariant as E, findBrandById as F, findBrandBySubdomain as I, describeIssues as L, InvalidThemeError as M, findThemeForBrand as N, hashPassword as O, saveThemeForBrand as P, validateRequest as R, findShipmentsByWaybills as S, toReturnRequest as T, findOrderProofFacts as _, findAdminUser as a, findReturnShipmentByUuid as b, formatImportSummary as c, generateBrandApiKey as d, hashBrandApiKey as f, ImportDocumentSchema as g, setBrandApiKeyHash as h, createDatabase as i, findShipmentsByOrderId as j, verifyPassword as k, ImportRejectedError as l, findBrandByApiKeyHash as m, loadEnv as n, saveAdminUser as o, looksLikeBrandApiKey as p, migrateToLatest as r, importDocument as s, EnvError as t, toCurrencyCode as u, findOrderRefByOrderId as v, toReturnReason as w, findShipmentsByReferenceNumber as x, findReturnOrder as y };
