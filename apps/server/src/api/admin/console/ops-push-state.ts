import type { OpsReportPush } from "@portal/core/api";
import type { NdrPush } from "@portal/db/repositories/ndr-pushes";
import { isNdrApiProvider } from "../../../ndr-push/ndr-aggregators.ts";

/**
 * An answered failure's push, as the ops view shows it: the newest push of the shipment, or,
 * when there is none, why not (its aggregator has no NDR API, or the brand gave no credentials).
 */
export function opsPushOf(push: NdrPush | undefined, provider: string | undefined, { pickup }: { pickup: boolean }): OpsReportPush {
  if (!push) {
    return {
      // The aggregators' NDR actions are for deliveries: a failed pickup's answer has none.
      state: isNdrApiProvider(provider) && !pickup ? "no-credentials" : "no-api",
      provider: provider ?? null,
      attempts: 0,
      last_attempt_at: null,
      last_status: null,
      last_response: null,
      last_error: null,
      next_retry_at: null,
      sent_at: null,
    };
  }
  const state = (
    {
      // A push being sent right now is still on its way.
      working: "queued",
      pending: push.attempts === 0 ? "queued" : "failed",
      done: "sent",
      dead: "gave-up",
    } as const satisfies Record<NdrPush["status"], OpsReportPush["state"]>
  )[push.status];
  return {
    state,
    provider: push.provider,
    attempts: push.attempts,
    last_attempt_at: push.lastAttemptAt,
    last_status: push.lastResponseStatus,
    last_response: push.lastResponseBody,
    last_error: push.lastError,
    next_retry_at: state === "failed" ? push.readyAt : null,
    sent_at: push.sentAt,
  };
}
