import { useEffect, useState } from "react";
import type { AdminBrand, OpsFiltersResult, OpsReport, OpsReportsQuery } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";

/** The filter form's values; "" means "any". */
export interface OpsFilterValues {
  kind: "" | "delivery" | "pickup";
  bucket: string;
  issue: string;
  courier: string;
  from: string;
  to: string;
  answered: "" | "yes" | "no";
}

export const NO_FILTER: OpsFilterValues = { kind: "", bucket: "", issue: "", courier: "", from: "", to: "", answered: "" };

export function queryOf(brand: string, filter: OpsFilterValues, after?: string): OpsReportsQuery {
  return { brand, ...filter, after };
}

export type OpsPage = { state: "loading" } | { state: "ready"; reports: OpsReport[]; next: string | null } | { state: "failed"; message: string };

/**
 * One page of reports for the applied filter. Pages are walked with the server's keyset
 * cursors; the stack of cursors seen lets the admin go back. A new brand or filter starts
 * again at the first page.
 */
export function useOpsReports(brand: AdminBrand, filter: OpsFilterValues) {
  const filterKey = JSON.stringify([brand.subdomain, filter]);
  const [paging, setPaging] = useState<{ key: string; cursors: Array<string | undefined> }>({ key: filterKey, cursors: [undefined] });
  const cursors = paging.key === filterKey ? paging.cursors : [undefined];
  const after = cursors.at(-1);
  const requestKey = JSON.stringify([filterKey, after]);
  const [answer, setAnswer] = useState<{ key: string; page: OpsPage }>();

  useEffect(() => {
    let live = true;
    void adminApi.opsReports(queryOf(brand.subdomain, filter, after)).then((result) => {
      if (!live) return;
      setAnswer({
        key: requestKey,
        page: result.ok ? { state: "ready", reports: result.value.reports, next: result.value.next } : { state: "failed", message: result.message },
      });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, filter, after, requestKey]);

  const page: OpsPage = answer?.key === requestKey ? answer.page : { state: "loading" };
  const next = page.state === "ready" ? page.next : null;
  return {
    page,
    pageNumber: cursors.length,
    older: next ? () => setPaging({ key: filterKey, cursors: [...cursors, next] }) : undefined,
    newer: cursors.length > 1 ? () => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) }) : undefined,
  };
}

export function useOpsFilters(brand: AdminBrand): OpsFiltersResult | undefined {
  const [filters, setFilters] = useState<OpsFiltersResult>();
  useEffect(() => {
    let live = true;
    void adminApi.opsFilters(brand.subdomain).then((answer) => {
      if (live && answer.ok) setFilters(answer.value);
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain]);
  return filters;
}
