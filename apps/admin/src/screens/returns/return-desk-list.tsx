import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import { REFUND_MODES, RETURN_STAGES } from "@portal/core/returns";
import type { AdminBrand, ReturnDeskBulkResult, ReturnDeskList as DeskList } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { AnyOptions, SelectField } from "../../app/select-field.tsx";
import { AlertLine } from "../shared/alert-line.tsx";
import { DateRangeFields } from "../shared/date-range-fields.tsx";
import { FilterActions } from "../shared/filter-actions.tsx";
import { LoadStateView } from "../shared/load-state-view.tsx";
import { Pager } from "../shared/pager.tsx";
import { ScreenSection } from "../shared/screen-section.tsx";
import { useFilterDraft } from "../shared/use-filter-draft.ts";
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
    <ScreenSection
      className="admin-returns"
      titleId="returns-title"
      title={<Trans>Returns of {brand.name}</Trans>}
      actions={
        list?.role === "manage" ? (
          <button type="button" className="admin-primary" disabled={picked.size === 0} onClick={() => void approvePicked()} data-bulk-approve>
            <Trans>Approve selected ({picked.size})</Trans>
          </button>
        ) : list ? (
          <span className="admin-tag" data-view-only>
            <Trans>View only</Trans>
          </span>
        ) : null
      }
    >
      <DeskFilterForm reasons={list?.reasons ?? []} applied={filter} onApply={setFilter} />
      {bulk ? <BulkSummary result={bulk} /> : null}
      <div aria-live="polite" aria-busy={page.state === "loading"}>
        <LoadStateView load={page} failedText={t`The returns could not be loaded. Please try again.`}>
          {({ list }) =>
            list.requests.length === 0 ? (
              <p role="status">
                <Trans>No return requests match these filters.</Trans>
              </p>
            ) : (
              <DeskTable list={list} picked={picked} onPick={setPicked} onOpen={onOpen} />
            )
          }
        </LoadStateView>
      </div>
      <Pager pageNumber={pageNumber} newer={newer} older={older} />
    </ScreenSection>
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
  const { draft, set, problem, submit, clear } = useFilterDraft({
    applied,
    cleared: NO_DESK_FILTER,
    onApply,
    tidy: (d) => ({ ...d, order_id: d.order_id.trim(), waybill: d.waybill.trim(), contact: d.contact.trim() }),
  });
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
      <DateRangeFields labels={{ from: t`Placed on or after`, to: t`Placed on or before` }} from={draft.from} to={draft.to} onChange={set} />
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
      <FilterActions onClear={clear} />
      <AlertLine message={problem} />
    </form>
  );
}
