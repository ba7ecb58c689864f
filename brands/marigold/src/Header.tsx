import { Suspense } from "react";
import { loadedOnFirstUse, StandardHeader, type BrandChromeProps } from "@portal/ui";
import { useAppBar } from "./app-bar.ts";

/**
 * The app bar's code (AppBar.tsx, AppLinks), a chunk of its own: a page loads it only when it
 * shows the bar, so a tracking page never downloads it. The brand's `prepare` (index.tsx) has
 * it loaded before the server renders a home page and before the browser hydrates one.
 */
export const appBarCode = loadedOnFirstUse(() => import("./AppBar.tsx").then((module) => module.AppBar));
const AppBar = appBarCode.Component;

/**
 * The standard header; on the home page, the app bar after it (outside the banner landmark).
 * The bar lives here rather than in the footer, which is static chrome (the server's markup,
 * kept as is): the header hydrates and stays mounted for the page's life, so the bar can be hidden.
 */
export function Header({ theme, pathname, device }: BrandChromeProps) {
  const appBar = useAppBar(theme, pathname);
  return (
    <>
      <StandardHeader brandId="marigold" theme={theme} device={device} />
      {appBar.state === "shown" ? (
        // In at once after `prepare`; a boundary still, should a render come before it.
        <Suspense fallback={null}>
          <AppBar theme={theme} onHide={appBar.hide} />
        </Suspense>
      ) : null}
    </>
  );
}
