import type { DemoBrandDescription, DemoCountry, PackageDemoDescription } from "./demo-brand-description.ts";
import type { DemoBrand, DemoCustomer } from "./demo-brands.ts";
import { badgeImage } from "./placeholder-images.ts";

// Every demo brand, one compact description each: what is its own (names, palette, rules,
// couriers, warehouse, products). demo-brands.ts expands them; demo-rows.ts turns them into
// orders, shipments and scans. Invented names; reserved example.com / .example addresses.

type CustomerRow = readonly [name: string, phone: string, email: string, address: string, city: string, state: string, pincode: string];
const customers = (rows: readonly CustomerRow[]): DemoCustomer[] =>
  rows.map(([name, phone, email, address, city, state, pincode]) => ({ name, phone, email, address, city, state, pincode }));

/** Who orders from a brand of each country (picked in turn by order). */
export const DEMO_CUSTOMERS: Record<DemoCountry, readonly DemoCustomer[]> = {
  IN: customers([
    ["Ananya Rao", "9845012345", "ananya.rao@example.com", "Flat 402, Lotus Residency, 14 Koregaon Park Road", "Pune", "Maharashtra", "411001"],
    ["Rohan Mehta", "9820098765", "rohan.mehta@example.com", "221 Indiranagar 2nd Stage, 80 Feet Road", "Bengaluru", "Karnataka", "560038"],
    ["Farah Qureshi", "9831054321", "farah.q@example.com", "18B Ballygunge Place, near Gariahat crossing", "Kolkata", "West Bengal", "700019"],
    ["Vikram Iyer", "9884011223", "vikram.iyer@example.com", "Plot 7, 3rd Cross Street, Besant Nagar", "Chennai", "Tamil Nadu", "600090"],
    ["Meera Nair", "9847033445", "meera.nair@example.com", "House 32, Panampilly Nagar, 10th Avenue", "Kochi", "Kerala", "682036"],
    ["Arjun Bose", "9866077889", "arjun.bose@example.com", "Villa 12, Road No. 36, Jubilee Hills", "Hyderabad", "Telangana", "500033"],
    ["Sana Kapoor", "9829066778", "sana.kapoor@example.com", "C-45 Malviya Nagar, behind the city park", "Jaipur", "Rajasthan", "302017"],
  ]),
  // The emirates as cities, no pincodes.
  AE: customers([
    ["Layla Haddad", "501234567", "layla.haddad@example.com", "Apartment 1204, Marina Crest Tower, Dubai Marina", "Dubai", "Dubai", ""],
    ["Omar Al Mansoori", "552345678", "omar.m@example.com", "Villa 18, Street 7, Khalifa City A", "Abu Dhabi", "Abu Dhabi", ""],
    ["Priya Menon", "563456789", "priya.menon@example.com", "Flat 305, Al Majaz Tower 2, Corniche Street", "Sharjah", "Sharjah", ""],
    ["Yousef Karim", "584567890", "yousef.karim@example.com", "Building 9, Al Nakheel Road, near Manar Mall", "Ras Al Khaimah", "Ras Al Khaimah", ""],
  ]),
  US: customers([
    ["Jordan Ellis", "4155550134", "jordan.ellis@example.com", "1450 Valencia Street, Apt 3", "San Francisco", "California", "94110"],
    ["Maria Gonzalez", "5125550178", "maria.gonzalez@example.com", "802 West 6th Street, Unit 12", "Austin", "Texas", "78703"],
    ["Ethan Park", "2065550112", "ethan.park@example.com", "3311 Fremont Avenue North", "Seattle", "Washington", "98103"],
    ["Aisha Thompson", "6175550145", "aisha.t@example.com", "27 Beacon Street, Floor 2", "Boston", "Massachusetts", "02108"],
  ]),
};

/** The same customers starting `by` places later, so brands do not all open with the same name. */
const rotated = (list: readonly DemoCustomer[], by: number) => [...list.slice(by), ...list.slice(0, by)];

export const WAREHOUSE_BHIWANDI: DemoBrand["warehouse"] = {
  city: "Bhiwandi",
  state: "Maharashtra",
  pincode: "421302",
  originHub: "Bhiwandi Hub",
  middleHub: "Nagpur Sortation Centre",
};

/** The rules a theme leaves unset are off; stars unless a brand asks for 0-10. */
const RULES_OFF = {
  rating_scale: "stars",
  forward_page_message_enabled: false,
  return_page_message_enabled: false,
  quantity_lock: false,
  capture_bank_detail: false,
} as const;

const KESTREL_RUST = "#9a4a2b";
const KESTREL_INK = "#2b2420";
const KESTREL_CREAM = "#faf6f0";

/**
 * The demo's own brands, each showing rules of its own: login-free returns, locked
 * quantities, COD refunds to a bank account, order-id links, the UAE, the US.
 */
export const CORE_DEMO_BRANDS: readonly DemoBrandDescription[] = [
  {
    subdomain: "demo",
    name: "Demo Store",
    waybillPrefix: "DEMO",
    orderPrefix: "DS-",
    firstOrderNumber: 240101,
    country: "IN",
    site: "demo-store.example",
    theme: {
      // No logo: headers show their placeholder image.
      tokens: {
        primary: "#2563eb", primaryText: "#ffffff", accent: "#f59e0b", background: "#f8fafc", surface: "#ffffff", text: "#0f172a",
        headerBackground: "#ffffff", headerText: "#0f172a", footerBackground: "#0f172a", footerText: "#e2e8f0",
        fontFamily: "system-ui, sans-serif", radius: "8px",
      },
      config: RULES_OFF,
      meta_data: {
        contact: "1800-200-3000",
        time: { from: "10:00", to: "19:00" },
        day: { from: "Monday", to: "Saturday" },
        social: {
          fb: "https://facebook.com/demo-store.example", tw: "https://x.com/demo_store_example",
          ig: "https://instagram.com/demo.store.example", yt: "https://youtube.com/@demo-store-example",
        },
        app: {
          android: "https://play.google.com/store/apps/details?id=example.demostore",
          ios: "https://apps.apple.com/app/demo-store-example/id0000000001",
        },
        udf: [{ value: "Get 10% off in our app" }, { value: "https://demo-store.example/app" }],
        required_login: false,
      },
    },
    couriers: ["swiftline-express", "parcelwing", "monsoon-cargo", "tortoise-and-hare"],
    warehouse: WAREHOUSE_BHIWANDI,
    products: [
      ["Stainless Steel Water Bottle, 1 L", "DS-BTL-1000", 699, "WB", "#0284c7"],
      ["Wireless Earbuds with Charging Case", "DS-EAR-220", 2499, "EB", "#334155"],
      ["Cotton Bedsheet Set, Queen", "DS-BED-Q01", 1299, "BS", "#be185d"],
      ["Ceramic Coffee Mugs, Set of 4", "DS-MUG-004", 899, "CM", "#a16207"],
      ["Yoga Mat, 6 mm", "DS-YOG-006", 1099, "YM", "#15803d"],
      ["LED Desk Lamp with Dimmer", "DS-LMP-110", 1599, "DL", "#6d28d9"],
    ],
  },
  {
    subdomain: "kestrel",
    name: "Kestrel & Co.",
    brandPackage: "kestrel",
    enterprise: true,
    securityCheckEnabled: true,
    waybillPrefix: "KES",
    orderPrefix: "KC-",
    firstOrderNumber: 10101,
    country: "IN",
    mailbox: "atelier",
    theme: {
      // No logo: Kestrel's own header draws its wordmark.
      tokens: {
        primary: KESTREL_RUST, primaryText: KESTREL_CREAM, accent: "#d9a441", background: KESTREL_CREAM, surface: "#ffffff",
        text: KESTREL_INK, headerBackground: KESTREL_INK, headerText: KESTREL_CREAM, footerBackground: KESTREL_INK, footerText: "#e9dfd3",
        fontFamily: "'Cormorant Garamond', Georgia, serif", radius: "2px",
      },
      config: {
        rating_scale: "zero-to-ten",
        survey_url: "https://kestrel.example/survey",
        forward_page_message_enabled: true,
        forward_page_message: "<p><strong>Free exchanges</strong> within 15 days on every order.</p>",
        return_page_message_enabled: true,
        return_page_message: "<p>Keep the tags on: returns are accepted with original tags only.</p>",
        quantity_lock: true,
        capture_bank_detail: true,
      },
      meta_data: {
        contact: "1800-419-7070",
        time: { from: "09:30", to: "20:30" },
        day: { from: "Monday", to: "Sunday" },
        social: { fb: "https://facebook.com/kestrel.example", ig: "https://instagram.com/kestrel.example", yt: "https://youtube.com/@kestrel-example" },
        app: { android: "https://play.google.com/store/apps/details?id=example.kestrel", ios: "https://apps.apple.com/app/kestrel-example/id0000000002" },
        udf: [{ value: "New season: the Ochre edit" }, { value: "https://kestrel.example/ochre" }],
        required_login: true,
      },
      return_authorization_id: 5,
    },
    couriers: ["metro-dash", "swiftline-express", "parcelwing"],
    warehouse: { city: "Gurugram", state: "Haryana", pincode: "122015", originHub: "Gurugram Hub", middleHub: "Delhi Air Gateway" },
    customers: [...DEMO_CUSTOMERS.IN].reverse(),
    products: [
      ["Linen Shirt, Sand", "KC-SHT-LIN-SND", 3490, "LS", "#b79b7a"],
      ["Pleated Midi Skirt, Olive", "KC-SKT-PLT-OLV", 4290, "PS", "#5f6b3a"],
      ["Leather Tote, Cognac", "KC-BAG-TOT-COG", 8990, "LT", "#8a4b22"],
      ["Merino Crew Sweater, Rust", "KC-SWT-MER-RST", 5990, "MS", KESTREL_RUST],
      ["Silk Scarf, Kestrel Print", "KC-SCF-SLK-KES", 2490, "SS", "#d9a441"],
      ["Straight-Leg Jeans, Indigo", "KC-DNM-STR-IND", 3990, "SJ", "#283a6b"],
    ],
  },
  // Login-free returns (required_login false), locked return quantities, the /pincode page.
  {
    subdomain: "lotus",
    name: "Lotus Lane",
    waybillPrefix: "LOT",
    orderPrefix: "LL-",
    firstOrderNumber: 50101,
    country: "IN",
    site: "lotus-lane.example",
    mailbox: "hello",
    theme: {
      logo: badgeImage({ text: "LL", background: "#be123c", color: "#fff1f2" }),
      tokens: {
        primary: "#be123c", primaryText: "#ffffff", accent: "#f59e0b", background: "#fff7ed", surface: "#ffffff", text: "#431407",
        headerBackground: "#fff1f2", headerText: "#7c2d12", footerBackground: "#7c2d12", footerText: "#ffedd5",
        fontFamily: "'Noto Sans', system-ui, sans-serif", radius: "12px",
      },
      config: {
        ...RULES_OFF,
        return_page_message_enabled: true,
        return_page_message: "<p>Handloom pieces are returned as a set: the whole quantity goes back together.</p>",
        quantity_lock: true,
        // The /pincode serviceability page exists on this brand only (spec section 2).
        pincode_page_enabled: true,
      },
      meta_data: {
        contact: "1800-266-4411",
        time: { from: "10:00", to: "18:00" },
        day: { from: "Monday", to: "Friday" },
        social: { ig: "https://instagram.com/lotus.lane.example", fb: "https://facebook.com/lotus.lane.example" },
        required_login: false,
      },
    },
    couriers: ["parcelwing", "monsoon-cargo", "tortoise-and-hare"],
    warehouse: { city: "Jaipur", state: "Rajasthan", pincode: "302013", originHub: "Jaipur Hub", middleHub: "Ahmedabad Sortation Centre" },
    customers: rotated(DEMO_CUSTOMERS.IN, 3),
    products: [
      ["Handloom Cotton Saree, Indigo", "LL-SAR-IND", 2890, "HS", "#3730a3"],
      ["Brass Diya, Set of 2", "LL-DIY-BRS", 749, "BD", "#b45309"],
      ["Block-Print Cushion Covers, Set of 2", "LL-CUS-BLK", 999, "CC", "#be123c"],
      ["Terracotta Planter, Medium", "LL-PLN-TER", 649, "TP", "#c2410c"],
      ["Jute Table Runner", "LL-RUN-JUT", 549, "JR", "#a16207"],
      ["Copper Water Jug, 1.5 L", "LL-JUG-CPR", 1899, "CJ", "#9a3412"],
    ],
  },
  // COD refunds need bank details (capture_bank_detail); links name orders by order id (return_authorization_id 5).
  {
    subdomain: "banyan",
    name: "Banyan Home",
    enterprise: true,
    securityCheckEnabled: true,
    waybillPrefix: "BAN",
    orderPrefix: "BH-",
    firstOrderNumber: 70101,
    country: "IN",
    site: "banyan-home.example",
    mailbox: "support",
    theme: {
      logo: badgeImage({ text: "BH", background: "#166534", color: "#ffffff" }),
      tokens: {
        primary: "#166534", primaryText: "#ffffff", accent: "#ca8a04", background: "#f7fee7", surface: "#ffffff", text: "#1a2e05",
        headerBackground: "#ffffff", headerText: "#14532d", footerBackground: "#14532d", footerText: "#dcfce7",
        fontFamily: "system-ui, sans-serif", radius: "6px",
      },
      config: { ...RULES_OFF, rating_scale: "zero-to-ten", capture_bank_detail: true },
      meta_data: {
        contact: "1800-103-5500",
        time: { from: "09:00", to: "21:00" },
        day: { from: "Monday", to: "Sunday" },
        social: { fb: "https://facebook.com/banyan.home.example", yt: "https://youtube.com/@banyan-home-example" },
        app: { android: "https://play.google.com/store/apps/details?id=example.banyanhome" },
        required_login: true,
      },
      return_authorization_id: 5,
    },
    couriers: ["monsoon-cargo", "metro-dash", "swiftline-express"],
    warehouse: { city: "Hosur", state: "Tamil Nadu", pincode: "635109", originHub: "Hosur Hub", middleHub: "Bengaluru Sortation Centre" },
    customers: rotated(DEMO_CUSTOMERS.IN, 2),
    products: [
      ["Teak Bedside Table", "BH-TBL-TEK", 6499, "BT", "#78350f"],
      ["Cotton Dhurrie Rug, 4 x 6 ft", "BH-RUG-DHR", 2199, "DR", "#0f766e"],
      ["Ceramic Dinner Set, 18 Pieces", "BH-DIN-C18", 3799, "DS", "#1d4ed8"],
      ["Bamboo Floor Lamp", "BH-LMP-BMB", 2599, "FL", "#65a30d"],
      ["Memory Foam Pillow", "BH-PIL-MEM", 1299, "MP", "#6b7280"],
      ["Cast Iron Kadai, 10 in", "BH-KAD-CI10", 1599, "CK", "#27272a"],
    ],
  },
  // A UAE brand: prices in AED, +971 mobile numbers.
  {
    subdomain: "oasis",
    name: "Oasis Souq",
    waybillPrefix: "OAS",
    orderPrefix: "OS-",
    firstOrderNumber: 30101,
    country: "AE",
    site: "oasis-souq.example",
    theme: {
      logo: badgeImage({ text: "OS", background: "#0e7490", color: "#ffffff" }),
      tokens: {
        primary: "#0e7490", primaryText: "#ffffff", accent: "#d97706", background: "#fefce8", surface: "#ffffff", text: "#0c4a6e",
        headerBackground: "#ffffff", headerText: "#0c4a6e", footerBackground: "#0c4a6e", footerText: "#e0f2fe",
        fontFamily: "'Noto Sans Arabic', system-ui, sans-serif", radius: "10px",
      },
      config: RULES_OFF,
      meta_data: {
        contact: "+971 4 555 0100",
        time: { from: "09:00", to: "22:00" },
        day: { from: "Saturday", to: "Thursday" },
        social: { ig: "https://instagram.com/oasis.souq.example" },
        required_login: true,
      },
    },
    couriers: ["metro-dash", "parcelwing"],
    warehouse: { city: "Dubai", state: "Dubai", pincode: "", originHub: "Jebel Ali Hub", middleHub: "Abu Dhabi Sortation Centre" },
    products: [
      ["Oud Perfume Oil, 12 ml", "OS-OUD-012", 189, "OP", "#7c2d12"],
      ["Linen Kaftan, Sand", "OS-KFT-SND", 245, "LK", "#a8a29e"],
      ["Medjool Date Gift Box, 500 g", "OS-DAT-500", 95, "DB", "#92400e"],
      ["Arabic Coffee Dallah Set", "OS-DAL-SET", 320, "AC", "#b45309"],
      ["Velvet Prayer Mat", "OS-MAT-VLV", 79, "PM", "#166534"],
      ["Embroidered Abaya, Black", "OS-ABY-BLK", 410, "EA", "#18181b"],
    ],
  },
  // A US brand: prices in USD, and shoppers ship returns themselves (self-ship).
  {
    subdomain: "redwood",
    name: "Redwood Supply Co.",
    waybillPrefix: "RWD",
    orderPrefix: "RW-",
    firstOrderNumber: 80101,
    country: "US",
    site: "redwood-supply.example",
    mailbox: "help",
    theme: {
      logo: badgeImage({ text: "RS", background: "#9f1239", color: "#fef3c7" }),
      tokens: {
        primary: "#9f1239", primaryText: "#ffffff", accent: "#15803d", background: "#fafaf9", surface: "#ffffff", text: "#1c1917",
        headerBackground: "#44403c", headerText: "#fef3c7", footerBackground: "#292524", footerText: "#e7e5e4",
        fontFamily: "'Source Sans 3', system-ui, sans-serif", radius: "4px",
      },
      config: {
        ...RULES_OFF,
        return_page_message_enabled: true,
        return_page_message: "<p>Returns ship back with a prepaid label: drop the parcel at any carrier location.</p>",
      },
      meta_data: {
        contact: "1-800-555-0199",
        time: { from: "08:00", to: "17:00" },
        day: { from: "Monday", to: "Friday" },
        social: { ig: "https://instagram.com/redwood.supply.example", yt: "https://youtube.com/@redwood-supply-example" },
        required_login: true,
      },
    },
    couriers: ["swiftline-express", "tortoise-and-hare"],
    warehouse: { city: "Reno", state: "Nevada", pincode: "89502", originHub: "Reno Fulfillment Hub", middleHub: "Salt Lake City Sort Center" },
    products: [
      ["Trail Running Shoes", "RW-SHO-TRL", 129, "TR", "#9f1239"],
      ["Insulated Water Bottle, 32 oz", "RW-BTL-032", 39, "WB", "#0369a1"],
      ["Merino Wool Beanie", "RW-BNE-MER", 34, "MB", "#57534e"],
      ["Canvas Camp Chair", "RW-CHR-CNV", 89, "CC", "#15803d"],
      ["Headlamp, 400 Lumens", "RW-LMP-400", 45, "HL", "#ca8a04"],
      ["Packable Rain Jacket", "RW-JKT-RAN", 149, "RJ", "#1e3a8a"],
    ],
  },
];

/** The hand-made brand packages' demo brands (spec section 2's archetypes, invented names). */
export const PACKAGE_DEMO_BRANDS: readonly PackageDemoDescription[] = [
  {
    packageId: "medleaf", subdomain: "medleaf", name: "MedLeaf Pharmacy", waybillPrefix: "MEDLEAF", orderPrefix: "ML-",
    products: [
      ["Vitamin D3 Drops, 30 ml", "ML-VD3-30", 349, "D3", "#0f766e"],
      ["Digital Thermometer", "ML-THR-01", 299, "DT", "#0369a1"],
      ["Herbal Cough Syrup, 100 ml", "ML-CGH-100", 149, "CS", "#65a30d"],
    ],
  },
  {
    packageId: "threadline", subdomain: "threadline", name: "Threadline", waybillPrefix: "THREAD", orderPrefix: "TL-",
    products: [
      ["Linen Shirt, Sage", "TL-SHT-SG", 1899, "LS", "#4d7c0f"],
      ["High-rise Denim, Indigo", "TL-DNM-IN", 2499, "HD", "#1e3a8a"],
      ["Block-print Kurta", "TL-KRT-BP", 1599, "BK", "#b45309"],
    ],
  },
  {
    packageId: "sahra", subdomain: "sahra", name: "Sahra Living", waybillPrefix: "SAHRA", orderPrefix: "SL-", country: "AE",
    products: [
      ["Brass Lantern, Small", "SL-LNT-S", 189, "BL", "#a16207"],
      ["Woven Date-palm Basket", "SL-BSK-01", 95, "WB", "#92400e"],
    ],
  },
  // Lúa ships from the Indian warehouse in rupees: VND is not among the portal's currencies yet.
  {
    packageId: "lua", subdomain: "lua", name: "Lúa Market", waybillPrefix: "LUA", orderPrefix: "LM-",
    products: [
      ["Ceramic Tea Set", "LM-TEA-01", 1450, "TS", "#047857"],
      ["Lacquer Bowl", "LM-BWL-02", 990, "LB", "#b91c1c"],
    ],
  },
  {
    packageId: "bloom", subdomain: "bloom", name: "Bloomwell Beauty", waybillPrefix: "BLOOM", orderPrefix: "BW-",
    products: [
      ["Rose Water Toner, 200 ml", "BW-TNR-200", 399, "RT", "#be185d"],
      ["Matte Lipstick, Clay", "BW-LIP-CL", 599, "ML", "#9f1239"],
    ],
  },
  {
    packageId: "marigold", subdomain: "marigold", name: "Marigold Naturals", waybillPrefix: "MARIGOLD", orderPrefix: "MN-",
    products: [
      ["Cold-pressed Coconut Oil, 500 ml", "MN-OIL-500", 289, "CO", "#ca8a04"],
      ["Almond Hair Oil, 200 ml", "MN-HAIR-200", 199, "AH", "#a16207"],
    ],
  },
  // The white-label package serves three brands (spec: header hidden, login-free returns).
  { packageId: "whitelabel", subdomain: "shop101test", name: "Shop101 Test Store", waybillPrefix: "SHOPTEST", orderPrefix: "ST-" },
  { packageId: "whitelabel", subdomain: "retail", name: "Retail Outlet", waybillPrefix: "RETAIL", orderPrefix: "RO-" },
  { packageId: "whitelabel", subdomain: "trackmyorder", name: "Track My Order", waybillPrefix: "TRACKMY", orderPrefix: "TM-" },
];
