import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { REFUND_MODE_LABEL, RETURN_INSPECTION_LABEL, RETURN_REJECTION_LABEL, RETURN_STAGE_LABEL, isReturnStage } from "@portal/core/returns";

const labelIn = (table: Readonly<Record<string, MessageDescriptor>>, key: string | null | undefined): MessageDescriptor | undefined =>
  key !== null && key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/** The desk's words for stored codes (stages, refund modes, rejection reasons, inspection outcomes, who moved a request). */
export function useDeskLabels() {
  const { t, i18n } = useLingui();
  const actors: Record<string, string> = { admin: t`Brand staff`, shopper: t`Shopper`, import: t`Import`, scan: t`Courier scan`, auto: t`Automatic rule` };
  const say = (descriptor: MessageDescriptor | undefined, fallback: string) => (descriptor ? i18n._(descriptor) : fallback);
  return {
    stage: (stage: string) => (isReturnStage(stage) ? i18n._(RETURN_STAGE_LABEL[stage]) : stage),
    mode: (mode: string | null) => (mode ? say(labelIn(REFUND_MODE_LABEL, mode), mode) : "—"),
    rejection: (reason: string | null) => (reason ? say(labelIn(RETURN_REJECTION_LABEL, reason), reason) : ""),
    inspection: (outcome: string) => say(labelIn(RETURN_INSPECTION_LABEL, outcome), outcome),
    actor: (kind: string) => actors[kind] ?? kind,
    pickup: (type: string) => (type === "self-ship" ? t`Self-ship` : t`Pickup`),
  };
}
