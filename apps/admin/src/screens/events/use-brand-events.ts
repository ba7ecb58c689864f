import { useCallback, useEffect, useState } from "react";
import type { AdminBrand, BrandEventEndpointBody, BrandEventsResult } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { useReplay } from "../shared/use-replay.ts";

export type EventsPage = { state: "loading" } | { state: "ready"; result: BrandEventsResult } | { state: "failed"; message: string };

/** What the endpoint form's last save did; `secret` is shown once, then only kept in this state. */
export type EndpointSave = { step: "idle" } | { step: "saving" } | { step: "saved"; secret: string | null } | { step: "failed"; message: string };

/**
 * The brand's endpoint and one page of its delivery log (newest first, older pages through
 * the server's cursors), saving the endpoint and replaying an event. The log is read again
 * after each change, so the page shows what the server holds.
 */
export function useBrandEvents(brand: AdminBrand) {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const before = cursors.at(-1);
  const [reload, setReload] = useState(0);
  const [page, setPage] = useState<EventsPage>({ state: "loading" });
  const [save, setSave] = useState<EndpointSave>({ step: "idle" });
  const refresh = () => setReload((n) => n + 1);
  const { replay, replaying, replayFailure } = useReplay((id) => adminApi.replayBrandEvent(brand.subdomain, id), refresh);

  useEffect(() => {
    let live = true;
    void adminApi.brandEvents(brand.subdomain, before).then((answer) => {
      if (!live) return;
      setPage(answer.ok ? { state: "ready", result: answer.value } : { state: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, before, reload]);

  const saveEndpoint = useCallback(
    async (body: BrandEventEndpointBody) => {
      setSave({ step: "saving" });
      const answer = await adminApi.saveBrandEventEndpoint(brand.subdomain, body);
      setSave(answer.ok ? { step: "saved", secret: answer.value.secret } : { step: "failed", message: answer.message });
      setReload((n) => n + 1);
    },
    [brand.subdomain],
  );

  const next = page.state === "ready" ? page.result.next : null;
  return {
    page,
    save,
    saveEndpoint,
    replay,
    replaying,
    replayFailure,
    refresh,
    pageNumber: cursors.length,
    older: next ? () => setCursors([...cursors, next]) : undefined,
    newer: cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : undefined,
  };
}
