/** Tables of the security layer (migrations 0010-0019). */
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
  created_at: string;
}
