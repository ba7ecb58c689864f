import type { ColumnType, Selectable } from "kysely";
import type { Timestamps } from "./schema.ts";

/**
 * Kysely table types of the admin-labels area; merged into `Database` in schema.ts. Each
 * part of the area adds its own interface to this list.
 */
export interface AdminTables extends AdminAuthTables, StorageTables {}

// ── Admin auth: admin users and their login sessions ─────────────────────────────────────

export interface AdminAuthTables {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
}

/** Someone who may log in to change one brand's theme. */
export interface AdminUsersTable extends Timestamps {
  id: string;
  brand_id: string;
  /** Unique per brand. */
  username: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts); never the password. */
  password_hash: string;
  /** "manage" (every desk action) or "view" (reads the desk, cannot act or refund); migration 0077. */
  returns_role: ColumnType<string, string | undefined, string>;
}

/** One login. Deleted at logout; useless after `expires_at` (ISO-8601 UTC). */
export interface AdminSessionsTable {
  id: string;
  admin_user_id: string;
  brand_id: string;
  created_at: string;
  expires_at: string;
}

export type AdminUserRow = Selectable<AdminUsersTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;

// ── Storage: upload grants and shipping-label jobs ────────────────────────────────────────

export interface StorageTables {
  uploads: UploadsTable;
  label_jobs: LabelJobsTable;
}

/** "granted": a signed form was handed out; "stored": the local receiver kept the file. */
export type UploadStatus = "granted" | "stored";

/**
 * One pre-signed upload form. With an S3-compatible store the file goes straight to the
 * bucket, so rows stay "granted"; the local receiver marks them "stored".
 */
export interface UploadsTable {
  /** The grant id; also a folder of the object key. */
  id: string;
  brand_id: string;
  /** Every key the form may be stored under starts with this (the policy's `starts-with $key`). */
  key_prefix: string;
  /** The key the file was stored under; null until stored. */
  object_key: string | null;
  /** The sanitised file name the form suggested. */
  file_name: string;
  /** SHA-256 (hex) of the caller's `key` parameter; never the key itself. */
  owner_key_hash: string;
  status: UploadStatus;
  /** Sniffed from the content: image/jpeg or image/png. */
  content_type: string | null;
  byte_size: number | null;
  expires_at: string;
  created_at: string;
  stored_at: string | null;
  /** The return order the grant was issued for (migration 0070); null on older grants. */
  return_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hash of the asking client's address, for the per-client quota; null on older grants. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * - pending: waiting for ready_at (or for a retry);
 * - rendering: claimed by one worker (claim_token, claimed_at);
 * - ready: file_key holds the PDF;
 * - failed: gave up after repeated errors (error says why).
 */
export type LabelJobStatus = "pending" | "rendering" | "ready" | "failed";

export interface LabelJobsTable extends Timestamps {
  id: string;
  brand_id: string;
  waybill: string;
  status: LabelJobStatus;
  /** When the job becomes due (ISO-8601 UTC). */
  ready_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** Random per claim: the compare-and-set value that lets exactly one worker own the job. */
  claim_token: string | null;
  claimed_at: string | null;
  /** Object key of the rendered PDF in the label area of the store. */
  file_key: string | null;
  error: string | null;
}

export type UploadRow = Selectable<UploadsTable>;
export type LabelJobRow = Selectable<LabelJobsTable>;
