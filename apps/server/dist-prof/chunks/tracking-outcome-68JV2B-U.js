import { u as readTrackOrderResult } from "./return-reasons-P7TGR6k3.js";
import React from "react";
// ../../node_modules/.pnpm/zustand@5.1.0_@types+react@19.3.0_react@19.3.1_use-sync-external-store@1.7.0_react@19.3.1_/node_modules/zustand/esm/vanilla.mjs
var createStoreImpl = (createState) => {
	let state;
	const listeners = /* @__PURE__ */ new Set();
	const setState = (partial, replace) => {
		const nextState = typeof partial === "function" ? partial(state) : partial;
		if (!Object.is(nextState, state)) {
			const previousState = state;
			state = (replace != null ? replace : typeof nextState !== "object" || nextState === null) ? nextState : Object.assign({}, state, nextState);
			listeners.forEach((listener) => listener(state, previousState));
		}
	};
	const getState = () => state;
	const getInitialState = () => initialState;
	const subscribe = (listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	};
	const api = {
		setState,
		getState,
		getInitialState,
		subscribe
	};
	const initialState = state = createState(setState, getState, api);
	return api;
};
var createStore = ((createState) => createState ? createStoreImpl(createState) : createStoreImpl);
// ../../node_modules/.pnpm/zustand@5.1.0_@types+react@19.3.0_react@19.3.1_use-sync-external-store@1.7.0_react@19.3.1_/node_modules/zustand/esm/react.mjs
var identity = (arg) => arg;
function useStore(api, selector = identity) {
	const slice = React.useSyncExternalStore(api.subscribe, React.useCallback(() => selector(api.getState()), [api, selector]), () => selector(api.getInitialState()));
	React.useDebugValue(slice);
	return slice;
}
// ../../packages/core/src/messages/tracking-outcome.ts
function trackingOutcomeOf(result, context = {}) {
	if (!result.ok) {
		const { kind, status, message } = result.error;
		return (kind === "http" || kind === "api") && (status === 400 || status === 404) ? { kind: "not-found" } : {
			kind: "error",
			message
		};
	}
	const lookup = readTrackOrderResult(result.data);
	switch (lookup.kind) {
		case "empty": return { kind: "not-found" };
		case "order": return lookup.order.shipments.length === 0 ? { kind: "not-found" } : {
			kind: "order",
			order: lookup.order
		};
		case "waybill": {
			const owner = lookup.entry.config.enterprise_user.trim();
			const brand = context.brandEnterprise?.trim() ?? "";
			if (owner !== "" && brand !== "" && owner.toLowerCase() !== brand.toLowerCase() || lookup.entry.latest_status.code === 23) return { kind: "not-found" };
			return {
				kind: "shipment",
				waybill: lookup.waybill,
				entry: lookup.entry
			};
		}
	}
}
export { useStore as n, createStore as r, trackingOutcomeOf as t };
