import { useMemo, useState } from "react";
import type { BrandText } from "@portal/core/locale";
import type { Theme, ThemeConfig, ThemeMetaData, ThemeTokens } from "@portal/core/theme";

/**
 * The theme being edited, with one setter per part. Values are kept as typed; blanks are
 * removed when saving (`cleanTheme`) so an emptied field falls back to the brand default.
 */
export function useThemeDraft(initial: Theme) {
  const [draft, setDraft] = useState<Theme>(initial);
  return useMemo(
    () => ({
      draft,
      replace: setDraft,
      setRoot: <K extends "name" | "logo" | "return_authorization_id">(key: K, value: Theme[K]) => setDraft((t) => ({ ...t, [key]: value })),
      setToken: (key: keyof ThemeTokens, value: string) => setDraft((t) => ({ ...t, tokens: { ...t.tokens, [key]: value } })),
      setConfig: <K extends keyof ThemeConfig>(key: K, value: ThemeConfig[K]) => setDraft((t) => ({ ...t, config: { ...t.config, [key]: value } })),
      setMeta: <K extends keyof ThemeMetaData>(key: K, value: ThemeMetaData[K]) => setDraft((t) => ({ ...t, meta_data: { ...t.meta_data, [key]: value } })),
    }),
    [draft],
  );
}

export type ThemeDraft = ReturnType<typeof useThemeDraft>;

const blank = (value: unknown) => value === undefined || value === null || value === "";

function withoutBlanks<T extends Record<string, unknown>>(record: T | undefined): T {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([, value]) => !blank(value))) as T;
}

/** A per-language text without its blank languages; undefined when none is left. */
function withoutBlankLanguages(value: BrandText | undefined): BrandText | undefined {
  if (value === undefined || typeof value === "string") return value;
  const filled = withoutBlanks(value);
  return Object.keys(filled).length > 0 ? filled : undefined;
}

/** The theme as saved: blank texts dropped, blank udf rows dropped, empty groups removed. */
export function cleanTheme(theme: Theme): Theme {
  const meta = theme.meta_data ?? {};
  const social = withoutBlanks(meta.social);
  const app = withoutBlanks(meta.app);
  const udf = (meta.udf ?? []).filter((row) => row.value.trim() !== "");
  const time = meta.time && (meta.time.from || meta.time.to) ? meta.time : undefined;
  const day = meta.day && (meta.day.from || meta.day.to) ? meta.day : undefined;
  return {
    ...theme,
    logo: blank(theme.logo) ? undefined : theme.logo,
    tokens: withoutBlanks(theme.tokens),
    config: withoutBlanks({
      ...theme.config,
      forward_page_message: withoutBlankLanguages(theme.config?.forward_page_message),
      return_page_message: withoutBlankLanguages(theme.config?.return_page_message),
    }),
    meta_data: withoutBlanks({
      ...meta,
      social: Object.keys(social).length > 0 ? social : undefined,
      app: Object.keys(app).length > 0 ? app : undefined,
      udf: udf.length > 0 ? udf : undefined,
      time,
      day,
    }),
  };
}
