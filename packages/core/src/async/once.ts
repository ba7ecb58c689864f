/**
 * Memoises an async loader: the first call starts it, later calls share its result. A
 * failed load is forgotten, so the next call tries again (a chunk on a flaky line, a data
 * file being installed).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
