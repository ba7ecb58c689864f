// Plain JS so Node can load it from a vite/vitest config without a TS loader.
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";

/**
 * Lingui's macros (`msg`, `t`, `<Trans>`) compile to message descriptors at build time.
 * @returns {import("vite").PluginOption[]}
 */
export function linguiPlugins() {
  return [
    babel({
      include: [/\.[cm]?[jt]sx?$/],
      exclude: [/[\\/]node_modules[\\/]/],
      plugins: ["@lingui/babel-plugin-lingui-macro"],
    }),
    lingui(),
  ];
}
