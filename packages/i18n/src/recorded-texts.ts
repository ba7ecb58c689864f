import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";

export interface RecordedTexts {
  /** An instance to render one page with: every text it looks up is noted. */
  i18n: I18n;
  /** The texts looked up so far, as compiled in the catalog (what a browser needs to render them again). */
  used(): Messages;
  /** Notes texts a piece of the page used when rendered apart (markup kept from an earlier render). */
  note(ids: Iterable<string>): void;
}

/**
 * A server render's i18n that notes which of the catalog's texts the page used, so the page can
 * carry just those (texts-on-demand.ts) instead of its browser downloading the whole catalog
 * before it can hydrate. `messages` is shared between requests and is only read.
 */
export function recordTexts(locale: LocaleCode, messages: Messages): RecordedTexts {
  const used = new Set<string>();
  // Lingui reads a text as `messages[id]` on the object it was given (i18n.messages).
  const noting = new Proxy(messages, {
    get(target, id, receiver) {
      if (typeof id === "string" && Object.hasOwn(target, id)) used.add(id);
      return Reflect.get(target, id, receiver);
    },
  });
  const i18n = setupI18n({ locale, messages: { [locale]: noting } });
  return {
    i18n,
    used: () => Object.fromEntries([...used].map((id) => [id, messages[id]])) as Messages,
    note: (ids) => {
      for (const id of ids) if (Object.hasOwn(messages, id)) used.add(id);
    },
  };
}
