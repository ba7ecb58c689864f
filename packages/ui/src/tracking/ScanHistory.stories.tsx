// The scan history under the tracking timeline: scans by day in the brand's zone, the older
// ones behind a native disclosure. Plain CSF objects: this package does not depend on
// Storybook's types. Sample scans are made up in the shape of a courier feed.
import { ScanHistory } from "./ScanHistory.tsx";
import { BrandTimeZoneProvider } from "./use-display-time-zone.ts";

const SCANS = [
  { code: 1, status: "Manifested", description: "Shipment manifested", location: "Pune", timestamp: "2026-11-18T03:42:00Z" },
  { code: 4, status: "Dispatched", description: "Picked up from the seller", location: "Bhiwandi", timestamp: "2026-11-19T05:00:00Z" },
  { code: 5, status: "In Transit", description: "Reached the sorting hub", location: "Nagpur", timestamp: "2026-11-20T03:10:00Z" },
  { code: 5, status: "In Transit", description: "Left the sorting hub", location: "Nagpur", timestamp: "2026-11-20T09:10:00Z" },
  { code: 6, status: "Out for Delivery", description: "Out for delivery", location: "Pune", timestamp: "2026-11-21T02:30:00Z" },
  { code: 9, status: "Undelivered", description: "Consignee not available at the address", location: "Pune", timestamp: "2026-11-21T08:35:00Z" },
];

function History({ timeZone, visible }: { timeZone: string; visible: number }) {
  return (
    <div style={{ padding: "1.5rem", maxInlineSize: "44rem" }}>
      <BrandTimeZoneProvider value={timeZone}>
        <ScanHistory scans={SCANS} visible={visible} />
      </BrandTimeZoneProvider>
    </div>
  );
}

export default {
  title: "UI/Tracking/Scan history",
  component: History,
  args: { timeZone: "Asia/Kolkata", visible: 4 },
  argTypes: { timeZone: { control: "select", options: ["Asia/Kolkata", "Asia/Dubai", "UTC"] } },
};

export const India = { name: "Brand in India (IST)" };
export const Gulf = { name: "Brand in the Gulf", args: { timeZone: "Asia/Dubai" } };
export const AllShown = { name: "Everything shown", args: { visible: 10 } };
