import type { ReturnRequestResult } from "@portal/core/api";
import { REFUND_MODES, type RefundMode } from "@portal/core/returns";
import type { NewReturnRequestRow } from "@portal/db/schema-returns";
import { minorToMajor } from "../order/minor-units.ts";

type AnswerRow = Pick<
  NewReturnRequestRow,
  "id" | "status" | "kind" | "refund_mode" | "refund_bank_name" | "refund_account_masked" | "refund_upi_masked" | "refund_credit_minor" | "refund_money_minor"
>;

const isRefundMode = (mode: string | null): mode is RefundMode => mode !== null && (REFUND_MODES as readonly string[]).includes(mode);

/**
 * The answer to a stored request, built from its rows only, so a first submit and any
 * repeat of it read exactly alike (masked account details, never the clear ones).
 */
export function requestAnswer(row: AnswerRow, lineIds: readonly string[], replayed: boolean): ReturnRequestResult {
  return {
    return_id: row.id,
    feed_id: row.id,
    return_ids: [...lineIds],
    status: row.status,
    kind: row.kind === "exchange" ? "exchange" : "return",
    refund: isRefundMode(row.refund_mode ?? null)
      ? {
          mode: row.refund_mode as RefundMode,
          bank_name: row.refund_bank_name ?? "",
          account_number: row.refund_account_masked ?? "",
          upi_id: row.refund_upi_masked ?? "",
          refund_as_credit: minorToMajor(row.refund_credit_minor),
          refund_as_money: minorToMajor(row.refund_money_minor),
        }
      : null,
    replayed,
  };
}
