import { a as ContactDetails, c as defineBrand, i as SocialLinks, n as CopyrightLine, o as BrandLogo, r as AppLinks, t as shouldShowFooter } from "./footer-visibility-Cvqe3lb6.js";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../brands/default/src/flags.ts
/** The default brand keeps every default: login-guarded returns, footer hidden from step 2. */
var flags = { footerAlwaysShown: false };
// ../../brands/default/src/Footer.tsx
/**
* Email, phone with call hours and days, social and app links, and the copyright line; each
* only when the theme has it. Hidden from step 2 of the return flow on.
*/
function Footer({ theme, device, orderStep }) {
	if (!shouldShowFooter(orderStep, flags.footerAlwaysShown)) return null;
	return /* @__PURE__ */ jsxs("footer", {
		"data-brand": "default",
		"data-device": device,
		children: [/* @__PURE__ */ jsxs("div", {
			"data-part": "columns",
			children: [
				/* @__PURE__ */ jsx(ContactDetails, { theme }),
				/* @__PURE__ */ jsx(SocialLinks, { theme }),
				/* @__PURE__ */ jsx(AppLinks, { theme })
			]
		}), /* @__PURE__ */ jsx("div", {
			"data-part": "legal",
			children: /* @__PURE__ */ jsx(CopyrightLine, { brandName: theme.name })
		})]
	});
}
// ../../brands/default/src/Header.tsx
/** The theme logo (or a placeholder) linked to the brand website. */
function Header({ theme, device }) {
	return /* @__PURE__ */ jsx("header", {
		"data-brand": "default",
		"data-device": device,
		children: /* @__PURE__ */ jsx("div", {
			"data-part": "bar",
			children: /* @__PURE__ */ jsx(BrandLogo, { theme })
		})
	});
}
// ../../brands/default/src/tokens.ts
/** Neutral defaults: the theme stored for a brand overrides any of them. */
var tokens = {
	primary: "#1d4ed8",
	primaryText: "#ffffff",
	accent: "#0f766e",
	background: "#f8fafc",
	surface: "#ffffff",
	text: "#0f172a",
	headerBackground: "#ffffff",
	headerText: "#0f172a",
	footerBackground: "#0f172a",
	footerText: "#e2e8f0",
	fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
	radius: "8px"
};
// ../../brands/default/src/index.tsx
/** The brand used when a subdomain has no brand package of its own. */
var brand = defineBrand({
	id: "default",
	displayName: "Default",
	tokens,
	Header,
	Footer,
	flags
});
export { Footer, Header, brand, brand as default, tokens };
