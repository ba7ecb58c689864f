import { describe, expect, test } from "vitest";
import { loadCatalog } from "./catalog-loaders.ts";
import { recordTexts } from "./recorded-texts.ts";

describe("recordTexts: the texts a server render used", () => {
  test("notes each text looked up, compiled as in the catalog, and no other", async () => {
    const catalog = await loadCatalog("ta");
    const [first, second, unused] = Object.keys(catalog);
    const { i18n, used } = recordTexts("ta", catalog);
    expect(used()).toEqual({});
    const shown = i18n._(first!);
    i18n._(second!);
    i18n._(first!);
    expect(used()).toEqual({ [first!]: catalog[first!], [second!]: catalog[second!] });
    expect(used()).not.toHaveProperty(unused!);
    // The text is the catalog's, in the page's language.
    expect(shown).not.toBe(first);
  });

  test("an id no catalog has is not noted (a browser could not have it either)", async () => {
    const { i18n, used } = recordTexts("en", await loadCatalog("en"));
    i18n._("no-such-id");
    expect(used()).toEqual({});
  });

  test("leaves the shared catalog as it was: another request's render starts from nothing", async () => {
    const catalog = await loadCatalog("ar");
    const before = { ...catalog };
    const one = recordTexts("ar", catalog);
    one.i18n._(Object.keys(catalog)[0]!);
    expect(catalog).toEqual(before);
    expect(recordTexts("ar", catalog).used()).toEqual({});
  });

  test("notes texts a piece rendered apart used, after those already noted, and none the catalog lacks", async () => {
    const catalog = await loadCatalog("hi");
    const [first, second, third] = Object.keys(catalog);
    const { i18n, used, note } = recordTexts("hi", catalog);
    i18n._(second!);
    note([third!, second!, first!, "no-such-id"]);
    expect(Object.keys(used())).toEqual([second, third, first]);
    expect(used()[third!]).toBe(catalog[third!]);
  });
});
