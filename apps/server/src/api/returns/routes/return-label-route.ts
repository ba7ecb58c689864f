import { Hono } from "hono";
import { ReturnStatusQuerySchema } from "@portal/core/api";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { findReturnOrder } from "@portal/db/repositories/returns-orders";
import { findReturnRequest } from "@portal/db/repositories/returns-requests";
import { rateLimit, shipmentTarget } from "../../rate-limit.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { DROP_OFF_INSTRUCTIONS, renderReturnLabelPdf } from "../../../labels/render-return-label-pdf.ts";
import { brandContextOf } from "../http/brand-context.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { readReturnToken } from "../session/read-return-token.ts";
import { lookupReturnStatus } from "../status/lookup-return-status.ts";
import { RETURN_LABEL_PATH } from "../status/return-label-href.ts";

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim() !== "").join(", ");

/**
 * GET return-label: the self-ship label PDF of a return request (issue 34 item 5). Found and
 * allowed exactly as the status page is (lookupReturnStatus: the return id, or the pickup
 * waybill with a key or login); a request picked up by a courier has no such label (404).
 */
export function returnLabelRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${RETURN_LABEL_PATH}`, rateLimit(deps, "return-status", { target: shipmentTarget }), async (c) => {
    const query = readQuery(c, ReturnStatusQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const token = readReturnToken(c);
    const login = token ? deps.tokens.verify(token, deps.now()) : undefined;
    const brand = await resolveApiBrand(c, deps);
    const status = await lookupReturnStatus(deps, brand, query.value, login);
    if (!status.ok) return sendFail(c, status.status, status.message);
    if (brand === undefined || !status.result.metadata.self_shipped) return sendFail(c, 404, RETURNS_MESSAGE.noSelfShipLabel);

    const detail = await findReturnRequest(deps.db, brand.id, { returnId: status.result.return_id });
    if (detail === undefined) return sendFail(c, 404, RETURNS_MESSAGE.requestNotFound);
    const [context, order] = await Promise.all([brandContextOf(deps, brand), findReturnOrder(deps.db, brand.id, detail.orderRef)]);
    const brandName = context.theme?.name || brand.name;
    const address = context.theme?.config.return_address;
    const meta = context.theme?.meta_data;
    const customer = order?.order.customer;
    const pdf = await renderReturnLabelPdf({
      brandName,
      requestId: detail.request.id,
      orderId: order?.order.orderId ?? "",
      to: address
        ? {
            name: address.name,
            lines: [address.address, joined(address.city, address.state, address.pincode), address.country ?? ""].filter(Boolean),
            phone: address.phone ?? null,
          }
        : { name: `${brandName} Returns`, lines: [meta?.website ?? "", meta?.email ?? ""].filter(Boolean), phone: meta?.contact ?? null },
      from: {
        name: customer?.name ?? "",
        lines: [customer?.address ?? "", joined(customer?.city, customer?.state, customer?.pincode)].filter(Boolean),
        phone: customer?.phone ?? null,
      },
      instructions: DROP_OFF_INSTRUCTIONS,
      printedAt: deps.now(),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="return-${detail.request.id}.pdf"`,
      "cache-control": "private, no-store",
    });
  });
  return app;
}
