// Plain JS so Node can load it from a vite/vitest config without a TS loader.
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";

/**
 * Lingui's macros (`msg`, `t`, `<Trans>`) compile to message descriptors at build time.
 * Babel runs only on files that import a macro: parsing and printing every other source file
 * through Babel changed nothing in them and kept vitest's one transforming process busy while
 * its workers waited (docs/ARCHITECTURE.md, Tests).
 * @returns {import("vite").PluginOption[]}
 */
export function linguiPlugins() {
  return [
    babel({
      include: [/\.[cm]?[jt]sx?$/],
      exclude: [/[\\/]node_modules[\\/]/],
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
          rolldown: { filter: { code: /@lingui\/(?:[\w-]+\/)?macro\b/ } },
        }),
      ],
    }),
    lingui(),
  ];
}
