import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import type { PortalApiClient } from "@portal/core/api";
import { FormField, FormStatusLines } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { usePincodeCheck } from "./use-pincode-check.ts";
import "./pincode.css";

/**
 * `/pincode`: only on brands whose theme enables it (the server answers not-found
 * elsewhere). The shipment id comes from the link's `shipment_uuid`, as return-info hands it out.
 */
export default function PincodeScreen() {
  const { api } = usePortal();
  const shipmentId = useRouterState({ select: (s) => shipmentIdOf(s.location.searchStr) });
  return <PincodeView api={api} shipmentId={shipmentId} />;
}

function shipmentIdOf(search: string): string | undefined {
  return new URLSearchParams(search).get("shipment_uuid")?.trim() || undefined;
}

export function PincodeView({ api, shipmentId }: { api: PortalApiClient; shipmentId: string | undefined }) {
  const { t } = useLingui();
  const check = usePincodeCheck({ api, shipmentId });
  return (
    <section className="portal-screen portal-form-screen portal-pincode" data-screen="pincode" data-state={check.phase} aria-labelledby="screen-title">
      <h1 id="screen-title">{t`Pincode serviceability`}</h1>
      <p>{t`Check whether the courier can pick up your return from your pincode.`}</p>
      <form {...check.formProps}>
        <FormField
          label={t`Pickup pincode`}
          labelProps={check.labelProps}
          hint={check.hint}
          hintProps={check.hintProps}
          error={check.error}
          errorProps={check.errorProps}
        >
          <input {...check.inputProps} />
        </FormField>
        <button {...check.submitButtonProps} className="portal-button">
          {check.submitLabel}
        </button>
        <FormStatusLines progress={check.progress} progressProps={{ role: "status" }} />
      </form>
      <p {...check.resultProps} data-part="result">
        {check.result}
      </p>
    </section>
  );
}
