import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { TrackingFeedResponseSchema, type TrackingFeedBody } from "@portal/core/api";
import type { FeedFormKind } from "@portal/core/feed-form";
import { ndrReasonOf } from "@portal/core/ndr";
import { pickupReasonOf } from "@portal/core/pickup";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { INPUT_MESSAGE, TRACKING_MESSAGE } from "@portal/core/messages";
import {
  KESTREL_BRAND_ID,
  NDR_FIXTURE_CODES,
  ndrWaybill,
  NOW,
  NPR_FIXTURE_CODES,
  nprWaybill,
  securityKeyOf,
  seedTrackingFixtures,
} from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { CONCERN_SAVED_MESSAGE } from "./feed-routes.ts";
import { englishTextOf } from "@portal/i18n/english";

const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3_600_000).toISOString().slice(0, 10);
// NOW is Saturday 2026-11-21; core offers the next 3 days, or Fridays for one brand.
const TOMORROW = inDays(1);

const MESSAGE = {
  date: "preferred_date: Please choose one of the dates offered.",
  answer: "answer: Please choose one of the options.",
  addressShort: "address: Address cannot be blank or shorter than 10 characters.",
  landmark: "landmark: Please provide a landmark for the courier partner to locate the address",
  commentBlank: "comment: Comment cannot be blank.",
  commentCharacters: "comment: Please use only English letters, numbers and common punctuation.",
  phone: "phone_number: Please enter a 10 digit valid phone number.",
  pincode: "drop_pincode: Please enter 6 digit pincode.",
} as const;

type Body = Omit<TrackingFeedBody, "issue_id">;

/** Per form (product rules §5): bodies refused with their exact message, then one accepted and what is stored of it. */
const FORM_CASES = {
  none: { invalid: [], valid: { body: {}, stored: {} } },
  "preferred-date": {
    invalid: [
      [{}, MESSAGE.date],
      [{ preferred_date: "2026-11-20" }, MESSAGE.date],
      [{ preferred_date: "2026-11-21" }, MESSAGE.date],
      [{ preferred_date: "2026-11-26" }, MESSAGE.date],
      [{ preferred_date: "2026-02-30" }, MESSAGE.date],
    ],
    valid: {
      body: { preferred_date: TOMORROW, preferred_time: "10:00-13:00", comment: "ignored" },
      stored: { preferred_date: TOMORROW, preferred_time: "10:00-13:00", comment: "" },
    },
  },
  "date-and-address": { invalid: [], valid: { body: { preferred_date: TOMORROW }, stored: { preferred_date: TOMORROW } } },
  "deliver-or-cancel": {
    invalid: [
      [{}, MESSAGE.answer],
      [{ preferred_date: TOMORROW }, MESSAGE.answer],
      [{ answer: "accept" }, MESSAGE.date],
    ],
    valid: { body: { answer: "reject", preferred_date: TOMORROW }, stored: { answer: "reject", preferred_date: "" } },
  },
  "pickup-or-cancel": {
    invalid: [
      [{}, MESSAGE.answer],
      [{ answer: "accept", preferred_date: "2026-11-20" }, MESSAGE.date],
    ],
    valid: { body: { answer: "accept", preferred_date: TOMORROW }, stored: { answer: "accept", preferred_date: TOMORROW } },
  },
  "alternate-number": {
    invalid: [
      [{}, MESSAGE.date],
      [{ preferred_date: TOMORROW, phone_number: "98765" }, MESSAGE.phone],
    ],
    valid: { body: { preferred_date: TOMORROW, phone_number: "9123456789" }, stored: { preferred_date: TOMORROW, phone_number: "9123456789" } },
  },
  address: {
    invalid: [
      [{}, MESSAGE.addressShort],
      [{ address: "Flat 2", landmark: "Near the temple" }, "address: Please enter at least 10 characters and no more than 600."],
      [{ address: "Flat 2, Lotus Residency, Koregaon Park" }, MESSAGE.landmark],
      [{ address: "Flat 2, Lotus Residency, Koregaon Park", landmark: "Gate" }, MESSAGE.landmark],
      [{ address: "Flat 2, Lotus Residency, Koregaon Park", landmark: "Opposite the temple", drop_pincode: "4110" }, MESSAGE.pincode],
    ],
    valid: {
      body: { address: "  Flat 2, Lotus Residency, Koregaon Park ", landmark: "Opposite the temple", drop_pincode: "411001" },
      stored: { address: "Flat 2, Lotus Residency, Koregaon Park", landmark: "Opposite the temple", drop_pincode: "411001" },
    },
  },
  feedback: {
    invalid: [
      [{}, MESSAGE.commentBlank],
      [{ comment: "   " }, MESSAGE.commentBlank],
      [{ comment: "Nice <script>alert(1)</script>" }, MESSAGE.commentCharacters],
      [{ comment: "Late again 😡" }, MESSAGE.commentCharacters],
    ],
    valid: { body: { comment: "The courier did not call before coming." }, stored: { comment: "The courier did not call before coming." } },
  },
} as const satisfies Record<FeedFormKind, { invalid: ReadonlyArray<readonly [Body, string]>; valid: { body: Body; stored: Record<string, string> } }>;

describe.each(testDatabases)("tracking-feed and npr/tracking-feed on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function call(method: "GET" | "POST" | "PUT", path: string, query: Record<string, string>, body?: unknown, subdomain = "demo") {
    const response = await server.call(subdomain, `/api/v1/${path}?${new URLSearchParams(query)}`, {
      method,
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    return { status: response.status, body: (await response.json()) as { meta: { success: boolean; status: number; message: string }; result: unknown } };
  }
  const fail = (status: number, message: string) => ({ status, body: { meta: { success: false, status, message }, result: null } });

  describe("reading", () => {
    test("a failed delivery without a concern: no feed, the open reason as new_ndr", async () => {
      const answer = await server.client("demo").getTrackingFeed({ tracking_id: ndrWaybill(5) });
      expect(answer).toEqual({ ok: true, data: { feed: null, new_ndr: 5 } });
    });

    test("a concern already raised is read back with its open issue", async () => {
      const { status, body } = await call("GET", "tracking-feed", { tracking_id: "DEMO-FLD-009" });
      expect(status).toBe(200);
      expect(v.safeParse(TrackingFeedResponseSchema, body).success).toBe(true);
      expect(body.result).toMatchObject({
        new_ndr: 2,
        feed: { issue_id: 2, answer: "accept", preferred_date: TOMORROW, preferred_time: "10:00-13:00", timestamp: expect.any(String) },
      });
    });

    test("a failure cleared by a new delivery run has no open issue, but its concern stays readable", async () => {
      const answer = await server.client("demo").getTrackingFeed({ tracking_id: "DEMO-OFD-006-REATTEMPT" });
      expect(answer.ok && answer.data).toMatchObject({ new_ndr: null, feed: { issue_id: 3 } });
    });

    test("a failed pickup is read on the npr call, not on the delivery call", async () => {
      expect(await server.client("demo").getPickupFeed({ tracking_id: "DEMO-RVP-003" })).toMatchObject({
        ok: true,
        data: { new_ndr: 1, feed: { issue_id: 1 } },
      });
      expect(await server.client("demo").getTrackingFeed({ tracking_id: "DEMO-RVP-003" })).toEqual({ ok: true, data: { feed: null, new_ndr: null } });
      expect(await server.client("demo").getPickupFeed({ tracking_id: "DEMO-FLD-009" })).toEqual({ ok: true, data: { feed: null, new_ndr: null } });
    });

    test("a shipment in transit has nothing to answer", async () => {
      expect(await server.client("demo").getTrackingFeed({ tracking_id: "DEMO-TRN-005" })).toEqual({ ok: true, data: { feed: null, new_ndr: null } });
    });
  });

  describe.each([
    ["tracking-feed", "failed delivery (NDR)", NDR_FIXTURE_CODES, ndrWaybill, (code: number) => ndrReasonOf(code).form],
    ["npr/tracking-feed", "failed pickup", NPR_FIXTURE_CODES, nprWaybill, (code: number) => pickupReasonOf(code).form],
  ] as const)("%s: every %s reason code", (path, _label, codes, waybillOf, formOf) => {
    const withForm = codes.map((code) => [code, formOf(code)] as const);

    test.each(withForm.filter(([, form]) => form === "none"))("code %i (form %s) needs no answer", async (code) => {
      expect(await call("POST", path, { tracking_id: waybillOf(code) }, { issue_id: code })).toEqual(
        fail(400, englishTextOf(TRACKING_MESSAGE.issueNeedsNoAnswer)),
      );
    });

    test.each(withForm.filter(([, form]) => form !== "none"))("code %i (form %s)", async (code, form) => {
      const query = { tracking_id: waybillOf(code) };
      const cases = FORM_CASES[form];
      for (const [body, message] of cases.invalid) expect(await call("POST", path, query, { issue_id: code, ...body })).toEqual(fail(400, message));
      // Nothing was stored by the refused ones.
      expect((await call("GET", path, query)).body.result).toEqual({ feed: null, new_ndr: code });

      const created = await call("POST", path, query, { issue_id: code, ...cases.valid.body });
      expect(created.status).toBe(200);
      expect(created.body.meta).toEqual({ success: true, status: 200, message: englishTextOf(CONCERN_SAVED_MESSAGE) });
      expect(v.safeParse(TrackingFeedResponseSchema, created.body).success).toBe(true);
      const read = await call("GET", path, query);
      expect(read.body.result).toMatchObject({ new_ndr: code, feed: { issue_id: code, ...cases.valid.stored, timestamp: NOW.toISOString() } });

      // Raising it again is refused; updating it (PUT) replaces the answer.
      expect(await call("POST", path, query, { issue_id: code, ...cases.valid.body })).toEqual(fail(409, englishTextOf(TRACKING_MESSAGE.concernExists)));
      const updated = await call("PUT", path, query, { issue_id: code, ...cases.valid.body });
      expect(updated.status).toBe(200);
    });
  });

  test("the feedback form takes a comment in another language", async () => {
    const query = { tracking_id: nprWaybill(4) };
    expect((await call("PUT", "npr/tracking-feed", query, { issue_id: 4, comment: "रंग अलग है 😡" })).status).toBe(200);
    expect((await call("GET", "npr/tracking-feed", query)).body.result).toMatchObject({ feed: { comment: "रंग अलग है 😡" } });
  });

  test("updating a concern never raised is refused", async () => {
    expect(await call("PUT", "tracking-feed", { tracking_id: "DEMO-FLD-007" }, { issue_id: 1, preferred_date: TOMORROW })).toEqual(
      fail(404, englishTextOf(TRACKING_MESSAGE.noConcernYet)),
    );
  });

  test("updating changes what is stored, through core's client", async () => {
    const client = server.client("demo");
    const saved = await client.saveTrackingFeed(
      { tracking_id: "DEMO-FLD-009" },
      { issue_id: 2, answer: "accept", preferred_date: inDays(2), preferred_time: "18:00-21:00" },
      { update: true },
    );
    expect(saved.ok).toBe(true);
    expect(await client.getTrackingFeed({ tracking_id: "DEMO-FLD-009" })).toMatchObject({
      ok: true,
      data: { feed: { preferred_date: inDays(2), preferred_time: "18:00-21:00" } },
    });
  });

  test("only the open issue can be answered", async () => {
    expect(
      await call("POST", "tracking-feed", { tracking_id: "DEMO-FLD-007" }, { issue_id: 6, address: "Flat 2, Lotus Residency", landmark: "Near the temple" }),
    ).toEqual(fail(400, englishTextOf(TRACKING_MESSAGE.issueMismatch)));
    expect(await call("POST", "tracking-feed", { tracking_id: "DEMO-TRN-005" }, { issue_id: 1, preferred_date: TOMORROW })).toEqual(
      fail(409, englishTextOf(TRACKING_MESSAGE.noOpenIssue)),
    );
    expect(await call("POST", "tracking-feed", { tracking_id: "DEMO-OFD-006-REATTEMPT" }, { issue_id: 3, preferred_date: TOMORROW })).toEqual(
      fail(409, englishTextOf(TRACKING_MESSAGE.noOpenIssue)),
    );
    expect(await call("POST", "npr/tracking-feed", { tracking_id: "DEMO-FLD-007" }, { issue_id: 1, preferred_date: TOMORROW })).toEqual(
      fail(409, englishTextOf(TRACKING_MESSAGE.noOpenIssue)),
    );
  });

  describe("security check and brands", () => {
    test("with the check on, no key and a wrong key answer like an unknown shipment", async () => {
      const notShipped = fail(400, englishTextOf(TRACKING_MESSAGE.notShipped));
      expect(await call("GET", "tracking-feed", { tracking_id: "KES-FLD-009" }, undefined, "kestrel")).toEqual(notShipped);
      expect(await call("GET", "tracking-feed", { tracking_id: "KES-FLD-009", security_key: "wrong" }, undefined, "kestrel")).toEqual(notShipped);
      expect(await call("GET", "tracking-feed", { tracking_id: "KES-NOPE", security_key: "wrong" }, undefined, "kestrel")).toEqual(notShipped);
      expect(await call("POST", "tracking-feed", { tracking_id: "KES-FLD-007" }, { issue_id: 1, preferred_date: TOMORROW }, "kestrel")).toEqual(notShipped);
    });

    test("with the right key the shopper reads and raises concerns", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-FLD-007");
      const query = { tracking_id: "KES-FLD-007", security_key: key };
      expect(await server.client("kestrel").getTrackingFeed(query)).toEqual({ ok: true, data: { feed: null, new_ndr: 1 } });
      expect((await server.client("kestrel").saveTrackingFeed(query, { issue_id: 1, preferred_date: TOMORROW })).ok).toBe(true);
    });

    test("another brand's shipment is not shipped here", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-FLD-009");
      expect(await call("GET", "tracking-feed", { tracking_id: "KES-FLD-009", security_key: key })).toEqual(
        fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)),
      );
      expect(await call("POST", "tracking-feed", { tracking_id: "KES-FLD-007", security_key: key }, { issue_id: 1, preferred_date: TOMORROW })).toEqual(
        fail(400, englishTextOf(TRACKING_MESSAGE.notShipped)),
      );
    });
  });

  describe("bad input is a 400 with a one-line message", () => {
    test.each([
      ["no tracking_id", {}, { issue_id: 1 }, "tracking_id is required."],
      ["a blank tracking_id", { tracking_id: " " }, { issue_id: 1 }, "tracking_id is required."],
      ["a body that is not JSON", { tracking_id: "DEMO-FLD-007" }, "issue_id=1", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
      ["a JSON array", { tracking_id: "DEMO-FLD-007" }, "[1]", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
      ["no issue_id", { tracking_id: "DEMO-FLD-007" }, {}, "issue_id is required."],
      ["issue_id as text", { tracking_id: "DEMO-FLD-007" }, { issue_id: "1" }, "issue_id must be a number."],
      ["an unknown answer", { tracking_id: "DEMO-FLD-009" }, { issue_id: 2, answer: "maybe" }, "answer must be accept or reject."],
      ["a date that is not one", { tracking_id: "DEMO-FLD-007" }, { issue_id: 1, preferred_date: "tomorrow" }, MESSAGE.date],
    ])("%s", async (_name, query, body, message) => {
      expect(await call("POST", "tracking-feed", query, body)).toEqual(fail(400, message));
    });

    test("a body that is too large", async () => {
      expect(await call("POST", "tracking-feed", { tracking_id: "DEMO-FLD-007" }, { issue_id: 1, comment: "x".repeat(70_000) })).toEqual(
        fail(413, englishTextOf(INPUT_MESSAGE.bodyTooLarge)),
      );
    });

    test("GET without tracking_id", async () => {
      expect(await call("GET", "npr/tracking-feed", {})).toEqual(fail(400, "tracking_id is required."));
    });
  });
});
