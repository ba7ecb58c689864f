import * as v from "valibot";
import { describeIssues } from "../api/request-validation.ts";
import { aftershipShipment, AftershipWebhookSchema } from "./aftership-webhook.ts";
import { clickpostShipment, ClickpostWebhookSchema } from "./clickpost-webhook.ts";
import { easypostShipment, EasypostWebhookSchema } from "./easypost-webhook.ts";
import { shiprocketShipment, ShiprocketWebhookSchema } from "./shiprocket-webhook.ts";
import type { WebhookProvider } from "./webhook-providers.ts";
import type { WebhookShipment } from "./webhook-scan.ts";

type Reader = (body: unknown) => { ok: true; shipment: WebhookShipment } | { ok: false; message: string };

function reader<TSchema extends v.GenericSchema>(schema: TSchema, toShipment: (payload: v.InferOutput<TSchema>) => WebhookShipment): Reader {
  return (body) => {
    const parsed = v.safeParse(schema, body);
    return parsed.success ? { ok: true, shipment: toShipment(parsed.output) } : { ok: false, message: describeIssues(parsed.issues) };
  };
}

/** Each provider's payload, checked and read as one shipment update. */
export const WEBHOOK_PAYLOAD = {
  clickpost: reader(ClickpostWebhookSchema, clickpostShipment),
  shiprocket: reader(ShiprocketWebhookSchema, shiprocketShipment),
  aftership: reader(AftershipWebhookSchema, aftershipShipment),
  easypost: reader(EasypostWebhookSchema, easypostShipment),
} as const satisfies Record<WebhookProvider, Reader>;
