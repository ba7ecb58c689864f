import { sampleThemesOf } from "@portal/ui/chrome/sample-themes";

/** An original sample logo (an inline SVG): a rounded tile with a stylised "A" and a wordmark. */
const SAMPLE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 184 40" width="184" height="40">
<rect width="40" height="40" rx="10" fill="#1d4ed8"/>
<path d="M11 30 20 10l9 20M14.5 23h11" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
<text x="50" y="27" font-family="system-ui, sans-serif" font-size="19" font-weight="700" fill="#0f172a" textLength="128" lengthAdjust="spacingAndGlyphs">Acme Goods</text>
</svg>`;

export const sampleLogo = `data:image/svg+xml,${encodeURIComponent(SAMPLE_LOGO_SVG)}`;

const samples = sampleThemesOf({
  name: "Acme Goods",
  handle: "acme",
  logo: sampleLogo,
  contact: "+91 80 4000 1234",
  time: { from: "10:00", to: "19:00" },
  day: { from: "Monday", to: "Saturday" },
  allNetworks: true,
});

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme = samples.fullTheme;

/** A brand that filled in nothing but its name: placeholder logo, copyright line only. */
export const emptyTheme = { ...samples.emptyTheme, name: "Plain Store" };
