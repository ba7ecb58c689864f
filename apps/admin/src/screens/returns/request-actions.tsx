import { useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  REFUND_MODES,
  RETURN_INSPECTION_OUTCOMES,
  RETURN_REJECTION_REASONS,
  type RefundMode,
  type ReturnInspectionOutcome,
  type ReturnRejectionReason,
} from "@portal/core/returns";
import type { ReturnDeskActionInput, ReturnDeskDetail } from "@portal/core/api";
import { SelectField } from "../../app/select-field.tsx";
import { availableDeskActions } from "./available-actions.ts";
import { useDeskLabels } from "./desk-labels.ts";

type Act = (action: ReturnDeskActionInput) => Promise<boolean>;

/** The actions the request's stage allows, each a small form; the view role sees none. */
export function RequestActions({ request, busy, act }: { request: ReturnDeskDetail; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const actions = availableDeskActions(request);
  if (request.role !== "manage") {
    return (
      <p className="admin-muted" data-view-only>
        <Trans>Your role can view returns but not act on them.</Trans>
      </p>
    );
  }
  if (actions.length === 0) return null;
  const id = request.return_id;
  return (
    <section className="admin-panel" aria-labelledby="actions-title" data-actions={actions.join(" ")}>
      <h2 id="actions-title">{t`Actions`}</h2>
      {actions.includes("approve") ? (
        <ActionForm name="approve" label={t`Approve`} busy={busy} onSubmit={(note) => act({ action: "approve", return_id: id, note })} withNote />
      ) : null}
      {actions.includes("reject") ? <RejectForm returnId={id} busy={busy} act={act} /> : null}
      {actions.includes("link-pickup") ? <PickupForm request={request} busy={busy} act={act} /> : null}
      {actions.includes("receive") ? (
        <ActionForm
          name="receive"
          label={t`Mark received at warehouse`}
          busy={busy}
          onSubmit={(note) => act({ action: "receive", return_id: id, note })}
          withNote
        />
      ) : null}
      {actions.includes("inspect") ? <InspectForm request={request} busy={busy} act={act} /> : null}
      {actions.includes("refund") ? <RefundForm request={request} busy={busy} act={act} /> : null}
      {actions.includes("exchange") ? <ExchangeForm returnId={id} busy={busy} act={act} /> : null}
      {actions.includes("cancel") ? (
        <ActionForm name="cancel" label={t`Cancel request`} busy={busy} onSubmit={(note) => act({ action: "cancel", return_id: id, note })} withNote />
      ) : null}
    </section>
  );
}

function ActionForm({
  name,
  label,
  busy,
  onSubmit,
  withNote = false,
  children,
}: {
  name: string;
  label: string;
  busy: boolean;
  onSubmit: (note: string) => Promise<boolean> | void;
  withNote?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [note, setNote] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(note.trim())) setNote("");
  };
  return (
    <form className="admin-action" data-action={name} onSubmit={(event) => void submit(event)}>
      {children}
      {withNote ? (
        <label className="admin-field">
          <span>{t`Note (staff only)`}</span>
          <input name="note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </label>
      ) : null}
      <button type="submit" className="admin-primary" disabled={busy}>
        {label}
      </button>
    </form>
  );
}

function RejectForm({ returnId, busy, act }: { returnId: string; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const labels = useDeskLabels();
  const [reason, setReason] = useState<ReturnRejectionReason>("other");
  return (
    <ActionForm name="reject" label={t`Reject`} busy={busy} withNote onSubmit={(note) => act({ action: "reject", return_id: returnId, reason, note })}>
      <SelectField label={t`Reason the shopper sees`} name="reason" value={reason} onChange={(e) => setReason(e.target.value as ReturnRejectionReason)}>
        {RETURN_REJECTION_REASONS.map((r) => (
          <option key={r} value={r}>
            {labels.rejection(r)}
          </option>
        ))}
      </SelectField>
    </ActionForm>
  );
}

function PickupForm({ request, busy, act }: { request: ReturnDeskDetail; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const [awb, setAwb] = useState(request.awb ?? "");
  const [courier, setCourier] = useState(request.courier_partner ?? "");
  return (
    <ActionForm
      name="link-pickup"
      label={t`Link pickup AWB`}
      busy={busy}
      onSubmit={() => act({ action: "link-pickup", return_id: request.return_id, awb, courier })}
    >
      <label className="admin-field">
        <span>{t`Pickup AWB`}</span>
        <input name="awb" required value={awb} maxLength={64} onChange={(e) => setAwb(e.target.value)} />
      </label>
      <label className="admin-field">
        <span>{t`Courier`}</span>
        <input name="courier" value={courier} maxLength={80} onChange={(e) => setCourier(e.target.value)} />
      </label>
    </ActionForm>
  );
}

function InspectForm({ request, busy, act }: { request: ReturnDeskDetail; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const labels = useDeskLabels();
  const [lines, setLines] = useState(() =>
    request.items.map((item) => ({
      return_id: item.return_id,
      title: item.title,
      outcome: (item.inspection?.outcome ?? "accepted") as ReturnInspectionOutcome,
      note: item.inspection?.note ?? "",
    })),
  );
  const set = (i: number, change: Partial<(typeof lines)[number]>) => setLines((all) => all.map((line, at) => (at === i ? { ...line, ...change } : line)));
  return (
    <ActionForm
      name="inspect"
      label={t`Save inspection`}
      busy={busy}
      onSubmit={() =>
        act({ action: "inspect", return_id: request.return_id, items: lines.map(({ return_id, outcome, note }) => ({ return_id, outcome, note })) })
      }
    >
      {lines.map((line, i) => (
        <fieldset key={line.return_id} className="admin-inspect-line">
          <legend dir="auto">{line.title}</legend>
          <SelectField
            label={t`Found`}
            name={`outcome-${i}`}
            value={line.outcome}
            onChange={(e) => set(i, { outcome: e.target.value as ReturnInspectionOutcome })}
          >
            {RETURN_INSPECTION_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {labels.inspection(o)}
              </option>
            ))}
          </SelectField>
          <label className="admin-field">
            <span>{t`Item note`}</span>
            <input name={`item-note-${i}`} value={line.note} maxLength={500} onChange={(e) => set(i, { note: e.target.value })} />
          </label>
        </fieldset>
      ))}
    </ActionForm>
  );
}

function RefundForm({ request, busy, act }: { request: ReturnDeskDetail; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const labels = useDeskLabels();
  const [amount, setAmount] = useState(String(request.refund_allowance));
  const [mode, setMode] = useState<RefundMode>(
    (REFUND_MODES as readonly string[]).includes(request.refund_request?.mode ?? "") ? (request.refund_request!.mode as RefundMode) : "back-to-source",
  );
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState("");
  const submit = async () => {
    const value = Number(amount);
    if (!Number.isFinite(value) || value < 0) {
      setProblem(t`Enter the amount as a number.`);
      return false;
    }
    if (value > request.refund_allowance) {
      setProblem(t`At most ${request.refund_allowance} may be refunded for these items.`);
      return false;
    }
    setProblem("");
    return act({ action: "refund", return_id: request.return_id, amount: value, mode, reference });
  };
  const credit = mode === "store-credit" || mode === "store-credit-voucher";
  return (
    <ActionForm name="refund" label={credit ? t`Issue store credit` : t`Record refund`} busy={busy} onSubmit={submit}>
      <label className="admin-field">
        <span>{t`Amount (${request.currency_code})`}</span>
        <input name="amount" inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <SelectField label={t`Refund mode`} name="mode" value={mode} onChange={(e) => setMode(e.target.value as RefundMode)}>
        {REFUND_MODES.map((m) => (
          <option key={m} value={m}>
            {labels.mode(m)}
          </option>
        ))}
      </SelectField>
      <label className="admin-field">
        <span>{credit ? t`Voucher or credit code` : t`Payment reference`}</span>
        <input name="reference" required value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
      </label>
      {problem ? (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      ) : null}
    </ActionForm>
  );
}

function ExchangeForm({ returnId, busy, act }: { returnId: string; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const [awb, setAwb] = useState("");
  return (
    <ActionForm name="exchange" label={t`Mark exchanged`} busy={busy} onSubmit={() => act({ action: "exchange", return_id: returnId, awb })}>
      <label className="admin-field">
        <span>{t`New shipment's AWB`}</span>
        <input name="exchange-awb" required value={awb} maxLength={64} onChange={(e) => setAwb(e.target.value)} />
      </label>
    </ActionForm>
  );
}
