import { a as ContactDetails, c as defineBrand, i as SocialLinks, n as CopyrightLine, o as BrandLogo, r as AppLinks, s as webHref, t as shouldShowFooter } from "./footer-visibility-Cvqe3lb6.js";
import { it as isLanguagePrefix, nt as PREFIX_BY_LOCALE, rt as directionOf, tt as NATIVE_LANGUAGE_NAME } from "../main.js";
import { Trans, useLingui } from "@lingui/react";
import { useCallback, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../packages/ui/src/chrome/language-switch.ts
/**
* The URL of the same page in another language: the first path segment becomes the target
* language's prefix (added when the path has none); query string and hash are kept.
*
*   /en/tracking?waybill=1#x -> /ar/tracking?waybill=1#x
*   /tracking?waybill=1      -> /ar/tracking?waybill=1
*   /  -> /ar     /en -> /ar     (Bengali's prefix is "be")
*/
function switchLanguagePath(url, to) {
	const split = url.search(/[?#]/);
	const rawPath = split < 0 ? url : url.slice(0, split);
	const suffix = split < 0 ? "" : url.slice(split);
	const path = rawPath.startsWith("/") ? rawPath : `/${rawPath}`;
	const prefix = PREFIX_BY_LOCALE[to];
	if (path === "/") return `/${prefix}${suffix}`;
	const segments = path.split("/");
	if (isLanguagePrefix(segments[1] ?? "")) segments[1] = prefix;
	else segments.splice(1, 0, prefix);
	return `${segments.join("/")}${suffix}`;
}
// ../../packages/ui/src/chrome/use-language-switch.ts
var DEFAULT_LOCALES = ["en", "ar"];
function subscribe(onChange) {
	window.addEventListener("popstate", onChange);
	window.addEventListener("hashchange", onChange);
	return () => {
		window.removeEventListener("popstate", onChange);
		window.removeEventListener("hashchange", onChange);
	};
}
function browserLocation() {
	const { pathname, search, hash } = window.location;
	return `${pathname}${search}${hash}`;
}
function isPlainLeftClick(event) {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
/**
* A language switcher's prop bags. Each option links to the same page in that language
* (first path segment rewritten, query and hash kept) and a plain click reloads the page there,
* so the server renders the new language. Server render and hydration use `pathname`; the
* browser's full location (query, hash) is used right after, and again at click time.
*/
function useLanguageSwitch({ locale, pathname, locales = DEFAULT_LOCALES, assign }) {
	const { _: _t } = useLingui();
	const location = useSyncExternalStore(subscribe, browserLocation, () => pathname);
	const reload = useCallback((url) => assign ? assign(url) : window.location.assign(url), [assign]);
	const options = locales.map((target) => {
		const current = target === locale;
		const direction = directionOf(target);
		return {
			locale: target,
			label: NATIVE_LANGUAGE_NAME[target],
			href: switchLanguagePath(location, target),
			current,
			direction,
			linkProps: {
				href: switchLanguagePath(location, target),
				lang: target,
				hrefLang: target,
				dir: direction,
				"aria-current": current ? "true" : void 0,
				"data-state": current ? "current" : "inactive",
				"data-locale": target,
				onClick: (event) => {
					if (event.defaultPrevented || !isPlainLeftClick(event)) return;
					event.preventDefault();
					reload(switchLanguagePath(browserLocation(), target));
				}
			}
		};
	});
	const direction = directionOf(locale);
	return {
		locale,
		direction,
		rootProps: {
			"aria-label": _t({ id: "vXIe7J" }),
			"data-chrome": "language-switch",
			dir: direction
		},
		options,
		others: options.filter((option) => !option.current)
	};
}
// ../../brands/kestrel/src/flags.ts
/** A fashion label: its footer stays on every step of the return flow (spec section 2). */
var flags = { footerAlwaysShown: true };
// ../../brands/kestrel/src/help-link.ts
/** Kestrel's help centre exists in Arabic and English: Arabic pages link the Arabic one. */
function helpLanguage(locale) {
	return locale === "ar" ? "ar" : "en";
}
/** `<website>/<ar|en>/help`, or undefined when the theme has no usable website. */
function helpHref(website, locale) {
	const base = webHref(website);
	if (!base || !/^https?:\/\//i.test(base)) return void 0;
	return new URL(`/${helpLanguage(locale)}/help`, base).href;
}
// ../../brands/kestrel/src/Footer.tsx
/** Short codes in a diamond: Kestrel's own marks for social links, not the networks' logos. */
var GLYPH_CODE = {
	fb: "F",
	tw: "X",
	ig: "IG",
	yt: "YT"
};
function SocialGlyph({ network }) {
	return /* @__PURE__ */ jsxs("svg", {
		"data-part": "glyph",
		viewBox: "0 0 24 24",
		width: "30",
		height: "30",
		"aria-hidden": "true",
		focusable: "false",
		children: [/* @__PURE__ */ jsx("rect", {
			x: "4.5",
			y: "4.5",
			width: "15",
			height: "15",
			transform: "rotate(45 12 12)",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "1.2"
		}), /* @__PURE__ */ jsx("text", {
			x: "12",
			y: "15",
			textAnchor: "middle",
			fontSize: "8.5",
			fontWeight: "700",
			fill: "currentColor",
			direction: "ltr",
			children: GLYPH_CODE[network]
		})]
	});
}
/** Help centre link (Arabic or English), contact, social and app links, copyright. Always shown. */
function Footer({ theme, locale, device, orderStep }) {
	if (!shouldShowFooter(orderStep, flags.footerAlwaysShown)) return null;
	const help = helpHref(theme.meta_data?.website, locale);
	const helpLang = helpLanguage(locale);
	return /* @__PURE__ */ jsxs("footer", {
		"data-brand": "kestrel",
		"data-device": device,
		children: [
			/* @__PURE__ */ jsxs("div", {
				"data-part": "top",
				children: [help && /* @__PURE__ */ jsx("p", {
					"data-part": "help",
					children: /* @__PURE__ */ jsx("a", {
						href: help,
						hrefLang: helpLang,
						rel: "noopener noreferrer",
						children: /* @__PURE__ */ jsx(Trans, { id: "fGWqbm" })
					})
				}), /* @__PURE__ */ jsx(ContactDetails, { theme })]
			}),
			/* @__PURE__ */ jsxs("div", {
				"data-part": "links",
				children: [/* @__PURE__ */ jsx(SocialLinks, {
					theme,
					renderGlyph: (network) => /* @__PURE__ */ jsx(SocialGlyph, { network })
				}), /* @__PURE__ */ jsx(AppLinks, { theme })]
			}),
			/* @__PURE__ */ jsx("div", {
				"data-part": "legal",
				children: /* @__PURE__ */ jsx(CopyrightLine, { brandName: theme.name })
			})
		]
	});
}
// ../../brands/kestrel/src/KestrelWordmark.tsx
/**
* Kestrel & Co.'s wordmark, drawn for this project: a kestrel in flight seen from below
* (swept wings, fanned tail) beside the name in Latin and Arabic. Colours follow the theme:
* the bird takes the accent, the letters the surrounding text colour.
*/
function KestrelWordmark({ title, compact = false }) {
	return /* @__PURE__ */ jsxs("svg", {
		role: "img",
		"aria-label": title,
		"data-part": "wordmark",
		"data-variant": compact ? "compact" : "full",
		viewBox: compact ? "0 0 48 48" : "0 0 240 48",
		direction: "ltr",
		focusable: "false",
		children: [/* @__PURE__ */ jsxs("g", {
			"data-part": "bird",
			children: [/* @__PURE__ */ jsx("path", { d: "M24 4 27.5 14.5 47 9 31.5 22.5 28 44 24 39.5 20 44 16.5 22.5 1 9 20.5 14.5Z" }), /* @__PURE__ */ jsx("path", {
				d: "M24 4 25.9 9.6H22.1Z",
				"data-part": "bird-head"
			})]
		}), !compact && /* @__PURE__ */ jsxs("g", {
			"data-part": "letters",
			fill: "currentColor",
			children: [/* @__PURE__ */ jsx("text", {
				x: "56",
				y: "26",
				fontSize: "19",
				fontWeight: "600",
				textLength: "180",
				lengthAdjust: "spacingAndGlyphs",
				children: "KESTREL & CO."
			}), /* @__PURE__ */ jsx("text", {
				x: "56",
				y: "43",
				fontSize: "12",
				children: "كستريل وشركاه"
			})]
		})]
	});
}
// ../../brands/kestrel/src/LanguageSwitcher.tsx
/** English ⇄ Arabic: links to the same page in the other language, reloading it there. */
function LanguageSwitcher({ locale, pathname }) {
	const { rootProps, others } = useLanguageSwitch({
		locale,
		pathname,
		locales: ["en", "ar"]
	});
	return /* @__PURE__ */ jsx("nav", {
		...rootProps,
		children: /* @__PURE__ */ jsx("ul", {
			role: "list",
			children: others.map((option) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
				...option.linkProps,
				children: option.label
			}) }, option.locale))
		})
	});
}
// ../../brands/kestrel/src/Header.tsx
/** Wordmark (or the theme logo) linked to the store, and the English/Arabic switcher. */
function Header({ theme, locale, pathname, device }) {
	return /* @__PURE__ */ jsx("header", {
		"data-brand": "kestrel",
		"data-device": device,
		children: /* @__PURE__ */ jsxs("div", {
			"data-part": "bar",
			children: [/* @__PURE__ */ jsx(BrandLogo, {
				theme,
				fallback: /* @__PURE__ */ jsx(KestrelWordmark, {
					title: theme.name,
					compact: device === "mobile"
				})
			}), /* @__PURE__ */ jsx(LanguageSwitcher, {
				locale,
				pathname
			})]
		})
	});
}
// ../../brands/kestrel/src/tokens.ts
/** Kestrel & Co.: sand paper, pine ink, terracotta accents, a book serif with a Naskh fallback. */
var tokens = {
	primary: "#1f3d36",
	primaryText: "#f7f1e8",
	accent: "#c2643c",
	background: "#f7f1e8",
	surface: "#fffaf3",
	text: "#1c1b19",
	headerBackground: "#f7f1e8",
	headerText: "#1f3d36",
	footerBackground: "#1f3d36",
	footerText: "#f7f1e8",
	fontFamily: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Noto Naskh Arabic', serif",
	radius: "2px"
};
// ../../brands/kestrel/src/TrackingVariant.tsx
/**
* Kestrel's tracking page: the banner across the top, then the status with its actions in a
* narrow column at the inline start (sticky on wide screens), and the journey (timeline, then
* shipment details) beside it. On phones the columns stack in that order.
*/
function TrackingVariant({ status, timeline, details, actions, banner }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-brand": "kestrel",
		"data-part": "tracking",
		children: [
			banner ? /* @__PURE__ */ jsx("div", {
				"data-slot": "banner",
				children: banner
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				"data-slot": "summary",
				children: [/* @__PURE__ */ jsx("div", {
					"data-slot": "status",
					children: status
				}), /* @__PURE__ */ jsx("div", {
					"data-slot": "actions",
					children: actions
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				"data-slot": "journey",
				children: [/* @__PURE__ */ jsx("div", {
					"data-slot": "timeline",
					children: timeline
				}), /* @__PURE__ */ jsx("div", {
					"data-slot": "details",
					children: details
				})]
			})
		]
	});
}
// ../../brands/kestrel/src/index.tsx
/** Kestrel & Co., an Arabic/English fashion label (demo brand). */
var brand = defineBrand({
	id: "kestrel",
	displayName: "Kestrel & Co.",
	tokens,
	Header,
	Footer,
	TrackingVariant,
	flags
});
export { Footer, Header, TrackingVariant, brand, brand as default, tokens };
