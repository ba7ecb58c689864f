import { expect, test } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

test("up to the limit is fine, one level more is not", () => {
  expect(nestsDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
  expect(nestsDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
  expect(nestsDeeperThan(bytes(`{"a":${nested(3)}}`), 3)).toBe(true);
  expect(nestsDeeperThan(bytes(`{"a":${nested(2)}}`), 3)).toBe(false);
});

test("brackets in strings, escaped quotes included, do not count", () => {
  expect(nestsDeeperThan(bytes(JSON.stringify({ text: "[[[[[[", quoted: 'say "[[[[" now' })), 2)).toBe(false);
  expect(nestsDeeperThan(bytes(JSON.stringify({ path: "C:\\\\", after: [[["x"]]] })), 3)).toBe(true);
});

test("a 200 000-level body is answered at once, without recursion", () => {
  expect(nestsDeeperThan(bytes(nested(200_000)))).toBe(true);
});
