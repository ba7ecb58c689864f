import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { countryFieldsOf, currencyOfCountry, isCountryCode, phoneIssueOf, TIME_ZONE_BY_COUNTRY } from "@portal/core/country";
import { brandTimeZone } from "@portal/core/theme";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { BRAND_PACKAGE_DEMO_BRANDS, DEMO_BRANDS } from "./demo-brands.ts";
import { seedDemo } from "./demo-seed.ts";

// A demo brand reads as that brand would in its own country (issue 39): every address, phone
// number, currency and courier hub the seed writes for it passes its country's own rules, the
// ones the portal's forms and server check shoppers' input with (core's country fields). A
// UAE brand with Pune addresses, Indian pincodes or Chennai hubs fails here.

const NOW = new Date("2026-11-21T12:00:00.000Z");
const ALL_DEMO_BRANDS = [...DEMO_BRANDS, ...BRAND_PACKAGE_DEMO_BRANDS];

/** A place as the seed wrote it, with the country it must belong to. */
interface Place {
  where: string;
  phone?: string | null;
  alternatePhone?: string | null;
  pincode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** What breaks the country's rules in one place: empty when the place is coherent. */
function problemsOf(country: string, place: Place): string[] {
  const fields = countryFieldsOf(country);
  const problems: string[] = [];
  for (const phone of [place.phone, place.alternatePhone]) {
    if (phone != null && phoneIssueOf(fields, phone) !== undefined) problems.push(`phone ${phone}: ${phoneIssueOf(fields, phone)}`);
  }
  if (place.pincode !== undefined) {
    const pincode = place.pincode ?? "";
    if (fields.postalCode === null) {
      if (pincode !== "") problems.push(`postal code ${pincode} where ${country} has none`);
    } else if (!v.safeParse(fields.postalCode.schema, pincode).success) problems.push(`postal code ${JSON.stringify(pincode)}`);
  }
  if (place.city != null && fields.cities !== null && !fields.cities.includes(place.city)) problems.push(`city ${place.city} is not one of ${country}'s`);
  if (place.country != null && place.country !== country) problems.push(`country ${place.country}`);
  return problems.map((problem) => `${place.where}: ${problem}`);
}

describe("every demo brand's data keeps to its own country's rules", () => {
  const [sqlite] = testDatabases;
  if (!sqlite) throw new Error("no SQLite test database target");
  const database = useTestDatabase(sqlite, { setup: (db) => seedDemo(db, { now: NOW }) });

  test("the brands' countries are core's, each with the country's currency and time zone", async () => {
    const themes = await database.db.selectFrom("themes").select(["brand_id", "document_json"]).execute();
    const problems = ALL_DEMO_BRANDS.flatMap((brand) => {
      if (!isCountryCode(brand.country)) return [`${brand.subdomain}: ${brand.country} is not one of core's countries`];
      const stored = themes.find((t) => t.brand_id === brand.id);
      const config = (JSON.parse(stored?.document_json ?? "{}") as { config?: { country?: string; currency?: string; time_zone?: string } }).config;
      return [
        ...(config?.country === brand.country ? [] : [`${brand.subdomain}: theme country ${config?.country}`]),
        ...(config?.currency === currencyOfCountry(brand.country) ? [] : [`${brand.subdomain}: theme currency ${config?.currency}`]),
        ...(brandTimeZone(config) === TIME_ZONE_BY_COUNTRY[brand.country] ? [] : [`${brand.subdomain}: time zone ${brandTimeZone(config)}`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  test("orders: customers' phones, postal codes, cities and country, and the order's currency", async () => {
    const orders = await database.db.selectFrom("orders").selectAll().execute();
    const problems = ALL_DEMO_BRANDS.flatMap((brand) => {
      const own = orders.filter((o) => o.brand_id === brand.id);
      if (own.length === 0) return [`${brand.subdomain}: no orders seeded`];
      return own.flatMap((order) => [
        ...problemsOf(brand.country, {
          where: `${brand.subdomain} order ${order.order_id}`,
          phone: order.customer_phone,
          alternatePhone: order.customer_alternate_phone,
          pincode: order.customer_pincode,
          city: order.customer_city,
          country: order.customer_country,
        }),
        ...(order.currency === currencyOfCountry(brand.country) ? [] : [`${brand.subdomain} order ${order.order_id}: currency ${order.currency}`]),
      ]);
    });
    expect(problems).toEqual([]);
  });

  test("return addresses, return pickups and updated contact numbers", async () => {
    const countryOf = new Map(ALL_DEMO_BRANDS.map((b) => [b.id, b.country]));
    const addresses = await database.db.selectFrom("return_addresses").selectAll().execute();
    const requests = await database.db.selectFrom("return_requests").selectAll().execute();
    const contacts = await database.db.selectFrom("contact_updates").selectAll().execute();
    const demoRow = (row: { brand_id: string }) => countryOf.has(row.brand_id);
    // Every kind of row is there for a brand of each country the demo has, so the checks below check something.
    const countriesWith = (rows: readonly { brand_id: string }[]) => [...new Set(rows.filter(demoRow).map((r) => countryOf.get(r.brand_id)))].sort();
    expect([countriesWith(addresses), countriesWith(requests), countriesWith(contacts)]).toEqual([
      ["AE", "IN", "US"],
      ["AE", "IN", "US"],
      ["AE", "IN", "US"],
    ]);
    const problems = [
      ...addresses.filter(demoRow).flatMap((a) =>
        problemsOf(countryOf.get(a.brand_id) ?? "", {
          where: `return address ${a.id}`,
          phone: a.phone,
          pincode: a.pincode,
          city: a.city,
          country: a.country,
        }),
      ),
      ...requests.filter(demoRow).flatMap((r) =>
        r.pickup_address === null
          ? []
          : problemsOf(countryOf.get(r.brand_id) ?? "", {
              where: `return pickup ${r.id}`,
              phone: r.pickup_phone,
              pincode: r.pickup_pincode,
              city: r.pickup_city,
              country: r.pickup_country,
            }),
      ),
      ...contacts
        .filter(demoRow)
        .flatMap((c) =>
          problemsOf(countryOf.get(c.brand_id) ?? "", { where: `contact update ${c.shipment_id}`, phone: c.phone, alternatePhone: c.alternate_phone }),
        ),
    ];
    expect(problems).toEqual([]);
  });

  test("no scan names a place of another country", async () => {
    // The places each country's brands deliver to (their orders' cities and states); a brand's scans may name only its own country's.
    const orders = await database.db.selectFrom("orders").select(["brand_id", "customer_city", "customer_state"]).execute();
    const countryOf = new Map(ALL_DEMO_BRANDS.map((b) => [b.id, b.country]));
    const placesOf = (country: string) =>
      new Set(orders.filter((o) => countryOf.get(o.brand_id) === country).flatMap((o) => [o.customer_city ?? "", o.customer_state ?? ""].filter(Boolean)));
    const scans = await database.db
      .selectFrom("scans")
      .innerJoin("shipments", "shipments.id", "scans.shipment_id")
      .select(["shipments.brand_id", "scans.location"])
      .execute();
    const problems = ALL_DEMO_BRANDS.flatMap((brand) => {
      const own = placesOf(brand.country);
      const foreign = [...new Set(["IN", "AE", "US"].filter((c) => c !== brand.country).flatMap((c) => [...placesOf(c)]))].filter((place) => !own.has(place));
      const locations = new Set(scans.filter((s) => s.brand_id === brand.id).map((s) => s.location ?? ""));
      return [...locations].flatMap((location) =>
        foreign.filter((place) => location.includes(place)).map((place) => `${brand.subdomain} scan at ${location}: ${place} is another country's`),
      );
    });
    expect(problems).toEqual([]);
  });
});
