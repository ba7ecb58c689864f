import { useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";

type SearchBy = "waybill" | "order_id";

/**
 * Search by tracking ID/AWB or by order ID/No. A plain GET form, so it works before the
 * page's script has loaded on a slow phone; the script only adds the empty-input message.
 */
export function TrackingSearchForm({ action }: { action: string }) {
  const { t } = useLingui();
  const [by, setBy] = useState<SearchBy>("waybill");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (value.trim() === "") {
      event.preventDefault();
      setError(by === "waybill" ? t`Please enter a tracking ID or AWB.` : t`Please enter an order ID or number.`);
    }
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
          {error}
        </p>
      ) : null}
      <button type="submit">{t`View Tracking`}</button>
    </form>
  );
}
