/** The postal code's name per country alone (no schemas), for the tracking page's entry: see locale/postal-code-name.ts. */
export * from "../locale/postal-code-name.ts";
