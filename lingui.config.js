// One catalog per locale, extracted from every package (see packages/i18n/README.md).
import { readdirSync } from "node:fs";
import { formatter } from "@lingui/format-po";
// Core's locale table is the one list of languages; Lingui loads this file through jiti, which reads TypeScript.
import { DEFAULT_LOCALE, LOCALES } from "@portal/core/locale";

// Lingui's include takes folders, not globs: list every brand package's src explicitly.
const brandSources = readdirSync(new URL("./brands", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `<rootDir>/brands/${entry.name}/src`);

/** Folders whose messages go to the return flow's catalog instead of the main one. */
const RETURN_FLOW_SOURCES = [
  "<rootDir>/apps/portal/src/screens/returns",
  "<rootDir>/packages/core/src/messages/return-flow",
  "<rootDir>/apps/portal/src/screens/exchange",
  "<rootDir>/packages/ui/src/returns",
];

/**
 * Folders whose messages only the screens after a tracking page show (its forms, My orders,
 * login, returns status): their own catalog, so the tracking page's catalog leaves them out.
 */
const FORM_SCREEN_SOURCES = [
  ...["delivery-issue", "login", "my-orders", "pincode", "returns-status", "reverse", "update-contact"].map(
    (dir) => `<rootDir>/apps/portal/src/screens/${dir}`,
  ),
  "<rootDir>/packages/ui/src/feed-forms",
  "<rootDir>/packages/ui/src/returns-status",
  ...["country", "feed-form", "ndr", "pickup", "returns"].map((dir) => `<rootDir>/packages/core/src/${dir}`),
];

/** Messages only the API answers with: a catalog only the server loads (@portal/i18n/server). */
const API_SOURCES = ["<rootDir>/packages/core/src/messages/api"];

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: "<rootDir>/packages/i18n/locales/{locale}/messages",
      include: ["<rootDir>/packages/core/src", "<rootDir>/packages/ui/src", ...brandSources, "<rootDir>/apps/portal/src", "<rootDir>/apps/server/src"],
      exclude: [
        "**/node_modules/**",
        "**/*.test.*",
        "**/*.stories.*",
        ...[...RETURN_FLOW_SOURCES, ...FORM_SCREEN_SOURCES, ...API_SOURCES].map((dir) => `${dir}/**`),
      ],
    },
    // The admin console's own texts: only apps/admin loads this catalog, so shopper pages do
    // not download them (texts the console shares with core or ui stay in the main one).
    {
      path: "<rootDir>/packages/i18n/locales/{locale}/admin",
      include: ["<rootDir>/apps/admin/src"],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
    // The return and exchange flows' own texts: loaded only on return pages, so the tracking
    // page's catalog does not carry them (packages/i18n catalog-loaders.ts).
    {
      path: "<rootDir>/packages/i18n/locales/{locale}/returns",
      include: RETURN_FLOW_SOURCES,
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
    // The API's own answers (API_SOURCES): the server writes them in the request's language,
    // so no page downloads them.
    {
      path: "<rootDir>/packages/i18n/locales/{locale}/api",
      include: API_SOURCES,
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
    // The other screens' texts (FORM_SCREEN_SOURCES): loaded with those screens only.
    {
      path: "<rootDir>/packages/i18n/locales/{locale}/forms",
      include: FORM_SCREEN_SOURCES,
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
  ],
  // File names without line numbers: a line moved elsewhere in a source file must not rewrite
  // all nine catalogs (and collide with every other branch that touched them).
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
};
