import type { PortalInitialState, PostedForm, PostedFormId } from "./initial-state.ts";

/**
 * Without JavaScript a form posts to its own page (no `action`: the page's URL, query kept),
 * never by GET: the fields stay out of the address bar, history and server logs. With
 * JavaScript the form's submit handler sends the API call instead, as before.
 */
export const POST_TO_OWN_PAGE = { method: "post" } as const;

/** The refused no-JS post of this form the server rendered the page with, if any. */
export function postedFormOf(state: PortalInitialState, form: PostedFormId): PostedForm | undefined {
  return state.posted?.form === form ? state.posted : undefined;
}

/** One posted field as text (absent fields read as empty). */
export function postedValue(posted: PostedForm | undefined, field: string): string | undefined {
  return posted ? (posted.values[field] ?? "") : undefined;
}
