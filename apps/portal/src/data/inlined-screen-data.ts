/** A loader's answer as the server inlined it, for the URL it was loaded for. */
export interface InlinedScreenData {
  /** Path and query the data belongs to. */
  href: string;
  data: unknown;
}

/**
 * The server's loader answer, handed to the first client load of the same URL so
 * hydration renders exactly what the server rendered without asking again. Taken once:
 * a later visit to the same URL (back button, retry) loads afresh.
 */
export class ScreenDataSeed {
  #inlined: InlinedScreenData | undefined;
  /** The URL the server served this page for (and counted as a tracking view): a later load of it is a refresh. */
  readonly servedHref: string | undefined;

  constructor(inlined: InlinedScreenData | undefined) {
    this.#inlined = inlined;
    this.servedHref = inlined?.href;
  }

  take(href: string): { data: unknown } | undefined {
    const inlined = this.#inlined;
    if (!inlined || inlined.href !== href) return undefined;
    this.#inlined = undefined;
    return { data: inlined.data };
  }
}
