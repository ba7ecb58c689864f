import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";
import { linguiPlugins } from "@portal/tooling/vite-lingui";

const config: StorybookConfig = {
  stories: [
    "../packages/ui/src/**/*.stories.@(ts|tsx)",
    "../brands/*/src/**/*.stories.@(ts|tsx)",
    "../apps/portal/src/**/*.stories.@(ts|tsx)",
    "./stories/*.stories.@(ts|tsx)",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Lingui: the macro transform (msg, t, <Trans>) and the .po catalog loader.
    return mergeConfig(viteConfig, { plugins: linguiPlugins() });
  },
};

export default config;
