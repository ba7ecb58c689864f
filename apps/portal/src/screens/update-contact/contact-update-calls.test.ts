// @vitest-environment node
// Real HTTP (happy-dom's fetch would add CORS preflights).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createContactUpdateCalls } from "./contact-update-calls.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real local server: records the request, answers with `answer`. */
async function serve(status: number, answer: unknown) {
  const seen: { method: string; url: string; body: string }[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", body });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const envelope = (result: unknown, success = true, status = 200, message = "") => ({ meta: { success, status, message }, result });

describe("contact-update calls", () => {
  test("GET /api/v1/contact-update with the query; the envelope's result", async () => {
    const { origin, seen } = await serve(200, envelope({ phone_number: "9845012345", alternate_phone_number: null, allow_contact_update: true }));
    const result = await createContactUpdateCalls(origin).read({ tracking_id: "DEMO-1", security_key: "k" });
    expect(seen[0]).toMatchObject({ method: "GET", url: "/api/v1/contact-update?tracking_id=DEMO-1&security_key=k" });
    expect(result).toEqual({ ok: true, data: { phone_number: "9845012345", alternate_phone_number: "", allow_contact_update: true } });
  });

  test("POST sends the numbers as JSON", async () => {
    const { origin, seen } = await serve(200, envelope({ phone_number: "9820098765", alternate_phone_number: "", allow_contact_update: true }));
    await createContactUpdateCalls(origin).save({ tracking_id: "DEMO-1" }, { phone_number: "9820098765", alternate_phone_number: "" });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/v1/contact-update?tracking_id=DEMO-1" });
    expect(JSON.parse(seen[0]!.body)).toEqual({ phone_number: "9820098765", alternate_phone_number: "" });
  });

  test("a refusal comes back as an error with the status, never a throw", async () => {
    const { origin } = await serve(409, envelope(null, false, 409, "The contact number can no longer be updated for this shipment."));
    const result = await createContactUpdateCalls(origin).save({ tracking_id: "DEMO-1" }, { phone_number: "9820098765", alternate_phone_number: "" });
    expect(result).toEqual({ ok: false, error: { kind: "http", status: 409, message: "The contact number can no longer be updated for this shipment." } });
  });
});
