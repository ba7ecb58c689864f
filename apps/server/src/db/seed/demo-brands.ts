import type { ThemeSchema } from "@portal/core/theme";
import type * as v from "valibot";
import type { NewCourierRow } from "../schema.ts";
import { badgeImage } from "./placeholder-images.ts";
import { brandPackageDemoBrands } from "./extensions/brand-demo-brands.ts";

// The demo's brands, couriers, customers and products. All names are invented; web
// addresses use the reserved example.com / .example names.

export interface DemoCustomer {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface DemoProduct {
  title: string;
  sku: string;
  /** In minor units (paise). */
  priceMinor: number;
  image: string;
}

export interface DemoBrand {
  id: string;
  subdomain: string;
  name: string;
  brandPackage: string;
  enterprise: boolean;
  /** When on, demo links carry each shipment's security_key. */
  securityCheckEnabled: boolean;
  /** Start of every waybill, e.g. "DEMO" in DEMO-DLV-008. */
  waybillPrefix: string;
  /** Start of every order number, e.g. "DS-" in DS-240101. */
  orderPrefix: string;
  firstOrderNumber: number;
  currency: string;
  country: string;
  theme: v.InferInput<typeof ThemeSchema>;
  /** Courier ids, used in turn by the brand's shipments. */
  courierIds: readonly string[];
  warehouse: { city: string; state: string; pincode: string; originHub: string; middleHub: string };
  customers: readonly DemoCustomer[];
  products: readonly DemoProduct[];
  /** Only these scenarios (brand-package demos show their chrome on a few); default all. */
  scenarioTags?: readonly string[];
}

export const DEMO_COURIERS: readonly NewCourierRow[] = [
  courier("swiftline-express", "Swiftline Express", "SWX", "#1d4ed8"),
  courier("parcelwing", "Parcelwing", "PWG", "#ea580c"),
  courier("monsoon-cargo", "Monsoon Cargo", "MNC", "#0f766e"),
  courier("tortoise-and-hare", "Tortoise & Hare Logistics", "T&H", "#4d7c0f"),
  courier("metro-dash", "Metro Dash", "MDS", "#7e22ce"),
];

function courier(id: string, name: string, code: string, background: string): NewCourierRow {
  return { id, name, account_code: code, logo_url: badgeImage({ text: code, background, color: "#ffffff" }) };
}

const INDIAN_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: "Ananya Rao",
    phone: "9845012345",
    email: "ananya.rao@example.com",
    address: "Flat 402, Lotus Residency, 14 Koregaon Park Road",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411001",
  },
  {
    name: "Rohan Mehta",
    phone: "9820098765",
    email: "rohan.mehta@example.com",
    address: "221 Indiranagar 2nd Stage, 80 Feet Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560038",
  },
  {
    name: "Farah Qureshi",
    phone: "9831054321",
    email: "farah.q@example.com",
    address: "18B Ballygunge Place, near Gariahat crossing",
    city: "Kolkata",
    state: "West Bengal",
    pincode: "700019",
  },
  {
    name: "Vikram Iyer",
    phone: "9884011223",
    email: "vikram.iyer@example.com",
    address: "Plot 7, 3rd Cross Street, Besant Nagar",
    city: "Chennai",
    state: "Tamil Nadu",
    pincode: "600090",
  },
  {
    name: "Meera Nair",
    phone: "9847033445",
    email: "meera.nair@example.com",
    address: "House 32, Panampilly Nagar, 10th Avenue",
    city: "Kochi",
    state: "Kerala",
    pincode: "682036",
  },
  {
    name: "Arjun Bose",
    phone: "9866077889",
    email: "arjun.bose@example.com",
    address: "Villa 12, Road No. 36, Jubilee Hills",
    city: "Hyderabad",
    state: "Telangana",
    pincode: "500033",
  },
  {
    name: "Sana Kapoor",
    phone: "9829066778",
    email: "sana.kapoor@example.com",
    address: "C-45 Malviya Nagar, behind the city park",
    city: "Jaipur",
    state: "Rajasthan",
    pincode: "302017",
  },
];

/** `price` in the brand currency's major unit (rupees, dirhams, dollars). */
const demoProduct = (title: string, sku: string, price: number, initials: string, background: string): DemoProduct => ({
  title,
  sku,
  priceMinor: price * 100,
  image: badgeImage({ text: initials, background, color: "#ffffff" }),
});

export const DEMO_STORE: DemoBrand = {
  id: "brand-demo",
  subdomain: "demo",
  name: "Demo Store",
  brandPackage: "default",
  enterprise: false,
  securityCheckEnabled: false,
  waybillPrefix: "DEMO",
  orderPrefix: "DS-",
  firstOrderNumber: 240101,
  currency: "INR",
  country: "IN",
  theme: {
    // No logo: headers show their placeholder image.
    name: "Demo Store",
    tokens: {
      primary: "#2563eb",
      primaryText: "#ffffff",
      accent: "#f59e0b",
      background: "#f8fafc",
      surface: "#ffffff",
      text: "#0f172a",
      headerBackground: "#ffffff",
      headerText: "#0f172a",
      footerBackground: "#0f172a",
      footerText: "#e2e8f0",
      fontFamily: "system-ui, sans-serif",
      radius: "8px",
    },
    config: {
      country: "IN",
      currency: "INR",
      rating_scale: "stars",
      forward_page_message_enabled: false,
      return_page_message_enabled: false,
      quantity_lock: false,
      capture_bank_detail: false,
    },
    meta_data: {
      website: "https://demo-store.example",
      email: "care@demo-store.example",
      contact: "1800-200-3000",
      time: { from: "10:00", to: "19:00" },
      day: { from: "Monday", to: "Saturday" },
      social: {
        fb: "https://facebook.com/demo-store.example",
        tw: "https://x.com/demo_store_example",
        ig: "https://instagram.com/demo.store.example",
        yt: "https://youtube.com/@demo-store-example",
      },
      app: {
        android: "https://play.google.com/store/apps/details?id=example.demostore",
        ios: "https://apps.apple.com/app/demo-store-example/id0000000001",
      },
      udf: [{ value: "Get 10% off in our app" }, { value: "https://demo-store.example/app" }],
      required_login: false,
    },
  },
  courierIds: ["swiftline-express", "parcelwing", "monsoon-cargo", "tortoise-and-hare"],
  warehouse: {
    city: "Bhiwandi",
    state: "Maharashtra",
    pincode: "421302",
    originHub: "Bhiwandi Hub",
    middleHub: "Nagpur Sortation Centre",
  },
  customers: INDIAN_CUSTOMERS,
  products: [
    demoProduct("Stainless Steel Water Bottle, 1 L", "DS-BTL-1000", 699, "WB", "#0284c7"),
    demoProduct("Wireless Earbuds with Charging Case", "DS-EAR-220", 2499, "EB", "#334155"),
    demoProduct("Cotton Bedsheet Set, Queen", "DS-BED-Q01", 1299, "BS", "#be185d"),
    demoProduct("Ceramic Coffee Mugs, Set of 4", "DS-MUG-004", 899, "CM", "#a16207"),
    demoProduct("Yoga Mat, 6 mm", "DS-YOG-006", 1099, "YM", "#15803d"),
    demoProduct("LED Desk Lamp with Dimmer", "DS-LMP-110", 1599, "DL", "#6d28d9"),
  ],
};

const KESTREL_RUST = "#9a4a2b";
const KESTREL_INK = "#2b2420";
const KESTREL_CREAM = "#faf6f0";

export const KESTREL: DemoBrand = {
  id: "brand-kestrel",
  subdomain: "kestrel",
  name: "Kestrel & Co.",
  brandPackage: "kestrel",
  enterprise: true,
  securityCheckEnabled: true,
  waybillPrefix: "KES",
  orderPrefix: "KC-",
  firstOrderNumber: 10101,
  currency: "INR",
  country: "IN",
  theme: {
    name: "Kestrel & Co.",
    // No logo: Kestrel's own header draws its wordmark.
    tokens: {
      primary: KESTREL_RUST,
      primaryText: KESTREL_CREAM,
      accent: "#d9a441",
      background: KESTREL_CREAM,
      surface: "#ffffff",
      text: KESTREL_INK,
      headerBackground: KESTREL_INK,
      headerText: KESTREL_CREAM,
      footerBackground: KESTREL_INK,
      footerText: "#e9dfd3",
      fontFamily: "'Cormorant Garamond', Georgia, serif",
      radius: "2px",
    },
    config: {
      country: "IN",
      currency: "INR",
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
      website: "https://kestrel.example",
      email: "atelier@kestrel.example",
      contact: "1800-419-7070",
      time: { from: "09:30", to: "20:30" },
      day: { from: "Monday", to: "Sunday" },
      social: {
        fb: "https://facebook.com/kestrel.example",
        ig: "https://instagram.com/kestrel.example",
        yt: "https://youtube.com/@kestrel-example",
      },
      app: {
        android: "https://play.google.com/store/apps/details?id=example.kestrel",
        ios: "https://apps.apple.com/app/kestrel-example/id0000000002",
      },
      udf: [{ value: "New season: the Ochre edit" }, { value: "https://kestrel.example/ochre" }],
      required_login: true,
    },
    return_authorization_id: 5,
  },
  courierIds: ["metro-dash", "swiftline-express", "parcelwing"],
  warehouse: {
    city: "Gurugram",
    state: "Haryana",
    pincode: "122015",
    originHub: "Gurugram Hub",
    middleHub: "Delhi Air Gateway",
  },
  customers: [...INDIAN_CUSTOMERS].reverse(),
  products: [
    demoProduct("Linen Shirt, Sand", "KC-SHT-LIN-SND", 3490, "LS", "#b79b7a"),
    demoProduct("Pleated Midi Skirt, Olive", "KC-SKT-PLT-OLV", 4290, "PS", "#5f6b3a"),
    demoProduct("Leather Tote, Cognac", "KC-BAG-TOT-COG", 8990, "LT", "#8a4b22"),
    demoProduct("Merino Crew Sweater, Rust", "KC-SWT-MER-RST", 5990, "MS", KESTREL_RUST),
    demoProduct("Silk Scarf, Kestrel Print", "KC-SCF-SLK-KES", 2490, "SS", "#d9a441"),
    demoProduct("Straight-Leg Jeans, Indigo", "KC-DNM-STR-IND", 3990, "SJ", "#283a6b"),
  ],
};

// Brands added for the returns area: each shows return rules of its own (login-free returns,
// locked quantities, COD refunds to a bank account, order-id links, the UAE, the US).

/** Login-free returns (required_login false) and locked return quantities. */
export const LOTUS_LANE: DemoBrand = {
  id: "brand-lotus",
  subdomain: "lotus",
  name: "Lotus Lane",
  brandPackage: "default",
  enterprise: false,
  securityCheckEnabled: false,
  waybillPrefix: "LOT",
  orderPrefix: "LL-",
  firstOrderNumber: 50101,
  currency: "INR",
  country: "IN",
  theme: {
    name: "Lotus Lane",
    logo: badgeImage({ text: "LL", background: "#be123c", color: "#fff1f2" }),
    tokens: {
      primary: "#be123c",
      primaryText: "#ffffff",
      accent: "#f59e0b",
      background: "#fff7ed",
      surface: "#ffffff",
      text: "#431407",
      headerBackground: "#fff1f2",
      headerText: "#7c2d12",
      footerBackground: "#7c2d12",
      footerText: "#ffedd5",
      fontFamily: "'Noto Sans', system-ui, sans-serif",
      radius: "12px",
    },
    config: {
      country: "IN",
      currency: "INR",
      rating_scale: "stars",
      forward_page_message_enabled: false,
      return_page_message_enabled: true,
      return_page_message: "<p>Handloom pieces are returned as a set: the whole quantity goes back together.</p>",
      quantity_lock: true,
      capture_bank_detail: false,
      // The /pincode serviceability page exists on this brand only (spec section 2).
      pincode_page_enabled: true,
    },
    meta_data: {
      website: "https://lotus-lane.example",
      email: "hello@lotus-lane.example",
      contact: "1800-266-4411",
      time: { from: "10:00", to: "18:00" },
      day: { from: "Monday", to: "Friday" },
      social: { ig: "https://instagram.com/lotus.lane.example", fb: "https://facebook.com/lotus.lane.example" },
      required_login: false,
    },
  },
  courierIds: ["parcelwing", "monsoon-cargo", "tortoise-and-hare"],
  warehouse: { city: "Jaipur", state: "Rajasthan", pincode: "302013", originHub: "Jaipur Hub", middleHub: "Ahmedabad Sortation Centre" },
  customers: [...INDIAN_CUSTOMERS.slice(3), ...INDIAN_CUSTOMERS.slice(0, 3)],
  products: [
    demoProduct("Handloom Cotton Saree, Indigo", "LL-SAR-IND", 2890, "HS", "#3730a3"),
    demoProduct("Brass Diya, Set of 2", "LL-DIY-BRS", 749, "BD", "#b45309"),
    demoProduct("Block-Print Cushion Covers, Set of 2", "LL-CUS-BLK", 999, "CC", "#be123c"),
    demoProduct("Terracotta Planter, Medium", "LL-PLN-TER", 649, "TP", "#c2410c"),
    demoProduct("Jute Table Runner", "LL-RUN-JUT", 549, "JR", "#a16207"),
    demoProduct("Copper Water Jug, 1.5 L", "LL-JUG-CPR", 1899, "CJ", "#9a3412"),
  ],
};

/** COD refunds need bank details (capture_bank_detail), and links name orders by order id (return_authorization_id 5). */
export const BANYAN_HOME: DemoBrand = {
  id: "brand-banyan",
  subdomain: "banyan",
  name: "Banyan Home",
  brandPackage: "default",
  enterprise: true,
  securityCheckEnabled: true,
  waybillPrefix: "BAN",
  orderPrefix: "BH-",
  firstOrderNumber: 70101,
  currency: "INR",
  country: "IN",
  theme: {
    name: "Banyan Home",
    logo: badgeImage({ text: "BH", background: "#166534", color: "#ffffff" }),
    tokens: {
      primary: "#166534",
      primaryText: "#ffffff",
      accent: "#ca8a04",
      background: "#f7fee7",
      surface: "#ffffff",
      text: "#1a2e05",
      headerBackground: "#ffffff",
      headerText: "#14532d",
      footerBackground: "#14532d",
      footerText: "#dcfce7",
      fontFamily: "system-ui, sans-serif",
      radius: "6px",
    },
    config: {
      country: "IN",
      currency: "INR",
      rating_scale: "zero-to-ten",
      forward_page_message_enabled: false,
      return_page_message_enabled: false,
      quantity_lock: false,
      capture_bank_detail: true,
    },
    meta_data: {
      website: "https://banyan-home.example",
      email: "support@banyan-home.example",
      contact: "1800-103-5500",
      time: { from: "09:00", to: "21:00" },
      day: { from: "Monday", to: "Sunday" },
      social: { fb: "https://facebook.com/banyan.home.example", yt: "https://youtube.com/@banyan-home-example" },
      app: { android: "https://play.google.com/store/apps/details?id=example.banyanhome" },
      required_login: true,
    },
    return_authorization_id: 5,
  },
  courierIds: ["monsoon-cargo", "metro-dash", "swiftline-express"],
  warehouse: { city: "Hosur", state: "Tamil Nadu", pincode: "635109", originHub: "Hosur Hub", middleHub: "Bengaluru Sortation Centre" },
  customers: [...INDIAN_CUSTOMERS.slice(2), ...INDIAN_CUSTOMERS.slice(0, 2)],
  products: [
    demoProduct("Teak Bedside Table", "BH-TBL-TEK", 6499, "BT", "#78350f"),
    demoProduct("Cotton Dhurrie Rug, 4 x 6 ft", "BH-RUG-DHR", 2199, "DR", "#0f766e"),
    demoProduct("Ceramic Dinner Set, 18 Pieces", "BH-DIN-C18", 3799, "DS", "#1d4ed8"),
    demoProduct("Bamboo Floor Lamp", "BH-LMP-BMB", 2599, "FL", "#65a30d"),
    demoProduct("Memory Foam Pillow", "BH-PIL-MEM", 1299, "MP", "#6b7280"),
    demoProduct("Cast Iron Kadai, 10 in", "BH-KAD-CI10", 1599, "CK", "#27272a"),
  ],
};

const UAE_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: "Layla Haddad",
    phone: "501234567",
    email: "layla.haddad@example.com",
    address: "Apartment 1204, Marina Crest Tower, Dubai Marina",
    city: "Dubai",
    state: "Dubai",
    pincode: "",
  },
  {
    name: "Omar Al Mansoori",
    phone: "552345678",
    email: "omar.m@example.com",
    address: "Villa 18, Street 7, Khalifa City A",
    city: "Abu Dhabi",
    state: "Abu Dhabi",
    pincode: "",
  },
  {
    name: "Priya Menon",
    phone: "563456789",
    email: "priya.menon@example.com",
    address: "Flat 305, Al Majaz Tower 2, Corniche Street",
    city: "Sharjah",
    state: "Sharjah",
    pincode: "",
  },
  {
    name: "Yousef Karim",
    phone: "584567890",
    email: "yousef.karim@example.com",
    address: "Building 9, Al Nakheel Road, near Manar Mall",
    city: "Ras Al Khaimah",
    state: "Ras Al Khaimah",
    pincode: "",
  },
];

/** A UAE brand: prices in AED, +971 mobile numbers, the emirates as cities, no pincodes. */
export const OASIS_SOUQ: DemoBrand = {
  id: "brand-oasis",
  subdomain: "oasis",
  name: "Oasis Souq",
  brandPackage: "default",
  enterprise: false,
  securityCheckEnabled: false,
  waybillPrefix: "OAS",
  orderPrefix: "OS-",
  firstOrderNumber: 30101,
  currency: "AED",
  country: "AE",
  theme: {
    name: "Oasis Souq",
    logo: badgeImage({ text: "OS", background: "#0e7490", color: "#ffffff" }),
    tokens: {
      primary: "#0e7490",
      primaryText: "#ffffff",
      accent: "#d97706",
      background: "#fefce8",
      surface: "#ffffff",
      text: "#0c4a6e",
      headerBackground: "#ffffff",
      headerText: "#0c4a6e",
      footerBackground: "#0c4a6e",
      footerText: "#e0f2fe",
      fontFamily: "'Noto Sans Arabic', system-ui, sans-serif",
      radius: "10px",
    },
    config: {
      country: "AE",
      currency: "AED",
      rating_scale: "stars",
      forward_page_message_enabled: false,
      return_page_message_enabled: false,
      quantity_lock: false,
      capture_bank_detail: false,
    },
    meta_data: {
      website: "https://oasis-souq.example",
      email: "care@oasis-souq.example",
      contact: "+971 4 555 0100",
      time: { from: "09:00", to: "22:00" },
      day: { from: "Saturday", to: "Thursday" },
      social: { ig: "https://instagram.com/oasis.souq.example" },
      required_login: true,
    },
  },
  courierIds: ["metro-dash", "parcelwing"],
  warehouse: { city: "Dubai", state: "Dubai", pincode: "", originHub: "Jebel Ali Hub", middleHub: "Abu Dhabi Sortation Centre" },
  customers: UAE_CUSTOMERS,
  products: [
    demoProduct("Oud Perfume Oil, 12 ml", "OS-OUD-012", 189, "OP", "#7c2d12"),
    demoProduct("Linen Kaftan, Sand", "OS-KFT-SND", 245, "LK", "#a8a29e"),
    demoProduct("Medjool Date Gift Box, 500 g", "OS-DAT-500", 95, "DB", "#92400e"),
    demoProduct("Arabic Coffee Dallah Set", "OS-DAL-SET", 320, "AC", "#b45309"),
    demoProduct("Velvet Prayer Mat", "OS-MAT-VLV", 79, "PM", "#166534"),
    demoProduct("Embroidered Abaya, Black", "OS-ABY-BLK", 410, "EA", "#18181b"),
  ],
};

const US_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: "Jordan Ellis",
    phone: "4155550134",
    email: "jordan.ellis@example.com",
    address: "1450 Valencia Street, Apt 3",
    city: "San Francisco",
    state: "California",
    pincode: "94110",
  },
  {
    name: "Maria Gonzalez",
    phone: "5125550178",
    email: "maria.gonzalez@example.com",
    address: "802 West 6th Street, Unit 12",
    city: "Austin",
    state: "Texas",
    pincode: "78703",
  },
  {
    name: "Ethan Park",
    phone: "2065550112",
    email: "ethan.park@example.com",
    address: "3311 Fremont Avenue North",
    city: "Seattle",
    state: "Washington",
    pincode: "98103",
  },
  {
    name: "Aisha Thompson",
    phone: "6175550145",
    email: "aisha.t@example.com",
    address: "27 Beacon Street, Floor 2",
    city: "Boston",
    state: "Massachusetts",
    pincode: "02108",
  },
];

/** A US brand: prices in USD, and shoppers ship returns themselves (self-ship). */
export const REDWOOD_SUPPLY: DemoBrand = {
  id: "brand-redwood",
  subdomain: "redwood",
  name: "Redwood Supply Co.",
  brandPackage: "default",
  enterprise: false,
  securityCheckEnabled: false,
  waybillPrefix: "RWD",
  orderPrefix: "RW-",
  firstOrderNumber: 80101,
  currency: "USD",
  country: "US",
  theme: {
    name: "Redwood Supply Co.",
    logo: badgeImage({ text: "RS", background: "#9f1239", color: "#fef3c7" }),
    tokens: {
      primary: "#9f1239",
      primaryText: "#ffffff",
      accent: "#15803d",
      background: "#fafaf9",
      surface: "#ffffff",
      text: "#1c1917",
      headerBackground: "#44403c",
      headerText: "#fef3c7",
      footerBackground: "#292524",
      footerText: "#e7e5e4",
      fontFamily: "'Source Sans 3', system-ui, sans-serif",
      radius: "4px",
    },
    config: {
      country: "US",
      currency: "USD",
      rating_scale: "stars",
      forward_page_message_enabled: false,
      return_page_message_enabled: true,
      return_page_message: "<p>Returns ship back with a prepaid label: drop the parcel at any carrier location.</p>",
      quantity_lock: false,
      capture_bank_detail: false,
    },
    meta_data: {
      website: "https://redwood-supply.example",
      email: "help@redwood-supply.example",
      contact: "1-800-555-0199",
      time: { from: "08:00", to: "17:00" },
      day: { from: "Monday", to: "Friday" },
      social: { ig: "https://instagram.com/redwood.supply.example", yt: "https://youtube.com/@redwood-supply-example" },
      required_login: true,
    },
  },
  courierIds: ["swiftline-express", "tortoise-and-hare"],
  warehouse: { city: "Reno", state: "Nevada", pincode: "89502", originHub: "Reno Fulfillment Hub", middleHub: "Salt Lake City Sort Center" },
  customers: US_CUSTOMERS,
  products: [
    demoProduct("Trail Running Shoes", "RW-SHO-TRL", 129, "TR", "#9f1239"),
    demoProduct("Insulated Water Bottle, 32 oz", "RW-BTL-032", 39, "WB", "#0369a1"),
    demoProduct("Merino Wool Beanie", "RW-BNE-MER", 34, "MB", "#57534e"),
    demoProduct("Canvas Camp Chair", "RW-CHR-CNV", 89, "CC", "#15803d"),
    demoProduct("Headlamp, 400 Lumens", "RW-LMP-400", 45, "HL", "#ca8a04"),
    demoProduct("Packable Rain Jacket", "RW-JKT-RAN", 149, "RJ", "#1e3a8a"),
  ],
};

export const DEMO_BRANDS: readonly DemoBrand[] = [DEMO_STORE, KESTREL, LOTUS_LANE, BANYAN_HOME, OASIS_SOUQ, REDWOOD_SUPPLY];

/** The brand packages' own demo brands (extensions/brand-demo-brands.ts), seeded by their extension. */
export const BRAND_PACKAGE_DEMO_BRANDS: readonly DemoBrand[] = brandPackageDemoBrands(INDIAN_CUSTOMERS);
