import type { AnswerRate, OpsAnswerRatesResult } from "@portal/core/api";
import type { AnswerRateGroup } from "@portal/db/repositories/ndr-pushes";

interface Tally {
  failures: number;
  answered: number;
  answerSeconds: number;
}

const empty = (): Tally => ({ failures: 0, answered: 0, answerSeconds: 0 });

function add(into: Tally, group: AnswerRateGroup) {
  into.failures += group.failures;
  into.answered += group.answered;
  into.answerSeconds += group.answerSeconds;
}

function rateOf(tally: Tally): AnswerRate {
  return {
    failures: tally.failures,
    answered: tally.answered,
    rate: tally.failures === 0 ? 0 : tally.answered / tally.failures,
    mean_answer_seconds: tally.answered === 0 ? null : Math.round(tally.answerSeconds / tally.answered),
  };
}

/** The groups (direction × reason × courier) summed per reason and per courier, most failures first. */
export function answerRatesOf(groups: readonly AnswerRateGroup[], nameOf: (kind: "delivery" | "pickup", issueId: number) => string): OpsAnswerRatesResult {
  const total = empty();
  const reasons = new Map<string, { kind: "delivery" | "pickup"; issueId: number; tally: Tally }>();
  const couriers = new Map<string, { courier: { id: string; name: string } | null; tally: Tally }>();
  for (const group of groups) {
    add(total, group);
    const kind = group.reverse ? "pickup" : "delivery";
    const reasonKey = `${kind}:${group.issueId}`;
    const reason = reasons.get(reasonKey) ?? { kind, issueId: group.issueId, tally: empty() };
    add(reason.tally, group);
    reasons.set(reasonKey, reason);
    const courierKey = group.courierId ?? "";
    const courier = couriers.get(courierKey) ?? {
      courier: group.courierId ? { id: group.courierId, name: group.courierName || group.courierId } : null,
      tally: empty(),
    };
    add(courier.tally, group);
    couriers.set(courierKey, courier);
  }
  const byFailures = (a: { tally: Tally }, b: { tally: Tally }) => b.tally.failures - a.tally.failures;
  return {
    total: rateOf(total),
    by_reason: [...reasons.values()].sort(byFailures).map(({ kind, issueId, tally }) => ({
      kind,
      issue_id: issueId,
      issue_name: nameOf(kind, issueId),
      ...rateOf(tally),
    })),
    by_courier: [...couriers.values()].sort(byFailures).map(({ courier, tally }) => ({ courier, ...rateOf(tally) })),
  };
}
