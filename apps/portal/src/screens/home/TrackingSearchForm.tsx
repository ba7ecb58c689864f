import { useLingui } from "@lingui/react/macro";
import { ORDER_ID_SEARCH_LABEL } from "./order-id-search-label.ts";
import { useRouter } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { usePortal } from "../../state/portal-state-context.tsx";
import { deferredPart } from "../deferred-part.tsx";

/** Plain links under the form: first paint shows them, no script needs to run for them. */
const ReturnEntryLinks = deferredPart(() => import("../../shell/ReturnEntryLinks.tsx").then((m) => ({ default: m.ReturnEntryLinks })));

type SearchBy = "waybill" | "order_id";

/** Which box is empty: the identifier, or the phone number a key-checking brand asks for. */
type EmptyBox = SearchBy | "mobile";

/**
 * Search by tracking ID/AWB or by order ID/No. A plain GET form, so it works before the
 * page's script has loaded on a slow phone. With the script, an empty input gets a message
 * and a search opens the tracking page in place: one small API call instead of a new page.
 * On a brand that shows shipments only to a link's key, an order search also asks for the
 * phone number on the order (a factor the shopper holds), so the search is no dead end.
 */
export function TrackingSearchForm({ action }: { action: string }) {
  const { t, i18n } = useLingui();
  const { state, brand } = usePortal();
  // The brand's own word for its order ids, as the order page and My orders say it.
  const orderIdLabel = i18n._(ORDER_ID_SEARCH_LABEL[brand.manifest.labels.orderId]);
  const [by, setBy] = useState<SearchBy>("waybill");
  const [value, setValue] = useState("");
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<EmptyBox | null>(null);
  const asksPhone = by === "order_id" && state.brand.checksKeys === true;
  // Read on every render, not on submit: so the server's render uses them and the page carries
  // them (inlinesTexts), and the message shows at once on a first tap, before the catalog is in.
  const emptyBoxText = {
    waybill: t`Please enter a tracking ID or AWB.`,
    order_id: t`Please enter an order ID or number.`,
    mobile: t`Please enter the phone number on the order.`,
  } satisfies Record<EmptyBox, string>;
  const router = useRouter();
  const inputId = useId();
  const mobileId = useId();
  const hintId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    const phone = mobile.trim();
    if (query === "") return setError(by);
    if (asksPhone && phone === "") return setError("mobile");
    // search_by as the form without script sends it: the server counts the view as a search.
    void router.navigate({ href: `${action}?${new URLSearchParams({ search_by: by, [by]: query, ...(asksPhone ? { mobile: phone } : {}) })}` });
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
          {orderIdLabel}
        </label>
      </fieldset>
      <label htmlFor={inputId}>{by === "waybill" ? t`Tracking ID/AWB` : orderIdLabel}</label>
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
        aria-invalid={error === by ? true : undefined}
        aria-describedby={error === by ? errorId : undefined}
      />
      {asksPhone ? (
        <>
          <label htmlFor={mobileId}>{t`Phone number on the order`}</label>
          <p id={hintId} className="portal-search__hint">
            {t`This store shows an order to the phone number it was placed with.`}
          </p>
          <input
            id={mobileId}
            name="mobile"
            type="tel"
            value={mobile}
            onChange={(e) => {
              setMobile(e.target.value);
              setError(null);
            }}
            autoComplete="tel"
            inputMode="tel"
            aria-invalid={error === "mobile" ? true : undefined}
            aria-describedby={error === "mobile" ? `${hintId} ${errorId}` : hintId}
          />
        </>
      ) : null}
      {error ? (
        <p id={errorId} className="portal-field-error" role="alert">
          {emptyBoxText[error]}
        </p>
      ) : null}
      <button type="submit">{t`View Tracking`}</button>
    </form>
  );
}

/**
 * The home page's search with the way into a return or an exchange under it (issue 33 item 12),
 * whose code, like the tracking page's, is a deferred part of its own (screens/deferred-part.tsx).
 */
export function HomeSearch({ action }: { action: string }) {
  return (
    <>
      <TrackingSearchForm action={action} />
      <ReturnEntryLinks />
    </>
  );
}
