import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import {
  findStoredUpload,
  findUploadGrant,
  findUploadGrantOfOrder,
  hashUploadOwnerKey,
  markUploadStored,
  recordUploadGrant,
  uploadUsageSince,
} from "./storage-uploads.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

async function insertBrand(db: Kysely<Database>) {
  await db.insertInto("brands").values({ id: "b-one", subdomain: "one", name: "One", brand_package: "default", created_at: NOW.toISOString() }).execute();
}

describe.each(testDatabases)("upload repository on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrand });

  test("a grant stores one file, and only a stored file is found by its key", async () => {
    await recordUploadGrant(database.db, {
      id: "g-1",
      brandId: "b-one",
      keyPrefix: "one/g-1/",
      fileName: "photo.jpg",
      ownerKey: "return-key-1",
      returnOrderId: "ro-1",
      clientKey: "client-1",
      expiresAt: new Date(NOW.getTime() + 600_000),
      now: NOW,
    });
    const grant = await findUploadGrant(database.db, "g-1");
    expect(grant).toMatchObject({ status: "granted", objectKey: null, ownerKeyHash: hashUploadOwnerKey("return-key-1") });
    expect(grant?.ownerKeyHash).not.toContain("return-key-1");
    expect(await findStoredUpload(database.db, "b-one", "one/g-1/photo.jpg")).toBeUndefined();

    const stored = { id: "g-1", objectKey: "one/g-1/photo.jpg", contentType: "image/jpeg", byteSize: 1234, now: NOW };
    const results = await Promise.all([markUploadStored(database.db, stored), markUploadStored(database.db, { ...stored, objectKey: "one/g-1/b.jpg" })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const found = await findStoredUpload(database.db, "b-one", (await findUploadGrant(database.db, "g-1"))?.objectKey ?? "");
    expect(found).toMatchObject({ status: "stored", contentType: "image/jpeg", byteSize: 1234, storedAt: NOW.toISOString() });
    expect(await findStoredUpload(database.db, "b-two", "one/g-1/photo.jpg")).toBeUndefined();
  });

  test("usage per order and per client: a stored file counts its size, an open form the maximum, an expired one nothing", async () => {
    const grant = (id: string, returnOrderId: string, clientKey: string, now: Date) =>
      recordUploadGrant(database.db, {
        id,
        brandId: "b-one",
        keyPrefix: `one/${id}/`,
        fileName: "a.jpg",
        ownerKey: "k",
        returnOrderId,
        clientKey,
        expiresAt: new Date(now.getTime() + 600_000),
        now,
      });
    const earlier = new Date(NOW.getTime() - 3_600_000);
    await grant("u-old", "ro-9", "client-9", earlier);
    await grant("u-open", "ro-9", "client-9", NOW);
    await grant("u-stored", "ro-9", "client-8", NOW);
    await markUploadStored(database.db, { id: "u-stored", objectKey: "one/u-stored/a.jpg", contentType: "image/jpeg", byteSize: 700, now: NOW });
    const usage = (owner: { returnOrderId: string } | { clientKey: string }, since: Date) => uploadUsageSince(database.db, owner, since, NOW, 5000);
    expect(await usage({ returnOrderId: "ro-9" }, earlier)).toEqual({ count: 3, bytes: 5700 });
    expect(await usage({ returnOrderId: "ro-9" }, NOW)).toEqual({ count: 2, bytes: 5700 });
    expect(await usage({ clientKey: "client-9" }, earlier)).toEqual({ count: 2, bytes: 5000 });
    expect(await usage({ clientKey: "nobody" }, earlier)).toEqual({ count: 0, bytes: 0 });
    expect([
      (await findUploadGrantOfOrder(database.db, "u-open", "b-one", "ro-9"))?.id,
      await findUploadGrantOfOrder(database.db, "u-open", "b-one", "ro-1"),
    ]).toEqual(["u-open", undefined]);
  });
});
