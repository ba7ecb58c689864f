import type { MessageDescriptor } from "@lingui/core";
import { expect, test } from "vitest";
import type { FeedAction } from "../feed-form/feed-action.ts";
import type { FeedFormKind } from "../feed-form/feed-form-kind.ts";
import type { FailureReason } from "../feed-form/failure-reason.ts";

/**
 * One test per key: the table's descriptor for that key reads exactly the given (English)
 * text. Core's catalogues are checked this way against the product rules, key by key.
 */
export function testMessageTexts<K extends string>(table: Readonly<Record<K, MessageDescriptor>>, texts: Readonly<Partial<Record<K, string>>>): void {
  test.each(Object.entries(texts) as Array<[K, string]>)("%s reads %j", (key, text) => {
    expect(table[key].message).toBe(text);
  });
}

/**
 * One test per key: the table holds exactly the given value (a tone, a flag) for it. Cases
 * are listed by value, each with the keys that have it.
 */
export function testTableValues<K extends string, V>(table: Readonly<Record<K, V>>, keysByValue: ReadonlyArray<readonly [V, readonly K[]]>): void {
  const cases = keysByValue.flatMap(([value, keys]) => keys.map((key) => [key, value] as [K, V]));
  test.each(cases)("%s is %j", (key, value) => {
    expect(table[key]).toBe(value);
  });
}

/**
 * A stage -> codes table against the product rules' rows, one test per row (the code reads as its
 * stage and the table lists it there), plus: the table holds exactly the product rules' codes, each
 * once, and the given unlisted codes have no stage.
 */
export function testStageCodes<S extends string>(
  rows: ReadonlyArray<readonly [number, S]>,
  codesByStage: Readonly<Record<S, readonly number[]>>,
  stageOf: (code: number) => S | undefined,
  unlisted: readonly number[],
): void {
  test.each(rows)("code %i is %s", (code, stage) => {
    expect(stageOf(code)).toBe(stage);
    expect(codesByStage[stage]).toContain(code);
  });

  test("the table holds exactly the product rules' codes, each once", () => {
    const all = (Object.values(codesByStage) as number[][]).flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(rows.map(([c]) => c).sort((a, b) => a - b));
  });

  test.each(unlisted)("code %d has no stage", (code) => {
    expect(stageOf(code)).toBeUndefined();
  });
}

/** A product-rules reason row: the code (or the codes sharing it), what the shopper reads, the action and the form. */
export type ReasonRow = readonly [number | readonly number[], string, FeedAction, FeedFormKind];

/** A failed-delivery or failed-pickup reason table against the product rules, one test per code. */
export function testFailureReasons(reasonOf: (code: number) => FailureReason, rows: readonly ReasonRow[]): void {
  const cases = rows.flatMap(([codes, ...row]) => [codes].flat().map((code) => [code, ...row] as const));
  test.each(cases)("code %i: %s -> %s with form %s", (code, message, action, form) => {
    const reason = reasonOf(code);
    expect(reason.message.message).toBe(message);
    expect(reason.action).toBe(action);
    expect(reason.form).toBe(form);
  });
}
