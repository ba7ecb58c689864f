import type { Selectable } from "kysely";
import type { IsoTimestamp } from "./schema.ts";

/** Kysely table types of the admin console (migration 0060); merged into `Database` in schema.ts. */
export interface AdminConsoleTables {
  admin_brand_grants: AdminBrandGrantsTable;
  theme_versions: ThemeVersionsTable;
  admin_login_throttle: AdminLoginThrottleTable;
  theme_previews: ThemePreviewsTable;
  return_text_versions: ReturnTextVersionsTable;
}

/** A brand an admin manages besides the one their account belongs to (admin_users.brand_id). */
export interface AdminBrandGrantsTable {
  admin_user_id: string;
  brand_id: string;
  created_at: IsoTimestamp;
}

/** One saved theme: who, when, which fields changed, and the whole document (for restoring). */
export interface ThemeVersionsTable {
  id: string;
  brand_id: string;
  /** Null when the admin has since been deleted, or the save came from the CLI. */
  admin_user_id: string | null;
  username: string;
  /** JSON array of dotted field paths that differ from the version before. */
  changed_json: string;
  document_json: string;
  /** The version this save restored, when it was a restore. */
  restored_from: string | null;
  created_at: IsoTimestamp;
}

/** One save of a brand's return reason texts (migration 0124): who, when, how many texts changed, the words as saved. */
export interface ReturnTextVersionsTable {
  id: string;
  brand_id: string;
  /** Null when the admin has since been deleted. */
  admin_user_id: string | null;
  username: string;
  /** The number of (text, language) values that differ from the words before. */
  changed: number;
  /** JSON: the reasons' and instructions' words after the save. */
  texts_json: string;
  created_at: IsoTimestamp;
}

/**
 * Login attempts per key ("account:…", "client:…", "account-client:…" or "device:…", hashed):
 * how many counted (each before its password check; a good login takes its own back), the
 * last, and until when further attempts are refused. Locks always end (see login-throttle.ts).
 */
export interface AdminLoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: IsoTimestamp;
  locked_until: IsoTimestamp | null;
}

/** An unsaved theme an admin is previewing; shown only through a signed token bound to their live session. */
export interface ThemePreviewsTable {
  id: string;
  brand_id: string;
  admin_session_id: string;
  /** The console's origin, the only one allowed to frame the preview. */
  frame_origin: string;
  document_json: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

export type ThemeVersionRow = Selectable<ThemeVersionsTable>;
export type ThemePreviewRow = Selectable<ThemePreviewsTable>;
