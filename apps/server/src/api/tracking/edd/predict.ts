import type * as v from "valibot";
import type { EddUi, PredictSchema } from "@portal/core/api";
import type { EddMessageId } from "@portal/core/edd";
import type { Shipment } from "@portal/db/repositories/records";

type Predict = v.InferOutput<typeof PredictSchema>;

/** Colour hints of the prediction, as the timeline colours them: late orange, lost red, on time green. */
export type PredictColor = "green" | "orange" | "red";

export const PREDICT_COLOR = {
  1: "green",
  2: "green",
  3: "orange",
  4: "green",
  5: "orange",
  6: "green",
  7: "orange",
  8: "red",
  9: "green",
} as const satisfies Record<EddMessageId, PredictColor>;

/** The tracking entry's `predict`: the EDD, the message's colour and its supplied text. Null without a message. */
export function predictOf(shipment: Pick<Shipment, "edd">, eddUi: EddUi | null): Predict | null {
  if (eddUi === null) return null;
  return { color: PREDICT_COLOR[eddUi.message_id as EddMessageId], edd: shipment.edd.date, message: eddUi.message };
}
