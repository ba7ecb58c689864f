import type { Brand } from "@portal/db/repositories/records";

const memos = new WeakMap<Brand, Map<string, Promise<unknown>>>();

/**
 * Runs `load` once per request and key, however many of the request's calls ask (a page's
 * loaders each look its waybill and theme up). Keyed by the request's Brand object: brands
 * are read from the database once per request and never kept across requests, so a memo
 * lives exactly as long as its request and goes with it (WeakMap).
 */
export function oncePerRequest<T>(brand: Brand, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(brand);
  if (!memo) memos.set(brand, (memo = new Map()));
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) memo.set(key, (value = load()));
  return value;
}
