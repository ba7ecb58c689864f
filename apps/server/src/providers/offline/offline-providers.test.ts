import { describe, expect, test } from "vitest";
import { buildIndiaPincodeIndex } from "./india-pincode-index.ts";
import { offlineIfscLookup } from "./offline-ifsc-lookup.ts";
import { offlinePincodeLookup } from "./offline-pincode-lookup.ts";
import { offlinePincodeServiceability } from "./offline-pincode-serviceability.ts";

describe("India pincode index (small sample)", () => {
  const index = buildIndiaPincodeIndex([
    { officeName: "Koregaon S.O", pincode: 415501, districtName: "Satara", stateName: "MAHARASHTRA" },
    { officeName: "Koregaon Bhima S.O", pincode: 412216, districtName: "Pune", stateName: "MAHARASHTRA" },
    { officeName: "Tadavale S. Koregaon B.O", pincode: 415010, districtName: "Satara", stateName: "MAHARASHTRA" },
    { officeName: "Pune H.O", pincode: 411001, districtName: "Pune", stateName: "MAHARASHTRA" },
    { officeName: "Pune New Bazar S.O", pincode: 411001, districtName: "Pune", stateName: "MAHARASHTRA" },
    { officeName: "Port Blair H.O", pincode: 744101, districtName: "South Andaman", stateName: "ANDAMAN & NICOBAR ISLANDS" },
    { officeName: "Delhi G.P.O.", pincode: 110006, districtName: "Central Delhi", stateName: "DELHI" },
    { officeName: "Indiranagar S.O (Bangalore)", pincode: 560038, districtName: "Bangalore", stateName: "KARNATAKA" },
  ]);

  test("a pincode's place: the district as city, the state title-cased", () => {
    expect(index.place("411001")).toEqual({ pincode: "411001", city: "Pune", state: "Maharashtra", country: "IN" });
    expect(index.place("744101")?.state).toBe("Andaman & Nicobar Islands");
    expect(index.place("000000")).toBeUndefined();
  });

  test("names lose their office type; exact, then starting, then containing matches", () => {
    expect(index.search("koregaon", 5).map((o) => `${o.name} ${o.pincode}`)).toEqual([
      "Koregaon 415501",
      "Koregaon Bhima 412216",
      "Tadavale S. Koregaon 415010",
    ]);
    expect(index.search("Delhi", 5).map((o) => o.name)).toEqual(["Delhi"]);
    expect(index.search("indiranagar", 5)[0]?.name).toBe("Indiranagar");
    // Every word must match the name or the district.
    expect(index.search("koregaon pune", 5).map((o) => o.name)).toEqual(["Koregaon Bhima"]);
  });

  test("digits search pincodes by their start; tiny or empty queries find nothing", () => {
    expect(index.search("4110", 5).map((o) => o.pincode)).toEqual(["411001"]);
    expect(index.search("41", 5)).toEqual([]);
    expect(index.search("k", 5)).toEqual([]);
    expect(index.search("  --  ", 5)).toEqual([]);
    expect(index.search("koregaon", 1)).toHaveLength(1);
  });
});

describe("offline providers over the installed datasets", () => {
  test("pincode lookup", async () => {
    const lookup = offlinePincodeLookup();
    expect(await lookup.lookup("700019")).toMatchObject({ city: "Kolkata", state: "West Bengal" });
    expect(await lookup.lookup("70001")).toBeUndefined();
  });

  test("serviceability: Indian pincodes outside the islands, and only in India", async () => {
    const check = offlinePincodeServiceability(offlinePincodeLookup()).check;
    expect((await check({ brandId: "b", pincode: "700019", country: "IN" })).serviceable).toBe(true);
    expect((await check({ brandId: "b", pincode: "682555", country: "IN" })).serviceable).toBe(false); // Lakshadweep
    expect((await check({ brandId: "b", pincode: "999999", country: "IN" })).serviceable).toBe(false);
    expect(await check({ brandId: "b", pincode: "700019", country: "AE" })).toEqual({ serviceable: false, place: undefined });
  });

  test("IFSC: existence and bank, sub-member banks by their own name", async () => {
    const ifsc = offlineIfscLookup();
    expect(await ifsc.lookup("SBIN0000001")).toEqual({ ifsc: "SBIN0000001", bankCode: "SBIN", bankName: "State Bank of India", branchName: null });
    expect(await ifsc.lookup("HDFC0CAACOB")).toMatchObject({ bankCode: "AACX", bankName: "Akhand Anand Co.op Bank" });
    expect(await ifsc.lookup("SBIN0999999")).toBeUndefined();
    expect(await ifsc.lookup("ZZZZ0000001")).toBeUndefined();
    expect(await ifsc.lookup("sbin0000001")).toBeUndefined(); // callers upper-case first
  });
});
