// Test helpers for brand packages (vitest + Testing Library): never imported by runtime code.
export { describeBrandChrome, footerCopyrightText, renderBrandChrome, renderChromePiece, type BrandChromeContract } from "./brand-chrome-contract.tsx";
