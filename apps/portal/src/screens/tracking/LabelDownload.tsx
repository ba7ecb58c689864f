import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { ShippingLabelDownload, useShippingLabel } from "@portal/ui";
import { toast } from "../../app/toast.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { createShippingLabelCheck } from "./shipping-label-check.ts";

/** The shipping label's button: requests the label, waits for it, then offers the file. */
export default function LabelDownload({ waybill, securityKey }: { waybill: string; securityKey: string | undefined }) {
  const { t, i18n } = useLingui();
  const { api } = usePortal();
  const check = useMemo(() => createShippingLabelCheck(api, { waybill, securityKey }), [api, waybill, securityKey]);
  const label = useShippingLabel({
    check,
    fileName: `shipping-label-${waybill}.pdf`,
    onReady: () => toast.success(() => t`Your shipping label is ready.`),
    onBusy: () => toast(() => i18n._(ERROR_MESSAGE["action-in-progress"])),
  });
  return <ShippingLabelDownload label={label} />;
}
