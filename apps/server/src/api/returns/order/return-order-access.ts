import { ORDER_ID_RETURN_AUTHORIZATION } from "@portal/core/returns";
import {
  findDecoyOrderRef,
  findOrderProofFacts,
  findOrderRefByOrderId,
  findShipmentsByReferenceNumber,
  findShipmentsByWaybills,
  type OrderProofFacts,
  type ShipmentPointer,
} from "@portal/db/repositories/returns-orders";
import { securityKeyMatchesAny } from "../../security/security-key.ts";
import type { BrandContext } from "../http/brand-context.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { emailMatches, phoneMatchesAny } from "../../security/contact-match.ts";
import type { AnswerMessage } from "../../../http/envelope.ts";

/**
 * What a return link or login form carries. Identifiers say which order; proofs say the
 * shopper may see it. Identifiers alone are not enough: order numbers and waybills are
 * easy to guess.
 */
export interface ReturnOrderLink {
  /** `waybill` and the comma-separated `awbs`. */
  waybills: readonly string[];
  orderId?: string | undefined;
  referenceNumber?: string | undefined;
  /** Proofs. */
  securityKey?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  token?: string | undefined;
}

/** What finding and proving an order reads: the database and the login tokens (the API's and a page's). */
export type ReturnOrderAccessDeps = Pick<ReturnsDeps, "db" | "tokens" | "now">;

export type ReturnOrderAccess =
  | {
      ok: true;
      orderRef: string;
      /** The forward shipments the link points at; undefined for the whole order. */
      focusShipmentIds: ReadonlySet<string> | undefined;
    }
  | { ok: false; status: 401 | 404; message: AnswerMessage };

interface Candidate {
  orderRef: string;
  /** Shipments the identifiers matched (waybills first, else reference numbers). */
  shipments: ShipmentPointer[];
  /**
   * Found by both order_id and reference_number. That proves the order only on brands without
   * the security check (as a waybill does there): shops derive references from order ids
   * (AC-50012 and REF-50012), so on a key-checking brand the pair is guessable, not a secret.
   */
  pairedIdentifiers: boolean;
}

/**
 * Finds the brand's order a link or login names, and checks the shopper's proof: a valid
 * login token for it, one of its shipments' security keys, its phone number or email, or —
 * for brands without the security check only — its waybills, or its order id and reference
 * number together (guessable, so no proof where the brand checks keys: docs/security.md). Every lookup is scoped to the brand, so another brand's order is "not found".
 */
export async function accessReturnOrder(deps: ReturnOrderAccessDeps, context: BrandContext, link: ReturnOrderLink): Promise<ReturnOrderAccess> {
  const brandId = context.brand.id;
  const claims = link.token ? deps.tokens.verify(link.token, deps.now()) : undefined;
  const tokenOrderRef = claims?.brandId === brandId ? claims.orderRef : undefined;
  const notFound: ReturnOrderAccess =
    link.token && tokenOrderRef === undefined
      ? { ok: false, status: 401, message: RETURNS_MESSAGE.sessionEnded }
      : { ok: false, status: 404, message: RETURNS_MESSAGE.orderNotFound };

  // A login names its order itself: with no identifier, the token's order is the one asked for.
  const named = link.waybills.length > 0 || link.orderId !== undefined || link.referenceNumber !== undefined;
  const candidates = named
    ? await findCandidates(deps, context, link)
    : tokenOrderRef !== undefined
      ? [{ orderRef: tokenOrderRef, shipments: [], pairedIdentifiers: false }]
      : [];
  // Nothing found: the proof facts of a decoy (a real order of the brand, next after the first
  // identifier) are read and checked all the same, so a miss costs what a hit without proof
  // does and the time taken does not tell whether the order exists (issue 32 item 6).
  // The decoy is sought on a hit too, so neither answer has a read the other lacks.
  const decoyRef = await findDecoyOrderRef(deps.db, brandId, link.waybills[0] ?? link.orderId ?? link.referenceNumber ?? "");
  const decoy = candidates.length === 0 ? decoyRef : undefined;
  const facts = await findOrderProofFacts(deps.db, brandId, decoy !== undefined ? [decoy] : candidates.map((c) => c.orderRef));
  // Newest order first: a reused reference number most likely means the latest order.
  for (const fact of facts) {
    const candidate = candidates.find((c) => c.orderRef === fact.orderRef);
    if (candidate === undefined) {
      proves(link, context, { orderRef: fact.orderRef, shipments: [], pairedIdentifiers: false }, fact, tokenOrderRef);
      continue;
    }
    if (proves(link, context, candidate, fact, tokenOrderRef)) {
      return {
        ok: true,
        orderRef: fact.orderRef,
        focusShipmentIds: candidate.shipments.length > 0 ? new Set(candidate.shipments.map((s) => s.shipmentId)) : undefined,
      };
    }
  }
  return notFound;
}

function proves(link: ReturnOrderLink, context: BrandContext, candidate: Candidate, fact: OrderProofFacts, tokenOrderRef: string | undefined): boolean {
  const keys = link.waybills.length > 0 ? candidate.shipments.map((s) => s.securityKey) : fact.securityKeys;
  // Every check runs, so the time taken does not tell which proof failed.
  const checks = [
    tokenOrderRef === candidate.orderRef,
    link.securityKey !== undefined && securityKeyMatchesAny(keys, link.securityKey),
    link.phone !== undefined && phoneMatchesAny(fact.phones, link.phone),
    link.email !== undefined && emailMatches(fact.email, link.email),
    candidate.pairedIdentifiers && !context.brand.securityCheckEnabled,
    link.waybills.length > 0 && !context.brand.securityCheckEnabled,
  ];
  return checks.some(Boolean);
}

/** Orders every given identifier agrees on. */
async function findCandidates(deps: ReturnOrderAccessDeps, context: BrandContext, link: ReturnOrderLink): Promise<Candidate[]> {
  const brandId = context.brand.id;
  const sets: Array<Map<string, ShipmentPointer[]>> = [];

  if (link.waybills.length > 0) {
    const wanted = new Set(link.waybills);
    const found = await findShipmentsByWaybills(deps.db, brandId, [...wanted]);
    // Every waybill must be the brand's, and all of one order.
    const byOrder = groupByOrder(found);
    if (found.length < wanted.size || byOrder.size !== 1) return [];
    sets.push(byOrder);
  }
  if (link.orderId !== undefined) {
    // Brands with return_authorization_id 5 name orders by order id; others' links carry
    // reference numbers under that name too.
    const byOrderId = await orderIdMatches(deps, brandId, link.orderId);
    sets.push(
      byOrderId.size > 0 || context.returnAuthorizationId === ORDER_ID_RETURN_AUTHORIZATION
        ? byOrderId
        : groupByOrder(await findShipmentsByReferenceNumber(deps.db, brandId, link.orderId)),
    );
  }
  if (link.referenceNumber !== undefined) {
    const byReference = groupByOrder(await findShipmentsByReferenceNumber(deps.db, brandId, link.referenceNumber));
    sets.push(byReference.size > 0 ? byReference : await orderIdMatches(deps, brandId, link.referenceNumber));
  }

  const [first, ...rest] = sets;
  if (first === undefined) return [];
  const paired = link.orderId !== undefined && link.referenceNumber !== undefined && link.orderId !== link.referenceNumber;
  return [...first.keys()]
    .filter((orderRef) => rest.every((set) => set.has(orderRef)))
    .map((orderRef) => ({
      orderRef,
      shipments: focusOf(
        link,
        sets.flatMap((set) => set.get(orderRef) ?? []),
      ),
      pairedIdentifiers: paired,
    }));
}

async function orderIdMatches(deps: ReturnOrderAccessDeps, brandId: string, orderId: string): Promise<Map<string, ShipmentPointer[]>> {
  const orderRef = await findOrderRefByOrderId(deps.db, brandId, orderId);
  return orderRef === undefined ? new Map() : new Map([[orderRef, []]]);
}

/** A waybill link points at its waybills' shipments; otherwise at the reference number's. */
function focusOf(link: ReturnOrderLink, pointers: readonly ShipmentPointer[]): ShipmentPointer[] {
  const unique = pointers.filter((pointer, i) => pointers.findIndex((p) => p.shipmentId === pointer.shipmentId) === i);
  return link.waybills.length > 0 ? unique.filter((p) => p.waybill !== null && link.waybills.includes(p.waybill)) : unique;
}

function groupByOrder(pointers: readonly ShipmentPointer[]): Map<string, ShipmentPointer[]> {
  const byOrder = new Map<string, ShipmentPointer[]>();
  for (const pointer of pointers) byOrder.set(pointer.orderRef, [...(byOrder.get(pointer.orderRef) ?? []), pointer]);
  return byOrder;
}
