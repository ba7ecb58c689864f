import type { Plugin } from "vite";

/** sonner's own module, wherever pnpm placed it. */
const SONNER_MODULE = /[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
/** The one call that writes sonner's stylesheet into a <style> element at load time. */
const INSERT_CSS_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * sonner 2 injects its stylesheet as an inline <style> element, which the page's CSP
 * (no 'unsafe-inline' styles, apps/server/src/http/content-security-policy.ts) blocks. This
 * swaps that call for an import of the same rules as a file (sonner ships dist/styles.css),
 * which Vite emits as a stylesheet of the toast chunk and links from our origin.
 */
export function sonnerStylesheetAsFile(): Plugin {
  return {
    name: "portal:sonner-stylesheet-as-file",
    enforce: "pre",
    transform(code, id) {
      if (!SONNER_MODULE.test(id.split("?")[0] ?? id)) return null;
      if (!INSERT_CSS_CALL.test(code)) this.error("sonner no longer calls __insertCSS: check how its styles load under the CSP.");
      return { code: `import "./styles.css";\n${code.replace(INSERT_CSS_CALL, "")}`, map: null };
    },
  };
}
