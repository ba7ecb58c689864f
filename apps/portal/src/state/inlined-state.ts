import type { Messages } from "@portal/i18n";
import type { PortalInitialState } from "./initial-state.ts";

/** The id of the `<script type="application/json">` that carries the initial state. */
export const INITIAL_STATE_ELEMENT_ID = "portal-state";
/** The element the app renders into and hydrates. */
export const ROOT_ELEMENT_ID = "portal-root";

/** The id of the `<script type="application/json">` that carries the texts the page's first render used. */
export const PAGE_TEXTS_ELEMENT_ID = "portal-texts";

/**
 * JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the two line separators
 * are escaped, so brand or shipment data can never close the script or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (ch) => SCRIPT_SAFE[ch as keyof typeof SCRIPT_SAFE]);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
/** Each escape written once, not built per match. */
const SCRIPT_SAFE = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" } as const;

export function serializeInitialState(state: PortalInitialState): string {
  return scriptSafeJson(state);
}

/** The texts the server inlined for this page (screens/screen-catalogs.ts inlinesTexts), if it did. */
export function readInlinedTexts(doc: Document): Messages | undefined {
  const text = doc.getElementById(PAGE_TEXTS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as Messages) : undefined;
}

export function readInitialState(doc: Document): PortalInitialState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error("The page has no initial state");
  return JSON.parse(element.textContent) as PortalInitialState;
}
