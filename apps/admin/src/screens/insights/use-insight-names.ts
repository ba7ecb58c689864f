import { useLingui } from "@lingui/react/macro";
import type { InsightAnswer } from "@portal/core/api";
import { ndrReasonLabel } from "../../labels/ndr-reason-labels.ts";

/**
 * Names for the codes a page's figures hold: couriers by the API's names, NDR reasons by the
 * console's table, page languages by Intl in the console's language.
 */
export function useInsightNames(answer: Pick<InsightAnswer, "courierNames">) {
  const { t, i18n } = useLingui();
  const languages = new Intl.DisplayNames([i18n.locale], { type: "language" });
  return {
    courier: (id: string) => (id ? (answer.courierNames[id] ?? id) : t`No courier`),
    ndrReason: (code: number) => i18n._(ndrReasonLabel(code)),
    language: (code: string) => languages.of(code) ?? code,
    /** The CSV's code column header. */
    codeLabel: t`Code`,
  };
}
