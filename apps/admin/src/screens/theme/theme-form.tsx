import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COLOUR_TOKENS, type Theme } from "@portal/core/theme";
import { uploadLogo } from "../../api/admin-api.ts";
import { BannerFields } from "./banner-fields.tsx";
import { ColourField } from "./colour-field.tsx";
import { COLOUR_LABEL } from "./theme-messages.ts";
import type { ThemeDraft } from "./theme-draft.ts";
import type { ThemeProblem } from "./theme-problems.ts";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

function TextField(props: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  type?: string;
  dir?: "ltr" | "auto";
  name?: string;
  hint?: string;
}) {
  return (
    <label className="admin-field">
      <span>{props.label}</span>
      <input
        name={props.name}
        type={props.type ?? "text"}
        dir={props.dir ?? "auto"}
        value={props.value ?? ""}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint ? <small className="admin-muted">{props.hint}</small> : null}
    </label>
  );
}

function Toggle({ label, checked, onChange, name }: { label: string; checked: boolean | undefined; onChange: (v: boolean) => void; name?: string }) {
  return (
    <label className="admin-toggle">
      <input type="checkbox" name={name} checked={checked ?? false} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Every theme field of product rules §3, grouped as brand staff think of them. */
export function ThemeForm({ draft, problems }: { draft: ThemeDraft; problems: ThemeProblem[] }) {
  const { t, i18n } = useLingui();
  const theme: Theme = draft.draft;
  const meta = theme.meta_data ?? {};
  const config = theme.config ?? {};
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  const dayName = (index: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index)));
  const [upload, setUpload] = useState<"idle" | "sending" | "type" | "size" | "refused">("idle");
  const badColour = new Set(
    problems.flatMap((p) => (p.kind === "not-hex" ? [p.token] : p.kind === "contrast" ? [p.problem.pair.foreground, p.problem.pair.background] : [])),
  );

  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    setUpload("sending");
    const result = await uploadLogo(file);
    if (result.ok) {
      draft.setRoot("logo", result.url);
      setUpload("idle");
    } else setUpload(result.reason);
  };
  const uploadMessage = {
    idle: "",
    sending: t`Uploading…`,
    type: t`Choose a PNG or JPEG image.`,
    size: t`The image is too large (at most 2 MB).`,
    refused: t`The upload failed. Please try again.`,
  }[upload];

  return (
    <div className="admin-theme-form">
      <Fieldset legend={t`Brand`}>
        <TextField name="name" label={t`Brand name`} value={theme.name} onChange={(v) => draft.setRoot("name", v)} />
        <TextField name="logo" label={t`Logo link`} dir="ltr" value={theme.logo} onChange={(v) => draft.setRoot("logo", v)} />
        <label className="admin-field">
          <span>{t`Upload a logo (PNG or JPEG)`}</span>
          <input type="file" accept="image/png,image/jpeg" onChange={(e) => void onLogo(e.target.files?.[0])} />
          {uploadMessage ? (
            <small role={upload === "sending" ? "status" : "alert"} className={upload === "sending" ? "admin-muted" : "admin-error"}>
              {uploadMessage}
            </small>
          ) : null}
        </label>
        {theme.logo ? <img className="admin-logo-preview" src={theme.logo} alt={t`Current logo`} /> : null}
      </Fieldset>

      <Fieldset legend={t`Colours`}>
        <div className="admin-colour-grid">
          {COLOUR_TOKENS.map((token) => (
            <ColourField
              key={token}
              token={token}
              label={i18n._(COLOUR_LABEL[token])}
              value={theme.tokens?.[token] ?? ""}
              invalid={badColour.has(token)}
              onChange={(v) => draft.setToken(token, v)}
            />
          ))}
        </div>
        <TextField label={t`Font family`} dir="ltr" value={theme.tokens?.fontFamily} onChange={(v) => draft.setToken("fontFamily", v)} />
        <TextField label={t`Corner radius`} dir="ltr" value={theme.tokens?.radius} onChange={(v) => draft.setToken("radius", v)} hint={t`For example 8px`} />
      </Fieldset>

      <Fieldset legend={t`Contact`}>
        <TextField label={t`Website`} type="url" dir="ltr" value={meta.website} onChange={(v) => draft.setMeta("website", v)} />
        <TextField label={t`E-mail`} type="email" dir="ltr" value={meta.email} onChange={(v) => draft.setMeta("email", v)} />
        <TextField label={t`Phone`} type="tel" dir="ltr" value={meta.contact} onChange={(v) => draft.setMeta("contact", v)} />
        <div className="admin-pair">
          <TextField
            label={t`Calls from`}
            type="time"
            dir="ltr"
            value={meta.time?.from}
            onChange={(v) => draft.setMeta("time", { from: v, to: meta.time?.to ?? "" })}
          />
          <TextField
            label={t`Calls until`}
            type="time"
            dir="ltr"
            value={meta.time?.to}
            onChange={(v) => draft.setMeta("time", { from: meta.time?.from ?? "", to: v })}
          />
        </div>
        <div className="admin-pair">
          {(["from", "to"] as const).map((end) => (
            <label className="admin-field" key={end}>
              <span>{end === "from" ? t`First call day` : t`Last call day`}</span>
              <select
                value={meta.day?.[end] ?? ""}
                onChange={(e) => draft.setMeta("day", { from: meta.day?.from ?? "", to: meta.day?.to ?? "", [end]: e.target.value })}
              >
                <option value="">{t`Not shown`}</option>
                {WEEKDAYS.map((day, index) => (
                  <option key={day} value={day}>
                    {dayName(index)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend={t`Social and app links`}>
        {(
          [
            ["fb", "Facebook"],
            ["tw", "X (Twitter)"],
            ["ig", "Instagram"],
            ["yt", "YouTube"],
          ] as const
        ).map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="url"
            dir="ltr"
            value={meta.social?.[key]}
            onChange={(v) => draft.setMeta("social", { ...meta.social, [key]: v })}
          />
        ))}
        <TextField label={t`Android app`} type="url" dir="ltr" value={meta.app?.android} onChange={(v) => draft.setMeta("app", { ...meta.app, android: v })} />
        <TextField label={t`iOS app`} type="url" dir="ltr" value={meta.app?.ios} onChange={(v) => draft.setMeta("app", { ...meta.app, ios: v })} />
      </Fieldset>

      <Fieldset legend={t`Extra values (udf)`}>
        {(meta.udf ?? []).map((row, index) => (
          <div className="admin-udf-row" key={index}>
            <TextField
              label={t`Value ${index + 1}`}
              value={row.value}
              onChange={(v) =>
                draft.setMeta(
                  "udf",
                  (meta.udf ?? []).map((r, i) => (i === index ? { value: v } : r)),
                )
              }
            />
            <button
              type="button"
              onClick={() =>
                draft.setMeta(
                  "udf",
                  (meta.udf ?? []).filter((_, i) => i !== index),
                )
              }
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        ))}
        <button type="button" onClick={() => draft.setMeta("udf", [...(meta.udf ?? []), { value: "" }])}>
          <Trans>Add a value</Trans>
        </button>
      </Fieldset>

      <Fieldset legend={t`Returns`}>
        <Toggle label={t`Shoppers must log in to return or exchange`} checked={meta.required_login} onChange={(v) => draft.setMeta("required_login", v)} />
        <Toggle label={t`Return the whole quantity (quantity lock)`} checked={config.quantity_lock} onChange={(v) => draft.setConfig("quantity_lock", v)} />
        <Toggle label={t`Ask for bank details for refunds`} checked={config.capture_bank_detail} onChange={(v) => draft.setConfig("capture_bank_detail", v)} />
        <label className="admin-field">
          <span>{t`Return authorisation id`}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            dir="ltr"
            value={theme.return_authorization_id ?? ""}
            onChange={(e) => draft.setRoot("return_authorization_id", e.target.value === "" ? undefined : Number(e.target.value))}
          />
          <small className="admin-muted">
            <Trans>5 asks shoppers for the order id; any other value for the reference number.</Trans>
          </small>
        </label>
      </Fieldset>

      <Fieldset legend={t`Banners`}>
        <BannerFields draft={draft} />
      </Fieldset>
    </div>
  );
}
