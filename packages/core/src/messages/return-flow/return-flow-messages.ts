import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Return-flow texts the API answers with and the return pages show themselves: in the
 * return flow's catalog (lingui.config.js), so the tracking page does not carry them.
 */
export const RETURN_FLOW_MESSAGE = {
  orderNotFound: msg`We could not find a returnable order with these details.`,
  ifscUnknown: msg`This IFSC code does not exist. Please check it.`,
  returnPlaced: msg`Your return request has been placed.`,
  exchangePlaced: msg`Your exchange request has been placed.`,
} as const satisfies Record<string, MessageDescriptor>;
