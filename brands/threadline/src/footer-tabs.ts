/**
 * The footer's sections are native `<details>` sharing one `name` (an exclusive accordion):
 * opening one closes the other, opening the open one's summary closes it, none is open at
 * first. The footer is static chrome, so no script of the page runs for it: which section is
 * open is the DOM's state, read here. Browsers without exclusive `details name` (Chrome < 120,
 * Safari < 17.2) may leave several open at once, a harmless degradation.
 */

/** Which footer section is open: its index, or -1 when none is (the product rules' convention). */
export type OpenTab = number;
export const NONE_OPEN: OpenTab = -1;

/** The `name` the footer's sections share, which makes them one exclusive accordion. */
export const FOOTER_TABS_NAME = "threadline-footer-tabs";

/** The index of the open section among the footer's sections, or `NONE_OPEN`. */
export function openTabIn(footer: ParentNode): OpenTab {
  return [...footer.querySelectorAll<HTMLDetailsElement>('details[data-part="tab-section"]')].findIndex((section) => section.open);
}
