import { describe, expect, test } from "vitest";
import { saveIssueConfigs } from "@portal/db/repositories/tracking-issue-configs";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { loadOpsIssueCatalog } from "./ops-issue-catalog.ts";

// Issue 33 item 20: operations filed reasons under their own bucket ids with names the defaults
// use too ("Customer refused" as 2 by default and 12 stored; "Customer unreachable" as 11 and 21),
// and the console's bucket filter offered each of those names twice.
describe.each(testDatabases)("the ops issue catalog on $label", (target) => {
  const database = useTestDatabase(target);

  test("offers each bucket name once, with every reason filed under it", async (context) => {
    if (target.skipReason) return context.skip(target.skipReason);
    await saveIssueConfigs(database.db, [
      {
        direction: "delivery",
        issueId: 1,
        bucketId: 11,
        bucketName: "Customer unreachable",
        issueName: "Not reachable on phone",
        rawIssueDesc: "CNR",
        nprBucket: null,
      },
      { direction: "delivery", issueId: 2, bucketId: 12, bucketName: "Customer refused", issueName: "Refused delivery", rawIssueDesc: "REF", nprBucket: null },
      {
        direction: "pickup",
        issueId: 1,
        bucketId: 21,
        bucketName: "Customer unreachable",
        issueName: "Not reachable for pickup",
        rawIssueDesc: "PNR",
        nprBucket: "NPR-1",
      },
    ]);
    const catalog = await loadOpsIssueCatalog(database.db);
    const names = [...new Map(catalog.buckets.map((b) => [b.bucket_id, b.bucket_name])).values()];
    expect(names).toEqual([...new Set(names)]);
    expect(names).toEqual(expect.arrayContaining(["Customer refused", "Customer unreachable"]));

    // The default "Customer refused" (codes 9 and 14) and the stored one (code 2) are one bucket.
    const refused = catalog.configOf("delivery", 2)!.bucketId;
    expect(catalog.configOf("delivery", 9)?.bucketId).toBe(refused);
    expect(catalog.issuesInBucket(refused).delivery).toEqual(expect.arrayContaining([2, 9, 14]));
    // Both directions' "Customer unreachable" share one id, and the filter finds both.
    const unreachable = catalog.configOf("delivery", 1)!.bucketId;
    expect(catalog.configOf("pickup", 1)?.bucketId).toBe(unreachable);
    expect(catalog.issuesInBucket(unreachable)).toEqual({ delivery: [1], pickup: [1] });
  });
});
