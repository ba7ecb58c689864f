import type { ButtonHTMLAttributes } from "react";
import { RETURN_STEPS, type ReturnStep } from "@portal/core/returns";
import { useReturnFlowStore } from "./return-flow-context.tsx";

/** How a step reads in the step list; rendered as `data-state`. */
export type StepState = "current" | "done" | "open" | "locked";

export interface StepItem {
  step: ReturnStep;
  state: StepState;
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & { "data-state": StepState };
}

/**
 * The "Step n of 3" list: back to any reached step, forward only to a reached one (the
 * reducer decides). A locked step is a disabled button, so keyboards skip it.
 */
export function useReturnSteps(): { current: ReturnStep; reached: ReturnStep; steps: StepItem[]; goTo: (step: ReturnStep) => void } {
  const step = useReturnFlowStore((s) => s.flow.step);
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const goTo = (target: ReturnStep) => dispatch({ type: "go-to-step", step: target });
  const steps = RETURN_STEPS.map((n): StepItem => {
    const state: StepState = n === step.current ? "current" : n <= step.reached ? (n < step.current ? "done" : "open") : "locked";
    return {
      step: n,
      state,
      buttonProps: {
        type: "button",
        "data-state": state,
        disabled: state === "locked",
        ...(state === "current" ? { "aria-current": "step" as const } : {}),
        onClick: () => goTo(n),
      },
    };
  });
  return { current: step.current, reached: step.reached, steps, goTo };
}
