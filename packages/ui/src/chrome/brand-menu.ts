import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useEffect, useState } from "react";
import { BRAND_MENU_CATEGORIES, brandMenuPath, type BrandMenuCategory } from "@portal/core/brand";
import { onWebsite, type Theme } from "@portal/core/theme";

/** The category menu's labels, translated in every catalog. */
export const BRAND_MENU_LABEL = {
  prescriptions: msg`Prescriptions`,
  spotlight: msg`Spotlight`,
  ayush: msg`Ayush`,
  fitness: msg`Fitness`,
  "personal-care": msg`Personal Care`,
  "family-care": msg`Family Care`,
  lifestyle: msg`Lifestyle`,
  treatments: msg`Treatments`,
  devices: msg`Devices`,
} as const satisfies Record<BrandMenuCategory, MessageDescriptor>;

export interface BrandMenuItem {
  key: BrandMenuCategory;
  href: string;
}

const isCategory = (key: string): key is BrandMenuCategory => (BRAND_MENU_CATEGORIES as readonly string[]).includes(key);

function itemsOf(entries: readonly { key: string; path: string; url?: string | null }[], website: string | undefined): BrandMenuItem[] {
  return entries.flatMap((entry) => {
    if (!isCategory(entry.key)) return [];
    const href = entry.url ?? onWebsite(entry.path, website) ?? entry.path;
    return [{ key: entry.key, href }];
  });
}

/**
 * The header's category menu: the manifest's entries at once (so the server-rendered page
 * has them), then the brand-menu API's answer, which a deployment may source elsewhere.
 */
export function useBrandMenu(initial: readonly BrandMenuCategory[], theme: Theme, endpoint = "/api/v1/brand-menu"): BrandMenuItem[] {
  const website = theme.meta_data?.website;
  const [items, setItems] = useState(() =>
    itemsOf(
      initial.map((key) => ({ key, path: brandMenuPath(key) })),
      website,
    ),
  );
  useEffect(() => {
    if (initial.length === 0) return;
    const controller = new AbortController();
    fetch(endpoint, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { result?: { entries?: { label_key: string; path: string; url: string | null }[] } } | undefined) => {
        const entries = body?.result?.entries;
        if (Array.isArray(entries))
          setItems(
            itemsOf(
              entries.map((e) => ({ key: e.label_key, path: e.path, url: e.url })),
              website,
            ),
          );
      })
      // Offline or an older server: the manifest's menu stays.
      .catch(() => {});
    return () => controller.abort();
  }, [endpoint, initial, website]);
  return items;
}
