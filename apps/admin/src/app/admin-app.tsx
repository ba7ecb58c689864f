import { lazy, Suspense, useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { I18n, LocaleCode } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import type { AdminMe } from "@portal/core/api";
import { adminApi } from "../api/admin-api.ts";
import { LoginScreen } from "../screens/login/login-screen.tsx";
import { OpsScreen } from "../screens/ops/ops-screen.tsx";
import { EventsScreen } from "../screens/events/events-screen.tsx";
import { NotificationsScreen } from "../screens/notifications/notifications-screen.tsx";
import { ThemeScreen } from "../screens/theme/theme-screen.tsx";
import { ReturnsScreen } from "../screens/returns/returns-screen.tsx";
import { ReasonTextsScreen } from "../screens/reason-texts/reason-texts-screen.tsx";
import { AdminChrome } from "./admin-chrome.tsx";
import { createAdminI18n } from "./admin-i18n.ts";
import { rememberAdminLanguage } from "./admin-language.ts";
import { ADMIN_PATH, screenOfPath, type AdminScreen } from "./admin-route.ts";
import { adminDocumentTitle } from "./admin-title.ts";
import { useAdminLocation, type AdminLocation } from "./use-admin-location.ts";

// Insights carries the charting library (uPlot): its own chunk, loaded only on that screen.
const InsightsScreen = lazy(() => import("../screens/insights/insights-screen.tsx").then((m) => ({ default: m.InsightsScreen })));

/** The console: one Lingui instance per mount, re-made when the admin picks a language. */
export function AdminApp({ initialI18n }: { initialI18n: I18n }) {
  const [i18n, setI18n] = useState(initialI18n);
  const changeLanguage = async (locale: LocaleCode) => {
    const next = await createAdminI18n(locale);
    rememberAdminLanguage(locale);
    setI18n(next);
  };
  return (
    <PortalI18nProvider i18n={i18n} key={i18n.locale}>
      <AdminRoutes onLanguage={(locale) => void changeLanguage(locale)} />
    </PortalI18nProvider>
  );
}

type Session = { state: "loading" } | { state: "signed-out" } | { state: "signed-in"; me: AdminMe } | { state: "failed" };

function AdminRoutes({ onLanguage }: { onLanguage: (locale: LocaleCode) => void }) {
  const location = useAdminLocation();
  const screen = screenOfPath(location.pathname);
  const [session, setSession] = useState<Session>({ state: "loading" });

  useEffect(() => {
    if (screen === "login") return;
    let live = true;
    void adminApi.me().then((answer) => {
      if (!live) return;
      if (answer.ok) setSession({ state: "signed-in", me: answer.value });
      else setSession({ state: answer.status === 401 ? "signed-out" : "failed" });
    });
    return () => {
      live = false;
    };
  }, [screen]);

  useEffect(() => {
    if (screen !== "login" && session.state === "signed-out") {
      location.navigate(`${ADMIN_PATH.login}?next=${encodeURIComponent(location.pathname + window.location.search)}`, { replace: true });
    }
  }, [screen, session.state, location]);

  const { i18n } = useLingui();
  useEffect(() => {
    if (screen === "login") document.title = adminDocumentTitle(i18n, "login");
  }, [screen, i18n]);

  if (screen === "login") return <LoginScreen location={location} onLanguage={onLanguage} />;
  if (session.state === "failed") return <StatusPage kind="failed" />;
  if (session.state !== "signed-in") return <StatusPage kind="loading" />;
  return <SignedIn me={session.me} location={location} screen={screen} onLanguage={onLanguage} />;
}

function SignedIn({
  me,
  location,
  screen,
  onLanguage,
}: {
  me: AdminMe;
  location: AdminLocation;
  screen: Exclude<AdminScreen, "login">;
  onLanguage: (l: LocaleCode) => void;
}) {
  const asked = location.params.get("brand");
  const brand = me.brands.find((b) => b.subdomain === asked) ?? me.brands[0];
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = adminDocumentTitle(i18n, screen, brand?.name);
  }, [i18n, screen, brand?.name]);
  const logOut = async () => {
    await adminApi.logOut();
    location.navigate(ADMIN_PATH.login, { replace: true });
  };
  return (
    <AdminChrome me={me} brand={brand} screen={screen} location={location} onLanguage={onLanguage} onLogOut={() => void logOut()}>
      {!brand ? (
        <p role="status">
          <Trans>Your account manages no brand yet. Ask whoever runs the portal to grant you one.</Trans>
        </p>
      ) : screen === "theme" ? (
        <ThemeScreen brand={brand} key={brand.subdomain} />
      ) : screen === "events" ? (
        <EventsScreen brand={brand} key={brand.subdomain} />
      ) : screen === "notifications" ? (
        <NotificationsScreen brand={brand} key={brand.subdomain} />
      ) : screen === "insights" ? (
        <Suspense fallback={<StatusLine />}>
          <InsightsScreen brand={brand} location={location} key={brand.subdomain} />
        </Suspense>
      ) : screen === "reasons" ? (
        <ReasonTextsScreen brand={brand} key={brand.subdomain} />
      ) : screen === "returns" ? (
        <ReturnsScreen brand={brand} location={location} key={brand.subdomain} />
      ) : (
        <OpsScreen brand={brand} key={brand.subdomain} />
      )}
    </AdminChrome>
  );
}

function StatusLine() {
  const { t } = useLingui();
  return <p role="status">{t`Loading…`}</p>;
}

function StatusPage({ kind }: { kind: "loading" | "failed" }) {
  const { t } = useLingui();
  return (
    <main className="admin-status" aria-busy={kind === "loading"}>
      <p role={kind === "failed" ? "alert" : "status"}>
        {kind === "loading" ? t`Loading…` : t`The console could not reach the server. Please reload the page.`}
      </p>
    </main>
  );
}
