import { useEffect, useState } from "react";
import type { InsightAnswer, InsightPage, InsightPeriod } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";

export type InsightPageState<P extends InsightPage> =
  | { state: "loading" }
  | { state: "ready"; answer: InsightAnswer<P> }
  | { state: "failed"; status: number; message: string };

/** One Insights page of a brand for a period (and the previous one, which the answer carries). */
export function useInsightPage<P extends InsightPage>(page: P, brand: string, period: InsightPeriod): InsightPageState<P> {
  const key = JSON.stringify([page, brand, period.from, period.to]);
  const [answer, setAnswer] = useState<{ key: string; state: InsightPageState<P> }>();
  useEffect(() => {
    let live = true;
    void adminApi.insights(page, { brand, from: period.from, to: period.to }).then((result) => {
      if (!live) return;
      setAnswer({
        key,
        state: result.ok ? { state: "ready", answer: result.value as InsightAnswer<P> } : { state: "failed", status: result.status, message: result.message },
      });
    });
    return () => {
      live = false;
    };
  }, [page, brand, period.from, period.to, key]);
  return answer?.key === key ? answer.state : { state: "loading" };
}
