import * as v from "valibot";

/**
 * A demo data file (data/*.json) checked against its schema when it loads: a broken file fails
 * the seed and its tests at once, naming the file, the row (its path in the file) and what is wrong.
 */
export function parseDataFile<S extends v.GenericSchema>(file: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? "(the whole file)"}: ${issue.message}`);
  throw new Error(`Demo data file apps/server/src/seed/data/${file} is invalid:\n${problems.join("\n")}`);
}
