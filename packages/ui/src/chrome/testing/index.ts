// Test helpers for brand packages (vitest + Testing Library): never imported by runtime code.
export { describeBrandChrome, renderBrandChrome, type BrandChromeContract } from "./brand-chrome-contract.tsx";
