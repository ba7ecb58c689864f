import type { Frame } from "playwright-core";

/** The binding every execution signal reports through (exposed on the browser context). */
export const EXECUTED_BINDING = "__xssExecuted";
/** What `armed` rewrites the payloads' dialog calls to: a call or an assignment of it reports. */
export const SIGNAL_NAME = "__xss";

/**
 * A payload whose dialog calls (`alert(1)`, `confirm\`1\``, `onerror=prompt`) call `__xss`
 * instead. The page init script hooks both names, so an execution is seen even where a page
 * or a sanitiser left `alert` alone or shadowed it; payloads that spell the name in an
 * encoding (`&#97;lert`, `\u0061lert`, JSFuck) still reach the hooked dialogs.
 */
export function armed(payload: string): string {
  return payload.replace(/\b(?:alert|confirm|prompt|print)\b/g, SIGNAL_NAME);
}

/**
 * Runs before any page script, in every frame: alert, confirm, prompt and print report
 * instead of opening a dialog, and `__xss` reports when called or assigned.
 */
export const INIT_SCRIPT = `(() => {
  const report = (how) => { try { window.${EXECUTED_BINDING}(how); } catch {} };
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    window[name] = (...args) => { report(name + "(" + String(args[0]) + ")"); };
  }
  const signal = (...args) => { report("${SIGNAL_NAME}(" + String(args[0]) + ")"); };
  Object.defineProperty(window, "${SIGNAL_NAME}", {
    configurable: false,
    get: () => signal,
    set: (value) => { report("${SIGNAL_NAME} = " + String(value)); },
  });
})();`;

/** React's stand-in for a javascript: URL it refused to render: it only throws, never runs markup. */
const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/**
 * Markup in the live DOM that runs script or could once a shopper touches it: a script the
 * page did not ship (inline code, or one from another origin), an `on*` attribute, a
 * javascript: or HTML data: URL, an `srcdoc`, and elements that load or redirect documents
 * (object, embed, base, meta refresh, an iframe other than the admin preview). A payload
 * whose trigger never fired (onmouseover, a link never clicked) is still counted.
 */
export async function unexpectedMarkup(frame: Frame): Promise<string[]> {
  return frame.evaluate((reactBlockedUrl) => {
    const found: string[] = [];
    const show = (el: Element) => el.outerHTML.slice(0, 160);
    // Attributes whose URL is navigated to or loaded as a document (an img, video or source
    // never runs a javascript: or data:text/html URL, so theirs are not counted).
    const documentUrl = (tag: string, name: string) =>
      name === "href" ||
      name === "xlink:href" ||
      name === "action" ||
      name === "formaction" ||
      (name === "src" && ["iframe", "frame", "embed", "script"].includes(tag)) ||
      (name === "data" && tag === "object");
    for (const el of Array.from(document.querySelectorAll("*"))) {
      const tag = el.localName;
      if (tag === "script") {
        const type = (el.getAttribute("type") ?? "").toLowerCase();
        const src = el.getAttribute("src");
        const data = type === "application/json" || type === "application/ld+json";
        if (src !== null ? new URL(src, location.href).origin !== location.origin : !data) found.push(`script: ${show(el)}`);
      }
      if (tag === "object" || tag === "embed" || tag === "base" || tag === "frame" || tag === "frameset") found.push(`${tag}: ${show(el)}`);
      if (tag === "iframe" && !el.hasAttribute("data-preview-frame")) found.push(`iframe: ${show(el)}`);
      if (tag === "meta" && (el.getAttribute("http-equiv") ?? "").toLowerCase() === "refresh") found.push(`meta refresh: ${show(el)}`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith("on")) found.push(`${name} attribute: ${show(el)}`);
        if (name === "srcdoc") found.push(`srcdoc: ${show(el)}`);
        if (documentUrl(tag, name)) {
          // As the URL parser reads it: control characters and whitespace inside the scheme are dropped.
          const value = Array.from(attr.value)
            .filter((c) => c.charCodeAt(0) > 0x20)
            .join("")
            .toLowerCase();
          if (attr.value === reactBlockedUrl) continue;
          if (
            value.startsWith("javascript:") ||
            value.startsWith("vbscript:") ||
            value.startsWith("data:text/html") ||
            value.startsWith("data:image/svg+xml")
          ) {
            found.push(`${name}=${attr.value.slice(0, 60)}: ${show(el)}`);
          }
        }
      }
    }
    return found;
  }, REACT_BLOCKED_URL);
}

/** What a page shows: its text (outside scripts and styles), form values and attribute values, whitespace collapsed. */
export interface ShownText {
  text: string;
  attributes: string;
}

export async function shownText(frame: Frame): Promise<ShownText> {
  return frame.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest("script, style, noscript, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue ?? "");
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"))) parts.push(field.value);
    const attributes: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      if (el.localName === "script") continue;
      for (const attr of Array.from(el.attributes)) attributes.push(attr.value);
    }
    const collapse = (s: string) => s.replace(/\s+/g, " ");
    return { text: collapse(parts.join("\n")), attributes: collapse(attributes.join("\n")) };
  });
}
