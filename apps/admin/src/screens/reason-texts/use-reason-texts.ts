import { useEffect, useMemo, useState } from "react";
import type { AdminBrand, ReturnReasonTextsResult } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";
import { adminApi } from "../../api/admin-api.ts";
import { bodyOf, draftProblems, withText, type ReasonTextsDraft, type TextTarget } from "./reason-texts-draft.ts";

/** `saved` is what the server holds (restoring compares with it); `draft` is it with the unsaved edits. */
export type ReasonTextsPage =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; draft: ReasonTextsDraft; saved: ReturnReasonTextsResult };

/** What the last save did; "invalid" is refused before sending, by the server's own schema. */
export type ReasonTextsSave = { step: "idle" } | { step: "saving" } | { step: "saved" } | { step: "invalid" } | { step: "failed"; message: string };

/** The brand's reason texts: loaded once, edited as a draft, checked as typed, saved whole. */
export function useReasonTexts(brand: AdminBrand) {
  const [page, setPage] = useState<ReasonTextsPage>({ state: "loading" });
  const [save, setSave] = useState<ReasonTextsSave>({ step: "idle" });

  useEffect(() => {
    let live = true;
    void adminApi.returnReasonTexts(brand.subdomain).then((answer) => {
      if (!live) return;
      setPage(answer.ok ? { state: "ready", draft: answer.value, saved: answer.value } : { state: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain]);

  const draft = page.state === "ready" ? page.draft : undefined;
  const problems = useMemo(() => (draft ? draftProblems(draft) : new Map()), [draft]);

  const edit = (target: TextTarget, locale: LocaleCode, text: string) => {
    setPage((current) => (current.state === "ready" ? { ...current, draft: withText(current.draft, target, locale, text) } : current));
    setSave({ step: "idle" });
  };

  const submit = async () => {
    if (!draft) return;
    if (problems.size > 0) {
      setSave({ step: "invalid" });
      return;
    }
    setSave({ step: "saving" });
    const answer = await adminApi.saveReturnReasonTexts(brand.subdomain, bodyOf(draft));
    if (!answer.ok) {
      setSave({ step: "failed", message: answer.message });
      return;
    }
    setPage({ state: "ready", draft: answer.value, saved: answer.value });
    setSave({ step: "saved" });
  };

  /** The server's texts after another change (a restore): the draft starts again from them. */
  const replace = (answer: ReturnReasonTextsResult) => {
    setPage({ state: "ready", draft: answer, saved: answer });
    setSave({ step: "idle" });
  };

  return { page, problems, save, edit, submit, replace };
}
