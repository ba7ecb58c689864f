import { Trans } from "@lingui/react/macro";
import { ShippingLabelDownload, useShippingLabel } from "@portal/ui";
import type { ReturnLabelView } from "@portal/ui/returns-status";
import { usePortal } from "../../state/portal-state-context.tsx";
import { createShippingLabelCheck } from "../tracking/shipping-label-check.ts";

/** The status page's label: the brand's file as a link, or the pickup waybill's label job. */
export function ReturnLabel({ label }: { label: ReturnLabelView }) {
  switch (label.kind) {
    case "file":
      return (
        <div className="portal-shipping-label" data-part="shipping-label" data-state="ready">
          <a className="portal-button" href={label.url} download rel="noopener">
            <Trans>Download shipping label</Trans>
          </a>
        </div>
      );
    case "waybill":
      return <WaybillLabel waybill={label.waybill} />;
    case "none":
      return null;
  }
}

function WaybillLabel({ waybill }: { waybill: string }) {
  const { state, api } = usePortal();
  const label = useShippingLabel({
    check: createShippingLabelCheck(api, { waybill, securityKey: state.page.params.security_key }),
    fileName: `label-${waybill}.pdf`,
  });
  return <ShippingLabelDownload label={label} />;
}
