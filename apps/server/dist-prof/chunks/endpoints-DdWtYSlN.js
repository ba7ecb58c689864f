import { C as ThemeSchema, _ as TenDigitPhoneSchema, a as ReturnOrderQuerySchema, b as envelopeSchema, c as TrackOrderResultSchema, d as OptionalParamSchema, f as OptionalTextSchema, g as SixDigitPincodeSchema, h as SecurityKeyParamSchema, i as ReturnReasonsResultSchema, o as ReturnOrderSchema, p as PostalAddressSchema, r as ReturnReasonsQuerySchema, s as TrackOrderQuerySchema, v as requiredParam } from "./return-reasons-P7TGR6k3.js";
import { i as isCalendarDate } from "./calendar-date-CAhY9bQp.js";
import * as v from "valibot";
// ../../packages/core/src/api/edd.ts
/** GET edd takes the same parameters as track-order. */
var EddQuerySchema = TrackOrderQuerySchema;
/** Which expected-delivery message to show (spec section 4) and its supplied text, if any. */
var EddUiSchema = v.object({
	message_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
	/** The date text for id 1, the free text for id 8; empty otherwise. */
	message: v.nullish(v.string(), "")
});
var EddResultSchema = v.object({ edd_ui: v.nullish(EddUiSchema) });
envelopeSchema(EddResultSchema);
// ../../packages/core/src/api/tracking-feed.ts
/**
* The shopper's answer to a failed delivery or failed pickup ("customer feed", spec
* sections 3 and 7). Forward shipments use tracking-feed, reverse pickups npr/tracking-feed;
* both share these shapes.
*/
var TrackingFeedQuerySchema = v.object({
	tracking_id: requiredParam("tracking_id"),
	security_key: SecurityKeyParamSchema
});
/** A stored feed as read back. */
var CustomerFeedSchema = v.object({
	issue_id: v.pipe(v.number(), v.integer()),
	drop_pincode: OptionalTextSchema,
	comment: OptionalTextSchema,
	phone_number: OptionalTextSchema,
	preferred_date: OptionalTextSchema,
	preferred_time: OptionalTextSchema,
	landmark: OptionalTextSchema,
	address: OptionalTextSchema,
	/** The shopper's yes/no answer where the form asks one (deliver or cancel, pick up or cancel). */
	answer: v.nullish(v.picklist(["accept", "reject"])),
	timestamp: OptionalTextSchema
});
var TrackingFeedResultSchema = v.object({
	feed: v.nullish(CustomerFeedSchema),
	/** The open failed-delivery (or failed-pickup) reason code the shopper may answer, if any. */
	new_ndr: v.nullish(v.pipe(v.number(), v.integer()))
});
envelopeSchema(TrackingFeedResultSchema);
/**
* The body of POST (new) or PUT (update) tracking-feed. Only `issue_id` is always needed;
* which other fields a reason needs is decided by the ndr and pickup form rules.
*/
var TrackingFeedBodySchema = v.object({
	issue_id: v.pipe(v.number("issue_id must be a number."), v.integer("issue_id must be a whole number.")),
	preferred_date: v.optional(v.pipe(v.string(), v.check(isCalendarDate, "Please enter a vaild date."))),
	preferred_time: v.optional(v.string()),
	address: v.optional(v.pipe(v.string(), v.trim(), v.minLength(10, "Please enter at least 10 characters and no more than 600."), v.maxLength(600, "Please enter at least 10 characters and no more than 600."))),
	drop_pincode: v.optional(SixDigitPincodeSchema),
	landmark: v.optional(v.string()),
	phone_number: v.optional(TenDigitPhoneSchema),
	comment: v.optional(v.pipe(v.string(), v.maxLength(1e3, "comment is too long."))),
	answer: v.optional(v.picklist(["accept", "reject"], "answer must be accept or reject."))
});
/** GET tracking-ops-feed: the operations view names its user. */
var OpsFeedQuerySchema = v.object({
	username: requiredParam("username"),
	tracking_id: requiredParam("tracking_id"),
	security_key: SecurityKeyParamSchema
});
/** How operations classified the issue (spec section 3, Ops issue config). */
var IssueConfigSchema = v.object({
	bucket_name: OptionalTextSchema,
	bucket_id: v.nullish(v.number()),
	issue_id: v.nullish(v.number()),
	issue_name: OptionalTextSchema,
	raw_issue_desc: OptionalTextSchema,
	/** The non-pickup (npr) bucket code. */
	npr_bucket: v.nullish(v.union([v.number(), v.string()]))
});
var OpsFeedResultSchema = v.object({ feed: v.nullish(v.object({ issue_config: v.nullish(IssueConfigSchema) })) });
envelopeSchema(OpsFeedResultSchema);
// ../../packages/core/src/api/courier-rating.ts
/** GET and POST courier-rating (spec section 7). */
var CourierRatingQuerySchema = v.object({
	tracking_id: requiredParam("tracking_id"),
	security_key: SecurityKeyParamSchema
});
var CourierRatingResultSchema = v.object({
	/** Null until the shopper has rated. */
	courier_rating: v.nullish(v.number()),
	comment: v.nullish(v.string(), "")
});
envelopeSchema(CourierRatingResultSchema);
/** A rating on the brand's scale: 1-5 stars, or 0-10. */
var CourierRatingBodySchema = v.object({
	courier_rating: v.pipe(v.number("Please choose a rating."), v.integer("Please choose a rating."), v.minValue(0, "courier_rating must be between 0 and 10."), v.maxValue(10, "courier_rating must be between 0 and 10.")),
	comment: v.optional(v.pipe(v.string(), v.maxLength(1e3, "comment is too long.")), "")
});
// ../../packages/core/src/api/survey-shortlink.ts
/**
* GET survey-shortlink. The spec shows neither side; this contract is ours: the link of the
* brand's external survey for one shipment, opened after feedback.
*/
var SurveyShortlinkQuerySchema = v.object({
	tracking_id: requiredParam("tracking_id"),
	security_key: SecurityKeyParamSchema
});
var SurveyShortlinkResultSchema = v.object({ short_link: v.pipe(v.string(), v.url()) });
envelopeSchema(SurveyShortlinkResultSchema);
// ../../packages/core/src/api/place-search.ts
/**
* GET place search, proxied to the maps service. Its answer is the maps service's own
* `{ data: { predictions } }`, not the meta envelope.
*/
var PlaceSearchQuerySchema = v.object({ query: requiredParam("query") });
var PlacePredictionSchema = v.object({
	description: v.string(),
	place_id: v.nullish(v.string(), "")
});
var PlaceSearchResponseSchema = v.object({ data: v.object({ predictions: v.optional(v.array(PlacePredictionSchema), []) }) });
// ../../packages/core/src/api/pincode.ts
/**
* POST pincode: the pincode serviceability page. The spec does not show the answer; this
* contract is ours.
*/
var PincodeCheckBodySchema = v.object({ pincode: SixDigitPincodeSchema });
var PincodeCheckResultSchema = v.object({
	serviceable: v.boolean(),
	city: OptionalTextSchema,
	state: OptionalTextSchema
});
envelopeSchema(PincodeCheckResultSchema);
/** GET pincode-serviceability: can the courier pick up a return at this pincode? */
var PincodeServiceabilityQuerySchema = v.object({
	shipment_uuid: requiredParam("shipment_uuid"),
	pickup_pincode: SixDigitPincodeSchema
});
var PincodeDataSchema = v.object({
	pincode: OptionalTextSchema,
	city: OptionalTextSchema,
	state: OptionalTextSchema,
	country: OptionalTextSchema
});
var PincodeServiceabilityResultSchema = v.object({
	pincode_serviceable: v.boolean(),
	pincode_data: v.nullish(PincodeDataSchema)
});
envelopeSchema(PincodeServiceabilityResultSchema);
// ../../packages/core/src/api/login.ts
/**
* Logins answer with a plain JSON body, not the meta envelope. Success needs HTTP 200 and
* a `sub_token`; every other field is kept, because the portal stores them all as cookies.
*/
var LoginResponseSchema = v.looseObject({ sub_token: v.pipe(v.string(), v.nonEmpty("sub_token is missing.")) });
/** Admin theme login (token-auth v3). */
var AdminLoginBodySchema = v.object({
	username: requiredParam("username"),
	password: v.pipe(v.string("password is required."), v.nonEmpty("password is required."))
});
/** Return login (the order endpoint): the order's reference plus an optional contact. */
var ReturnLoginBodySchema = v.object({
	domain: requiredParam("domain"),
	reference_number: requiredParam("reference_number"),
	email: v.optional(v.string()),
	phone_number: v.optional(v.string())
});
// ../../packages/core/src/returns/refund-mode.ts
/** Where a refund goes (spec section 3, Refund). */
var REFUND_MODES = [
	"back-to-source",
	"bank-account",
	"store-credit",
	"store-credit-voucher"
];
// ../../packages/core/src/api/return-request.ts
/**
* POST return-request (feed_return_reasons): the shopper's return or exchange. The spec
* shows only that it is a JSON body; this shape is ours and mirrors the return flow state.
*/
var ReturnItemRequestSchema = v.object({
	item_id: v.pipe(v.number(), v.integer()),
	quantity: v.pipe(v.number(), v.integer(), v.minValue(1, "quantity must be at least 1.")),
	reason_id: v.pipe(v.number("Please choose any option."), v.integer()),
	sub_reason_id: v.optional(v.pipe(v.number(), v.integer())),
	comment: v.optional(v.string(), ""),
	/** Stored URLs of the uploaded images. */
	images: v.optional(v.array(v.string()), []),
	/** For an exchange: the variant wanted instead. */
	exchange_variant_id: v.optional(v.union([v.number(), v.string()]))
});
var RefundBankDetailSchema = v.object({
	/** The account holder's name. */
	name: v.string(),
	accountNumber: v.string(),
	ifsccode: v.string(),
	bankName: v.string(),
	branchName: v.string()
});
var RefundUpiDetailsSchema = v.object({
	upiName: v.string(),
	upiId: v.string()
});
var RefundRequestSchema = v.object({
	mode: v.picklist(REFUND_MODES, "Please choose any option."),
	bank_detail: v.optional(RefundBankDetailSchema),
	upi_details: v.optional(RefundUpiDetailsSchema)
});
var ReturnRequestBodySchema = v.object({
	domain: requiredParam("domain"),
	awb: v.optional(v.string(), ""),
	shipment_uuid: v.optional(v.string(), ""),
	order_id: v.optional(v.string(), ""),
	reference_number: v.optional(v.string(), ""),
	/** "return" or "exchange". */
	kind: v.optional(v.picklist(["return", "exchange"]), "return"),
	items: v.pipe(v.array(ReturnItemRequestSchema), v.minLength(1, "Choose at least one item to return.")),
	pickup: v.variant("type", [v.object({
		type: v.literal("pickup"),
		address: PostalAddressSchema,
		/** YYYY-MM-DD */
		date: v.pipe(v.string(), v.check(isCalendarDate, "Please enter a vaild date."))
	}), v.object({ type: v.literal("self-ship") })]),
	refund: v.optional(RefundRequestSchema)
});
envelopeSchema(v.nullish(v.unknown()));
// ../../packages/core/src/api/return-status.ts
/** GET return-status (spec section 3, Return status). */
var ReturnStatusQuerySchema = v.object({
	key: OptionalParamSchema,
	domain: requiredParam("domain"),
	waybill: OptionalParamSchema,
	item_info_id: OptionalParamSchema,
	return_id: OptionalParamSchema
});
var ReturnStatusItemSchema = v.object({
	description: OptionalTextSchema,
	quantity: v.optional(v.number(), 1),
	price: v.nullish(v.number()),
	sku: OptionalTextSchema,
	image: OptionalTextSchema,
	url: OptionalTextSchema
});
var ReturnStatusMetadataSchema = v.object({
	name: OptionalTextSchema,
	address: OptionalTextSchema,
	pincode: OptionalTextSchema,
	city: OptionalTextSchema,
	state: OptionalTextSchema,
	country: OptionalTextSchema,
	pickup_date: OptionalTextSchema,
	/** The request's status word, e.g. PLACED, APPROVED, REJECTED. */
	status: OptionalTextSchema,
	self_shipped: v.optional(v.boolean(), false),
	shipping_label_url: OptionalTextSchema
});
var ReturnStatusResultSchema = v.object({
	items: v.optional(v.array(ReturnStatusItemSchema), []),
	exchange_item: v.nullish(ReturnStatusItemSchema),
	metadata: ReturnStatusMetadataSchema,
	/** The reverse pickup's latest status code, once a pickup exists. */
	status_code: v.nullish(v.pipe(v.number(), v.integer())),
	approval_date: OptionalTextSchema,
	courier_partner: OptionalTextSchema,
	remark: OptionalTextSchema,
	awb: OptionalTextSchema,
	rejection_reason: OptionalTextSchema
});
envelopeSchema(ReturnStatusResultSchema);
// ../../packages/core/src/api/file-upload.ts
/**
* Image upload follows the S3 pre-signed POST protocol: GET file-upload for a URL and form
* fields, then POST a multipart form (the fields, then the file) to that URL; 204 means stored.
*/
var UploadUrlQuerySchema = v.object({
	file_key: requiredParam("file_key"),
	key: requiredParam("key")
});
var PresignedPostSchema = v.object({
	url: v.pipe(v.string(), v.url()),
	fields: v.record(v.string(), v.string())
});
envelopeSchema(PresignedPostSchema);
/** Where the uploaded file lives: the form URL plus its `key` field (S3 convention). */
function storedFileUrl(post) {
	const key = post.fields["key"];
	if (!key) return post.url;
	return `${post.url.replace(/\/+$/, "")}/${key.split("/").map(encodeURIComponent).join("/")}`;
}
// ../../packages/core/src/api/variants.ts
/** GET fetch-variants: the variants an item may be exchanged for. */
var VariantsQuerySchema = v.object({
	domain: requiredParam("domain"),
	itemInfoId: requiredParam("itemInfoId")
});
var VariantSchema = v.object({
	id: v.union([v.number(), v.string()]),
	title: v.nullish(v.string(), ""),
	inventory_quantity: v.optional(v.number(), 0)
});
var VariantsResultSchema = v.object({ dataList: v.optional(v.array(VariantSchema), []) });
envelopeSchema(VariantsResultSchema);
// ../../packages/core/src/api/theme-calls.ts
/** GET theme (tracking_page page_style): the brand's theme, chosen by subdomain. */
var ThemeQuerySchema = v.object({ subdomain: requiredParam("subdomain") });
envelopeSchema(ThemeSchema);
/** update-theme: an admin replaces the brand's theme (needs the login token). */
var UpdateThemeQuerySchema = ThemeQuerySchema;
var UpdateThemeBodySchema = ThemeSchema;
envelopeSchema(v.nullish(v.unknown()));
// ../../packages/core/src/api/contact-update.ts
/** GET and POST contact-update take the tracking-feed query: tracking_id and the optional security_key. */
var ContactUpdateQuerySchema = TrackingFeedQuerySchema;
/** The update-contact screen (spec section 3, Contact): the contact number and an optional alternate number. */
var ContactUpdateBodySchema = v.object({
	phone_number: TenDigitPhoneSchema,
	/** Blank or absent means "no alternate number". */
	alternate_phone_number: v.optional(v.union([v.literal(""), TenDigitPhoneSchema], "Please enter a 10 digit valid phone number."), "")
});
var ContactUpdateResultSchema = v.object({
	phone_number: v.nullish(v.string(), ""),
	alternate_phone_number: v.nullish(v.string(), ""),
	/** Whether the numbers can still be changed (core's contact-update rule). */
	allow_contact_update: v.boolean()
});
envelopeSchema(ContactUpdateResultSchema);
// ../../packages/core/src/api/shipping-label.ts
/** GET shipping-label: the label of one waybill, prepared in the background (spec: it takes a few minutes). */
var ShippingLabelQuerySchema = v.object({
	waybill: requiredParam("waybill"),
	security_key: OptionalParamSchema
});
var ShippingLabelResultSchema = v.object({
	status: v.picklist([
		"pending",
		"ready",
		"failed"
	]),
	/** A download link (expires after an hour; ask again for a fresh one); null unless ready. */
	url: v.nullable(v.string()),
	/** When a pending label is expected (ISO-8601 UTC); null otherwise. */
	ready_at: v.nullable(v.string())
});
envelopeSchema(ShippingLabelResultSchema);
// ../../packages/core/src/api/endpoints.ts
/** Every call lives under this prefix on its host. */
var API_BASE_PATH = "/api/v1";
var NoResult = v.nullish(v.unknown());
/**
* The API contract of spec section 7 as data: the server mounts and validates each row, the
* client calls it. Request schemas carry the messages a 400 answer sends back.
*/
var API_ENDPOINTS = {
	trackOrder: {
		host: "tracking",
		method: "GET",
		path: "track-order",
		query: TrackOrderQuerySchema,
		shape: "envelope",
		response: TrackOrderResultSchema
	},
	edd: {
		host: "tracking",
		method: "GET",
		path: "edd",
		query: EddQuerySchema,
		shape: "envelope",
		response: EddResultSchema
	},
	getTrackingFeed: {
		host: "tracking",
		method: "GET",
		path: "tracking-feed",
		query: TrackingFeedQuerySchema,
		shape: "envelope",
		response: TrackingFeedResultSchema
	},
	createTrackingFeed: {
		host: "tracking",
		method: "POST",
		path: "tracking-feed",
		query: TrackingFeedQuerySchema,
		body: TrackingFeedBodySchema,
		shape: "envelope",
		response: NoResult
	},
	updateTrackingFeed: {
		host: "tracking",
		method: "PUT",
		path: "tracking-feed",
		query: TrackingFeedQuerySchema,
		body: TrackingFeedBodySchema,
		shape: "envelope",
		response: NoResult
	},
	opsFeed: {
		host: "ops",
		method: "GET",
		path: "tracking-ops-feed",
		query: OpsFeedQuerySchema,
		shape: "envelope",
		response: OpsFeedResultSchema
	},
	getCourierRating: {
		host: "tracking",
		method: "GET",
		path: "courier-rating",
		query: CourierRatingQuerySchema,
		shape: "envelope",
		response: CourierRatingResultSchema
	},
	saveCourierRating: {
		host: "tracking",
		method: "POST",
		path: "courier-rating",
		query: CourierRatingQuerySchema,
		body: CourierRatingBodySchema,
		shape: "envelope",
		response: NoResult
	},
	surveyShortlink: {
		host: "tracking",
		method: "GET",
		path: "survey-shortlink",
		query: SurveyShortlinkQuerySchema,
		shape: "envelope",
		response: SurveyShortlinkResultSchema
	},
	getPickupFeed: {
		host: "tracking",
		method: "GET",
		path: "npr/tracking-feed",
		query: TrackingFeedQuerySchema,
		shape: "envelope",
		response: TrackingFeedResultSchema
	},
	createPickupFeed: {
		host: "tracking",
		method: "POST",
		path: "npr/tracking-feed",
		query: TrackingFeedQuerySchema,
		body: TrackingFeedBodySchema,
		shape: "envelope",
		response: NoResult
	},
	updatePickupFeed: {
		host: "tracking",
		method: "PUT",
		path: "npr/tracking-feed",
		query: TrackingFeedQuerySchema,
		body: TrackingFeedBodySchema,
		shape: "envelope",
		response: NoResult
	},
	pickupOpsFeed: {
		host: "ops",
		method: "GET",
		path: "npr/tracking-ops-feed",
		query: OpsFeedQuerySchema,
		shape: "envelope",
		response: OpsFeedResultSchema
	},
	placeSearch: {
		host: "tracking",
		method: "GET",
		path: "place-search",
		query: PlaceSearchQuerySchema,
		shape: "plain",
		response: PlaceSearchResponseSchema
	},
	pincodeCheck: {
		host: "tracking",
		method: "POST",
		path: "pincode",
		body: PincodeCheckBodySchema,
		shape: "envelope",
		response: PincodeCheckResultSchema
	},
	returnOrder: {
		host: "ops",
		method: "GET",
		path: "return-info",
		query: ReturnOrderQuerySchema,
		shape: "envelope",
		response: ReturnOrderSchema
	},
	returnLogin: {
		host: "ops",
		method: "POST",
		path: "return-login",
		body: ReturnLoginBodySchema,
		shape: "plain",
		response: LoginResponseSchema
	},
	returnReasons: {
		host: "ops",
		method: "GET",
		path: "return-reasons",
		query: ReturnReasonsQuerySchema,
		shape: "envelope",
		response: ReturnReasonsResultSchema
	},
	returnRequest: {
		host: "ops",
		method: "POST",
		path: "return-request",
		body: ReturnRequestBodySchema,
		shape: "envelope",
		response: NoResult
	},
	returnStatus: {
		host: "ops",
		method: "GET",
		path: "return-status",
		query: ReturnStatusQuerySchema,
		shape: "envelope",
		response: ReturnStatusResultSchema
	},
	pincodeServiceability: {
		host: "ops",
		method: "GET",
		path: "pincode-serviceability",
		query: PincodeServiceabilityQuerySchema,
		shape: "envelope",
		response: PincodeServiceabilityResultSchema
	},
	uploadUrl: {
		host: "ops",
		method: "GET",
		path: "file-upload",
		query: UploadUrlQuerySchema,
		shape: "envelope",
		response: PresignedPostSchema
	},
	variants: {
		host: "ops",
		method: "GET",
		path: "fetch-variants",
		query: VariantsQuerySchema,
		shape: "envelope",
		response: VariantsResultSchema
	},
	theme: {
		host: "tracking",
		method: "GET",
		path: "theme",
		query: ThemeQuerySchema,
		shape: "envelope",
		response: ThemeSchema
	},
	updateTheme: {
		host: "ops",
		method: "POST",
		path: "update-theme",
		query: UpdateThemeQuerySchema,
		body: UpdateThemeBodySchema,
		shape: "envelope",
		response: NoResult,
		auth: true
	},
	adminLogin: {
		host: "ops",
		method: "POST",
		path: "login",
		body: AdminLoginBodySchema,
		shape: "plain",
		response: LoginResponseSchema
	},
	getContactUpdate: {
		host: "tracking",
		method: "GET",
		path: "contact-update",
		query: ContactUpdateQuerySchema,
		shape: "envelope",
		response: ContactUpdateResultSchema
	},
	saveContactUpdate: {
		host: "tracking",
		method: "POST",
		path: "contact-update",
		query: ContactUpdateQuerySchema,
		body: ContactUpdateBodySchema,
		shape: "envelope",
		response: ContactUpdateResultSchema
	},
	shippingLabel: {
		host: "tracking",
		method: "GET",
		path: "shipping-label",
		query: ShippingLabelQuerySchema,
		shape: "envelope",
		response: ShippingLabelResultSchema
	}
};
/** The full path of a call, e.g. "/api/v1/track-order". */
function apiPath(call) {
	return `${API_BASE_PATH}/${API_ENDPOINTS[call].path}`;
}
export { TrackingFeedBodySchema as C, EddQuerySchema as E, OpsFeedQuerySchema as S, TrackingFeedResultSchema as T, PincodeCheckBodySchema as _, ContactUpdateBodySchema as a, CourierRatingBodySchema as b, UpdateThemeBodySchema as c, UploadUrlQuerySchema as d, storedFileUrl as f, ReturnLoginBodySchema as g, AdminLoginBodySchema as h, ShippingLabelQuerySchema as i, UpdateThemeQuerySchema as l, ReturnRequestBodySchema as m, API_ENDPOINTS as n, ContactUpdateQuerySchema as o, ReturnStatusQuerySchema as p, apiPath as r, ThemeQuerySchema as s, API_BASE_PATH as t, VariantsQuerySchema as u, PincodeServiceabilityQuerySchema as v, TrackingFeedQuerySchema as w, CourierRatingQuerySchema as x, SurveyShortlinkQuerySchema as y };
