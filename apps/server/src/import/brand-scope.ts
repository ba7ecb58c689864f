import type { ImportDocument, ImportOrigin } from "@portal/core/import";

/**
 * The first place in the document that names a brand other than `subdomain`, e.g.
 * "shipments.2.brand", or undefined when the whole document is about that brand. An API
 * key may only write its own brand's records. `origin` maps kept records back to their
 * index in the document as sent.
 */
export function foreignBrandReference(document: ImportDocument, subdomain: string, origin?: ImportOrigin): { path: string; brand: string } | undefined {
  const index = (list: keyof ImportOrigin, i: number) => origin?.[list][i] ?? i;
  const references = [
    ...document.brands.map((b, i) => ({ path: `brands.${index("brands", i)}.subdomain`, brand: b.subdomain })),
    ...document.couriers.map((c, i) => ({ path: `couriers.${index("couriers", i)}.brand`, brand: c.brand })),
    ...document.shipments.map((s, i) => ({ path: `shipments.${index("shipments", i)}.brand`, brand: s.brand })),
    ...document.return_orders.map((o, i) => ({ path: `return_orders.${index("return_orders", i)}.brand`, brand: o.brand })),
  ];
  return references.find((r) => r.brand !== subdomain);
}
