// Stories of the failed-delivery (NDR 1-14) and failed-pickup (1-11) answers, unstyled: brands
// and the portal style them through data-* attributes. The API is mocked: a submit waits a
// moment (as on a slow phone), then shows the concern as the page does.
// Plain CSF objects: this package does not depend on Storybook's types.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { apiFail, apiOk, type ApiResult, type CustomerFeed, type TrackingFeedBody } from "@portal/core/api";
import { failureReasonFor, type FeedDirection, type FeedFormKind, type FeedFormValues, type NotOfferedReason } from "@portal/core/feed-form";
import { concernOfBody, formValuesOfConcern } from "./concern-values.ts";
import { FailureFeedForm } from "./FailureFeedForm.tsx";
import { FailureNotice } from "./FailureNotice.tsx";
import { createFeedFormStore, type FeedFormSnapshot } from "./feed-form-store.ts";
import { NOT_OFFERED_TEXT } from "./not-offered-text.ts";
import { preferredDateOptions } from "./preferred-dates.ts";
import { SubmittedConcern } from "./SubmittedConcern.tsx";
import { useNow } from "../chrome/now.tsx";
import { useBrandTimeZone } from "../tracking/use-display-time-zone.ts";

/** How the mocked call answers, or a state the form starts in. */
type StoryState = "ready" | "submitting" | "invalid" | "send-fails" | "submitted" | "update";

interface FailureStoryProps {
  direction: FeedDirection;
  /** The failure reason code; null = none given yet. */
  code: number | null;
  state?: StoryState;
  values?: FeedFormValues;
  concern?: CustomerFeed;
  /** Another form than the reason's (the delivery-issue forms of product rules §5). */
  kind?: FeedFormKind;
  captureAddress?: boolean;
}

/** The store a story's form starts from; "invalid" is then made by a refused submit. */
const STARTING_STATE = {
  ready: {},
  submitting: { status: "submitting" },
  invalid: {},
  "send-fails": {},
  submitted: {},
  update: {},
} as const satisfies Record<StoryState, Partial<FeedFormSnapshot>>;

const SLOW_NETWORK_MS = 1200;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function FailureStory({ direction, code, state = "ready", values, concern, kind, captureAddress = false }: FailureStoryProps) {
  const { i18n } = useLingui();
  const tableReason = failureReasonFor(direction, code);
  const reason = kind ? { ...tableReason, form: kind } : tableReason;
  const dateOptions = preferredDateOptions({ direction, now: useNow(), timeZone: useBrandTimeZone() });
  const [sent, setSent] = useState<CustomerFeed | null>(state === "submitted" ? (concern ?? null) : null);
  const [store] = useState(() => {
    if (reason.form === "none") return undefined;
    const initial = STARTING_STATE[state];
    const filled = values ?? (concern ? formValuesOfConcern(reason.form, concern) : {});
    const made = createFeedFormStore(
      { kind: reason.form, context: { locale: i18n.locale, allowedDates: dateOptions, captureAddress }, initialValues: filled },
      initial,
    );
    if (state === "invalid") made.getState().beginSubmit();
    return made;
  });

  const onSubmit = async (body: TrackingFeedBody): Promise<ApiResult<unknown>> => {
    await wait(SLOW_NETWORK_MS);
    if (state === "send-fails") return apiFail({ kind: "timeout", message: "The server took too long to answer." });
    setSent(concernOfBody(body, new Date()));
    return apiOk(null);
  };

  return (
    <article style={{ maxInlineSize: "32rem", padding: "1rem", display: "grid", gap: "1rem" }}>
      <FailureNotice direction={direction} code={code} reason={reason} />
      {reason.form === "none" || code === null ? null : sent ? (
        <SubmittedConcern direction={direction} kind={reason.form} concern={sent} brandName="Sample Store" onChange={() => setSent(null)} />
      ) : (
        <FailureFeedForm
          aria-label="Your answer"
          direction={direction}
          issueId={code}
          kind={reason.form}
          dateOptions={dateOptions}
          captureAddress={captureAddress}
          mode={state === "update" ? "update" : "create"}
          onSubmit={onSubmit}
          store={store}
        />
      )}
    </article>
  );
}

function NotOfferedStory({ reason }: { reason: NotOfferedReason }) {
  const { i18n } = useLingui();
  return (
    <article data-part="not-offered" data-reason={reason} style={{ maxInlineSize: "32rem", padding: "1rem" }}>
      <p>{i18n._(NOT_OFFERED_TEXT[reason])}</p>
      <a href="#tracking">Back to tracking</a>
    </article>
  );
}

export default {
  title: "UI/Failure forms (unstyled)",
  component: FailureStory,
};

// Failed delivery (NDR) reasons 1-14 and an unlisted one.
export const Delivery01 = { name: "Delivery 1: unreachable, preferred date", args: { direction: "delivery", code: 1 } };
export const Delivery02 = { name: "Delivery 2: refused, Yes = deliver / No = cancel", args: { direction: "delivery", code: 2 } };
export const Delivery03 = { name: "Delivery 3: reschedule requested", args: { direction: "delivery", code: 3 } };
export const Delivery04 = { name: "Delivery 4: no attempt made", args: { direction: "delivery", code: 4 } };
export const Delivery05 = { name: "Delivery 5: alternate number or the order's number", args: { direction: "delivery", code: 5 } };
export const Delivery06 = { name: "Delivery 6: address not found, full address and landmark", args: { direction: "delivery", code: 6 } };
export const Delivery07 = { name: "Delivery 7: payment not ready", args: { direction: "delivery", code: 7 } };
export const Delivery08 = { name: "Delivery 8: address not found, full address and landmark", args: { direction: "delivery", code: 8 } };
export const Delivery09 = { name: "Delivery 9: refused, Yes = deliver / No = cancel", args: { direction: "delivery", code: 9 } };
export const Delivery10 = { name: "Delivery 10: customer will collect (no form)", args: { direction: "delivery", code: 10 } };
export const Delivery11 = { name: "Delivery 11: feedback on the delivery", args: { direction: "delivery", code: 11 } };
export const Delivery12 = { name: "Delivery 12: open delivery requested (no form)", args: { direction: "delivery", code: 12 } };
export const Delivery13 = { name: "Delivery 13: wrongly routed (no form)", args: { direction: "delivery", code: 13 } };
export const Delivery14 = { name: "Delivery 14: refused, Yes = deliver / No = cancel", args: { direction: "delivery", code: 14 } };
export const DeliveryOther = { name: "Delivery, other code: being investigated", args: { direction: "delivery", code: 99 } };

// Failed pickup reasons 1-11 and an unlisted one.
export const Pickup01 = { name: "Pickup 1: unreachable", args: { direction: "pickup", code: 1 } };
export const Pickup02 = { name: "Pickup 2: cancel request, Yes = pick up / No = cancel", args: { direction: "pickup", code: 2 } };
export const Pickup03 = { name: "Pickup 3: product damaged or used", args: { direction: "pickup", code: 3 } };
export const Pickup04 = { name: "Pickup 4: colour or brand differs", args: { direction: "pickup", code: 4 } };
export const Pickup05 = { name: "Pickup 5: item count differs", args: { direction: "pickup", code: 5 } };
export const Pickup06 = { name: "Pickup 6: preferred date", args: { direction: "pickup", code: 6 } };
export const Pickup07 = { name: "Pickup 7: address out of service", args: { direction: "pickup", code: 7 } };
export const Pickup08 = { name: "Pickup 8: multiple attempts failed", args: { direction: "pickup", code: 8 } };
export const Pickup09 = { name: "Pickup 9: next business day (no form)", args: { direction: "pickup", code: 9 } };
export const Pickup10 = { name: "Pickup 10: customer refused", args: { direction: "pickup", code: 10 } };
export const Pickup11 = { name: "Pickup 11: product not ready", args: { direction: "pickup", code: 11 } };
export const PickupOther = { name: "Pickup, other code: being investigated", args: { direction: "pickup", code: 99 } };

// States.
export const Submitting = {
  name: "State: submitting (action in progress)",
  args: {
    direction: "delivery",
    code: 6,
    state: "submitting",
    values: { address: "Flat 4, Lotus Towers, Baner Road", drop_pincode: "411045", landmark: "Opposite the bus depot" },
  },
};
export const ValidationErrors = {
  name: "State: bad input (product rules messages)",
  args: { direction: "delivery", code: 5, state: "invalid", values: { contact: "alternate-number", phone_number: "98765" } },
};
export const AddressErrors = {
  name: "State: bad address and landmark",
  args: { direction: "delivery", code: 8, state: "invalid", values: { address: "Flat 4", landmark: "Gate" } },
};
export const SendFails = {
  name: "State: the send fails (values kept)",
  args: { direction: "delivery", code: 2, state: "send-fails", values: { answer: "reject" } },
};
export const Submitted = {
  name: "State: concern submitted",
  args: {
    direction: "delivery",
    code: 2,
    state: "submitted",
    concern: {
      issue_id: 2,
      answer: "accept",
      preferred_date: "2026-05-07",
      preferred_time: "",
      phone_number: "",
      address: "",
      drop_pincode: "",
      landmark: "",
      comment: "",
      timestamp: "2026-05-05T05:00:00.000Z",
    },
  },
};
export const UpdateExisting = {
  name: "State: changing a concern (PUT)",
  args: {
    direction: "delivery",
    code: 5,
    state: "update",
    concern: {
      issue_id: 5,
      answer: null,
      preferred_date: "",
      preferred_time: "",
      phone_number: "9876501234",
      address: "",
      drop_pincode: "",
      landmark: "",
      comment: "",
      timestamp: "2026-05-05T05:00:00.000Z",
    },
  },
};
export const IssueDateAndAddress = {
  name: "Delivery issue 1: date, plus address when the brand captures it",
  args: { direction: "delivery", code: 1, kind: "date-and-address", captureAddress: true },
};
export const NotOfferedDelivered = {
  name: "Not offered: delivered",
  render: () => <NotOfferedStory reason="delivered" />,
};
export const NotOfferedReattempt = {
  name: "Not offered: out for delivery again",
  render: () => <NotOfferedStory reason="reattempt" />,
};
