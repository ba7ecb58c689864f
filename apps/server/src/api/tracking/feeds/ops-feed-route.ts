import type { Context } from "hono";
import { OpsFeedQuerySchema, type IssueConfig, type OpsFeedResult } from "@portal/core/api";
import { feedDirectionOf } from "@portal/core/feed-form";
import { findIssueConfig, type FailureDirection, type OpsIssueConfig } from "@portal/db/repositories/tracking-issue-configs";
import { snakeCaseRecord } from "@portal/db/repositories/row-case";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { findTrackedShipment } from "../shipment/shipment-request.ts";
import { defaultIssueConfig } from "./default-issue-configs.ts";

function wireIssueConfigOf(config: OpsIssueConfig): IssueConfig {
  return snakeCaseRecord(config, ["direction"]);
}

/**
 * GET tracking-ops-feed (and npr/tracking-ops-feed): how operations classify the
 * shipment's latest failure: the stored config of its reason code, else one built from
 * core's reason table. issue_config is null when the shipment has no failure (or is of
 * the other direction). It holds no personal data, but it would confirm that a waybill
 * exists, so with the security check on it needs the valid key like every tracking call.
 */
export function opsFeedHandler(deps: ApiDeps, direction: FailureDirection) {
  return async (c: Context) => {
    const query = readQuery(c, OpsFeedQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { shipment } = found.shipment.detail;
    deps.log.info("ops feed read", { username: query.value.username, direction, shipmentId: shipment.id });

    const code = feedDirectionOf(shipment.isReverse) === direction ? shipment.failureReasonCode : null;
    const config = code === null ? undefined : ((await findIssueConfig(deps.db, direction, code)) ?? defaultIssueConfig(direction, code));
    return sendOk(c, { feed: { issue_config: config ? wireIssueConfigOf(config) : null } } satisfies OpsFeedResult);
  };
}
