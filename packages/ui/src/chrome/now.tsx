import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

const NowContext = createContext<Date | null>(null);

/**
 * The render's clock. The server renders with the request time and the client hydrates with
 * the same instant (sent in the initial state), so time-derived text such as the copyright
 * year is identical on both sides even across midnight on 31 December.
 */
export function NowProvider({ now, children }: { now: Date | number | string; children: ReactNode }) {
  const time = new Date(now).getTime();
  const value = useMemo(() => new Date(time), [time]);
  return <NowContext.Provider value={value}>{children}</NowContext.Provider>;
}

/** The provided render time, else the time this component first rendered. */
export function useNow(): Date {
  const provided = useContext(NowContext);
  const [mountedAt] = useState(() => new Date());
  return provided ?? mountedAt;
}
