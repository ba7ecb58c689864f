import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { portalPort } from "../e2e/portal-http.ts";

// Issue 32: the pages' own forms post without JavaScript (apps/server/src/ssr/form-posts.ts).
// Against the built server: another site's page posting the same url-encoded form, with the
// shopper's cookie, is refused before anything runs; the brand's own page is answered.

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

function postForm(brand: string, path: string, form: Record<string, string>, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: portalPort(),
        path,
        method: "POST",
        headers: { host: `${brand}.localhost:${portalPort()}`, "content-type": "application/x-www-form-urlencoded", ...headers },
      },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(new URLSearchParams(form).toString());
  });
}

const LOGGED_IN = "sub_token=a.b.c; reference_number=REF-1";
const FORMS = [
  ["login", "/en/login", { username: "KST-1001", password: "9000000001" }],
  ["contact update", "/en/update-contact?waybill=DEMO-DLV-001", { phone_number: "9000000001" }],
  ["delivery issue", "/en/issue?waybill=DEMO-DLV-001", { issue_id: "1", form_kind: "preferred-date", mode: "create", preferred_date: "2030-01-01" }],
  ["pickup issue", "/en/reverse/issue?waybill=DEMO-DLV-001", { issue_id: "1", form_kind: "preferred-date", mode: "create", preferred_date: "2030-01-01" }],
  // The return flow's steps (issue 33 item 18): a forged last step would place a request.
  ["return step", "/en/returns", { return_step: "3", intent: "submit", "refund-mode": "store-credit" }],
  // Its address and IFSC buttons: a forged save would choose an address, a forged lookup spend the API's calls.
  ["return address save", "/en/returns", { return_step: "2", intent: "save-address", "new-address-name": "X", "new-address-pincode": "560038" }],
  ["return IFSC lookup", "/en/returns", { return_step: "3", intent: "ifsc-lookup", "refund-mode": "bank-account", ifsccode: "HDFC0000001" }],
] as const;

describe("no-JS form posts from other sites", () => {
  test.each(FORMS)("%s: a cross-origin form post gets 403", async (_name, path, form) => {
    const own = `http://kestrel.localhost:${portalPort()}`;
    const refusals: Array<Record<string, string>> = [
      { origin: "http://evil.example", cookie: LOGGED_IN },
      { origin: "http://evil.example", "sec-fetch-site": "cross-site", cookie: LOGGED_IN },
      // A sibling brand's page: same site, another brand.
      { origin: `http://demo.localhost:${portalPort()}`, "sec-fetch-site": "same-site", cookie: LOGGED_IN },
      // What a sandboxed frame or a no-referrer page elsewhere sends.
      { origin: "null", "sec-fetch-site": "cross-site", cookie: LOGGED_IN },
    ];
    for (const headers of refusals) {
      const answer = await postForm("kestrel", path, form, headers);
      expect(answer.status).toBe(403);
      expect(answer.location).toBeUndefined();
    }
    // The brand's own page posting it is answered (a result page or the form again), never refused.
    const mine = await postForm("kestrel", path, form, { origin: own, "sec-fetch-site": "same-origin" });
    expect(mine.status).not.toBe(403);
    expect(mine.status).toBeLessThan(500);
  });

  test("only the form's type: text/plain to a form route gets 415, and the url-encoded form to the API gets 415", async () => {
    const own = { origin: `http://kestrel.localhost:${portalPort()}` };
    expect((await postForm("kestrel", "/en/login", { username: "x" }, { ...own, "content-type": "text/plain" })).status).toBe(415);
    expect((await postForm("kestrel", "/api/v1/return-login", { username: "x" }, own)).status).toBe(415);
  });
});
