import { useEffect } from "react";
import { Toaster } from "sonner";
import { useLingui } from "@lingui/react/macro";
import { directionOf } from "@portal/core/locale";
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_MAX_WIDTH_PX } from "@portal/core/messages";
import { usePortal } from "../state/portal-state-context.tsx";
import { toasterMounted } from "./toast.ts";

/** Rendered after the Toaster: its effect runs once the Toaster's has, so its live region exists. */
function ToasterReady() {
  useEffect(() => {
    toasterMounted(true);
    return () => toasterMounted(false);
  }, []);
  return null;
}

/**
 * sonner's Toaster with the product rules' settings (section 9: 4000 ms by default, at most 20 at
 * once, 350 px wide). A chunk of its own, loaded with sonner on the first toast or form use
 * (PortalToaster), so a page that shows no toast downloads none of it.
 */
export default function MountedToaster() {
  const { t } = useLingui();
  const { state } = usePortal();
  return (
    <>
      <Toaster
        // The toast region's name in the page's language (sonner appends its alt+T shortcut).
        containerAriaLabel={t`Notifications`}
        position="top-center"
        dir={directionOf(state.user.lang)}
        visibleToasts={TOAST_MAX_VISIBLE}
        duration={TOAST_DURATION_MS.default}
        toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
      />
      <ToasterReady />
    </>
  );
}
