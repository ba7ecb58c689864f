import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminBrand } from "@portal/core/api";
import { isLocale } from "@portal/core/locale";
import { MOMENTS, type Moment } from "@portal/core/notifications";
import { LanguageOptions, SelectField } from "../../app/select-field.tsx";
import { adminApi } from "../../api/admin-api.ts";
import { MOMENT_LABEL } from "./notification-labels.ts";
import { TestSendForm } from "./test-send-form.tsx";
import { useMessagePreview } from "./use-message-preview.ts";
import { useWording } from "./use-wording.ts";
import { WordingForm } from "./wording-form.tsx";
import { LoadStateView } from "../shared/load-state-view.tsx";

/**
 * A moment's message in any language, as the shopper would get it: the e-mail itself (the
 * sender's renderer, in a sandboxed frame served with its own CSP, since the console's blocks
 * the e-mail's inline styles), its subject and plain-text part, and the SMS; with the brand's
 * own wording for that moment and language, and a test send of it.
 */
export function MessagePreview({ brand, defaultLocale, onTestQueued }: { brand: AdminBrand; defaultLocale: string; onTestQueued: () => void }) {
  const { t, i18n } = useLingui();
  const preview = useMessagePreview(brand, isLocale(defaultLocale) ? defaultLocale : "en");
  const wording = useWording(brand, preview.reload);
  return (
    <section className="admin-panel admin-notify-preview" aria-labelledby="notify-preview-title" data-notify-preview>
      <h2 id="notify-preview-title">
        <Trans>Preview a message</Trans>
      </h2>
      <div className="admin-filters">
        <SelectField
          label={t`Moment`}
          name="preview_moment"
          value={preview.moment}
          onChange={(e) => {
            preview.setMoment(e.target.value as Moment);
            wording.editing();
          }}
        >
          {MOMENTS.map((moment) => (
            <option key={moment} value={moment}>
              {i18n._(MOMENT_LABEL[moment])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Language`}
          name="preview_locale"
          value={preview.locale}
          onChange={(e) => {
            if (isLocale(e.target.value)) preview.setLocale(e.target.value);
            wording.editing();
          }}
        >
          <LanguageOptions />
        </SelectField>
      </div>
      <LoadStateView load={preview.preview} failedText={t`The preview could not be made. Please try again.`}>
        {({ preview: ready }) => (
          <div data-preview-ready={`${preview.moment}:${preview.locale}`}>
            <WordingForm
              key={`${preview.moment}:${preview.locale}:${ready.wording}`}
              locale={preview.locale}
              stored={ready.wording}
              save={wording.save}
              onSubmit={(text) => void wording.submit(preview.moment, preview.locale, text)}
              onEdit={wording.editing}
            />
            <h3>
              <Trans>E-mail</Trans>
            </h3>
            <iframe
              key={`${preview.moment}:${preview.locale}:${preview.version}`}
              className="admin-notify-email"
              title={t`The e-mail as the shopper sees it`}
              sandbox=""
              referrerPolicy="no-referrer"
              src={adminApi.notificationPreviewHtmlUrl(brand.subdomain, preview.moment, preview.locale)}
              data-preview-html
            />
            <p>
              <strong>
                <Trans>Subject:</Trans>
              </strong>{" "}
              <span lang={preview.locale} dir="auto" data-preview-subject>
                {ready.subject}
              </span>
            </p>
            <h3>
              <Trans>Plain text</Trans>
            </h3>
            <pre className="admin-excerpt admin-notify-text" lang={preview.locale} dir="auto" data-preview-text>
              {ready.text}
            </pre>
            <h3>
              <Trans>SMS</Trans>
            </h3>
            <pre className="admin-excerpt admin-notify-text" lang={preview.locale} dir="auto" data-preview-sms>
              {ready.sms}
            </pre>
            <p className="admin-muted">
              <Trans>The links in a preview lead nowhere; real messages carry signed links to the shopper's own screen.</Trans>
            </p>
            <TestSendForm brand={brand} moment={preview.moment} locale={preview.locale} onQueued={onTestQueued} />
          </div>
        )}
      </LoadStateView>
    </section>
  );
}
