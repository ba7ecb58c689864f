import { u as toCurrencyCode } from "./env-CNf-Igfo.js";
import { A as EXTRA_STATUS_LABEL, D as ORDER_BUTTON_LABEL, E as ORDER_BUTTON_IS_ACTION, N as forwardStageOfCode, O as listedOrderShipments, X as useFormatters, Y as useNow, j as FORWARD_STAGE_LABEL, k as orderButtonOf, n as usePortal } from "../main.js";
import { u as readTrackOrderResult } from "./return-reasons-P7TGR6k3.js";
import { Trans, useLingui } from "@lingui/react";
import { useCallback, useEffect, useId, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../portal/src/screens/my-orders/order-rows.ts
/** Where each action button leads; labels (shipping soon, cancelled) lead nowhere. */
var BUTTON_TARGET = {
	"give-feedback": {
		path: "/tracking",
		hash: "#rating"
	},
	"view-details": {
		path: "/tracking",
		hash: ""
	},
	"raise-concern": {
		path: "/issue",
		hash: ""
	},
	"shipping-soon": null,
	cancelled: null
};
/** The shipments to list (code 23 dropped) with core's button for each. */
function orderShipmentRows(order, { now, routePrefix, params }) {
	return listedOrderShipments(order.shipments).map((shipment, index) => {
		const button = orderButtonOf(shipment, now);
		const target = BUTTON_TARGET[button];
		const waybill = shipment.waybill?.trim();
		return {
			key: waybill || `pending-${index}`,
			shipment,
			stage: shipment.latest_status ? forwardStageOfCode(shipment.latest_status.code) : void 0,
			button,
			href: target && waybill ? `${routePrefix}${target.path}?${linkQuery(waybill, shipment.cp_id, params.security_key)}${target.hash}` : void 0
		};
	});
}
function linkQuery(waybill, cpId, securityKey) {
	const query = new URLSearchParams({ waybill });
	if (cpId !== null && cpId !== void 0) query.set("cp_id", String(cpId));
	if (securityKey) query.set("security_key", securityKey);
	return query.toString();
}
// ../portal/src/screens/my-orders/payment-method.ts
/** Payment methods the API names; others are shown as sent. */
var PAYMENT_METHODS = ["COD", "PREPAID"];
var PAYMENT_METHOD_LABEL = {
	COD: { id: "AjxlMp" },
	PREPAID: { id: "JKaNS/" }
};
function paymentMethodOf(value) {
	const code = value.trim().toUpperCase();
	return PAYMENT_METHODS.includes(code) ? code : void 0;
}
// ../portal/src/screens/my-orders/use-order-lookup.ts
/** The order of the link's order_id, through track-order (spec section 7). */
function useOrderLookup() {
	const { state, api } = usePortal();
	const orderId = state.page.params.order_id;
	const securityKey = state.page.params.security_key;
	const [lookup, setLookup] = useState(orderId ? { status: "loading" } : { status: "no-link" });
	const [attempt, setAttempt] = useState(0);
	const retry = useCallback(() => {
		setLookup({ status: "loading" });
		setAttempt((n) => n + 1);
	}, []);
	useEffect(() => {
		if (!orderId) return;
		let live = true;
		api.trackOrder({
			order_id: orderId,
			security_key: securityKey
		}).then((answer) => {
			if (!live) return;
			if (!answer.ok) {
				const notFound = answer.error.status === 400 || answer.error.status === 404;
				return setLookup(notFound ? { status: "not-found" } : {
					status: "error",
					retry
				});
			}
			const result = readTrackOrderResult(answer.data);
			setLookup(result.kind === "order" ? {
				status: "ready",
				order: result.order
			} : { status: "not-found" });
		});
		return () => {
			live = false;
		};
	}, [
		api,
		orderId,
		securityKey,
		attempt,
		retry
	]);
	return lookup;
}
// ../portal/src/screens/my-orders/MyOrdersScreen.tsx
/** `/my-order?order_id=…`: the order's date, total and payment, and each shipment with its one button. */
function MyOrdersScreen() {
	return /* @__PURE__ */ jsx(MyOrdersView, { lookup: useOrderLookup() });
}
function MyOrdersView({ lookup }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-orders",
		"data-screen": "my-orders",
		"data-state": lookup.status,
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: _t({ id: "bnKr2F" })
			}),
			lookup.status === "no-link" ? /* @__PURE__ */ jsx("p", { children: _t({ id: "Ls8UWx" }) }) : null,
			lookup.status === "loading" ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t({ id: "Pwqkdw" })
			}) : null,
			lookup.status === "not-found" ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: _t({ id: "XI7wr1" })
			}) : null,
			lookup.status === "error" ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				children: [/* @__PURE__ */ jsx("p", { children: _t({ id: "fWsBTs" }) }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "portal-button",
					onClick: lookup.retry,
					children: _t({ id: "KDw4GX" })
				})]
			}) : null,
			lookup.status === "ready" ? /* @__PURE__ */ jsx(OrderDetails, { order: lookup.order }) : null
		]
	});
}
function OrderDetails({ order }) {
	const { _: _t2, i18n } = useLingui();
	const format = useFormatters();
	const { state } = usePortal();
	const rows = orderShipmentRows(order, {
		now: useNow(),
		routePrefix: state.user.routePrefix,
		params: state.page.params
	});
	const payment = paymentMethodOf(order.payment_method);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("dl", {
			"data-part": "summary",
			children: [
				order.order_id ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t2({ id: "oI/hGR" }) }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("bdi", { children: order.order_id }) })] }) : null,
				order.order_date ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t2({ id: "hg7WX3" }) }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("time", {
					dateTime: order.order_date,
					children: format.date(order.order_date)
				}) })] }) : null,
				typeof order.total === "number" ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t2({ id: "72c5Qo" }) }), /* @__PURE__ */ jsx("dd", {
					"data-part": "total",
					children: format.money(order.total, toCurrencyCode(order.currency))
				})] }) : null,
				order.payment_method ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t2({ id: "621rYf" }) }), /* @__PURE__ */ jsx("dd", { children: payment ? i18n._(PAYMENT_METHOD_LABEL[payment]) : order.payment_method })] }) : null
			]
		}),
		/* @__PURE__ */ jsx("h2", {
			"data-part": "shipments-title",
			children: _t2({
				id: "fKh5fg",
				values: { 0: rows.length }
			})
		}),
		/* @__PURE__ */ jsx("ol", {
			role: "list",
			"data-part": "shipments",
			children: rows.map((row, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ShipmentCard, {
				row,
				position: index + 1,
				count: rows.length
			}) }, row.key))
		})
	] });
}
function ShipmentCard({ row, position, count }) {
	const { _: _t3, i18n } = useLingui();
	const format = useFormatters();
	const headingId = useId();
	const { shipment } = row;
	const status = row.stage ? i18n._(FORWARD_STAGE_LABEL[row.stage]) : i18n._(EXTRA_STATUS_LABEL["shipping-soon"]);
	const label = i18n._(ORDER_BUTTON_LABEL[row.button]);
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": headingId,
		"data-part": "shipment",
		"data-stage": row.stage ?? "pending",
		"data-button": row.button,
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: headingId,
				children: _t3({
					id: "qpPCQ0",
					values: {
						position,
						count
					}
				})
			}),
			/* @__PURE__ */ jsx("p", {
				"data-part": "status",
				children: status
			}),
			shipment.waybill ? /* @__PURE__ */ jsxs("p", {
				"data-part": "waybill",
				children: [
					shipment.cp_name ? /* @__PURE__ */ jsxs(Fragment, { children: [shipment.cp_name, " · "] }) : null,
					/* @__PURE__ */ jsx(Trans, { id: "8vWGu9" }),
					" ",
					/* @__PURE__ */ jsx("bdi", { children: shipment.waybill })
				]
			}) : null,
			shipment.latest_status ? /* @__PURE__ */ jsxs("p", {
				"data-part": "updated",
				children: [
					/* @__PURE__ */ jsx(Trans, { id: "o1zvNS" }),
					" ",
					/* @__PURE__ */ jsx("time", {
						dateTime: shipment.latest_status.timestamp,
						children: format.dateTime(shipment.latest_status.timestamp)
					})
				]
			}) : null,
			/* @__PURE__ */ jsx("ul", {
				role: "list",
				"data-part": "skus",
				children: shipment.skus.map((sku, index) => /* @__PURE__ */ jsxs("li", {
					"data-part": "sku",
					children: [
						sku.image_url ? /* @__PURE__ */ jsx("img", {
							src: sku.image_url,
							alt: "",
							width: 48,
							height: 48,
							loading: "lazy"
						}) : null,
						/* @__PURE__ */ jsx("span", {
							"data-part": "sku-title",
							children: sku.title || sku.sku
						}),
						sku.sku ? /* @__PURE__ */ jsxs("span", {
							"data-part": "sku-code",
							children: [
								/* @__PURE__ */ jsx(Trans, { id: "y90mqQ" }),
								" ",
								/* @__PURE__ */ jsx("bdi", { children: sku.sku })
							]
						}) : null,
						/* @__PURE__ */ jsx("span", {
							"data-part": "sku-quantity",
							children: _t3({
								id: "wv9CUI",
								values: { 0: sku.quantity }
							})
						})
					]
				}, `${sku.sku}-${index}`))
			}),
			row.href && ORDER_BUTTON_IS_ACTION[row.button] ? /* @__PURE__ */ jsx("a", {
				href: row.href,
				className: "portal-button",
				"data-part": "action",
				"aria-describedby": headingId,
				children: label
			}) : /* @__PURE__ */ jsx("p", {
				"data-part": "action-label",
				children: label
			})
		]
	});
}
export { MyOrdersView, MyOrdersScreen as default };
