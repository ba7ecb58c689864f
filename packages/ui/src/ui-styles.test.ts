// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// What ui ships as CSS (see README): structure plus colours only through named --portal-*
// variables, a default at most as the variable's fallback, so a theme or brand restyles
// every piece by setting variables.
const SRC = fileURLToPath(new URL(".", import.meta.url));
const CSS_FILES = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".css"));
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:white|black|red|green|blue|gray|grey|orange|yellow|purple|pink)\b/i;

/** A declaration's value with every var(...) removed, fallbacks included. */
function withoutVariables(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    if (!value.startsWith("var(", i)) {
      out += value[i];
      continue;
    }
    let depth = 0;
    for (; i < value.length; i++) {
      if (value[i] === "(") depth++;
      if (value[i] === ")" && --depth === 0) break;
    }
  }
  return out;
}

/** Property values outside custom-property declarations, comments stripped. */
function plainValues(css: string): string[] {
  const declarations = css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([-a-z]+)\s*:\s*([^;{}]+);/gi);
  return [...declarations]
    .filter(([, property]) => !property?.startsWith("--") && property !== "white-space")
    .map(([, property, value]) => `${property}: ${withoutVariables(value ?? "")}`);
}

describe("ui's stylesheets", () => {
  test("there are some to check", () => {
    expect(CSS_FILES.length).toBeGreaterThan(5);
  });

  test.each(CSS_FILES)("%s writes colours only through --portal-* variables", (file) => {
    const literal = plainValues(readFileSync(`${SRC}/${file}`, "utf8")).filter((value) => COLOUR_LITERAL.test(value));
    expect(literal).toEqual([]);
  });

  test.each(CSS_FILES)("%s sizes text relative to the brand's font", (file) => {
    const fixed = plainValues(readFileSync(`${SRC}/${file}`, "utf8")).filter((value) => /^font(?:-size)?:.*\d(?:px|pt)\b/.test(value));
    expect(fixed).toEqual([]);
  });
});
