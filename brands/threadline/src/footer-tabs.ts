import { useCallback, useState } from "react";

/** Which footer section is open: its index, or -1 when none is (the spec's convention). */
export type OpenTab = number;
export const NONE_OPEN: OpenTab = -1;

/** One section open at a time: opening one closes the other; opening the open one closes it. */
export function useFooterTabs(initial: OpenTab = NONE_OPEN) {
  const [open, setOpen] = useState<OpenTab>(initial);
  const toggle = useCallback((index: number) => setOpen((current) => (current === index ? NONE_OPEN : index)), []);
  const tabProps = (index: number, panelId: string) => ({
    type: "button" as const,
    "aria-expanded": open === index,
    "aria-controls": panelId,
    "data-state": open === index ? ("open" as const) : ("closed" as const),
    onClick: () => toggle(index),
  });
  const panelProps = (index: number, panelId: string) => ({ id: panelId, hidden: open !== index, "data-state": open === index ? ("open" as const) : ("closed" as const) });
  return { open, toggle, tabProps, panelProps };
}
