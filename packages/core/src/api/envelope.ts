import * as v from "valibot";

/**
 * Every /api/v1 JSON answer is `{ meta: { success, status, message }, result }` (product rules
 * section 7). A call succeeded only when `meta.success` is true; otherwise `meta.message`
 * says why.
 */
export const MetaSchema = v.object({
  success: v.boolean(),
  status: v.pipe(v.number(), v.integer()),
  message: v.nullish(v.string(), ""),
});
export type Meta = v.InferOutput<typeof MetaSchema>;

/** The envelope with an unchecked result: read `meta` first, then the result. */
export const AnyEnvelopeSchema = v.object({
  meta: MetaSchema,
  result: v.optional(v.unknown()),
});

/** The envelope around a specific result schema, e.g. for the server to type its answers. */
export function envelopeSchema<TResult extends v.GenericSchema>(result: TResult) {
  return v.object({ meta: MetaSchema, result });
}

export interface Envelope<TResult> {
  meta: Meta;
  result: TResult;
}

/** A successful answer. */
export function okEnvelope<TResult>(result: TResult, status = 200, message = ""): Envelope<TResult> {
  return { meta: { success: true, status, message }, result };
}

/** A failed answer; `result` is null so clients never mistake it for data. */
export function failEnvelope(status: number, message: string): Envelope<null> {
  return { meta: { success: false, status, message }, result: null };
}
