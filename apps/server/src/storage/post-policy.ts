import * as v from "valibot";

/**
 * The POST policy of an S3 browser upload: a JSON document (sent base64-encoded in the form)
 * saying until when the form is good and which conditions its fields and file must meet.
 * The same document is checked by S3 (remote store) and by `checkPostPolicy` (local receiver).
 */

/** `{"bucket": "b"}` (exact match), `["eq" | "starts-with", "$field", value]` or a size range. */
export type PolicyCondition =
  | Readonly<Record<string, string>>
  | readonly ["eq" | "starts-with", string, string]
  | readonly ["content-length-range", number, number];

export interface PostPolicy {
  /** ISO-8601 UTC. */
  expiration: string;
  conditions: readonly PolicyCondition[];
}

// Tuples first: valibot's record would also accept an array (as an object of indexes).
const ConditionSchema = v.union([
  v.strictTuple([v.picklist(["eq", "starts-with"]), v.pipe(v.string(), v.startsWith("$")), v.string()]),
  v.strictTuple([v.literal("content-length-range"), v.pipe(v.number(), v.integer()), v.pipe(v.number(), v.integer())]),
  v.pipe(
    v.record(v.string(), v.string()),
    v.check((condition) => Object.keys(condition).length === 1, "one field per condition"),
  ),
]);

const PolicySchema = v.object({
  expiration: v.pipe(
    v.string(),
    v.check((s) => !Number.isNaN(Date.parse(s))),
  ),
  conditions: v.array(ConditionSchema),
});

export function encodePolicy(policy: PostPolicy): string {
  return Buffer.from(JSON.stringify(policy), "utf8").toString("base64");
}

/** The policy in a form's `policy` field, or undefined when it is not a well-formed policy. */
export function decodePolicy(base64: string): PostPolicy | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(base64, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(PolicySchema, json);
  return parsed.success ? parsed.output : undefined;
}

export type PolicyViolation =
  | { kind: "expired" }
  | { kind: "condition-failed"; field: string }
  | { kind: "field-not-allowed"; field: string }
  | { kind: "size"; min: number; max: number };

export interface PolicySubject {
  /** Form fields other than the file, names lower-cased (S3 treats them case-insensitively). */
  fields: Readonly<Record<string, string>>;
  /** The bucket the form was posted to. */
  bucket: string;
  fileSize: number;
  now: Date;
}

/** Fields every signed form carries that no condition needs to name (S3's rule). */
const EXEMPT_FIELDS = new Set(["policy", "x-amz-signature", "file"]);

/**
 * The first way the upload breaks its policy, or undefined when it meets it. Like S3: the
 * policy must not have expired, every condition must hold, and every form field must be
 * named by some condition (fields starting with `x-ignore-` excepted).
 */
export function checkPostPolicy(policy: PostPolicy, subject: PolicySubject): PolicyViolation | undefined {
  if (Date.parse(policy.expiration) <= subject.now.getTime()) return { kind: "expired" };
  const values: Record<string, string> = { ...subject.fields, bucket: subject.bucket };
  const covered = new Set<string>();

  for (const condition of policy.conditions) {
    if (isRange(condition)) {
      const [, min, max] = condition;
      if (subject.fileSize < min || subject.fileSize > max) return { kind: "size", min, max };
      continue;
    }
    const checks: Array<[op: "eq" | "starts-with", field: string, expected: string]> = isFieldTuple(condition)
      ? [[condition[0], condition[1].slice(1).toLowerCase(), condition[2]]]
      : Object.entries(condition).map(([field, expected]) => ["eq", field.toLowerCase(), expected]);
    for (const [op, field, expected] of checks) {
      covered.add(field);
      const actual = values[field];
      const ok = actual !== undefined && (op === "eq" ? actual === expected : actual.startsWith(expected));
      if (!ok) return { kind: "condition-failed", field };
    }
  }

  for (const field of Object.keys(subject.fields)) {
    if (EXEMPT_FIELDS.has(field) || field.startsWith("x-ignore-")) continue;
    if (!covered.has(field)) return { kind: "field-not-allowed", field };
  }
  return undefined;
}

function isRange(condition: PolicyCondition): condition is readonly ["content-length-range", number, number] {
  return Array.isArray(condition) && condition[0] === "content-length-range";
}

function isFieldTuple(condition: PolicyCondition): condition is readonly ["eq" | "starts-with", string, string] {
  return Array.isArray(condition);
}
