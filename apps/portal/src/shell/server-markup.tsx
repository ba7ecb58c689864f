import { createContext, Suspense, useContext, type ReactNode } from "react";
import { useAnalytics } from "@portal/ui";

/** Marks a slot whose server markup the browser may keep as it came (its value names the slot). */
const SLOT_ATTRIBUTE = "data-server-markup";

/** The markup the server rendered into each slot, by name. */
export type ServerMarkups = Readonly<Record<string, string>>;

/** Each slot's markup as the server sent it: read before hydration, which then leaves it as is. */
export function readServerMarkups(doc: Document): ServerMarkups {
  const markups: Record<string, string> = {};
  for (const slot of doc.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)) markups[slot.getAttribute(SLOT_ATTRIBUTE) ?? ""] = slot.innerHTML;
  return markups;
}

const ServerMarkupContext = createContext<ServerMarkups>({});
export const ServerMarkupProvider = ServerMarkupContext.Provider;

/**
 * A slot for chrome without behaviour of its own (a footer of links and text, `staticChrome`
 * in @portal/ui). The server renders `children` into it. A browser that has the server's
 * markup of it keeps that markup as is (React neither hydrates nor renders into it) and never
 * loads the code of `children`; their tracked links' clicks are recorded from the links'
 * attributes. A browser without it (a page that first had the slot empty) renders `children`,
 * loading their code then. The markup stays right for the page's life: the chrome's props
 * (theme, language, device) change only with a new page; the return flow hides it by not
 * rendering the slot at all.
 */
export function ServerMarkup({ name, children }: { name: string; children: ReactNode }) {
  const markup = useContext(ServerMarkupContext)[name];
  const { trackedClickIn } = useAnalytics();
  // The slot's box is its content's: `[data-server-markup] { display: contents }` (portal.css).
  // Its click handler only hears clicks bubbling up from the links inside, which keyboards
  // reach and activate themselves: the wrapper is no control (role="presentation").
  if (markup !== undefined)
    return <div {...{ [SLOT_ATTRIBUTE]: name }} role="presentation" onClick={trackedClickIn} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div {...{ [SLOT_ATTRIBUTE]: name }} role="presentation">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
