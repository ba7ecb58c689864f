// Stories of the update-contact screen, with the API mocked.
import type { ApiResult } from "@portal/core/api";
import { fakeApi, fixtureEntry, slowly, StoryPortal } from "../rating/testing/portal-fixture.tsx";
import type { ContactUpdateCalls, ContactUpdateResult } from "./contact-update-calls.ts";
import { UpdateContactView } from "./UpdateContactScreen.tsx";

function Screen({ code = 5, saveMs = 1500, failWith }: { code?: number; saveMs?: number; failWith?: number }) {
  const entry = fixtureEntry({ code });
  const api = fakeApi({ trackOrder: () => slowly(400, { ok: true as const, data: { [entry.tracking_id]: entry } }) });
  const calls: ContactUpdateCalls = {
    read: () => slowly(400, { ok: true, data: { phone_number: "9845012345", alternate_phone_number: "", allow_contact_update: code < 7 } }),
    save: (_query, body) =>
      slowly<ApiResult<ContactUpdateResult>>(
        saveMs,
        failWith ? { ok: false, error: { kind: "http", status: failWith, message: "refused" } } : { ok: true, data: { ...body, allow_contact_update: true } },
      ),
  };
  return (
    <StoryPortal options={{ screen: "update-contact", path: "/update-contact", params: { waybill: entry.tracking_id } }} api={api}>
      <UpdateContactView calls={calls} />
    </StoryPortal>
  );
}

export default {
  title: "Portal/Update contact",
  component: Screen,
};

export const InTransit = { name: "Open (in transit)" };
export const SlowSave = { name: "Saving on a slow network", args: { saveMs: 6000 } };
export const ClosedDelivered = { name: "Closed: delivered", args: { code: 8 } };
export const ClosedFailedDelivery = { name: "Closed: failed delivery", args: { code: 7 } };
export const ClosedMeanwhile = { name: "Closed while editing (409)", args: { failWith: 409 } };
