/** Tables of the security layer (migrations 0010-0019, 0072). */
export interface SecurityTables {
  idempotency_keys: IdempotencyKeysTable;
}

export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  state: "pending" | "done";
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  /** Hash of the first request's method, path, query and body (null on rows from before 0072). */
  request_hash: string | null;
  created_at: string;
}
