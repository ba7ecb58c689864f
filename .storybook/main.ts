import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig, type Plugin } from "vite";
import { linguiPlugins } from "@portal/tooling/vite-lingui";

const storybookDir = fileURLToPath(new URL(".", import.meta.url));

/**
 * `.storybook/` belongs to the root package, which does not depend on the workspace packages
 * (only brands and apps do). Its own `@portal/*` imports are resolved as if made from
 * packages/ui, which depends on @portal/core and @portal/i18n, through their `exports` maps.
 */
const workspaceImporter = fileURLToPath(new URL("../packages/ui/src/index.ts", import.meta.url));

function storybookWorkspaceImports(): Plugin {
  return {
    name: "portal:storybook-workspace-imports",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.startsWith("@portal/") || !importer?.startsWith(storybookDir)) return null;
      return this.resolve(source, workspaceImporter, { ...options, skipSelf: true });
    },
  };
}

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)", "../brands/*/src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Lingui: the macro transform (msg, t, <Trans>) and the .po catalog loader.
    return mergeConfig(viteConfig, { plugins: [storybookWorkspaceImports(), ...linguiPlugins()] });
  },
};

export default config;
