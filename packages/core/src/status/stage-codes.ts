/**
 * A product-rules table of stage -> status codes, read both ways: its stages in the table's order, and
 * the stage of a code. The forward and reverse tables are each written once, as data.
 */
export function stageCodeTable<S extends string>(codesByStage: Readonly<Record<S, readonly number[]>>) {
  const stages = Object.keys(codesByStage) as S[];
  const stageByCode: ReadonlyMap<number, S> = new Map(stages.flatMap((stage) => codesByStage[stage].map((code) => [code, stage] as const)));
  return {
    stages: stages as readonly S[],
    /** Undefined for a code the table does not list. */
    stageOf: (code: number): S | undefined => stageByCode.get(code),
    isStage: (value: string): value is S => (stages as readonly string[]).includes(value),
  };
}
