import { useRef, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LocaleCode } from "@portal/i18n";
import { AdminLanguageSelect } from "./admin-language-select.tsx";
import type { AdminBrand, AdminMe } from "@portal/core/api";
import { ADMIN_PATH, type AdminScreen } from "./admin-route.ts";
import type { AdminLocation } from "./use-admin-location.ts";
import { useHeadingFocus } from "./use-heading-focus.ts";

interface ChromeProps {
  me: AdminMe;
  brand: AdminBrand | undefined;
  screen: Exclude<AdminScreen, "login">;
  location: AdminLocation;
  onLanguage: (locale: LocaleCode) => void;
  onLogOut: () => void;
  children: ReactNode;
}

/** Header (brand picker when the admin has several, navigation, language, log out) around a screen. */
export function AdminChrome({ me, brand, screen, location, onLanguage, onLogOut, children }: ChromeProps) {
  const { t } = useLingui();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main, location.arrivals > 0 ? `${screen} ${brand?.subdomain ?? ""}` : undefined);
  const go = (path: string, subdomain = brand?.subdomain) => location.navigate(subdomain ? `${path}?brand=${encodeURIComponent(subdomain)}` : path);
  const navItems = [
    { screen: "ops", path: ADMIN_PATH.ops, label: t`Delivery issues` },
    { screen: "returns", path: ADMIN_PATH.returns, label: t`Returns` },
    { screen: "reasons", path: ADMIN_PATH.reasons, label: t`Return reasons` },
    { screen: "insights", path: ADMIN_PATH.insights, label: t`Insights` },
    { screen: "theme", path: ADMIN_PATH.theme, label: t`Theme` },
    { screen: "notifications", path: ADMIN_PATH.notifications, label: t`Messages to shoppers` },
    { screen: "events", path: ADMIN_PATH.events, label: t`Events for your systems` },
  ] as const;
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <p className="admin-title">
          <Trans>Portal admin</Trans>
        </p>
        <nav aria-label={t`Admin sections`}>
          <ul className="admin-nav">
            {navItems.map((item) => (
              <li key={item.screen}>
                <a
                  href={`${item.path}${brand ? `?brand=${brand.subdomain}` : ""}`}
                  aria-current={item.screen === screen ? "page" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    go(item.path);
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-header-tools">
          {me.brands.length > 1 && brand ? (
            <label className="admin-inline-field">
              <span>{t`Brand`}</span>
              <select data-brand-picker value={brand.subdomain} onChange={(event) => go(location.pathname, event.target.value)}>
                {me.brands.map((b) => (
                  <option key={b.subdomain} value={b.subdomain}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
          ) : brand ? (
            <span className="admin-brand-name">{brand.name}</span>
          ) : null}
          <AdminLanguageSelect onLanguage={onLanguage} />
          <span className="admin-user">{me.username}</span>
          <button type="button" onClick={onLogOut}>
            <Trans>Log out</Trans>
          </button>
        </div>
      </header>
      <main className="admin-main" ref={main}>
        {children}
      </main>
    </div>
  );
}
