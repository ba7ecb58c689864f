/** product rules §7/9: script chunks load lazily with a 120-second time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/**
 * Wraps a dynamic import so a stalled network ends in a load failure the shopper can
 * retry, instead of a page that never finishes.
 */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`Loading timed out after ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
        },
      );
    });
}
