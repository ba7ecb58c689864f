import type { ThemeSchema } from "@portal/core/theme";
import type * as v from "valibot";
import type { NewCourierRow } from "../schema.ts";
import { badgeImage } from "./placeholder-images.ts";

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

const demoProduct = (title: string, sku: string, rupees: number, initials: string, background: string): DemoProduct => ({
  title,
  sku,
  priceMinor: rupees * 100,
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

export const DEMO_BRANDS: readonly DemoBrand[] = [DEMO_STORE, KESTREL];
