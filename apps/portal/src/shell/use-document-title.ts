import { useEffect } from "react";

/**
 * Keeps document.title in step with what a screen shows once the browser has taken over
 * (the server writes the first one). Screens call it after their data arrives; the shell's
 * per-navigation title runs in a layout effect, so a screen's more specific one wins.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
