/** The console's screens and their paths (all under /admin/, outside the shopper route table). */
export type AdminScreen = "login" | "theme" | "ops" | "events" | "returns" | "reasons" | "insights" | "notifications";

export const ADMIN_PATH = {
  login: "/admin/login",
  theme: "/admin/theme",
  ops: "/admin/ops",
  events: "/admin/events",
  returns: "/admin/returns",
  reasons: "/admin/return-reasons",
  insights: "/admin/insights",
  notifications: "/admin/notifications",
} as const satisfies Record<AdminScreen, string>;

/** The screen a path shows; /admin and unknown /admin/… paths open the operations view. */
export function screenOfPath(pathname: string): AdminScreen {
  const found = (Object.entries(ADMIN_PATH) as Array<[AdminScreen, string]>).find(([, path]) => pathname.replace(/\/+$/, "") === path);
  return found?.[0] ?? "ops";
}
