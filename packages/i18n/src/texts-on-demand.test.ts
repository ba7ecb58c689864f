import { describe, expect, test, vi } from "vitest";
import { loadCatalog } from "./catalog-loaders.ts";
import { createI18n } from "./create-i18n.ts";
import { textsOnDemand } from "./texts-on-demand.ts";

/** The catalog's first id as the page's inlined texts, and an id they leave out. */
async function pageOf(locale: "en" | "hi") {
  const catalog = await loadCatalog(locale);
  const [shown, later] = Object.keys(catalog);
  // The text each id renders to with the whole catalog, as the server renders it.
  const reference = createI18n(locale, catalog);
  return { text: (id: string) => reference._(id), shown: shown!, later: later!, inlined: { [shown!]: catalog[shown!]! } };
}

const changes = (texts: { i18n: { on: (event: "change", listener: () => void) => unknown } }) => {
  const seen: number[] = [];
  texts.i18n.on("change", () => seen.push(seen.length));
  return seen;
};

describe("textsOnDemand: a page that hydrates from its inlined texts", () => {
  test("renders the inlined texts at once; the catalog's others once it is in, quietly", async () => {
    const { text, shown, later, inlined } = await pageOf("hi");
    const texts = textsOnDemand("hi", inlined, [], new EventTarget(), loadCatalog);
    const seen = changes(texts);
    expect(texts.i18n._(shown)).toBe(text(shown));
    await texts.complete();
    expect(texts.i18n._(later)).toBe(text(later));
    // Nothing on screen was missing: no render again.
    expect(seen).toEqual([]);
  });

  test("a text not in yet renders empty, loads the catalog, and the page renders again with it", async () => {
    const { text, later, inlined } = await pageOf("en");
    const texts = textsOnDemand("en", inlined, [], new EventTarget(), loadCatalog);
    const rendered = new Promise<void>((done) => texts.i18n.on("change", done));
    expect(texts.i18n._(later)).toBe("");
    await rendered;
    expect(texts.i18n._(later)).toBe(text(later));
  });

  test("the first tap or key starts the load, once", async () => {
    const { text, later, inlined } = await pageOf("en");
    const events = new EventTarget();
    const texts = textsOnDemand("en", inlined, [], events, loadCatalog);
    // Nothing asks for the text: only the tap can bring it (read without i18n._, which would ask).
    events.dispatchEvent(new Event("pointerdown"));
    await vi.waitFor(() => expect(Object.hasOwn(texts.i18n.messages, later)).toBe(true));
    expect(texts.i18n._(later)).toBe(text(later));
    // Once: the tap's load is the one a navigation would wait for.
    expect(texts.complete()).toBe(texts.complete());
  });

  test("the extra catalogs a page names load with the main one", async () => {
    const forms = await loadCatalog("en", ["forms"]);
    const main = await loadCatalog("en");
    const formsOnly = Object.keys(forms).find((id) => !(id in main))!;
    const texts = textsOnDemand("en", {}, ["forms"], new EventTarget(), loadCatalog);
    await texts.complete();
    expect(texts.i18n._(formsOnly)).toBe(createI18n("en", forms)._(formsOnly));
    expect(texts.i18n._(formsOnly)).not.toBe("");
  });
});
