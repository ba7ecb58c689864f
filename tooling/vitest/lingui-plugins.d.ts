import type { PluginOption } from "vite";
export declare function linguiPlugins(): PluginOption[];
