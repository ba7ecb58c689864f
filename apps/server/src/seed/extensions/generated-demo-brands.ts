// Demo rows of brand packages made with `pnpm new-brand <id>` (tooling/brands/new-brand.mjs
// adds a line). Each gets the demo's shipments under its own subdomain; its look comes
// from its package's manifest defaults, so the theme stored here holds only the name.
export interface GeneratedDemoBrand {
  packageId: string;
  subdomain: string;
  name: string;
}

export const GENERATED_DEMO_BRANDS: readonly GeneratedDemoBrand[] = [
  // new-brand: entries above this line
];
