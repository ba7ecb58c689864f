import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the client build beside its manifest (MESSAGE_IDS_FILE in tooling/vite/short-message-ids.js). */
const MESSAGE_IDS_FILE = join(".vite", "message-ids.json");

function readMessageIds(clientDir: string): Record<string, string> | undefined {
  try {
    return JSON.parse(readFileSync(join(clientDir, MESSAGE_IDS_FILE), "utf8")) as Record<string, string>;
  } catch {
    // A build without the short-ids step: its code names texts by their own ids.
    return undefined;
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InlineStyle {
  /** The built file's URL, kept so the client's chunk loader sees the sheet as present. */
  href: string;
  css: string;
}

export interface PageAssets {
  entryScript: string;
  /** Entry, brand, screen and catalog chunks with their static imports, in load order. */
  modulePreloads: readonly string[];
  /** Stylesheets to link (when the build's files cannot be read, e.g. a test's fake manifest). */
  stylesheets: readonly string[];
  /** The page's stylesheets' text, written into the document: no render-blocking request. */
  inlineStyles: readonly InlineStyle[];
}

/**
 * Reads the portal's Vite manifest once at start-up and answers, per page, which files to
 * link: the entry plus only the chunks this request needs (its brand, screen and catalog).
 */
export class ClientAssets {
  readonly #manifest: Manifest;
  readonly #entryKey: string;
  readonly #base: string;
  readonly #readFile: ((file: string) => string) | undefined;
  readonly #cssText = new Map<string, string>();
  /** Answers worked out once: the manifest never changes while the server runs. */
  readonly #keys = new Map<string, string | undefined>();
  readonly #pages = new Map<string, PageAssets>();
  /** The build's short message ids (tooling/vite/short-message-ids.js); none in dev and tests, whose code names texts by Lingui's own ids. */
  readonly #messageIds: ReadonlyMap<string, string> | undefined;

  /** With `readFile` (a built file's text by its manifest path), a page's CSS is inlined. */
  constructor(manifest: Manifest, base = "/", readFile?: (file: string) => string, messageIds?: Record<string, string>) {
    this.#manifest = manifest;
    this.#base = base;
    this.#readFile = readFile;
    this.#messageIds = messageIds ? new Map(Object.entries(messageIds)) : undefined;
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    if (!entry) throw new Error("The portal's Vite manifest has no entry chunk");
    this.#entryKey = entry[0];
  }

  static fromDirectory(clientDir: string): ClientAssets {
    const manifestPath = join(clientDir, ".vite", "manifest.json");
    let text: string;
    try {
      text = readFileSync(manifestPath, "utf8");
    } catch {
      throw new Error(`No portal build at ${clientDir}: run \`pnpm build\` first (missing ${manifestPath})`);
    }
    return new ClientAssets(JSON.parse(text) as Manifest, "/", (file) => readFileSync(join(clientDir, file), "utf8"), readMessageIds(clientDir));
  }

  /**
   * A page's inlined texts keyed as the browser's code names them: a production build renames
   * Lingui's ids (and the server renders with the originals). An id the build never saw is left
   * out: no code of this build can ask for it.
   */
  clientTexts(texts: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const ids = this.#messageIds;
    if (!ids) return { ...texts };
    const keyed: Record<string, unknown> = {};
    for (const [id, text] of Object.entries(texts)) {
      const short = ids.get(id);
      if (short !== undefined) keyed[short] = text;
    }
    return keyed;
  }

  has(module: string): boolean {
    return this.keyOf(module) !== undefined;
  }

  /**
   * The manifest key of a source module: the key itself, or the one key ending with
   * "/<module>" (a package's file named by its path inside the package, e.g. a catalog).
   */
  keyOf(module: string): string | undefined {
    if (module in this.#manifest) return module;
    if (this.#keys.has(module)) return this.#keys.get(module);
    const matches = Object.keys(this.#manifest).filter((key) => key.endsWith(`/${module}`));
    const key = matches.length === 1 ? matches[0] : undefined;
    this.#keys.set(module, key);
    return key;
  }

  /**
   * Built URLs of emitted files known by their source file name (a brand font's woff2, e.g.
   * "cairo-latin-wght-normal.woff2"); a name the build did not emit is left out.
   */
  assetUrls(fileNames: readonly string[]): string[] {
    return fileNames.flatMap((name) => {
      const key = this.keyOf(name);
      return key ? [this.#url(this.#manifest[key]!.file)] : [];
    });
  }

  /**
   * Assets for a page that needs these dynamic chunks (source modules) besides the entry;
   * worked out once per set of chunks (a brand, screen and language), then shared (read-only).
   */
  forPage(chunkKeys: readonly string[]): PageAssets {
    const id = chunkKeys.join("\n");
    let page = this.#pages.get(id);
    if (!page) this.#pages.set(id, (page = this.#assetsFor(chunkKeys)));
    return page;
  }

  #assetsFor(chunkKeys: readonly string[]): PageAssets {
    const scripts: string[] = [];
    const css: string[] = [];
    const cssFiles: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.#manifest[key];
      if (!chunk) return;
      for (const dep of chunk.imports ?? []) visit(dep);
      scripts.push(this.#url(chunk.file));
      for (const file of chunk.css ?? []) {
        css.push(this.#url(file));
        cssFiles.push(file);
      }
    };
    visit(this.#entryKey);
    for (const module of chunkKeys) {
      const key = this.keyOf(module);
      if (key) visit(key);
    }
    const entryScript = this.#url(this.#manifest[this.#entryKey]!.file);
    const readFile = this.#readFile;
    return {
      entryScript,
      modulePreloads: scripts.filter((s) => s !== entryScript),
      stylesheets: readFile ? [] : [...new Set(css)],
      inlineStyles: readFile ? [...new Set(cssFiles)].map((file) => ({ href: this.#url(file), css: this.#css(file, readFile) })) : [],
    };
  }

  /** A built stylesheet's text, read once: hashed files never change while the server runs. */
  #css(file: string, readFile: (file: string) => string): string {
    let text = this.#cssText.get(file);
    if (text === undefined) {
      text = readFile(file);
      this.#cssText.set(file, text);
    }
    return text;
  }

  #url(file: string): string {
    return `${this.#base}${file}`;
  }
}
