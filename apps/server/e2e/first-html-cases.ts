import type { DemoBrowser } from "./demo-browser.ts";

// The screens that show a shipment or an order, as first-html.e2e (complete first HTML, same
// text without JavaScript) and dated-screens.e2e (hydration on a phone in another zone) open them.

export interface FirstHtmlCase {
  name: string;
  url: () => string;
  /** Markup the page must carry before any script runs. */
  expected: RegExp[];
  /** The element whose text must survive hydration unchanged. */
  stable: string;
}

/** The screens of the demo's cases, each by the link a shopper has. */
export function firstHtmlCases(demo: DemoBrowser): FirstHtmlCase[] {
  /** A demo case's link on another screen, keeping its query (waybill or order id, key). */
  function onScreen(pattern: RegExp, path: string): string {
    const url = new URL(demo.find("demo", pattern).url);
    url.pathname = `/en${path}`;
    return url.toString();
  }
  return [
    {
      name: "tracking, with the expected-delivery message",
      url: () => demo.find("demo", /^In transit \(code 5\)$/).url,
      expected: [/data-testid="tracking-status"/, /data-testid="tracking-edd"[^>]*>[^<]+</],
      stable: "[data-testid='tracking-edd']",
    },
    {
      // The reason and its form, or the concern already raised (other tests answer it).
      name: "/issue, the failure's reason and its answer",
      url: () => onScreen(/^Failed delivery, NDR reason 2 \(/, "/issue"),
      expected: [/data-screen="delivery-issue"[^>]*data-state="(form|concern)"/, /data-part="failure-notice"[^>]*data-reason="2"/],
      stable: "[data-screen='delivery-issue'] [data-part='failure-notice']",
    },
    {
      name: "/reverse, the pickup's stages",
      url: () => onScreen(/^Return pickup failed \(reverse code 3\)$/, "/reverse"),
      expected: [/data-testid="pickup-status"/, /data-part="take-action"/],
      stable: "[data-testid='pickup-status']",
    },
    {
      name: "/reverse/issue, the failure's reason and its answer",
      url: () => onScreen(/^Return pickup failed, pickup reason 2$/, "/reverse/issue"),
      expected: [/data-screen="reverse-issue"[^>]*data-state="(form|concern)"/, /data-part="failure-notice"[^>]*data-reason="2"/],
      stable: "[data-screen='reverse-issue'] [data-part='failure-notice']",
    },
    {
      name: "/update-contact, the contact form",
      url: () => onScreen(/^In transit \(code 5\)$/, "/update-contact"),
      expected: [/data-screen="update-contact"[^>]*data-state="ready"/, /<input[^>]*name="phone_number"/],
      stable: "[data-screen='update-contact'] form",
    },
    {
      // The order's list is a part of its own (tracking-parts.ts), loaded with the answer.
      name: "tracking by order id, the order's shipments",
      url: () => onScreen(/^Order with 3 shipments/, "/tracking"),
      expected: [/data-screen="tracking"[^>]*data-state="order"/, /data-part="shipments"/, /href="\/assets\/OrderShipments-[\w-]+\.js"/],
      stable: "[data-part='shipments']",
    },
    {
      name: "/my-order, the order's shipments",
      url: () => onScreen(/^Order with 3 shipments/, "/my-order"),
      expected: [/data-screen="my-orders"[^>]*data-state="ready"/, /data-part="shipments"/],
      stable: "[data-part='shipments']",
    },
    {
      // The demo's own link, with the proof it carries (order id and mobile).
      name: "/returns, the flow's first step: the items to choose",
      url: () => demo.find("demo", /^Return, login-free brand: link with order id and mobile$/).url,
      expected: [/data-screen="returns"[^>]*data-state="ready"/, /data-part="flow"[^>]*data-step="1"/, /data-part="item"[^>]*data-item-id="\d+"/],
      stable: "[data-part='items']",
    },
    {
      name: "/return-exchange, the flow's first step: the items to choose",
      url: () => demo.find("demo", /^Exchange to another size/).url,
      expected: [/data-screen="exchange"[^>]*data-state="ready"/, /data-part="flow"[^>]*data-step="1"/, /data-part="item"[^>]*data-item-id="\d+"/],
      stable: "[data-part='items']",
    },
  ];
}
