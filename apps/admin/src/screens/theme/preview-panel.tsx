import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PREVIEW_THEME_PARAM, type AdminBrand } from "@portal/core/api";
import { PREFIX_BY_LOCALE, type LocaleCode } from "@portal/core/locale";
import { LanguageOptions, SelectField } from "../../app/select-field.tsx";
import type { Theme } from "@portal/core/theme";
import { adminApi } from "../../api/admin-api.ts";

/** Viewports the preview offers: the two phone widths and the laptop width the portal is tested at. */
export const PREVIEW_WIDTHS = [320, 412, 1366] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
type PreviewPage = "tracking" | "returns";

/** How long typing must pause before the preview is refreshed. */
const PREVIEW_DELAY_MS = 400;

/**
 * The brand's real shopper page in a frame, showing the unsaved theme: the draft goes to
 * admin/theme-preview, and the page on the brand's host renders it (banners sanitised as
 * shoppers get them) for a token tied to this admin's session.
 */
/** The shipment the tracking preview shows: a recent waybill of the brand, with its key where it has one. */
export interface PreviewSample {
  waybill: string | null;
  securityKey: string | null;
}

function sampleQuery({ waybill, securityKey }: PreviewSample): string {
  const query = new URLSearchParams({ waybill: waybill ?? "" });
  if (securityKey) query.set("security_key", securityKey);
  return query.toString();
}

export function PreviewPanel({ brand, theme, sample }: { brand: AdminBrand; theme: Theme; sample: PreviewSample }) {
  const { t } = useLingui();
  const [locale, setLocale] = useState<LocaleCode>("en");
  const [width, setWidth] = useState<PreviewWidth>(412);
  const [page, setPage] = useState<PreviewPage>("tracking");
  const [token, setToken] = useState<string>();
  const [failed, setFailed] = useState(false);
  const themeJson = JSON.stringify(theme);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void adminApi.preview(brand.subdomain, JSON.parse(themeJson) as Theme).then((answer) => {
        if (!live) return;
        setFailed(!answer.ok);
        if (answer.ok) setToken(answer.value.token);
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [brand.subdomain, themeJson]);

  const path = page === "tracking" && sample.waybill ? `/tracking?${sampleQuery(sample)}&` : `/${page === "returns" ? "returns" : ""}?`;
  const src = token ? `${brand.origin}/${PREFIX_BY_LOCALE[locale]}${path}${PREVIEW_THEME_PARAM}=${encodeURIComponent(token)}` : undefined;
  // The laptop width is shown scaled down so it fits beside the form.
  const scale = width > 700 ? 0.5 : 1;

  return (
    <section className="admin-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">
        <Trans>Preview</Trans>
      </h2>
      <div className="admin-preview-tools">
        <SelectField inline label={t`Page`} value={page} onChange={(e) => setPage(e.target.value as PreviewPage)}>
          <option value="tracking">{t`Tracking page`}</option>
          <option value="returns">{t`Returns page`}</option>
        </SelectField>
        <SelectField inline label={t`Language`} data-preview-language value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode)}>
          <LanguageOptions />
        </SelectField>
        <SelectField inline label={t`Width`} data-preview-width value={width} onChange={(e) => setWidth(Number(e.target.value) as PreviewWidth)}>
          {PREVIEW_WIDTHS.map((w) => (
            <option key={w} value={w}>
              {t`${w} px`}
            </option>
          ))}
        </SelectField>
      </div>
      {failed ? (
        <p role="alert" className="admin-error">
          <Trans>The preview could not be updated. Check the fields marked above.</Trans>
        </p>
      ) : null}
      <div className="admin-preview-frame" style={{ inlineSize: `${width * scale}px`, blockSize: `${800 * scale}px` }}>
        {src ? (
          <iframe
            data-preview-frame
            title={t`Preview of the shopper's page`}
            src={src}
            referrerPolicy="no-referrer"
            style={{ inlineSize: `${width}px`, blockSize: "800px", transform: scale === 1 ? undefined : `scale(${scale})` }}
          />
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
