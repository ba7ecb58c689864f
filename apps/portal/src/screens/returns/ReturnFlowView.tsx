import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { toCurrencyCode } from "@portal/core/money";
import type { LinkParams } from "@portal/core/routes";
import { ReturnFlowProvider, useReturnFlowApi, useReturnFlowStore, useReturnSteps, type FlowStorage } from "@portal/ui/returns";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useReportOrderStep } from "../../shell/order-step-context.tsx";
import { FlowFactsContext, useFlowFacts, type FlowFacts } from "./flow-context.ts";
import { variantsOf, type FlowData, type FlowKind } from "./flow-data.ts";
import { ItemsStep } from "./ItemsStep.tsx";
import { PickupStep } from "./PickupStep.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { RequestPlaced } from "./RequestPlaced.tsx";
import { EarlierReturns } from "./EarlierReturns.tsx";
import { STEPS_LABEL, STEP_TITLES } from "./step-titles.ts";
import { composeTitle } from "../../shell/document-title.ts";
import { useDocumentTitle } from "../../shell/use-document-title.ts";
import { SCREEN_TITLE } from "../screen-titles.ts";
import { POST_TO_OWN_PAGE } from "../../state/posted-form.ts";
import { postedPhotoRefusalOf } from "./posted-photos.ts";
import type { ReturnFlowFormId } from "../../state/initial-state.ts";
import { flowCountryOf, flowInitOf, postedFlow, postedIfscLookupOf, INTENT_FIELD, REQUEST_ID_FIELD, STEP_FIELD } from "./posted-flow.ts";

/** The posted form each flow is (its screen's). */
const FORM_OF = { return: "returns", exchange: "exchange" } as const satisfies Record<FlowKind, ReturnFlowFormId>;

/** sessionStorage when the browser allows it (it throws in some private modes). */
function sessionStore(): FlowStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The loaded order in the 3-step flow; one store per mount, keyed in storage by flow kind and order. */
export function ReturnFlowView({ data, params }: { data: FlowData; params: LinkParams }) {
  const { state, brand } = usePortal();
  // A step posted without script: the server rendered the page with the flow its fields make.
  const posted = state.posted?.form === FORM_OF[data.kind] ? state.posted : undefined;
  const [outcome] = useState(() => (posted ? postedFlow(data, state.theme, posted.values, new Date(state.renderedAt)) : undefined));
  const facts: FlowFacts = {
    data,
    params,
    currency: toCurrencyCode(data.order.currency_code ?? state.theme.config?.currency),
    country: flowCountryOf(state.theme),
    brandOffersSelfShip: brand.manifest.flags.selfShip,
    showPostedErrors: outcome?.showErrors === true,
    postedEditor: outcome?.editor ?? null,
    orderAddressCount: data.order.addresses.length,
    postedIfscLookup: postedIfscLookupOf(posted?.values),
    postedPhotoRefusalOf: (itemId) => postedPhotoRefusalOf(posted?.values, itemId),
  };
  const [config] = useState(() => ({
    init: flowInitOf(data, state.theme),
    addresses: outcome?.addresses ?? data.order.addresses,
    storage: sessionStore(),
    storageKey: `${data.kind}:${data.order.shipment_uuid || data.order.awb || data.order.order_id}`,
    variantsOf: (itemId: number) => variantsOf(data, itemId),
    posted:
      posted && outcome
        ? { flow: outcome.flow, clientRequestId: posted.values[REQUEST_ID_FIELD] ?? "", result: posted.placed ?? null, error: posted.message || null }
        : undefined,
  }));
  return (
    <FlowFactsContext.Provider value={facts}>
      <ReturnFlowProvider config={config}>
        <FlowSteps />
      </ReturnFlowProvider>
    </FlowFactsContext.Provider>
  );
}

function FlowSteps() {
  const { t, i18n } = useLingui();
  const { kind, order } = useFlowFacts().data;
  const STEP_TITLE = STEP_TITLES[kind];
  const { current, steps } = useReturnSteps();
  const flowApi = useReturnFlowApi();
  const submitted = useReturnFlowStore((s) => s.submission.status === "submitted");
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step the flow opens on: a hydrating page shows the server's step 1 first, then the step this tab saved.
  const [openingStep] = useState(() => flowApi.getState().flow.step.current);
  const opened = useRef(false);
  useReportOrderStep(current);
  // Each step is its own view: the tab and history name it, not only the flow ("Pickup address · Step 2 of 3 · Returns").
  const { state } = usePortal();
  useDocumentTitle(
    submitted
      ? undefined
      : composeTitle([
          i18n._(STEP_TITLE[current]),
          t`Step ${current} of 3`,
          i18n._(SCREEN_TITLE[kind === "exchange" ? "exchange" : "returns"]),
          state.brand.name,
        ]),
  );
  // A new step is a new view: focus its heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (!opened.current) {
      opened.current = current === openingStep;
      return;
    }
    headingRef.current?.focus();
  }, [current, submitted, openingStep]);

  if (submitted) return <RequestPlaced headingRef={headingRef} />;
  return (
    <div className="portal-return-flow" data-part="flow" data-step={current}>
      <nav aria-label={i18n._(STEPS_LABEL[kind])}>
        <ol data-part="steps">
          {steps.map((item) => (
            <li key={item.step} data-state={item.state}>
              <button {...item.buttonProps} className="portal-step-button">
                <span data-part="step-number">{item.step}</span> {i18n._(STEP_TITLE[item.step])}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={headingRef} tabIndex={-1} data-part="step-heading">
        <span data-part="step-count">{t`Step ${current} of 3`}</span> <span>{i18n._(STEP_TITLE[current])}</span>
      </h2>
      {/* Each step is a form posted to its own page: without script (or before it runs) the server
          keeps the step and renders the next; with script the buttons' handlers run instead. */}
      {/* Step 1 sends its photos with it where the order asks for photos (the server stores them). */}
      <form
        {...POST_TO_OWN_PAGE}
        encType={current === 1 && order.capture_image ? "multipart/form-data" : undefined}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        data-part="step-form"
      >
        <input type="hidden" name={STEP_FIELD} value={current} />
        {/* Enter in a field submits by the form's first submit button: this step's forward one, not Back
            (without script Back would drop refund details typed on step 3). */}
        <button type="submit" name={INTENT_FIELD} value={current === 3 ? "submit" : "continue"} hidden tabIndex={-1} aria-hidden="true" />
        {current === 1 ? <ItemsStep /> : null}
        {current === 2 ? <PickupStep /> : null}
        {current === 3 ? <ReviewStep /> : null}
      </form>
      {current === 1 ? <EarlierReturns /> : null}
    </div>
  );
}
