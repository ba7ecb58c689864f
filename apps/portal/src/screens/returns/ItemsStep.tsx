import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { imageRequirementOf, POLICY_REFUSAL_MESSAGE, requestEntries, uploadedCount, type ReturnRequestEntry } from "@portal/core/returns";
import { itemErrors } from "./item-errors.ts";
import { INTENT_FIELD } from "./posted-flow.ts";
import { useReturnFlowStore } from "@portal/ui/returns";
import { useFlowFacts } from "./flow-context.ts";
import { reasonRuleOf, type FlowData } from "./flow-data.ts";
import { ItemRow } from "./ItemRow.tsx";
import { useFocusFirstError } from "./use-focus-first-error.ts";
import { useBrandText } from "../../state/use-brand-text.ts";
import type { ShownBrandText } from "@portal/core/locale";

/** A brand-written paragraph, marked with its language where it is not the page's. */
function BrandTextParagraph({ shown }: { shown: ShownBrandText }) {
  return (
    <p lang={shown.lang} dir={shown.dir}>
      {shown.text}
    </p>
  );
}

/** Step 1: which items, how many, why, with photos where the reason asks for them. */
export function ItemsStep() {
  const { t, i18n } = useLingui();
  const { data, showPostedErrors } = useFlowFacts();
  const brandText = useBrandText();
  const flow = useReturnFlowStore((s) => s.flow);
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const [attempt, setAttempt] = useState(showPostedErrors ? 1 : 0);
  const container = useRef<HTMLDivElement>(null);
  useFocusFirstError(container, attempt);

  const entries = requestEntries(flow);
  const showErrors = attempt > 0;
  const nothingChosen = showErrors && entries.length === 0;
  const uploading = entries.some((e) => e.isUploading);

  const onContinue = () => {
    const blocked = entries.length === 0 || entries.some((e) => Object.keys(itemErrors(e, data)).length > 0);
    if (blocked || uploading) {
      setAttempt((n) => n + 1);
      return;
    }
    dispatch({ type: "add-product" });
    dispatch({ type: "go-to-step", step: 2 });
  };

  return (
    <div ref={container} data-part="items-step">
      {data.kind === "exchange" && data.exchangeInstructions ? (
        <section data-part="exchange-instructions" aria-label={t`Exchange instructions`}>
          <h3>{t`Exchange instructions`}</h3>
          <BrandTextParagraph shown={brandText(data.exchangeInstructions, data.exchangeInstructionsTranslations)} />
        </section>
      ) : null}
      {data.kind === "exchange" && data.order.return_policy?.exchange === false ? (
        <p data-part="policy-notice" role="alert">
          {data.order.return_policy.exchange_message || i18n._(POLICY_REFUSAL_MESSAGE["exchange-not-offered"])}
        </p>
      ) : null}
      <fieldset data-part="items" data-invalid={nothingChosen || undefined} aria-describedby={nothingChosen ? "items-error" : undefined}>
        <legend>{data.kind === "exchange" ? t`Choose the items to exchange` : t`Choose the items to return`}</legend>
        {data.order.item_info.map((product, index) => (
          <ItemRow key={product.id} product={product} index={index} showErrors={showErrors} />
        ))}
        {nothingChosen ? (
          <p id="items-error" className="portal-field-error" role="alert">
            {data.kind === "exchange" ? t`Please choose at least one item to exchange.` : t`Please choose at least one item to return.`}
          </p>
        ) : null}
      </fieldset>
      {showErrors && uploading ? <p role="status">{t`Please wait until the photos are uploaded.`}</p> : null}
      <div data-part="actions">
        <button type="submit" name={INTENT_FIELD} value="continue" className="portal-button" onClick={onContinue} data-action="continue">
          {t`Continue`}
        </button>
      </div>
    </div>
  );
}

/** "2 of 3 photos added" for a requirement, or null when photos are optional. */
export function photoCountText(entry: ReturnRequestEntry, data: FlowData): { added: number; minimum: number } | null {
  if (entry.reasonId === null) return null;
  const requirement = imageRequirementOf(reasonRuleOf(data)(entry.reasonId));
  return requirement.required ? { added: uploadedCount(entry.images), minimum: requirement.minimum } : null;
}
