import { describe, expect, test } from "vitest";
import { API_BASE_PATH } from "@portal/core/api";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import { RETURN_DRAFT_COOKIE } from "./return-flow-posts.ts";

// The return flow's steps posted without JavaScript (issue 33 item 18), over HTTP against
// the seeded demo (SQLite): the draft is a signed cookie bound to the flow and the order
// link, ending with the return login; a forged, foreign or old draft counts as none; the last
// step places the request once, however often the same draft is posted.
describe("the return flow without JavaScript", () => {
  let clock = new Date("2026-12-05T04:30:00.000Z");
  const server = useDemoAppTestServer({ seededAt: new Date("2026-12-05T04:30:00.000Z"), now: () => clock });
  const HOST = "kestrel.localhost:3000";
  const ORIGIN = "http://kestrel.localhost:3000";
  // Kestrel's delivered order whose one item a rejected request freed (the seed's DLV-032).
  const ORDER = "KC-10115";
  const ITEM = 200021;

  async function login(): Promise<string> {
    const answer = await server.fetch(HOST, `${API_BASE_PATH}/return-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ domain: "kestrel", reference_number: ORDER, phone_number: "9829066778" }),
    });
    expect(answer.status).toBe(200);
    return cookiesOf(answer);
  }

  function cookiesOf(answer: Response): string {
    return answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  async function post(cookie: string, fields: Record<string, string>, path = "/en/returns", origin = ORIGIN) {
    const answer = await server.fetch(HOST, path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie, "accept-encoding": "identity" },
      body: new URLSearchParams(fields).toString(),
    });
    const draft = answer.headers.getSetCookie().find((c) => c.startsWith(`${RETURN_DRAFT_COOKIE}=`));
    const body = await answer.text();
    return { status: answer.status, body, draft, step: /data-part="step-count">Step (\d) of 3/.exec(body)?.[1] };
  }

  const STEP_1 = { return_step: "1", [`item-${ITEM}`]: "on", [`reason-${ITEM}`]: "1", [`sub-reason-${ITEM}`]: "101", intent: "continue" };
  const with_ = (login: string, draft: string | undefined) => `${login}; ${draft?.split(";")[0] ?? ""}`;

  test("each step kept in a signed, HttpOnly cookie on the page's path; a forged, foreign or ended draft counts as none", async () => {
    const session = await login();
    const one = await post(session, STEP_1);
    expect([one.status, one.step]).toEqual([200, "2"]);
    expect(one.draft).toMatch(/; Path=\/en\/returns/);
    expect(one.draft).toMatch(/HttpOnly/);
    expect(one.draft).toMatch(/SameSite=Lax/);
    // The draft holds the choices, never the refund account typed on step 3.
    const three = await post(with_(session, one.draft), {
      return_step: "2",
      "pickup-kind": "pickup",
      "pickup-address": "0",
      "pickup-date": "2026-12-07",
      intent: "continue",
    });
    expect(three.step).toBe("3");
    const refused = await post(with_(session, three.draft), {
      return_step: "3",
      "refund-mode": "bank-account",
      accountNumber: "50100123456789",
      intent: "submit",
    });
    expect(refused.step).toBe("3");
    expect(refused.body).toContain('aria-invalid="true"');
    const payload = refused.draft?.split("=")[1]?.split(".")[0] ?? "";
    expect(Buffer.from(payload, "base64url").toString()).not.toContain("50100123456789");

    // The same step 2 with a forged draft, another order link's, or one past its end: back to step 1.
    const token = one.draft?.split(";")[0] ?? "";
    const forged = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const step2 = { return_step: "2", "pickup-address": "0", "pickup-date": "2026-12-07", intent: "continue" };
    expect((await post(`${session}; ${forged}`, step2)).step).toBe("1");
    expect((await post(`${session}; ${token}`, step2, "/en/returns?order_id=KC-10116")).step).not.toBe("3");
    clock = new Date(clock.getTime() + 3 * 60 * 60 * 1000);
    const ended = await login();
    expect((await post(`${ended}; ${token}`, step2)).step).toBe("1");
    clock = new Date("2026-12-05T04:30:00.000Z");
  });

  test("another site's post is refused before any draft is read", async () => {
    const session = await login();
    const answer = await post(session, STEP_1, "/en/returns", "http://evil.example");
    expect(answer.status).toBe(403);
    expect(answer.draft).toBeUndefined();
  });

  test("the last step places one request: the draft ends, and the same draft posted again places no second", async () => {
    const session = await login();
    const one = await post(session, STEP_1);
    const two = await post(with_(session, one.draft), {
      return_step: "2",
      "pickup-kind": "pickup",
      "pickup-address": "0",
      "pickup-date": "2026-12-07",
      intent: "continue",
    });
    const last = { return_step: "3", "refund-mode": "store-credit", intent: "submit" };
    const placed = await post(with_(session, two.draft), last);
    expect(placed.status).toBe(200);
    expect(placed.body).toContain('data-part="placed"');
    expect(placed.draft).toMatch(/Max-Age=0/);
    const returnId = /data-part="return-id">(RET-[0-9A-F]{16})</.exec(placed.body)?.[1];
    expect(returnId).toBeDefined();
    // A re-post of the old draft (a reload with the cookie it had): the item is in the request now, so step 1 shows it taken.
    const again = await post(with_(session, two.draft), last);
    expect(again.step).toBe("1");
    expect(again.body).toMatch(new RegExp(`data-part="item" data-state="used-up" data-item-id="${ITEM}"`));
    const info = await server.fetch(HOST, `${API_BASE_PATH}/return-info?domain=kestrel&login=1`, { headers: { cookie: session } });
    const earlier = ((await info.json()) as { result: { previous_returns: Array<{ feed_id: string }> } }).result.previous_returns;
    expect(earlier.map((r) => r.feed_id)).toEqual([returnId]);
  });
});
