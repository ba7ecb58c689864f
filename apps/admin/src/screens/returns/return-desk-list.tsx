import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import { REFUND_MODES, RETURN_STAGES } from "@portal/core/returns";
import type { AdminBrand, ReturnDeskBulkResult, ReturnDeskList as DeskList } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { AnyOptions, SelectField } from "../../app/select-field.tsx";
import { useDeskLabels } from "./desk-labels.ts";
import { NO_DESK_FILTER, useReturnDesk, type DeskFilterValues } from "./use-return-desk.ts";

/** The brand's return requests, newest first: filters, keyset pages, and bulk approval of placed requests. */
export function ReturnDeskList({ brand, onOpen }: { brand: AdminBrand; onOpen: (returnId: string) => void }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<DeskFilterValues>(NO_DESK_FILTER);
  const { page, pageNumber, older, newer, reload } = useReturnDesk(brand, filter);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<ReturnDeskBulkResult | { failed: string }>();
  const list = page.state === "ready" ? page.list : undefined;

  const approvePicked = async () => {
    const answer = await adminApi.bulkApprove(brand.subdomain, [...picked]);
    setBulk(answer.ok ? answer.value : { failed: answer.message || t`The requests could not be approved. Please try again.` });
    setPicked(new Set());
    reload();
  };

  return (
    <section className="admin-returns" aria-labelledby="returns-title">
      <div className="admin-section-head">
        <h1 id="returns-title">
          <Trans>Returns of {brand.name}</Trans>
        </h1>
        {list?.role === "manage" ? (
          <button type="button" className="admin-primary" disabled={picked.size === 0} onClick={() => void approvePicked()} data-bulk-approve>
            <Trans>Approve selected ({picked.size})</Trans>
          </button>
        ) : list ? (
          <span className="admin-tag" data-view-only>
            <Trans>View only</Trans>
          </span>
        ) : null}
      </div>
      <DeskFilterForm reasons={list?.reasons ?? []} applied={filter} onApply={setFilter} />
      {bulk ? <BulkSummary result={bulk} /> : null}
      <div aria-live="polite" aria-busy={page.state === "loading"}>
        {page.state === "failed" ? (
          <p role="alert" className="admin-error">
            {page.message || t`The returns could not be loaded. Please try again.`}
          </p>
        ) : list && list.requests.length === 0 ? (
          <p role="status">
            <Trans>No return requests match these filters.</Trans>
          </p>
        ) : list ? (
          <DeskTable list={list} picked={picked} onPick={setPicked} onOpen={onOpen} />
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </div>
      <nav className="admin-pager" aria-label={t`Pages`}>
        <button type="button" onClick={newer} disabled={!newer}>
          <Trans>Newer</Trans>
        </button>
        <span data-page-number={pageNumber}>
          <Trans>Page {pageNumber}</Trans>
        </span>
        <button type="button" onClick={older} disabled={!older} data-older>
          <Trans>Older</Trans>
        </button>
      </nav>
    </section>
  );
}

function BulkSummary({ result }: { result: ReturnDeskBulkResult | { failed: string } }) {
  const { t } = useLingui();
  if ("failed" in result)
    return (
      <p role="alert" className="admin-error">
        {result.failed}
      </p>
    );
  const count = (outcome: string) => result.results.filter((r) => r.outcome === outcome).length;
  const moved = count("moved");
  const unchanged = count("unchanged");
  const refused = result.results.filter((r) => r.outcome === "refused");
  return (
    <div role="status" className="admin-notice" data-bulk-result>
      <p>{t`Approved: ${moved}. Already approved: ${unchanged}. Refused: ${refused.length}.`}</p>
      {refused.length > 0 ? (
        <ul>
          {refused.map((r) => (
            <li key={r.return_id}>
              {r.return_id}: {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DeskTable({
  list,
  picked,
  onPick,
  onOpen,
}: {
  list: DeskList;
  picked: ReadonlySet<string>;
  onPick: (next: ReadonlySet<string>) => void;
  onOpen: (returnId: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const labels = useDeskLabels();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    onPick(next);
  };
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" data-return-desk>
        <thead>
          <tr>
            {list.role === "manage" ? <th scope="col">{t`Select`}</th> : null}
            <th scope="col">{t`Placed at`}</th>
            <th scope="col">{t`Request`}</th>
            <th scope="col">{t`Customer`}</th>
            <th scope="col">{t`Stage`}</th>
            <th scope="col">{t`Refund`}</th>
          </tr>
        </thead>
        <tbody>
          {list.requests.map((row) => (
            <tr key={row.return_id} data-return-id={row.return_id} data-stage={row.stage}>
              {list.role === "manage" ? (
                <td>
                  {row.stage === "placed" ? (
                    <input
                      type="checkbox"
                      aria-label={t`Select ${row.return_id}`}
                      checked={picked.has(row.return_id)}
                      onChange={(event) => toggle(row.return_id, event.target.checked)}
                    />
                  ) : null}
                </td>
              ) : null}
              <td>{format.dateTime(row.created_at)}</td>
              <td>
                <a
                  href={`?return_id=${encodeURIComponent(row.return_id)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(row.return_id);
                  }}
                >
                  {row.return_id}
                </a>
                <div className="admin-muted">
                  <Trans>Order {row.order_id}</Trans> · {row.kind === "exchange" ? t`Exchange` : t`Return`} · {labels.pickup(row.pickup_type)}
                  {row.awb ? ` · ${row.awb}` : ""}
                </div>
              </td>
              <td dir="auto">{row.customer}</td>
              <td>
                <span className="admin-tag" data-stage-tag={row.stage}>
                  {labels.stage(row.stage)}
                </span>
              </td>
              <td>{labels.mode(row.refund_mode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The filters; applied together with the button. */
function DeskFilterForm({
  reasons,
  applied,
  onApply,
}: {
  reasons: ReadonlyArray<{ id: number; name: string }>;
  applied: DeskFilterValues;
  onApply: (f: DeskFilterValues) => void;
}) {
  const { t } = useLingui();
  const labels = useDeskLabels();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState("");
  const set = (key: keyof DeskFilterValues, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t`The start date must be on or before the end date.`);
      return;
    }
    setProblem("");
    onApply({ ...draft, order_id: draft.order_id.trim(), waybill: draft.waybill.trim(), contact: draft.contact.trim() });
  };
  const text = (key: "order_id" | "waybill" | "contact", label: string, type = "text") => (
    <label className="admin-field">
      <span>{label}</span>
      <input name={key} type={type} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );
  return (
    <form className="admin-filters" onSubmit={submit} aria-label={t`Filter return requests`}>
      <SelectField label={t`Stage`} name="stage" value={draft.stage} onChange={(e) => set("stage", e.target.value)}>
        <AnyOptions anyLabel={t`Any stage`} options={RETURN_STAGES.map((s) => ({ key: s, value: s, label: labels.stage(s) }))} />
      </SelectField>
      <label className="admin-field">
        <span>{t`Placed on or after`}</span>
        <input name="from" type="date" value={draft.from} onChange={(e) => set("from", e.target.value)} />
      </label>
      <label className="admin-field">
        <span>{t`Placed on or before`}</span>
        <input name="to" type="date" value={draft.to} onChange={(e) => set("to", e.target.value)} />
      </label>
      <SelectField label={t`Reason`} name="reason" value={draft.reason} onChange={(e) => set("reason", e.target.value)}>
        <AnyOptions anyLabel={t`Any reason`} options={reasons.map((r) => ({ key: String(r.id), value: String(r.id), label: r.name }))} />
      </SelectField>
      <SelectField label={t`Refund mode`} name="mode" value={draft.mode} onChange={(e) => set("mode", e.target.value)}>
        <AnyOptions anyLabel={t`Any refund mode`} options={REFUND_MODES.map((m) => ({ key: m, value: m, label: labels.mode(m) }))} />
      </SelectField>
      <SelectField label={t`Pickup or self-ship`} name="pickup" value={draft.pickup} onChange={(e) => set("pickup", e.target.value)}>
        <AnyOptions anyLabel={t`Either`} options={(["pickup", "self-ship"] as const).map((p) => ({ key: p, value: p, label: labels.pickup(p) }))} />
      </SelectField>
      {text("order_id", t`Order id`)}
      {text("waybill", t`Waybill`)}
      {text("contact", t`Customer phone or e-mail`)}
      <div className="admin-filter-actions">
        <button type="submit" className="admin-primary">
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(NO_DESK_FILTER);
            setProblem("");
            onApply(NO_DESK_FILTER);
          }}
        >
          <Trans>Clear</Trans>
        </button>
      </div>
      {problem ? (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
