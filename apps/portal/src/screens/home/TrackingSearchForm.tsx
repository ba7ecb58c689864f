import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";

type SearchBy = "waybill" | "order_id";

/**
 * Search by tracking ID/AWB or by order ID/No. A plain GET form, so it works before the
 * page's script has loaded on a slow phone. With the script, an empty input gets a message
 * and a search opens the tracking page in place: one small API call instead of a new page.
 */
export function TrackingSearchForm({ action }: { action: string }) {
  const { t } = useLingui();
  const [by, setBy] = useState<SearchBy>("waybill");
  const [value, setValue] = useState("");
  const [error, setError] = useState<SearchBy | null>(null);
  // Read on every render, not on submit: so the server's render uses them and the page carries
  // them (inlinesTexts), and the message shows at once on a first tap, before the catalog is in.
  const emptyBoxText = { waybill: t`Please enter a tracking ID or AWB.`, order_id: t`Please enter an order ID or number.` } satisfies Record<SearchBy, string>;
  const router = useRouter();
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query === "") {
      setError(by);
      return;
    }
    void router.navigate({ href: `${action}?${new URLSearchParams({ [by]: query })}` });
  };

  return (
    <form className="portal-search" method="get" action={action} onSubmit={onSubmit} noValidate>
      <fieldset className="portal-search__by">
        <legend>{t`Search by`}</legend>
        <label>
          <input type="radio" name="search_by" value="waybill" checked={by === "waybill"} onChange={() => setBy("waybill")} />
          {t`Tracking ID/AWB`}
        </label>
        <label>
          <input type="radio" name="search_by" value="order_id" checked={by === "order_id"} onChange={() => setBy("order_id")} />
          {t`Order ID/No`}
        </label>
      </fieldset>
      <label htmlFor={inputId}>{by === "waybill" ? t`Tracking ID/AWB` : t`Order ID/No`}</label>
      <input
        id={inputId}
        name={by}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        autoComplete="off"
        inputMode="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="portal-field-error" role="alert">
          {emptyBoxText[error]}
        </p>
      ) : null}
      <button type="submit">{t`View Tracking`}</button>
    </form>
  );
}
