import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Variant } from "@portal/core/api";
import { useReturnFlowStore } from "@portal/ui/returns";
import { useFlowFacts } from "./flow-context.ts";
import { variantsOf } from "./flow-data.ts";

interface VariantFieldProps {
  itemId: number;
  selected: Variant | null;
  invalid: { "aria-invalid"?: true; "aria-describedby"?: string };
  error: ReactNode;
}

/** The replacement for one item (fetch-variants): sold-out variants are listed but cannot be chosen. */
export function VariantField({ itemId, selected, invalid, error }: VariantFieldProps) {
  const { t } = useLingui();
  const { data } = useFlowFacts();
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const variants = variantsOf(data, itemId);
  if (variants.length === 0) return <p data-part="no-variants">{t`This item has no other variants to exchange for.`}</p>;
  return (
    <fieldset data-part="variants" aria-describedby={invalid["aria-describedby"]} data-invalid={invalid["aria-invalid"]}>
      <legend>{t`Exchange for`}</legend>
      {variants.map((variant) => {
        const soldOut = variant.inventory_quantity <= 0;
        return (
          <label key={String(variant.id)} data-state={soldOut ? "sold-out" : "available"}>
            <input
              type="radio"
              name={`variant-${itemId}`}
              value={String(variant.id)}
              checked={selected !== null && String(selected.id) === String(variant.id)}
              disabled={soldOut}
              onChange={() => dispatch({ type: "set-variant", itemId, variant })}
            />
            {variant.title || String(variant.id)}
            {soldOut ? <span data-part="sold-out"> ({t`out of stock`})</span> : null}
          </label>
        );
      })}
      {error}
    </fieldset>
  );
}
