import { createContext, useContext } from "react";
import type { CurrencyCode } from "@portal/core/money";
import type { LinkParams } from "@portal/core/routes";
import type { FlowData } from "./flow-data.ts";
import type { PostedAddressEditor, PostedIfscLookup } from "./posted-flow.ts";
import type { PhotoRefusal } from "./posted-photos.ts";

/** Fixed facts of one mounted flow that every step reads. */
export interface FlowFacts {
  data: FlowData;
  params: LinkParams;
  currency: CurrencyCode;
  /** The brand's country (ISO 3166 alpha-2): address rules, self-ship. */
  country: string;
  /** The brand's manifest offers self-ship (core's isSelfShipOffered adds the country and the pincode). */
  brandOffersSelfShip: boolean;
  /** A step posted without script was refused by its checks: the step opens with its complaints shown. */
  showPostedErrors: boolean;
  /** The new-address form as a post without script left it open, or null. */
  postedEditor: PostedAddressEditor | null;
  /** How many addresses the order came with: any after them was added in this flow. */
  orderAddressCount: number;
  /** The IFSC lookup a post without script asked for, as the server found it. */
  postedIfscLookup: PostedIfscLookup | undefined;
  /** Why the server refused a photo posted without script for an item, if it did. */
  postedPhotoRefusalOf: (itemId: number) => PhotoRefusal | undefined;
}

export const FlowFactsContext = createContext<FlowFacts | null>(null);

export function useFlowFacts(): FlowFacts {
  const facts = useContext(FlowFactsContext);
  if (!facts) throw new Error("useFlowFacts must be used inside the return flow");
  return facts;
}
