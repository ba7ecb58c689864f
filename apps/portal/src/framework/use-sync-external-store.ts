// What `use-sync-external-store/shim` gives on a React with useSyncExternalStore of its own
// (React 18 and later): that function itself. The portal's client build resolves the shim
// here (vite.config.ts), so the page does not carry the shim's polyfill for older React.
export { useSyncExternalStore } from "react";
