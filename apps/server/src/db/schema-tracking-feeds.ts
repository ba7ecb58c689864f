/** Kysely table types of the tracking-feeds area; merged into `Database` in schema.ts. */
export interface TrackingFeedTables {}
