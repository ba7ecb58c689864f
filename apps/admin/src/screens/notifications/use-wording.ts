import { useState } from "react";
import * as v from "valibot";
import { WordingTextSchema, type AdminBrand } from "@portal/core/api";
import type { Moment } from "@portal/core/notifications";
import { adminApi } from "../../api/admin-api.ts";

/** What the last wording save did; "invalid" is refused before sending (the server's own schema). */
export type WordingSave = { step: "idle" } | { step: "saving" } | { step: "saved" } | { step: "invalid" } | { step: "failed"; message: string };

/** Saves the brand's sentence for one moment and language ("" goes back to the portal's), then re-renders the preview. */
export function useWording(brand: AdminBrand, onSaved: () => void) {
  const [save, setSave] = useState<WordingSave>({ step: "idle" });
  const submit = async (moment: Moment, locale: string, text: string) => {
    const checked = v.safeParse(WordingTextSchema, text);
    if (!checked.success) {
      setSave({ step: "invalid" });
      return;
    }
    setSave({ step: "saving" });
    const answer = await adminApi.saveNotificationWording(brand.subdomain, { moment, locale, text: checked.output });
    setSave(answer.ok ? { step: "saved" } : { step: "failed", message: answer.message });
    if (answer.ok) onSaved();
  };
  return { save, submit, editing: () => setSave({ step: "idle" }) };
}
