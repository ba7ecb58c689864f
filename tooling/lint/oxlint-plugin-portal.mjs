// Oxlint JS plugin (ESLint rule API, no dependencies) for the two checks that the built-in
// rules cannot express. Loaded by the root .oxlintrc.json through "jsPlugins"; rules are
// used as "portal/<rule>".
//
// - portal/no-relative-cross-package-import: a relative specifier that resolves outside the
//   importing file's own package (nearest package.json), e.g. "../../packages/core/src/x" or
//   "../../core/src/x". `no-restricted-imports` only sees the specifier text, so it cannot
//   tell "../brands/registry" inside apps/portal/src (fine) from "../../brands/acme" (not).
// - portal/no-process-env-import: `import { env } from "node:process"`, the import form of
//   process.env, which `no-restricted-properties` does not see.
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/** @type {Map<string, string | null>} directory -> nearest directory holding a package.json */
const packageRootCache = new Map();

function packageRootOf(dir) {
  const cached = packageRootCache.get(dir);
  if (cached !== undefined) return cached;
  let found = null;
  if (existsSync(join(dir, "package.json"))) found = dir;
  else {
    const parent = dirname(dir);
    found = parent === dir ? null : packageRootOf(parent);
  }
  packageRootCache.set(dir, found);
  return found;
}

function packageLabel(root) {
  try {
    const name = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).name;
    if (typeof name === "string" && name) return name;
  } catch {
    // fall through to the folder name
  }
  return root.split(sep).slice(-2).join("/");
}

function isInside(root, target) {
  const rel = relative(root, target);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** Calls `check(literalNode)` for every module specifier written as a string literal. */
function specifierVisitors(check) {
  const literal = (node) => {
    if (node && node.type === "Literal" && typeof node.value === "string") check(node);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSExternalModuleReference: (node) => literal(node.expression),
    TSImportType: (node) => literal(node.argument?.literal ?? node.argument),
    CallExpression: (node) => {
      if (node.callee.type === "Identifier" && node.callee.name === "require") literal(node.arguments[0]);
    },
  };
}

/** A rule without options that reports problems. */
const problemRule = (description, create) => ({ meta: { type: "problem", docs: { description }, schema: [] }, create });

const noRelativeCrossPackageImport = problemRule("Forbid relative imports that climb out of the importing file's package.", (context) => {
  const file = resolve(context.cwd ?? process.cwd(), context.filename);
  const fromRoot = packageRootOf(dirname(file));
  if (!fromRoot) return {};
  return specifierVisitors((node) => {
    const spec = node.value;
    if (spec !== "." && spec !== ".." && !spec.startsWith("./") && !spec.startsWith("../")) return;
    const target = resolve(dirname(file), spec);
    if (isInside(fromRoot, target)) return;
    const targetRoot = packageRootOf(dirname(target)) ?? packageRootOf(target);
    const into = targetRoot ? ` into ${packageLabel(targetRoot)}` : "";
    context.report({
      node,
      message:
        `Relative import "${spec}" leaves ${packageLabel(fromRoot)}${into}. ` + 'Import another package by its name, through its package.json "exports".',
    });
  });
});

const noProcessEnvImport = problemRule("Forbid importing `env` from node:process outside the env modules.", (context) => {
  const check = (node) => {
    if (!node.source || (node.source.value !== "node:process" && node.source.value !== "process")) return;
    for (const s of node.specifiers ?? []) {
      const imported = s.type === "ImportSpecifier" ? s.imported : s.type === "ExportSpecifier" ? s.local : null;
      const name = imported && (imported.type === "Identifier" ? imported.name : imported.value);
      if (name === "env") {
        context.report({
          node: s,
          message: "Read configuration through the app's env module (apps/server/src/env.ts, apps/portal/src/env.ts), " + "not process.env.",
        });
      }
    }
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check };
});

export default {
  meta: { name: "portal" },
  rules: {
    "no-relative-cross-package-import": noRelativeCrossPackageImport,
    "no-process-env-import": noProcessEnvImport,
  },
};
