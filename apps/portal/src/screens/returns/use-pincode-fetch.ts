import { useState } from "react";
import { useReturnFlowStore } from "@portal/ui/returns";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useFlowFacts } from "./flow-context.ts";

/** Where a Fetch or serviceability check stands; rendered as `data-state`. */
export type PincodeCheckState = "idle" | "checking" | "serviceable" | "not-serviceable" | "failed";

/**
 * The pincode Fetch: pincode-serviceability for this order's shipment answers whether
 * couriers pick up there and the pincode's city and state. The answer is recorded in the
 * flow (pincodeServiceability).
 */
export function usePincodeCheck() {
  const { api } = usePortal();
  const { data } = useFlowFacts();
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const [state, setState] = useState<PincodeCheckState>("idle");

  async function check(pincode: string): Promise<{ serviceable: boolean; city: string; state: string } | undefined> {
    setState("checking");
    const answer = await api.checkPincodeServiceability({ shipment_uuid: data.order.shipment_uuid, pickup_pincode: pincode.trim() });
    if (!answer.ok) {
      setState("failed");
      return undefined;
    }
    const { pincode_serviceable: serviceable, pincode_data: place } = answer.data;
    dispatch({ type: "pincode-checked", isServiceable: serviceable, pincodeData: place ?? null });
    setState(serviceable ? "serviceable" : "not-serviceable");
    return { serviceable, city: place?.city ?? "", state: place?.state ?? "" };
  }

  return { state, check, reset: () => setState("idle") };
}
