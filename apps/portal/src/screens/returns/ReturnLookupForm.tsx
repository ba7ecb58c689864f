import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useId, useRef, useState, type FormEvent } from "react";
import { orderIdentifierName } from "@portal/core/returns";
import { FormField } from "@portal/ui";
import { EmailSchema, PhoneSchema, VALIDATION_MESSAGE, validationMessageOf } from "@portal/core/validation";

type ContactBy = "mobile" | "email";

/** A field's error line: the portal's error look, announced, named by the input's aria-describedby. */
const errorProps = (id: string) => ({ id, className: "portal-field-error", role: "alert" as const });

/**
 * Order id plus the mobile or email used for the order: leads to a return-order URL (product rules
 * "URL recognition"). A plain GET form, so it works before the script loads. The order
 * identifier is named per the brand's return_authorization_id (5: order id, else reference).
 */
export function ReturnLookupForm({ action, returnAuthorizationId }: { action: string; returnAuthorizationId: number | undefined }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [orderId, setOrderId] = useState("");
  const [by, setBy] = useState<ContactBy>("mobile");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<{ order?: string; contact?: string }>({});
  const ids = { order: useId(), orderError: useId(), contact: useId(), contactError: useId() };
  const orderRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const orderLabel = orderIdentifierName(returnAuthorizationId) === "order_id" ? t`Order ID` : t`Order reference number`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const order = orderId.trim();
    const key = validationMessageOf(by === "mobile" ? PhoneSchema : EmailSchema, contact);
    const next = {
      ...(order === "" ? { order: t`Please enter your order ID.` } : {}),
      ...(key ? { contact: i18n._(VALIDATION_MESSAGE[key]) } : {}),
    };
    setErrors(next);
    if (next.order) return orderRef.current?.focus();
    if (next.contact) return contactRef.current?.focus();
    void router.navigate({ href: `${action}?${new URLSearchParams({ order_id: order, [by]: contact.trim() })}` });
  };

  return (
    <form className="portal-return-lookup" method="get" action={action} onSubmit={onSubmit} noValidate data-part="lookup">
      <p>{t`Enter your order details to start.`}</p>
      <FormField label={orderLabel} labelProps={{ htmlFor: ids.order }} error={errors.order} errorProps={errorProps(ids.orderError)}>
        <input
          ref={orderRef}
          id={ids.order}
          name="order_id"
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          autoComplete="off"
          aria-invalid={errors.order ? true : undefined}
          aria-describedby={errors.order ? ids.orderError : undefined}
        />
      </FormField>
      <fieldset data-part="contact-by">
        <legend>{t`Contact used for the order`}</legend>
        <label>
          <input type="radio" name="contact_by" value="mobile" checked={by === "mobile"} onChange={() => setBy("mobile")} />
          {t`Mobile number`}
        </label>
        <label>
          <input type="radio" name="contact_by" value="email" checked={by === "email"} onChange={() => setBy("email")} />
          {t`Email`}
        </label>
      </fieldset>
      <FormField
        label={by === "mobile" ? t`Mobile number` : t`Email`}
        labelProps={{ htmlFor: ids.contact }}
        error={errors.contact}
        errorProps={errorProps(ids.contactError)}
      >
        <input
          ref={contactRef}
          id={ids.contact}
          name={by}
          type={by === "mobile" ? "tel" : "email"}
          inputMode={by === "mobile" ? "numeric" : "email"}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          autoComplete={by === "mobile" ? "tel-national" : "email"}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={errors.contact ? ids.contactError : undefined}
        />
      </FormField>
      <button type="submit" className="portal-button">
        {t`Find my order`}
      </button>
    </form>
  );
}
