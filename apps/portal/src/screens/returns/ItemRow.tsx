import { useLingui } from "@lingui/react/macro";
import { useId, type SelectHTMLAttributes } from "react";
import type { ReturnProduct } from "@portal/core/api";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { POLICY_REFUSAL_MESSAGE } from "@portal/core/returns";
import { useFormatters } from "@portal/i18n/react";
import { ProductImage, useBrandTimeZone } from "@portal/ui";
import { useProductChoice, useReturnFlowStore } from "@portal/ui/returns";
import { useFlowFacts } from "./flow-context.ts";
import { photoCountText } from "./ItemsStep.tsx";
import { itemErrors, type ItemErrors, type ItemField } from "./item-errors.ts";
import { PhotoField } from "./PhotoField.tsx";
import { VariantField } from "./VariantField.tsx";
import { useBrandText } from "../../state/use-brand-text.ts";
import type { ShownBrandText } from "@portal/core/locale";

/** One product of step 1: its checkbox, and once chosen its quantity, reason, sub reason, comment, photos and (exchange) variant. */
export function ItemRow({ product, index, showErrors }: { product: ReturnProduct; index: number; showErrors: boolean }) {
  const { t, i18n } = useLingui();
  const { data, currency } = useFlowFacts();
  const brandText = useBrandText();
  const choice = useProductChoice(index, product.id);
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const base = useId();
  const ids = {
    check: `${base}-check`,
    quantity: `${base}-qty`,
    reason: `${base}-reason`,
    sub: `${base}-sub`,
    comment: `${base}-comment`,
    hint: `${base}-hint`,
  };
  const entry = choice.entry;
  const errors: ItemErrors = showErrors && entry ? itemErrors(entry, data) : {};
  const errorId = (field: ItemField) => `${base}-${field}-error`;
  const reason = data.reasons.find((r) => r.id === entry?.reasonId);
  const photos = entry ? photoCountText(entry, data) : null;
  const format = useFormatters();
  const timeZone = useBrandTimeZone();
  const invalid = (field: ItemField) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": errorId(field) } : {});
  const errorText = (field: ItemField) =>
    errors[field] ? (
      <p id={errorId(field)} className="portal-field-error">
        {i18n._(VALIDATION_MESSAGE[errors[field]])}
      </p>
    ) : null;

  return (
    <div className="portal-return-item" data-part="item" data-state={choice.state} data-item-id={product.id}>
      <div data-part="item-head">
        <input id={ids.check} name={`item-${product.id}`} {...choice.checkboxProps} aria-describedby={ids.hint} />
        <label htmlFor={ids.check} data-part="item-label">
          <ProductImage title={product.title || product.sku} imageUrl={product.image_url} size={64} />
          <span data-part="item-title">{product.title || product.sku}</span>
          <span data-part="item-price">{format.money(product.price, currency)}</span>
        </label>
        <p id={ids.hint} data-part="item-hint" data-policy={product.not_returnable?.code}>
          {product.not_returnable
            ? product.not_returnable.message || i18n._(POLICY_REFUSAL_MESSAGE[product.not_returnable.code])
            : choice.state === "used-up"
              ? t`Already in a return request`
              : data.kind === "exchange"
                ? t`You can exchange up to ${choice.returnable}.`
                : t`You can return up to ${choice.returnable}.`}
        </p>
        {product.returnable_until && !product.not_returnable ? (
          <p data-part="item-window">{t`Returnable until ${format.date(product.returnable_until, timeZone)}`}</p>
        ) : null}
      </div>
      {entry ? (
        <div data-part="item-details">
          <div data-part="field">
            <label htmlFor={ids.quantity}>{t`Quantity`}</label>
            <input id={ids.quantity} name={`quantity-${product.id}`} {...choice.quantityProps} />
            {choice.locked ? <p data-part="hint">{t`The quantity is fixed for this order.`}</p> : null}
          </div>
          <div data-part="field">
            <label htmlFor={ids.reason}>{t`Reason`}</label>
            <IdSelect
              id={ids.reason}
              name={`reason-${product.id}`}
              placeholder={t`Choose a reason`}
              options={data.reasons.map((r) => ({ id: r.id, ...brandText(r.reason_name, r.translations) }))}
              value={entry.reasonId}
              onChoose={(reasonId) => dispatch({ type: "set-reason", itemId: product.id, reasonId })}
              {...invalid("reason")}
            />
            {errorText("reason")}
          </div>
          {reason && reason.sub_reasons.length > 0 ? (
            <div data-part="field">
              <label htmlFor={ids.sub}>{t`Sub reason`}</label>
              <IdSelect
                id={ids.sub}
                name={`sub-reason-${product.id}`}
                placeholder={t`Choose a sub reason`}
                options={reason.sub_reasons.map((sub) => ({ id: sub.id, ...brandText(sub.name, sub.translations) }))}
                value={entry.subReasonId}
                onChoose={(subReasonId) => dispatch({ type: "set-reason", itemId: product.id, reasonId: reason.id, subReasonId })}
                {...invalid("subReason")}
              />
              {errorText("subReason")}
            </div>
          ) : null}
          <div data-part="field">
            <label htmlFor={ids.comment}>{t`Comment (optional)`}</label>
            <textarea
              id={ids.comment}
              name={`comment-${product.id}`}
              value={entry.comment}
              maxLength={1000}
              rows={2}
              onChange={(e) => dispatch({ type: "set-comment", itemId: product.id, comment: e.target.value })}
            />
          </div>
          {data.order.capture_image ? (
            <PhotoField entry={entry} title={product.title || product.sku} required={photos} invalid={invalid("images")} error={errorText("images")} />
          ) : null}
          {data.kind === "exchange" ? (
            <VariantField itemId={product.id} selected={entry.thisProdVariant} invalid={invalid("variant")} error={errorText("variant")} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

interface IdSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> {
  /** The first, empty option: nothing chosen yet. */
  placeholder: string;
  /** Brand-written names: `lang`/`dir` where one stays in another language than the page's. */
  options: readonly ({ id: number } & ShownBrandText)[];
  value: number | null | undefined;
  onChoose: (id: number | null) => void;
}

/** A select of numbered options (a reason, a sub reason) after an empty placeholder: chooses an id, or null for the placeholder. */
function IdSelect({ placeholder, options, value, onChoose, ...selectProps }: IdSelectProps) {
  return (
    <select {...selectProps} value={value ?? ""} onChange={(e) => onChoose(e.target.value === "" ? null : Number(e.target.value))}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id} lang={option.lang} dir={option.dir}>
          {option.text}
        </option>
      ))}
    </select>
  );
}
