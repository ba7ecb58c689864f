import * as v from "valibot";
// ../../packages/core/src/theme/theme-schema.ts
/** Theme meta data as the spec lists it (section 3, Theme). Every field is optional: brands fill what they have. */
var ThemeMetaDataSchema = v.object({
	website: v.optional(v.string()),
	email: v.optional(v.string()),
	contact: v.optional(v.string()),
	time: v.optional(v.object({
		from: v.string(),
		to: v.string()
	})),
	day: v.optional(v.object({
		from: v.string(),
		to: v.string()
	})),
	social: v.optional(v.object({
		fb: v.optional(v.string()),
		tw: v.optional(v.string()),
		ig: v.optional(v.string()),
		yt: v.optional(v.string())
	})),
	app: v.optional(v.object({
		android: v.optional(v.string()),
		ios: v.optional(v.string())
	})),
	udf: v.optional(v.array(v.object({ value: v.string() }))),
	required_login: v.optional(v.boolean())
});
/** Colours and fonts that become CSS custom properties on the page root. */
var ThemeTokensSchema = v.object({
	primary: v.optional(v.string()),
	primaryText: v.optional(v.string()),
	accent: v.optional(v.string()),
	background: v.optional(v.string()),
	surface: v.optional(v.string()),
	text: v.optional(v.string()),
	headerBackground: v.optional(v.string()),
	headerText: v.optional(v.string()),
	footerBackground: v.optional(v.string()),
	footerText: v.optional(v.string()),
	fontFamily: v.optional(v.string()),
	radius: v.optional(v.string())
});
var ThemeConfigSchema = v.object({
	forward_page_message_enabled: v.optional(v.boolean()),
	forward_page_message: v.optional(v.string()),
	return_page_message_enabled: v.optional(v.boolean()),
	return_page_message: v.optional(v.string()),
	quantity_lock: v.optional(v.boolean()),
	/** The /pincode serviceability screen exists for this brand (spec section 2); not-found elsewhere. */
	pincode_page_enabled: v.optional(v.boolean()),
	capture_bank_detail: v.optional(v.boolean()),
	rating_scale: v.optional(v.picklist(["stars", "zero-to-ten"])),
	survey_url: v.optional(v.string()),
	country: v.optional(v.string()),
	currency: v.optional(v.string())
});
var ThemeSchema = v.object({
	logo: v.optional(v.string()),
	name: v.string(),
	tokens: v.optional(ThemeTokensSchema, {}),
	config: v.optional(ThemeConfigSchema, {}),
	meta_data: v.optional(ThemeMetaDataSchema, {}),
	return_authorization_id: v.optional(v.number())
});
// ../../packages/core/src/api/envelope.ts
/**
* Every /api/v1 JSON answer is `{ meta: { success, status, message }, result }` (spec
* section 7). A call succeeded only when `meta.success` is true; otherwise `meta.message`
* says why.
*/
var MetaSchema = v.object({
	success: v.boolean(),
	status: v.pipe(v.number(), v.integer()),
	message: v.nullish(v.string(), "")
});
/** The envelope with an unchecked result: read `meta` first, then the result. */
var AnyEnvelopeSchema = v.object({
	meta: MetaSchema,
	result: v.optional(v.unknown())
});
/** The envelope around a specific result schema, e.g. for the server to type its answers. */
function envelopeSchema(result) {
	return v.object({
		meta: MetaSchema,
		result
	});
}
/** A successful answer. */
function okEnvelope(result, status = 200, message = "") {
	return {
		meta: {
			success: true,
			status,
			message
		},
		result
	};
}
/** A failed answer; `result` is null so clients never mistake it for data. */
function failEnvelope(status, message) {
	return {
		meta: {
			success: false,
			status,
			message
		},
		result: null
	};
}
// ../../packages/core/src/api/wire-fields.ts
/**
* Field schemas shared by several calls. Wire names stay snake_case as the API sends them;
* optional text fields default to "" so readers need no null checks.
*/
/** Free text that may be missing or null on the wire; reads as "". */
var OptionalTextSchema = v.nullish(v.string(), "");
/** A non-blank string parameter, e.g. a query value the server needs. */
function requiredParam(name) {
	return v.pipe(v.string(`${name} is required.`), v.trim(), v.nonEmpty(`${name} is required.`));
}
/** An optional query value; blank counts as absent. */
var OptionalParamSchema = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => s === "" ? void 0 : s)));
/** A date-time string that `Date.parse` understands (ISO 8601 on this API). */
var TimestampSchema = v.pipe(v.string("A timestamp must be a string."), v.check((s) => !Number.isNaN(Date.parse(s)), "A timestamp must be an ISO 8601 date-time."));
var StatusCodeSchema = v.pipe(v.number(), v.integer());
/** One courier scan; `latest_status` has the same shape (spec section 3, Tracking result). */
var ScanSchema = v.object({
	code: StatusCodeSchema,
	status: OptionalTextSchema,
	description: OptionalTextSchema,
	location: OptionalTextSchema,
	remark: OptionalTextSchema,
	timestamp: TimestampSchema
});
var CustomerInfoSchema = v.object({
	name: OptionalTextSchema,
	phone: OptionalTextSchema,
	address: OptionalTextSchema,
	pincode: OptionalTextSchema
});
/** A postal address as the return flow uses it (spec section 3, Return order addresses). */
var PostalAddressSchema = v.object({
	name: OptionalTextSchema,
	phone: OptionalTextSchema,
	email: OptionalTextSchema,
	address: OptionalTextSchema,
	pincode: OptionalTextSchema,
	city: OptionalTextSchema,
	state: OptionalTextSchema,
	country: OptionalTextSchema
});
var SixDigitPincodeSchema = v.pipe(v.string("Please enter 6 digit pincode."), v.regex(/^\d{6}$/, "Please enter 6 digit pincode."));
var TenDigitPhoneSchema = v.pipe(v.string("Please enter a 10 digit valid phone number."), v.regex(/^\d{10}$/, "Please enter a 10 digit valid phone number."));
/** `security_key` travels with most tracking calls and may be absent. */
var SecurityKeyParamSchema = OptionalParamSchema;
// ../../packages/core/src/api/track-order.ts
/**
* GET track-order (spec section 7): an order id, or a waybill (with an optional courier
* id), plus the optional security key.
*/
var TrackOrderQuerySchema = v.pipe(v.object({
	waybill: OptionalParamSchema,
	order_id: OptionalParamSchema,
	cp_id: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "cp_id must be a whole number."))),
	security_key: SecurityKeyParamSchema
}), v.check((q) => Boolean(q.waybill || q.order_id), "Pass a waybill or an order_id (a cp_id only counts together with one of them)."));
/** Brand and courier switches for the tracking page (spec section 3, Tracking result config). */
var TrackingConfigSchema = v.object({
	enterprise_user: OptionalTextSchema,
	order_date: v.nullish(TimestampSchema),
	/** When present, the timeline gets a ready-to-ship step. */
	ship_date: v.nullish(TimestampSchema),
	/** Absent means on: rating and the failed-delivery form are the page's defaults. */
	enable_rating: v.optional(v.boolean(), true),
	enable_rms: v.optional(v.boolean(), false),
	enable_failed_delivery: v.optional(v.boolean(), true),
	enable_return_form: v.optional(v.boolean(), false),
	enable_rto: v.optional(v.boolean(), false),
	/** Status codes on which the take-action form may be shown. */
	form_status_codes: v.optional(v.array(StatusCodeSchema), []),
	website: OptionalTextSchema,
	allow_contact_update: v.optional(v.boolean(), true),
	/** True for a reverse pickup (RVP) shipment. */
	is_rvp: v.optional(v.boolean(), false)
});
/** One ordered item; the page shows the first one's title and image. */
var OrderDetailSchema = v.object({
	title: OptionalTextSchema,
	image_url: OptionalTextSchema,
	sku: OptionalTextSchema,
	quantity: v.optional(v.number(), 1),
	price: v.nullish(v.number())
});
var BannerSchema = v.object({
	image_url: v.string(),
	link_url: OptionalTextSchema,
	alt: OptionalTextSchema
});
/** The courier's delivery prediction: a colour hint, a date and a short text. */
var PredictSchema = v.object({
	color: OptionalTextSchema,
	edd: v.nullish(v.string()),
	message: OptionalTextSchema
});
/** The shopper's earlier rating of this delivery, if any. */
var ExistingRatingSchema = v.object({
	star: v.nullish(v.number()),
	comment: OptionalTextSchema,
	/** True when a rating exists (spec section 3): the widget shows it read-only. */
	ratedBefore: v.optional(v.boolean(), false)
});
/** Everything known about one waybill. */
var TrackingEntrySchema = v.object({
	latest_status: ScanSchema,
	/** Courier scans, in any order; readers sort by timestamp. */
	scans: v.optional(v.array(ScanSchema), []),
	valid: v.optional(v.boolean(), true),
	additional: v.optional(v.object({ order_detail: v.optional(v.array(OrderDetailSchema), []) }), {}),
	config: v.optional(TrackingConfigSchema, {}),
	customer_info: v.optional(CustomerInfoSchema, {}),
	cp_name: OptionalTextSchema,
	logo_url: OptionalTextSchema,
	account_code: OptionalTextSchema,
	cp_id: v.nullish(v.pipe(v.number(), v.integer())),
	order_id: OptionalTextSchema,
	tracking_id: OptionalTextSchema,
	reference_number: OptionalTextSchema,
	order_type: OptionalTextSchema,
	security_key_valid: v.optional(v.boolean(), false),
	enable_security_check: v.optional(v.boolean(), false),
	/** Expected delivery date as the courier reports it. */
	edd: v.nullish(v.string()),
	predict: v.nullish(PredictSchema),
	rating: v.nullish(ExistingRatingSchema),
	banners: v.optional(v.array(BannerSchema), [])
});
var TrackOrderSkuSchema = v.object({
	sku: OptionalTextSchema,
	title: OptionalTextSchema,
	image_url: OptionalTextSchema,
	quantity: v.optional(v.number(), 1),
	price: v.nullish(v.number())
});
/** One shipment of an order lookup; `waybill` is null until the brand ships it. */
var TrackOrderShipmentSchema = v.object({
	waybill: v.nullish(v.string()),
	cp_id: v.nullish(v.pipe(v.number(), v.integer())),
	cp_name: OptionalTextSchema,
	/** Null before the first scan. */
	latest_status: v.nullish(ScanSchema),
	skus: v.optional(v.array(TrackOrderSkuSchema), []),
	edd: v.nullish(v.string())
});
/** The order lookup answer (by order_id): the order's shipments and its summary (My orders). */
var OrderLookupResultSchema = v.object({
	shipments: v.array(TrackOrderShipmentSchema),
	order_id: OptionalTextSchema,
	order_date: v.nullish(TimestampSchema),
	currency: OptionalTextSchema,
	total: v.nullish(v.number()),
	payment_method: OptionalTextSchema,
	customer_info: v.optional(CustomerInfoSchema, {})
});
/** The waybill lookup answer: one entry keyed by its waybill. */
var WaybillLookupResultSchema = v.record(v.string(), TrackingEntrySchema);
var TrackOrderResultSchema = v.union([OrderLookupResultSchema, WaybillLookupResultSchema]);
envelopeSchema(TrackOrderResultSchema);
/** Tells an order lookup from a waybill lookup; an empty waybill map is "empty". */
function readTrackOrderResult(result) {
	if (isOrderLookup(result)) return {
		kind: "order",
		order: result
	};
	const first = Object.entries(result)[0];
	return first ? {
		kind: "waybill",
		waybill: first[0],
		entry: first[1]
	} : { kind: "empty" };
}
function isOrderLookup(result) {
	return Array.isArray(result.shipments);
}
// ../../packages/core/src/api/return-order.ts
/**
* GET return-info: the order a shopper may return from. The order is identified by
* `order_id` when the brand's return_authorization_id is 5, else by `reference_number`
* (see returns/order-identifier), or by awbs, or by waybill + key.
*/
var ReturnOrderQuerySchema = v.pipe(v.object({
	domain: requiredParam("domain"),
	awbs: OptionalParamSchema,
	key: OptionalParamSchema,
	waybill: OptionalParamSchema,
	/** The link's `mobile` parameter. */
	phone_number: OptionalParamSchema,
	email: OptionalParamSchema,
	order_id: OptionalParamSchema,
	reference_number: OptionalParamSchema,
	source: OptionalParamSchema,
	token: OptionalParamSchema,
	sku: OptionalParamSchema
}), v.check((q) => Boolean(q.awbs || q.waybill || q.order_id || q.reference_number), "Pass awbs, a waybill, an order_id or a reference_number."));
/** One returnable item (item_info). Amounts are in the order's currency. */
var ReturnProductSchema = v.object({
	id: v.pipe(v.number(), v.integer()),
	title: OptionalTextSchema,
	sku: OptionalTextSchema,
	image_url: OptionalTextSchema,
	/** How many were ordered. */
	quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
	price: v.number(),
	/** How many may still be returned. */
	eligible_quantity_can_be_return: v.pipe(v.number(), v.integer(), v.minValue(0)),
	store_credits_used: v.optional(v.number(), 0),
	final_amount_paid: v.optional(v.number(), 0),
	collection_point_id: v.nullish(v.union([v.number(), v.string()])),
	inventory_quantity: v.nullish(v.number()),
	total_variant_inventory_quantity: v.nullish(v.number())
});
/**
* An earlier return request of this order. Each occurrence of an item id in `item_ids`
* counts one returned unit.
*/
var PreviousReturnSchema = v.object({
	feed_id: v.union([v.number(), v.string()]),
	date: v.string(),
	item_ids: v.array(v.number()),
	return_ids: v.array(v.union([v.number(), v.string()]))
});
/** A group of items that travel in one shipment of a multi-shipment order. */
var ShipmentGroupSchema = v.object({
	awb: OptionalTextSchema,
	shipment_uuid: OptionalTextSchema,
	item_ids: v.array(v.number())
});
var ReturnOrderSchema = v.object({
	item_info: v.array(ReturnProductSchema),
	addresses: v.optional(v.array(PostalAddressSchema), []),
	/** Newest first. */
	previous_returns: v.optional(v.array(PreviousReturnSchema), []),
	awb: OptionalTextSchema,
	shipment_uuid: OptionalTextSchema,
	order_id: OptionalTextSchema,
	reference_number: OptionalTextSchema,
	capture_image: v.optional(v.boolean(), false),
	/** "COD" for cash on delivery; anything else is prepaid. */
	order_type: OptionalTextSchema,
	shipments: v.optional(v.array(ShipmentGroupSchema), []),
	currency_code: v.nullish(v.string(), "INR")
});
envelopeSchema(ReturnOrderSchema);
// ../../packages/core/src/api/return-reasons.ts
/** GET return-reasons. */
var ReturnReasonsQuerySchema = v.object({ domain: requiredParam("domain") });
var ImageCountSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
/** A flat return reason (spec section 3, Return reason). */
var ReturnReasonSchema = v.object({
	id: v.pipe(v.number(), v.integer()),
	name: v.string(),
	active: v.optional(v.boolean(), true),
	imageRequired: v.optional(v.boolean(), false),
	imageQuantity: ImageCountSchema
});
var SubReasonSchema = v.object({
	id: v.pipe(v.number(), v.integer()),
	name: v.string()
});
/** A reason with sub reasons, for brands that use two levels. */
var ReasonWithSubReasonsSchema = v.object({
	id: v.pipe(v.number(), v.integer()),
	reason_name: v.string(),
	imageRequired: v.optional(v.boolean(), false),
	imageQuantity: ImageCountSchema,
	sub_reasons: v.optional(v.array(SubReasonSchema), [])
});
var ReturnReasonsResultSchema = v.object({
	return_reasons: v.optional(v.array(ReturnReasonSchema), []),
	returnReasonsWithSubReason: v.optional(v.array(ReasonWithSubReasonsSchema), []),
	exchangeInstructions: v.nullish(v.string(), "")
});
envelopeSchema(ReturnReasonsResultSchema);
export { ThemeSchema as C, okEnvelope as S, TenDigitPhoneSchema as _, ReturnOrderQuerySchema as a, envelopeSchema as b, TrackOrderResultSchema as c, OptionalParamSchema as d, OptionalTextSchema as f, SixDigitPincodeSchema as g, SecurityKeyParamSchema as h, ReturnReasonsResultSchema as i, TrackingEntrySchema as l, ScanSchema as m, ReturnReasonSchema as n, ReturnOrderSchema as o, PostalAddressSchema as p, ReturnReasonsQuerySchema as r, TrackOrderQuerySchema as s, ReasonWithSubReasonsSchema as t, readTrackOrderResult as u, requiredParam as v, failEnvelope as x, AnyEnvelopeSchema as y };
