import type { EddUi } from "@portal/core/api";
import { EDD_MESSAGE, EDD_MESSAGE_IDS, type EddMessageId } from "@portal/core/edd";
import type { Shipment } from "@portal/db/repositories/records";
import type { ShipmentStage } from "../shipment/shipment-stage.ts";

/**
 * Stages at which nothing is expected any more: the shipment arrived, was cancelled or is
 * going back. Lost and damaged shipments keep their message (id 8 carries the explanation).
 */
export function isExpectationOver(stage: ShipmentStage): boolean {
  if (stage.direction === "pickup") return stage.stage === "cancelled" || stage.stage === "returned-to-warehouse";
  return stage.stage === "delivered" || stage.stage === "cancelled" || stage.stage === "returned-to-origin" || stage.stage === "expired";
}

/**
 * The expected-delivery message of a shipment (spec section 4) from its stored edd data,
 * following core's EDD table: id 1 needs a date text (the stored text, else the EDD date),
 * id 8 a free text; id 6 and unknown ids are never shown. Null when there is nothing to show.
 */
export function eddUiOf(shipment: Pick<Shipment, "edd">, stage: ShipmentStage): EddUi | null {
  const { messageId, message, date } = shipment.edd;
  if (messageId === null || isExpectationOver(stage) || !isEddMessageId(messageId)) return null;
  const row = EDD_MESSAGE[messageId];
  if (row === null) return null;
  const text = {
    "date-text": () => message?.trim() || date?.trim() || "",
    "free-text": () => message?.trim() ?? "",
    none: () => "",
  } as const satisfies Record<typeof row.input, () => string>;
  const supplied = text[row.input]();
  if (row.input !== "none" && supplied === "") return null;
  return { message_id: messageId, message: supplied };
}

function isEddMessageId(id: number): id is EddMessageId {
  return (EDD_MESSAGE_IDS as readonly number[]).includes(id);
}
