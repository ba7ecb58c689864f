// The shipping label download in each phase, and a live one against a mocked endpoint that
// is "preparing" twice before the file is ready (the real one takes a few minutes).
import { useState, type ComponentType } from "react";
import { frozenShippingLabel } from "../testing/label-states.ts";
import type { LabelCheck } from "./shipping-label-state.ts";
import { ShippingLabelDownload } from "./ShippingLabelDownload.tsx";
import { useShippingLabel } from "./use-shipping-label.ts";

const LABEL_PDF = "data:application/pdf;base64,JVBERi0xLjQKJSBzYW1wbGUK";

function mockedEndpoint(): (signal: AbortSignal) => Promise<LabelCheck> {
  let calls = 0;
  return () =>
    new Promise((resolve) => {
      calls++;
      setTimeout(() => resolve(calls < 3 ? { status: "pending", retryAfterMs: 2_000 } : { status: "ready", url: LABEL_PDF }), 600);
    });
}

function LiveLabel() {
  const [check] = useState(mockedEndpoint);
  const label = useShippingLabel({ check, fileName: "shipping-label-DEMO-TRN-005.pdf" });
  return <ShippingLabelDownload label={label} />;
}

const frame = (Story: ComponentType) => (
  <div style={{ padding: "1.5rem" }}>
    <Story />
  </div>
);

export default {
  title: "UI/Tracking/Shipping label",
  component: ShippingLabelDownload,
  decorators: [frame],
};

export const Idle = { args: { label: frozenShippingLabel("idle") } };
export const Pending = { name: "Pending (preparing)", args: { label: frozenShippingLabel("preparing") } };
export const Ready = { args: { label: frozenShippingLabel("ready") } };
export const Failed = { args: { label: frozenShippingLabel("failed", "error") } };
export const TimedOut = { name: "Taking too long", args: { label: frozenShippingLabel("failed", "timeout") } };
export const Live = { name: "Live (mocked endpoint: pending, then ready)", render: () => <LiveLabel /> };
