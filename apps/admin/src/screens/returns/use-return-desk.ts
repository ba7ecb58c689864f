import { useCallback, useEffect, useState } from "react";
import type { AdminBrand, ReturnDeskActionInput, ReturnDeskDetail, ReturnDeskList, ReturnDeskQuery, ReturnDeskReveal } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";

/** The filter form's values; "" means "any". */
export interface DeskFilterValues {
  stage: string;
  from: string;
  to: string;
  reason: string;
  mode: string;
  pickup: string;
  order_id: string;
  waybill: string;
  contact: string;
}

export const NO_DESK_FILTER: DeskFilterValues = { stage: "", from: "", to: "", reason: "", mode: "", pickup: "", order_id: "", waybill: "", contact: "" };

export type DeskPage = { state: "loading" } | { state: "ready"; list: ReturnDeskList } | { state: "failed"; message: string };

/** One keyset page of the desk for the applied filter; a stack of cursors walks back. `reload` re-reads after a bulk action. */
export function useReturnDesk(brand: AdminBrand, filter: DeskFilterValues) {
  const filterKey = JSON.stringify([brand.subdomain, filter]);
  const [paging, setPaging] = useState<{ key: string; cursors: Array<string | undefined> }>({ key: filterKey, cursors: [undefined] });
  const [generation, setGeneration] = useState(0);
  const cursors = paging.key === filterKey ? paging.cursors : [undefined];
  const after = cursors.at(-1);
  const requestKey = JSON.stringify([filterKey, after, generation]);
  const [answer, setAnswer] = useState<{ key: string; page: DeskPage }>();

  useEffect(() => {
    let live = true;
    const query: ReturnDeskQuery = { brand: brand.subdomain, ...filter, after };
    void adminApi.returnDesk(query).then((result) => {
      if (live) setAnswer({ key: requestKey, page: result.ok ? { state: "ready", list: result.value } : { state: "failed", message: result.message } });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, filter, after, requestKey]);

  const page: DeskPage = answer?.key === requestKey ? answer.page : { state: "loading" };
  const next = page.state === "ready" ? page.list.next : null;
  return {
    page,
    pageNumber: cursors.length,
    older: next ? () => setPaging({ key: filterKey, cursors: [...cursors, next] }) : undefined,
    newer: cursors.length > 1 ? () => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) }) : undefined,
    reload: () => setGeneration((g) => g + 1),
  };
}

export type RequestState = { state: "loading" } | { state: "ready"; request: ReturnDeskDetail } | { state: "failed"; status: number; message: string };
export type ActionFeedback = { kind: "done" | "unchanged" | "refused"; message: string } | undefined;

/** One request's page, its actions (each answers the request as it is after) and the logged reveal of its bank details. */
export function useReturnRequest(brand: AdminBrand, returnId: string) {
  const [state, setState] = useState<RequestState>({ state: "loading" });
  const [feedback, setFeedback] = useState<ActionFeedback>();
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<ReturnDeskReveal>();

  useEffect(() => {
    let live = true;
    void adminApi.returnRequest(brand.subdomain, returnId).then((result) => {
      if (live) setState(result.ok ? { state: "ready", request: result.value } : { state: "failed", status: result.status, message: result.message });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, returnId]);

  const act = useCallback(
    async (action: ReturnDeskActionInput) => {
      setBusy(true);
      const result = await adminApi.returnAction(brand.subdomain, action);
      setBusy(false);
      if (!result.ok) {
        setFeedback({ kind: "refused", message: result.message });
        return false;
      }
      const before = state.state === "ready" ? state.request : undefined;
      setState({ state: "ready", request: result.value });
      setFeedback({ kind: before && before.history.length === result.value.history.length ? "unchanged" : "done", message: "" });
      return true;
    },
    [brand.subdomain, state],
  );

  const reveal = useCallback(async () => {
    const result = await adminApi.revealRefundDetails(brand.subdomain, returnId);
    if (!result.ok) {
      setFeedback({ kind: "refused", message: result.message });
      return;
    }
    setRevealed(result.value);
    // The reveal is in the history now.
    const fresh = await adminApi.returnRequest(brand.subdomain, returnId);
    if (fresh.ok) setState({ state: "ready", request: fresh.value });
  }, [brand.subdomain, returnId]);

  return { state, feedback, busy, act, reveal, revealed };
}
