import { useEffect, useState } from "react";
import type { AdminBrand, OpsAnswerRatesResult } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { queryOf, type OpsFilterValues } from "./use-ops-reports.ts";

export type AnswerRatesState = { state: "loading" } | { state: "ready"; rates: OpsAnswerRatesResult } | { state: "failed" };

/** Answer rates and time to answer for the applied filter (its "answered" choice aside). */
export function useAnswerRates(brand: AdminBrand, filter: OpsFilterValues): AnswerRatesState {
  const key = JSON.stringify([brand.subdomain, filter]);
  const [answer, setAnswer] = useState<{ key: string; state: AnswerRatesState }>();
  useEffect(() => {
    let live = true;
    void adminApi.opsAnswerRates(queryOf(brand.subdomain, filter)).then((result) => {
      if (live) setAnswer({ key, state: result.ok ? { state: "ready", rates: result.value } : { state: "failed" } });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, filter, key]);
  return answer?.key === key ? answer.state : { state: "loading" };
}
