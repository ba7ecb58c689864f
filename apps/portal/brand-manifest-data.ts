import { runnerImport, type Plugin } from "vite";

const MANIFEST_MODULE = /[\\/]brands[\\/]([^\\/]+)[\\/]src[\\/]manifest\.ts$/;

/**
 * In the browser build, each brand's `manifest.ts` becomes its validated output as plain
 * data. The manifest is checked at build time (a typo still fails the build), and the
 * brand's chunk carries neither valibot nor the theme schemas just to re-check constants.
 * The server keeps importing the source modules (it validates them on start).
 */
export function brandManifestsAsData(): Plugin {
  let manifests: Promise<Record<string, unknown>> | undefined;
  return {
    name: "portal:brand-manifests-as-data",
    apply: "build",
    async load(id) {
      const brand = MANIFEST_MODULE.exec(id.split("?")[0] ?? "")?.[1];
      if (!brand) return null;
      manifests ??= runnerImport<{ BRAND_MANIFESTS: Record<string, unknown> }>(new URL("./src/brands/manifests.gen.ts", import.meta.url).pathname, {
        configFile: false,
        logLevel: "error",
      }).then((result) => result.module.BRAND_MANIFESTS);
      const manifest = (await manifests)[brand];
      if (manifest === undefined) this.error(`brands/${brand}: not in the generated registry (run tooling/brands/generate-registry.mjs)`);
      return `export default ${JSON.stringify(manifest)};`;
    },
  };
}
