import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createServerRouter } from "./create-portal-router.ts";
import { parseSearchVerbatim, stringifySearchVerbatim } from "./search-params.ts";
import type { PortalRouterContext } from "./portal-router-context.ts";

/** Digit strings up to 40 long, leading zeros included: waybills, order ids, pincodes. */
const digits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 40 });

describe("search values are the URL's text", () => {
  test("a 22-digit USPS number, a leading zero, true and null stay text", () => {
    expect(parseSearchVerbatim("?waybill=9405516902697649303570&pincode=011001&order_id=true&reference_number=null")).toEqual({
      waybill: "9405516902697649303570",
      pincode: "011001",
      order_id: "true",
      reference_number: "null",
    });
  });

  test("repeated keys are a list; an empty search is nothing", () => {
    expect(parseSearchVerbatim("awbs=1&awbs=2&awbs=3")).toEqual({ awbs: ["1", "2", "3"] });
    expect(parseSearchVerbatim("")).toEqual({});
    expect(stringifySearchVerbatim({})).toBe("");
    expect(stringifySearchVerbatim({ awbs: ["1", "2"], gone: undefined })).toBe("?awbs=1&awbs=2");
  });

  test("any digit string survives parse and stringify unchanged (property)", () => {
    fc.assert(
      fc.property(digits, digits, (waybill, orderId) => {
        const search = stringifySearchVerbatim({ waybill, order_id: orderId });
        expect(search).toBe(`?waybill=${waybill}&order_id=${orderId}`);
        expect(parseSearchVerbatim(search)).toEqual({ waybill, order_id: orderId });
      }),
    );
  });

  test("the router's location keeps them as typed, in its search and its search string (property)", () => {
    fc.assert(
      fc.property(digits, (waybill) => {
        const router = createServerRouter(`/en/tracking?waybill=${waybill}&security_key=${waybill}`, {} as PortalRouterContext);
        expect(router.state.location.search).toEqual({ waybill, security_key: waybill });
        expect(router.state.location.searchStr).toBe(`?waybill=${waybill}&security_key=${waybill}`);
      }),
      { numRuns: 50 },
    );
  });
});
