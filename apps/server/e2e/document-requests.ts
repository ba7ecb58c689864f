import type { BrowserContext, Page, Request } from "playwright-core";

/** A document request a page made: its method and address (a form sent by GET shows its fields in the URL). */
export interface SentDocument {
  method: string;
  url: string;
}

/** Opens `url` in a new page of `context`, recording every document request of its main frame, the first load included. */
export async function openRecordingDocuments(context: BrowserContext, url: string): Promise<{ page: Page; sent: SentDocument[] }> {
  const page = await context.newPage();
  const sent: SentDocument[] = [];
  page.on("request", (r: Request) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) sent.push({ method: r.method(), url: r.url() });
  });
  await page.goto(url);
  return { page, sent };
}

/** Submits the page's form by its button and waits for the answer's page. */
export async function submitForm(page: Page, form = "form[method='post']"): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.locator(`${form} button[type=submit]`).click()]);
}
