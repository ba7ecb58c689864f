import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { API_BASE_PATH } from "@portal/core/api";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import { tinyPng } from "../testing/tiny-png.ts";
import { RETURN_DRAFT_COOKIE } from "./return-flow-posts.ts";

// The return flow's steps posted without JavaScript (issue 33 item 18), over HTTP against
// the seeded demo (SQLite): the draft is a signed cookie bound to the flow and the order
// link, ending with the return login; a forged, foreign or old draft counts as none; the last
// step places the request once, however often the same draft is posted.
// The first courier check reads the pincode directory: slower than the rest.
describe("the return flow without JavaScript", { timeout: 30_000 }, () => {
  let clock = new Date("2026-12-05T04:30:00.000Z");
  // Photos posted without script are written to this folder (the local store), removed after.
  const uploadDir = mkdtempSync(join(tmpdir(), "portal-flow-photos-"));
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
  const server = useDemoAppTestServer({ seededAt: new Date("2026-12-05T04:30:00.000Z"), now: () => clock, env: { UPLOAD_DIR: uploadDir } });
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
  const STEP_1_OF = (item: number) => ({
    return_step: "1",
    [`item-${item}`]: "on",
    [`reason-${item}`]: "1",
    [`sub-reason-${item}`]: "101",
    intent: "continue",
  });
  /** Step 2 with the order's first address picked up on a fixed date. */
  const PICKUP_STEP_2 = { return_step: "2", "pickup-kind": "pickup", "pickup-address": "0", "pickup-date": "2026-12-07" };
  const with_ = (login: string, draft: string | undefined) => `${login}; ${draft?.split(";")[0] ?? ""}`;

  test("each step kept in a signed, HttpOnly cookie on the page's path; a forged, foreign or ended draft counts as none", async () => {
    const session = await login();
    const one = await post(session, STEP_1);
    expect([one.status, one.step]).toEqual([200, "2"]);
    expect(one.draft).toMatch(/; Path=\/en\/returns/);
    expect(one.draft).toMatch(/HttpOnly/);
    expect(one.draft).toMatch(/SameSite=Lax/);
    // The draft holds the choices, never the refund account typed on step 3.
    const three = await post(with_(session, one.draft), { ...PICKUP_STEP_2, intent: "continue" });
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
    const two = await post(with_(session, one.draft), { ...PICKUP_STEP_2, intent: "continue" });
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
    const step2 = PICKUP_STEP_2;

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
    const step2 = PICKUP_STEP_2;
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
    const two = await post(with_(session, one.draft), { ...PICKUP_STEP_2, intent: "continue" });
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

  // Step 1's photos without script: a multipart post the server checks by content, stores
  // through the upload store (the scripted upload's grant and key) and keeps as URLs in the
  // draft; the placed request carries them. Lotus's LL-50114 asks for photos; reason 3
  // ("Wrong item received") needs one.
  describe("photos posted with step 1", () => {
    const LOTUS = "lotus.localhost:3000";
    const png = tinyPng;

    async function postMultipart(
      cookie: string,
      fields: Record<string, string>,
      files: Record<string, File[]>,
      origin = `http://${LOTUS}`,
      host = LOTUS,
      path = "/en/returns",
    ) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const [name, list] of Object.entries(files)) for (const file of list) form.append(name, file);
      const encoded = new Request("http://encode.invalid/", { method: "POST", body: form });
      const answer = await server.fetch(host, path, {
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type") ?? "", origin, cookie, "accept-encoding": "identity" },
        body: new Uint8Array(await encoded.arrayBuffer()),
      });
      const draft = answer.headers.getSetCookie().find((c) => c.startsWith(`${RETURN_DRAFT_COOKIE}=`));
      const body = await answer.text();
      return { status: answer.status, body, draft, step: /data-part="step-count">Step (\d) of 3/.exec(body)?.[1] };
    }

    async function itemOf(session: string, host = LOTUS): Promise<number> {
      const page = await server.fetch(host, "/en/returns", { headers: { cookie: session, "accept-encoding": "identity" } });
      const html = await page.text();
      expect(html).toMatch(/enctype="multipart\/form-data"/i);
      // The first item still free (the first test's request takes one of the order's two).
      return Number(/data-state="(?!used-up)[^"]*" data-item-id="(\d+)"/.exec(html)?.[1]);
    }

    const stepOne = (item: number) => ({
      return_step: "1",
      [`item-${item}`]: "on",
      [`reason-${item}`]: "3",
      [`sub-reason-${item}`]: "301",
      [`comment-${item}`]: "Blue, not green",
      intent: "continue",
    });

    test("a real PNG is stored as the scripted upload stores it, shown on the next steps, and placed with the request", async () => {
      const session = await login("LL-50114", "9831054321", LOTUS, "lotus");
      const item = await itemOf(session);
      const photo = png();
      const one = await postMultipart(session, stepOne(item), { [`photos-${item}`]: [new File([photo], "wrong item.png", { type: "image/png" })] });
      expect([one.status, one.step]).toEqual([200, "2"]);
      // The stored photo's URL (never its bytes) is in the draft, and the store serves the very bytes.
      const payload = Buffer.from(one.draft?.split("=")[1]?.split(".")[0] ?? "", "base64url").toString();
      const url = new RegExp(`http://lotus\\.localhost:3000/api/v1/uploads/lotus/[0-9a-f]{32}/[^"\\\\ ]+\\.png`).exec(payload)?.[0];
      expect(url).toBeDefined();
      const stored = await server.fetch(LOTUS, new URL(url!).pathname);
      expect(stored.status).toBe(200);
      expect(new Uint8Array(await stored.arrayBuffer())).toEqual(photo);

      const two = await post(with_(session, one.draft), { ...PICKUP_STEP_2, intent: "continue" }, "/en/returns", `http://${LOTUS}`, LOTUS);
      expect(two.step).toBe("3");
      expect(two.body).toContain(`src="${url}"`);
      const placed = await post(
        with_(session, two.draft),
        { return_step: "3", "refund-mode": "store-credit", intent: "submit" },
        "/en/returns",
        `http://${LOTUS}`,
        LOTUS,
      );
      expect(placed.body).toContain('data-part="placed"');
      // The request holds the photo the API accepted as this order's upload.
      const rows = await server.database.db.selectFrom("return_request_items").select("images_json").execute();
      expect(rows.some((row) => row.images_json.includes(new URL(url!).pathname.split("/").at(-2)!))).toBe(true);
    });

    test("a stored photo's Remove button, pressed without script, takes it out of the step and the draft and keeps step 1 open", async () => {
      const session = await login("LL-50114", "9831054321", LOTUS, "lotus");
      const item = await itemOf(session);
      const files = ["first.png", "second.png"].map((name) => new File([png()], name, { type: "image/png" }));
      const one = await postMultipart(session, stepOne(item), { [`photos-${item}`]: files });
      expect(one.step).toBe("2");
      const urlsIn = (draft: string | undefined) =>
        Buffer.from(draft?.split("=")[1]?.split(".")[0] ?? "", "base64url")
          .toString()
          .match(/http:\/\/lotus\.localhost:3000\/api\/v1\/uploads\/lotus\/[0-9a-f]{32}\/[^"\\ ]+\.png/g) ?? [];
      const [first, second] = urlsIn(one.draft);
      expect(first && second).toBeTruthy();
      // The Remove button posts step 1 as the page has it (no intent: the button's own name and value).
      const { intent: _continue, ...stepFields } = stepOne(item);
      const removed = await post(
        with_(session, one.draft),
        { ...stepFields, [`photo-urls-${item}`]: `${first} ${second}`, "remove-photo": `${item} ${first}` },
        "/en/returns",
        `http://${LOTUS}`,
        LOTUS,
      );
      expect(removed.step).toBe("1");
      expect(removed.body).not.toContain(`src="${first}"`);
      expect(removed.body).toContain(`src="${second}"`);
      expect(removed.body).toContain("Blue, not green");
      expect(urlsIn(removed.draft)).toEqual([second]);
      // Continue then goes on with the photo left.
      const next = await post(
        with_(session, removed.draft),
        { ...stepFields, [`photo-urls-${item}`]: second!, intent: "continue" },
        "/en/returns",
        `http://${LOTUS}`,
        LOTUS,
      );
      expect(next.step).toBe("2");
      expect(urlsIn(next.draft)).toEqual([second]);
    });

    test("a renamed text file and a photo over 5 MB get the scripted upload's message beside the field; the rest of step 1 is kept", async () => {
      const session = await login("LL-50114", "9831054321", LOTUS, "lotus");
      const item = await itemOf(session);
      const text = new File(["not a photo at all"], "holiday.png", { type: "image/png" });
      const renamed = await postMultipart(session, stepOne(item), { [`photos-${item}`]: [text] });
      expect([renamed.status, renamed.step]).toEqual([200, "1"]);
      expect(renamed.body).toContain("The file format is not supported");
      expect(renamed.body).toContain("Blue, not green");
      expect(renamed.body).toMatch(new RegExp(`name="reason-${item}"[^>]*>(?:(?!</select>).)*<option value="3" selected=""`, "s"));

      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(png());
      const tooBig = await postMultipart(session, stepOne(item), { [`photos-${item}`]: [new File([big], "big.png", { type: "image/png" })] });
      expect(tooBig.step).toBe("1");
      expect(tooBig.body).toContain("The file must be at most 5 MB.");
      expect(tooBig.body).toContain("Blue, not green");

      // Too many: the 11th photo of an item is refused with the API's words; the 10 before are kept.
      const eleven = Array.from({ length: 11 }, (_, i) => new File([png()], `p${i}.png`, { type: "image/png" }));
      const many = await postMultipart(session, stepOne(item), { [`photos-${item}`]: eleven });
      expect(many.step).toBe("1");
      expect(many.body).toMatch(/Add at most 10 photos of “[^”]+”\./);
      expect(/name="photo-urls-\d+" value="([^"]*)"/.exec(many.body)?.[1]?.split(" ")).toHaveLength(10);
    });

    test("an order with no shipment linked to its return keeps step 1, saying photos cannot be added; nothing is stored or lost", async () => {
      // The seed's KC-10157 (kestrel asks for photos): no shipment is linked to its return order,
      // so no upload grant can be made. The files used to be dropped without a word.
      const session = await login("KC-10157", "9829066778");
      const item = await itemOf(session, HOST);
      const uploadsBefore = await server.database.db.selectFrom("uploads").select("id").execute();
      const fields = { ...STEP_1_OF(item), [`comment-${item}`]: "Seam came apart" };
      const photo = { [`photos-${item}`]: [new File([png()], "seam.png", { type: "image/png" })] };
      const refused = await postMultipart(session, fields, photo, ORIGIN, HOST);
      expect([refused.status, refused.step]).toEqual([200, "1"]);
      // Beside the item's photo field, in the words the scripted upload shows for the same order.
      const field = `<div data-part="photos"[^>]*>(?:(?!</div>).)*<input[^>]*aria-invalid="true"[^>]*name="photos-${item}"/>`;
      const message = `(?:(?!</div>).)*role="alert">Photos cannot be added to this return online\\. Please continue without them\\.</p></div>`;
      expect(refused.body).toMatch(new RegExp(field + message, "s"));
      expect(refused.body).toContain("Seam came apart");
      expect(await server.database.db.selectFrom("uploads").select("id").execute()).toEqual(uploadsBefore);
      // Posted again without the photos, the same step goes on: nothing the shopper chose was lost.
      const again = await postMultipart(session, fields, {}, ORIGIN, HOST);
      expect(again.step).toBe("2");
      // In Tamil, the shop's word for a return (திருப்பல்).
      const tamil = await postMultipart(session, fields, photo, ORIGIN, HOST, "/ta/returns");
      expect(tamil.body).toContain(`data-part="flow" data-step="1"`);
      expect(tamil.body).toContain("இந்தத் திருப்பலில் ஆன்லைனில் புகைப்படங்களைச் சேர்க்க முடியாது. அவை இல்லாமல் தொடரவும்.");
    });

    test("a multipart post is read only after a return login, and never past 10 photos of 5 MB", async () => {
      const refused = await postMultipart("", { return_step: "1", intent: "continue" }, {});
      expect(refused.status).toBe(403);
      const session = await login("LL-50114", "9831054321", LOTUS, "lotus");
      // Another site's photo post is refused unread, login or not.
      const photo = { [`photos-1`]: [new File([png()], "a.png", { type: "image/png" })] };
      expect((await postMultipart(session, { return_step: "1", intent: "continue" }, photo, "http://evil.example")).status).toBe(403);
      const answer = await server.fetch(LOTUS, "/en/returns", {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(50 * 1024 * 1024 + 16 * 1024 + 1),
          origin: `http://${LOTUS}`,
          cookie: session,
        },
        body: new Uint8Array(0),
      });
      expect(answer.status).toBe(413);
      expect(await answer.text()).toBe("The file must be at most 5 MB.");
    });
  });
});
