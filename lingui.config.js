// One catalog per locale, extracted from every package (see packages/i18n/README.md).
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: "en",
  locales: ["en", "ar", "vi", "hi", "mr", "bn", "gu", "te", "ta"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/packages/i18n/locales/{locale}/messages",
      include: [
        "<rootDir>/packages/core/src",
        "<rootDir>/packages/ui/src",
        "<rootDir>/brands/*/src",
        "<rootDir>/apps/portal/src",
        "<rootDir>/apps/server/src",
      ],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
  ],
  format: "po",
  orderBy: "messageId",
};
