import type { ImportDocument } from "@portal/core/import";

/**
 * The first place in the document that names a brand other than `subdomain`, e.g.
 * "shipments.2.brand", or undefined when the whole document is about that brand. An API
 * key may only write its own brand's records.
 */
export function foreignBrandReference(document: ImportDocument, subdomain: string): { path: string; brand: string } | undefined {
  const references = [
    ...document.brands.map((b, i) => ({ path: `brands.${i}.subdomain`, brand: b.subdomain })),
    ...document.shipments.map((s, i) => ({ path: `shipments.${i}.brand`, brand: s.brand })),
    ...document.return_orders.map((o, i) => ({ path: `return_orders.${i}.brand`, brand: o.brand })),
  ];
  return references.find((r) => r.brand !== subdomain);
}
