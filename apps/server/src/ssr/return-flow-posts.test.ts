import { describe, expect, test } from "vitest";
import { API_BASE_PATH } from "@portal/core/api";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import { RETURN_DRAFT_COOKIE } from "./return-flow-posts.ts";

// The return flow's steps posted without JavaScript (issue 33 item 18), over HTTP against
// the seeded demo (SQLite): the draft is a signed cookie bound to the flow and the order
// link, ending with the return login; a forged, foreign or old draft counts as none; the last
// step places the request once, however often the same draft is posted.
// The first courier check reads the pincode directory: slower than the rest.
describe("the return flow without JavaScript", { timeout: 30_000 }, () => {
  let clock = new Date("2026-12-05T04:30:00.000Z");
  const server = useDemoAppTestServer({ seededAt: new Date("2026-12-05T04:30:00.000Z"), now: () => clock });
  const HOST = "kestrel.localhost:3000";
  const ORIGIN = "http://kestrel.localhost:3000";
  // Kestrel's delivered order whose one item a rejected request freed (the seed's DLV-032).
  const ORDER = "KC-10115";
  const ITEM = 200021;

  async function login(order = ORDER, phone = "9829066778", host = HOST, domain = "kestrel"): Promise<string> {
    const answer = await server.fetch(host, `${API_BASE_PATH}/return-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ domain, reference_number: order, phone_number: phone }),
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

  async function post(cookie: string, fields: Record<string, string>, path = "/en/returns", origin = ORIGIN, host = HOST) {
    const answer = await server.fetch(host, path, {
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

  test("the last step places one request: a reload shows its confirmation again, and no draft posted again places a second", async () => {
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
    const returnId = /data-part="return-id">(RET-[0-9A-F]{16})</.exec(placed.body)?.[1];
    expect(returnId).toBeDefined();
    // A reload of the confirmation re-posts its form with the placed draft: the same confirmation, no second request.
    const reload = await post(with_(session, placed.draft), last);
    expect(reload.status).toBe(200);
    expect(/data-part="return-id">(RET-[0-9A-F]{16})</.exec(reload.body)?.[1]).toBe(returnId);
    // Any other step posted with it starts a new flow (the item is in the request now: step 1 shows it taken).
    const fresh = await post(with_(session, placed.draft), STEP_1);
    expect(fresh.step).toBe("1");
    // A re-post of the old draft (a reload with the cookie it had): the item is in the request now, so step 1 shows it taken.
    const again = await post(with_(session, two.draft), last);
    expect(again.step).toBe("1");
    expect(again.body).toMatch(new RegExp(`data-part="item" data-state="used-up" data-item-id="${ITEM}"`));
    const info = await server.fetch(HOST, `${API_BASE_PATH}/return-info?domain=kestrel&login=1`, { headers: { cookie: session } });
    const earlier = ((await info.json()) as { result: { previous_returns: Array<{ feed_id: string }> } }).result.previous_returns;
    expect(earlier.map((r) => r.feed_id)).toEqual([returnId]);
  });

  // Step 2's new address and courier check without script (issue 33 item 18). Kestrel's KC-10114
  // (two items, addresses at 411001 and 122015) and redwood's RW-80114 (US ZIPs): used by no other test here.
  const kcStep1 = (item: number) => ({ return_step: "1", [`item-${item}`]: "on", [`reason-${item}`]: "1", [`sub-reason-${item}`]: "101", intent: "continue" });
  const NEW_ADDRESS = {
    "new-address-name": "Kavya Rao",
    "new-address-phone": "98450 12345",
    "new-address-email": "",
    "new-address-address": "14 Marine Drive, Fort Kochi",
    "new-address-pincode": "682001",
    "new-address-city": "Kochi",
    "new-address-state": "Kerala",
    "address-editing": "1",
  };

  test("a new address: Add opens its form with no complaint; a bad Save marks the fields and keeps them; a good one is chosen and placed", async () => {
    const session = await login("KC-10114", "9845012345");
    const one = await post(session, kcStep1(200011));
    expect(one.step).toBe("2");
    const step2 = { return_step: "2", "pickup-kind": "pickup", "pickup-address": "0", "pickup-date": "2026-12-07" };

    const opened = await post(with_(session, one.draft), { ...step2, intent: "add-address" });
    expect(opened.step).toBe("2");
    expect(opened.body).toContain('data-part="address-form"');
    expect(opened.body).toMatch(/<h3[^>]*>Add a new address<\/h3>/);
    expect(opened.body).not.toContain("Please save the address first.");
    expect(opened.body).not.toContain('aria-invalid="true"');

    // Continue while the form is open: saved first, what was typed kept.
    const unsaved = await post(with_(session, opened.draft), { ...step2, ...NEW_ADDRESS, intent: "continue" });
    expect(unsaved.step).toBe("2");
    expect(unsaved.body).toContain("Please save the address first.");
    expect(unsaved.body).toContain(">14 Marine Drive, Fort Kochi</textarea>");

    // A short phone and a 5-digit pincode: the country's rules' messages beside them, the rest kept.
    const bad = { ...NEW_ADDRESS, "new-address-phone": "98450", "new-address-pincode": "68200" };
    const refused = await post(with_(session, unsaved.draft), { ...step2, ...bad, intent: "save-address" });
    expect(refused.step).toBe("2");
    expect(refused.body).toMatch(/name="new-address-phone"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="new-address-phone"/);
    expect(refused.body).toMatch(/name="new-address-pincode"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="new-address-pincode"/);
    expect(refused.body).toContain("Please correct the marked fields.");
    expect(refused.body).toContain('value="Kavya Rao"');

    const saved = await post(with_(session, refused.draft), { ...step2, ...NEW_ADDRESS, intent: "save-address" });
    expect(saved.step).toBe("2");
    expect(saved.body).not.toContain('data-part="address-form"');
    // Chosen: the second radio, checked; its copy rides along hidden for the next post.
    expect(saved.body).toMatch(/name="pickup-address" checked="" value="2"/);
    expect(saved.body).toContain('name="added-address-pincode" value="682001"');
    const hidden = Object.fromEntries([...saved.body.matchAll(/type="hidden" name="(added-address-[a-z]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const three = await post(with_(session, saved.draft), { ...step2, ...hidden, "pickup-address": "2", intent: "continue" });
    expect(three.step).toBe("3");
    const placed = await post(with_(session, three.draft), { return_step: "3", "refund-mode": "store-credit", intent: "submit" });
    expect(placed.body).toContain('data-part="placed"');
    const returnId = /data-part="return-id">(RET-[0-9A-F]{16})</.exec(placed.body)?.[1] ?? "";
    const row = await server.database.db
      .selectFrom("return_requests")
      .select(["pickup_name", "pickup_phone", "pickup_pincode"])
      .where("id", "=", returnId)
      .executeTakeFirst();
    expect(row).toEqual({ pickup_name: "Kavya Rao", pickup_phone: "9845012345", pickup_pincode: "682001" });
  });

  test("an unserved postal code is said on step 2 when the address is chosen, in the country's words", async () => {
    // India: a pincode on the Andaman islands, where couriers run no pickups.
    const session = await login("KC-10114", "9845012345");
    const one = await post(session, kcStep1(200012));
    expect(one.step).toBe("2");
    const step2 = { return_step: "2", "pickup-kind": "pickup", "pickup-address": "0", "pickup-date": "2026-12-07" };
    const islands = { ...NEW_ADDRESS, "new-address-pincode": "744101", "new-address-city": "Port Blair", "new-address-state": "Andaman & Nicobar Islands" };
    const saved = await post(with_(session, one.draft), { ...step2, ...islands, intent: "save-address" });
    expect(saved.step).toBe("2");
    expect(saved.body).toContain("Pincode is not serviceable, please ship order to us.");
    const hidden = Object.fromEntries([...saved.body.matchAll(/type="hidden" name="(added-address-[a-z]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const served = await post(with_(session, saved.draft), { ...step2, ...hidden, "pickup-address": "0", intent: "continue" });
    expect(served.step).toBe("3");

    // The US: a ZIP code, named so.
    const US = "redwood.localhost:3000";
    const us = await login("RW-80114", "5125550178", US, "redwood");
    const usOne = await post(
      us,
      { return_step: "1", "item-600011": "on", "reason-600011": "1", "sub-reason-600011": "101", intent: "continue" },
      "/en/returns",
      "http://redwood.localhost:3000",
      US,
    );
    expect(usOne.step).toBe("2");
    const usTwo = await post(with_(us, usOne.draft), { ...step2, intent: "continue" }, "/en/returns", "http://redwood.localhost:3000", US);
    expect(usTwo.step).toBe("2");
    expect(usTwo.body).toContain("ZIP code is not serviceable, please ship order to us.");
    expect(usTwo.body).not.toContain("Pincode is not serviceable");
    // Self-ship is offered beside it.
    expect(usTwo.body).toContain('name="pickup-kind" value="self-ship"');
  });

  test("the IFSC lookup by POST names the bank in its field; an unknown code gets its message; the account typed stays out of the draft", async () => {
    const session = await login("KC-10114", "9845012345");
    const one = await post(session, kcStep1(200012));
    const two = await post(with_(session, one.draft), {
      return_step: "2",
      "pickup-kind": "pickup",
      "pickup-address": "0",
      "pickup-date": "2026-12-07",
      intent: "continue",
    });
    expect(two.step).toBe("3");
    const bank = { return_step: "3", "refund-mode": "bank-account", name: "Meera Iyer", accountNumber: "50100123456789", bankName: "", branchName: "" };
    const found = await post(with_(session, two.draft), { ...bank, ifsccode: "hdfc0000001", intent: "ifsc-lookup" });
    expect(found.step).toBe("3");
    expect(found.body).toMatch(/name="bankName" value="HDFC Bank"/);
    expect(found.body).toMatch(/name="ifsccode" value="HDFC0000001"/);
    // What was typed stays on the page; nothing is complained of before a submit.
    expect(found.body).toContain('value="50100123456789"');
    expect(found.body).not.toContain('aria-invalid="true"');
    expect(found.body).not.toContain("This IFSC code does not exist. Please check it.");
    const payload = found.draft?.split("=")[1]?.split(".")[0] ?? "";
    expect(Buffer.from(payload, "base64url").toString()).not.toMatch(/50100123456789|HDFC0000001/);

    const unknown = await post(with_(session, found.draft), { ...bank, ifsccode: "ZZZZ0000000", intent: "ifsc-lookup" });
    expect(unknown.step).toBe("3");
    expect(unknown.body).toContain("This IFSC code does not exist. Please check it.");
    expect(unknown.body).toMatch(/name="ifsccode" value="ZZZZ0000000"/);
  });
});
