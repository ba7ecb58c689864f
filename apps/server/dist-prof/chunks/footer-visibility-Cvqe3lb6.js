import { t as dateTimeFormat } from "./intl-formatters-D0tYqh_x.js";
import { Y as useNow } from "../main.js";
import { Trans, useLingui } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../packages/ui/src/brand/define-brand.ts
var DEFAULT_BRAND_FLAGS = {
	loginFreeReturns: false,
	pincodePage: false,
	selfShip: false,
	fridayOnlyDeliveryDates: false,
	hideHeader: false,
	footerAlwaysShown: false
};
/** A brand package's single export. Fills unset flags so every consumer sees a complete contract. */
function defineBrand(brand) {
	return {
		...brand,
		flags: {
			...DEFAULT_BRAND_FLAGS,
			...brand.flags
		}
	};
}
// ../../packages/ui/src/chrome/hrefs.ts
/**
* Links built from theme data. Theme values are brand-entered text, so only web, mail and
* phone targets come out: a `javascript:` or `data:` value yields no link at all.
*/
var HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
var BARE_HOST = /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#].*)?$/;
/** An http(s) or site-relative href, or undefined. "acme.example" becomes "https://acme.example". */
function webHref(value) {
	const v = value?.trim();
	if (!v || /\s/.test(v)) return void 0;
	if (/^https?:\/\//i.test(v)) return v;
	if (v.startsWith("//")) return `https:${v}`;
	if (v.startsWith("/")) return v;
	if (HAS_SCHEME.test(v)) return void 0;
	if (BARE_HOST.test(v)) return `https://${v}`;
}
/** A logo source: a web href or an inline raster/SVG image. */
function imageSrc(value) {
	const v = value?.trim();
	if (!v) return void 0;
	if (/^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(v)) return v;
	return webHref(v);
}
var EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;
function mailtoHref(email) {
	const v = email?.trim();
	return v && EMAIL.test(v) ? `mailto:${v}` : void 0;
}
/** `tel:` with the digits of a phone as written ("+91 98765-43210" -> "tel:+919876543210"). */
function telHref(phone) {
	const v = phone?.trim();
	if (!v) return void 0;
	const digits = v.replace(/\D/g, "");
	if (digits.length < 3) return void 0;
	return `tel:${v.startsWith("+") ? "+" : ""}${digits}`;
}
/** Absolute links leave the portal: they get `rel="noopener noreferrer"`. */
function isExternalHref(href) {
	return /^(?:https?:)?\/\//i.test(href);
}
/** href plus `rel` for external targets; `newTab` opens it in a new tab (social and app links). */
function linkProps(href, options = {}) {
	if (!isExternalHref(href)) return { href };
	return options.newTab ? {
		href,
		rel: "noopener noreferrer",
		target: "_blank"
	} : {
		href,
		rel: "noopener noreferrer"
	};
}
// ../../packages/ui/src/chrome/brand-logo.tsx
/**
* The theme logo linked to the brand website (`meta_data.website`); a placeholder when the
* theme has no logo, plain (unlinked) when it has no website.
* Styling hooks: `[data-chrome="brand-logo"][data-state="image" | "placeholder"]`, `[data-part]`.
*/
function BrandLogo({ theme, fallback, className }) {
	const src = imageSrc(theme.logo);
	const href = webHref(theme.meta_data?.website);
	const content = src ? /* @__PURE__ */ jsx("img", {
		"data-part": "image",
		src,
		alt: theme.name,
		decoding: "async"
	}) : fallback ?? /* @__PURE__ */ jsx(LogoPlaceholder, { name: theme.name });
	const attrs = {
		"data-chrome": "brand-logo",
		"data-state": src ? "image" : "placeholder",
		className
	};
	if (!href) return /* @__PURE__ */ jsx("span", {
		...attrs,
		children: content
	});
	return /* @__PURE__ */ jsx("a", {
		...attrs,
		...linkProps(href),
		children: content
	});
}
/** Generic mark (an original parcel outline) plus the brand name, for themes without a logo. */
function LogoPlaceholder({ name }) {
	return /* @__PURE__ */ jsxs("span", {
		"data-part": "placeholder",
		children: [/* @__PURE__ */ jsxs("svg", {
			"data-part": "placeholder-mark",
			viewBox: "0 0 32 32",
			width: "32",
			height: "32",
			"aria-hidden": "true",
			focusable: "false",
			children: [/* @__PURE__ */ jsx("rect", {
				x: "1",
				y: "1",
				width: "30",
				height: "30",
				rx: "8",
				fill: "currentColor",
				opacity: "0.12"
			}), /* @__PURE__ */ jsx("path", {
				d: "M16 6 7 10.5v11L16 26l9-4.5v-11L16 6ZM7 10.5 16 15l9-4.5M16 15v11M11.5 8.25l9 4.5",
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "1.8",
				strokeLinejoin: "round"
			})]
		}), /* @__PURE__ */ jsx("span", {
			"data-part": "name",
			children: name
		})]
	});
}
// ../../packages/ui/src/chrome/call-hours.ts
/**
* Theme call hours and days are brand-entered text ("Monday", "Sat", "10:00", "7 pm").
* Values we recognise are shown in the page language; anything else is shown as written.
*/
var WEEKDAYS = [
	"mon",
	"tue",
	"wed",
	"thu",
	"fri",
	"sat",
	"sun"
];
var WEEKDAY_ALIASES = {
	tues: 1,
	weds: 2,
	thur: 3,
	thurs: 3
};
function weekdayIndex(value) {
	const v = value.trim().toLowerCase().replace(/\.$/, "");
	if (v.length < 3) return void 0;
	const alias = WEEKDAY_ALIASES[v];
	if (alias !== void 0) return alias;
	const index = WEEKDAYS.findIndex((day) => v.startsWith(day));
	if (index < 0) return void 0;
	return v.length === 3 || [
		"monday",
		"tuesday",
		"wednesday",
		"thursday",
		"friday",
		"saturday",
		"sunday"
	][index] === v ? index : void 0;
}
/** "Monday" -> "Monday" / "الاثنين"; "Sat" -> "Sat" / "السبت". Unknown text is returned as is. */
function localizeWeekday(value, locale) {
	const index = weekdayIndex(value);
	if (index === void 0) return value;
	const short = value.trim().replace(/\.$/, "").length <= 4;
	return dateTimeFormat(locale, {
		weekday: short ? "short" : "long",
		timeZone: "UTC"
	}).format(Date.UTC(2024, 0, 1 + index));
}
var TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$|^(\d{1,2})[:.](\d{2})$/i;
/** "10:00", "18:30", "7 pm", "7:30PM" in the page language's clock; unknown text as is. */
function localizeTime(value, locale) {
	const match = TIME.exec(value.trim());
	if (!match) return value;
	let hours = Number(match[1] ?? match[4]);
	const minutes = Number(match[2] ?? match[5] ?? 0);
	const meridiem = match[3]?.toLowerCase();
	if (meridiem) {
		if (hours < 1 || hours > 12) return value;
		hours = hours % 12 + (meridiem === "p" ? 12 : 0);
	}
	if (hours > 23 || minutes > 59) return value;
	return dateTimeFormat(locale, {
		hour: "numeric",
		minute: "2-digit",
		timeZone: "UTC"
	}).format(Date.UTC(2024, 0, 1, hours, minutes));
}
function callHoursParts(day, time, locale) {
	const range = (a, b) => a && b ? `${a}–${b}` : a || b || void 0;
	const parts = {};
	const days = day && range(localizeWeekday(day.from, locale), localizeWeekday(day.to, locale));
	const hours = time && range(localizeTime(time.from, locale), localizeTime(time.to, locale));
	if (days) parts.days = days;
	if (hours) parts.hours = hours;
	return parts;
}
// ../../packages/ui/src/chrome/contact-details.tsx
/**
* The brand's email (mailto) and phone (tel) with call days and hours, from theme meta_data.
* Renders nothing when the theme has neither. Email and phone keep left-to-right order in RTL.
* Styling hooks: `[data-chrome="contact-details"]`, `[data-contact="email" | "phone" | "hours"]`.
*/
function ContactDetails({ theme, className }) {
	const { i18n } = useLingui();
	const meta = theme.meta_data ?? {};
	const email = meta.email?.trim();
	const phone = meta.contact?.trim();
	const mailto = mailtoHref(email);
	const tel = telHref(phone);
	if (!mailto && !tel) return null;
	const { days, hours } = callHoursParts(meta.day, meta.time, i18n.locale);
	return /* @__PURE__ */ jsx("address", {
		"data-chrome": "contact-details",
		className,
		children: /* @__PURE__ */ jsxs("dl", { children: [
			mailto && /* @__PURE__ */ jsxs("div", {
				"data-contact": "email",
				children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "O3oNi5" }) }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: mailto,
					dir: "ltr",
					children: email
				}) })]
			}),
			tel && /* @__PURE__ */ jsxs("div", {
				"data-contact": "phone",
				children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "zmwvG2" }) }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: tel,
					dir: "ltr",
					children: phone
				}) })]
			}),
			tel && (days || hours) && /* @__PURE__ */ jsxs("div", {
				"data-contact": "hours",
				children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "jdQXGw" }) }), /* @__PURE__ */ jsx("dd", { children: days && hours ? /* @__PURE__ */ jsx(Trans, {
					id: "dbf9QW",
					values: {
						days,
						hours
					}
				}) : days ?? hours })]
			})
		] })
	});
}
// ../../packages/ui/src/chrome/social-links.tsx
var SOCIAL_NETWORKS = [
	"fb",
	"tw",
	"ig",
	"yt"
];
/** Service names are proper nouns: shown as written in every language. */
var SOCIAL_NETWORK_NAME = {
	fb: "Facebook",
	tw: "X (Twitter)",
	ig: "Instagram",
	yt: "YouTube"
};
/**
* Links to the brand's social pages (fb, tw, ig, yt), only those the theme configures; nothing
* when none is. Each opens in a new tab and says so to assistive technology.
* Styling hooks: `[data-chrome="social-links"]`, `[data-network]`, `[data-part="label"]`.
*/
function SocialLinks({ theme, renderGlyph, className }) {
	const { _: _t } = useLingui();
	const social = theme.meta_data?.social ?? {};
	const links = SOCIAL_NETWORKS.flatMap((network) => {
		const href = webHref(social[network]);
		return href ? [{
			network,
			href
		}] : [];
	});
	if (links.length === 0) return null;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": _t({ id: "GUqjZ0" }),
		"data-chrome": "social-links",
		className,
		children: /* @__PURE__ */ jsx("ul", {
			role: "list",
			children: links.map(({ network, href }) => /* @__PURE__ */ jsx("li", {
				"data-network": network,
				children: /* @__PURE__ */ jsx(SocialLink, {
					network,
					href,
					glyph: renderGlyph?.(network)
				})
			}, network))
		})
	});
}
function SocialLink({ network, href, glyph }) {
	const { _: _t2 } = useLingui();
	const service = SOCIAL_NETWORK_NAME[network];
	return /* @__PURE__ */ jsxs("a", {
		...linkProps(href, { newTab: true }),
		"aria-label": _t2({
			id: "hjaJxN",
			values: { service }
		}),
		children: [glyph, /* @__PURE__ */ jsx("span", {
			"data-part": "label",
			children: service
		})]
	});
}
// ../../packages/ui/src/chrome/app-links.tsx
/**
* Text links to the brand's Android and iOS apps (no store badges); only those configured.
* Styling hooks: `[data-chrome="app-links"]`, `[data-platform="android" | "ios"]`.
*/
function AppLinks({ theme, className }) {
	const { _: _t } = useLingui();
	const android = webHref(theme.meta_data?.app?.android);
	const ios = webHref(theme.meta_data?.app?.ios);
	if (!android && !ios) return null;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": _t({ id: "vdKEWk" }),
		"data-chrome": "app-links",
		className,
		children: /* @__PURE__ */ jsxs("ul", {
			role: "list",
			children: [android && /* @__PURE__ */ jsx("li", {
				"data-platform": "android",
				children: /* @__PURE__ */ jsx("a", {
					...linkProps(android),
					children: /* @__PURE__ */ jsx(Trans, { id: "r852+3" })
				})
			}), ios && /* @__PURE__ */ jsx("li", {
				"data-platform": "ios",
				children: /* @__PURE__ */ jsx("a", {
					...linkProps(ios),
					children: /* @__PURE__ */ jsx(Trans, { id: "l6SD1f" })
				})
			})]
		})
	});
}
// ../../packages/ui/src/chrome/copyright-line.tsx
/** Year in UTC, so a server and a browser in different time zones agree. */
function copyrightYear(now) {
	return new Date(now).getUTCFullYear();
}
/** "© 2026 Acme. All rights reserved.", localized. Styling hook: `[data-chrome="copyright"]`. */
function CopyrightLine({ brandName, year: yearProp, now, className }) {
	const contextNow = useNow();
	const year = yearProp ?? copyrightYear(now ?? contextNow);
	const brand = brandName.trim().replace(/\.+$/, "");
	return /* @__PURE__ */ jsx("p", {
		"data-chrome": "copyright",
		className,
		children: /* @__PURE__ */ jsx(Trans, {
			id: "8XsIJe",
			values: {
				year,
				brand
			},
			components: { 0: /* @__PURE__ */ jsx("bdi", {}) }
		})
	});
}
// ../../packages/ui/src/chrome/footer-visibility.ts
/**
* Footers show only while the return flow's step is below 2, or when there is no step
* (spec section 2, "Shared layout"), unless the brand shows its footer on every step.
*/
function shouldShowFooter(orderStep, footerAlwaysShown = false) {
	if (footerAlwaysShown) return true;
	if (orderStep === void 0 || orderStep === null || Number.isNaN(orderStep)) return true;
	return orderStep < 2;
}
export { ContactDetails as a, defineBrand as c, SocialLinks as i, CopyrightLine as n, BrandLogo as o, AppLinks as r, webHref as s, shouldShowFooter as t };
