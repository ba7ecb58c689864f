import { n as usePortal } from "../main.js";
import { t as SCREEN_TITLE } from "./screen-titles-oD7b-cOR.js";
import { useLingui } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// ../portal/src/screens/placeholder/PlaceholderScreen.tsx
/** Screens the foundation routes but does not build yet: each states its own name. */
function PlaceholderScreen() {
	const { _: _t, i18n } = useLingui();
	const { state } = usePortal();
	const screen = state.page.screen === "not-found" ? "home" : state.page.screen;
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen",
		"data-screen": screen,
		"aria-labelledby": "screen-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "screen-title",
			children: i18n._(SCREEN_TITLE[screen])
		}), /* @__PURE__ */ jsx("p", { children: _t({ id: "z82ikz" }) })]
	});
}
export { PlaceholderScreen as default };
