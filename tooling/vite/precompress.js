// Plain JS so Node can load it from a vite config without a TS loader.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|txt|html|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of a client
 * build, so the server sends hashed files compressed at the best ratio without spending CPU
 * per request (its static handler picks the variant the browser accepts).
 * @returns {import("vite").Plugin}
 */
export function precompressAssets() {
  return {
    name: "portal:precompress-assets",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!TEXT_ASSET.test(fileName) || fileName.startsWith(".vite/")) continue;
        const source = output.type === "chunk" ? output.code : output.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const path = join(outDir, fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
