import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import type { Page } from "playwright-core";
import { startWebhookReceiver } from "../src/testing/standard-webhook-receiver.ts";
import { openConsoleScreen } from "./admin-login.ts";
import { postRaw } from "./portal-http.ts";

// The console's events screen against the built demo server: the brand's admin sets the
// endpoint (the secret is shown once), a shopper's contact change reaches a receiver that
// verifies the Standard Webhooks signature with that secret, the delivery log shows the
// answer, and "Send again" delivers the same event id once more. Then in Arabic (RTL).

const ADMIN = { username: "ops-one-brand", password: "portal-demo-ops" };
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page) {
  await openConsoleScreen(page, ADMIN, "/admin/events");
}

test("an admin sets the endpoint, sees the delivery and sends an event again", async () => {
  let secret = "";
  const receiver = await startWebhookReceiver(() => secret);
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await logIn(page);
    await page.waitForSelector("form[data-events-endpoint]");
    // A bad address is refused in the form, with the server's rule.
    await page.fill("input[name=url]", "ftp://example.com/hooks");
    await page.click("form[data-events-endpoint] button[type=submit]");
    await page.waitForSelector("#events-url-problem");

    await page.fill("input[name=url]", receiver.url);
    await page.click("form[data-events-endpoint] button[type=submit]");
    secret = (await page.textContent("[data-events-secret]", { timeout: 10_000 })) ?? "";
    expect(secret).toMatch(/^whsec_/);

    const answer = await postRaw("demo.localhost", "/api/v1/contact-update?tracking_id=DEMO-OFD-006", JSON.stringify({ phone_number: "9000000007" }));
    expect(answer.status).toBe(200);
    await receiver.waitFor((received) => received.some((r) => r.type === "contact.updated"));
    const event = receiver.received.find((r) => r.type === "contact.updated")!;
    expect(event.verdict.ok).toBe(true);
    expect(event.data).toMatchObject({ waybill: "DEMO-OFD-006", phone_number: "9000000007" });

    const row = page.locator(`tr[data-event-id="${event.id}"]`);
    await expect
      .poll(async () => {
        await page.click("[data-events-refresh]");
        return row.getAttribute("data-event-state", { timeout: 2_000 }).catch(() => null);
      })
      .toBe("delivered");
    await expect.poll(() => row.locator("[data-last-answer]").textContent()).toBe("thanks");
    expect(await row.textContent()).toContain("HTTP 200");

    await row.locator("button[data-replay]").click();
    await receiver.waitFor((received) => received.filter((r) => r.id === event.id).length === 2);
    expect(receiver.received.filter((r) => r.id === event.id).every((r) => r.verdict.ok && r.answered === 200)).toBe(true);

    // Arabic: the screen mirrors and speaks Arabic.
    await page.selectOption(".admin-header select:not([data-brand-picker])", "ar");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expect.poll(() => page.textContent("#events-title")).toContain("أحداث لأنظمة");

    // Leave the shared demo server sending nothing.
    await page.uncheck("input[name=enabled]");
    await page.click("form[data-events-endpoint] button[type=submit]");
    await page.waitForSelector('[data-save-result="saved"]');
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await receiver.close();
  }
});
