import type { InputHTMLAttributes } from "react";
import { isProductReturnable, isProductSelected, isQuantityLocked } from "@portal/core/returns";
import { useReturnFlowStore } from "./return-flow-context.tsx";

/** "selected", "available", "used-up" (every unit already in earlier returns), or "not-returnable" (the brand's policy). */
export type ProductChoiceState = "selected" | "available" | "used-up" | "not-returnable";

/** Prop bags of one product row of step 1: its checkbox and its quantity input. */
export function useProductChoice(index: number, itemId: number) {
  const flow = useReturnFlowStore((s) => s.flow);
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const selected = isProductSelected(flow, itemId);
  const returnable = flow.policy.returnable[itemId] ?? 0;
  const locked = isQuantityLocked(flow);
  const refused = flow.policy.products.find((p) => p.id === itemId)?.not_returnable !== undefined;
  const state: ProductChoiceState = selected ? "selected" : isProductReturnable(flow, itemId) ? "available" : refused ? "not-returnable" : "used-up";
  const entry = flow.request[itemId];
  const checkboxProps: InputHTMLAttributes<HTMLInputElement> = {
    type: "checkbox",
    checked: selected,
    disabled: state === "used-up" || state === "not-returnable",
    onChange: () => dispatch({ type: "toggle-product", index }),
  };
  const quantityProps: InputHTMLAttributes<HTMLInputElement> = {
    type: "number",
    inputMode: "numeric",
    min: 1,
    max: returnable,
    value: entry?.quantity ?? 0,
    readOnly: locked,
    "aria-readonly": locked || undefined,
    onChange: (event) => dispatch({ type: "set-quantity", itemId, quantity: Number(event.currentTarget.value) }),
  };
  return { state, selected, returnable, locked, entry, checkboxProps, quantityProps };
}
