import { calendarDateOf, type CalendarDate } from "@portal/core/dates";
import { brandTimeZone } from "@portal/core/theme";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import { requestBrandThemeOrNothing } from "../shipment/brand-theme.ts";

/** The brand's calendar day at the request's time, in its zone (its own, else its country's). */
export async function brandToday(deps: ApiDeps, brand: Brand | undefined): Promise<CalendarDate> {
  const theme = brand ? await requestBrandThemeOrNothing(deps, brand) : undefined;
  return calendarDateOf(deps.now(), brandTimeZone(theme?.config));
}
