// Stories of the update-contact screen, with the API mocked.
import type { ApiResult, ContactUpdateResult } from "@portal/core/api";
import { fakeApi, fixtureEntry, slowly, StoryPortal } from "../../testing/portal-fixture.tsx";
import UpdateContactScreen from "./UpdateContactScreen.tsx";

function Screen({ code = 5, saveMs = 1500, failWith }: { code?: number; saveMs?: number; failWith?: number }) {
  const entry = fixtureEntry({ code });
  const api = fakeApi({
    trackOrder: () => slowly(400, { ok: true as const, data: { [entry.tracking_id]: entry } }),
    getContactUpdate: () =>
      slowly(400, { ok: true as const, data: { phone_number: "9845012345", alternate_phone_number: "", allow_contact_update: code < 7 } }),
    saveContactUpdate: (_query, body) =>
      slowly<ApiResult<ContactUpdateResult>>(
        saveMs,
        failWith
          ? { ok: false, error: { kind: "http", status: failWith, message: "refused" } }
          : { ok: true, data: { phone_number: body.phone_number, alternate_phone_number: body.alternate_phone_number ?? "", allow_contact_update: true } },
      ),
  });
  return (
    <StoryPortal options={{ screen: "update-contact", path: "/update-contact", params: { waybill: entry.tracking_id } }} api={api}>
      <UpdateContactScreen />
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
