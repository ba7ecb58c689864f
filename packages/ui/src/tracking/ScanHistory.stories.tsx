// The scan history under the tracking timeline: scans by day in the brand's zone, the older
// ones behind a native disclosure. Plain CSF objects: this package does not depend on
// Storybook's types. The sample scans are made up in the shape of a courier feed.
import { SAMPLE_HISTORY_SCANS } from "../testing/history-scans.ts";
import { ScanHistory } from "./ScanHistory.tsx";
import { BrandTimeZoneProvider } from "./use-display-time-zone.ts";

function History({ timeZone, visible }: { timeZone: string; visible: number }) {
  return (
    <div style={{ padding: "1.5rem", maxInlineSize: "44rem" }}>
      <BrandTimeZoneProvider value={timeZone}>
        <ScanHistory scans={SAMPLE_HISTORY_SCANS} visible={visible} />
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
