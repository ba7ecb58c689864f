import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";

interface OrderStepValue {
  step: number | undefined;
  setStep: (step: number | undefined) => void;
}
const OrderStepContext = createContext<OrderStepValue>({ step: undefined, setStep: () => {} });

/**
 * The return flow's current step, told to the shell so brand footers can hide from step 2 on
 * (product rules §2). Screens without a flow leave it unset.
 */
export function OrderStepProvider({ children }: { children: ReactNode }) {
  const [step, setStep] = useState<number | undefined>(undefined);
  const value = useMemo(() => ({ step, setStep }), [step]);
  return <OrderStepContext.Provider value={value}>{children}</OrderStepContext.Provider>;
}

export function useOrderStep(): number | undefined {
  return useContext(OrderStepContext).step;
}

/**
 * Reports the flow's step while the calling screen is mounted. A layout effect: the footer
 * goes in the same frame as step 2 comes, never painted (nor seen by a test) beside it.
 */
export function useReportOrderStep(step: number | undefined): void {
  const { setStep } = useContext(OrderStepContext);
  useLayoutEffect(() => {
    setStep(step);
    return () => setStep(undefined);
  }, [setStep, step]);
}
