import { createRoot } from "react-dom/client";
import { AdminApp } from "./app/admin-app.tsx";
import { createAdminI18n } from "./app/admin-i18n.ts";
import { initialAdminLanguage, rememberAdminLanguage } from "./app/admin-language.ts";
import "./styles/admin.css";

async function start() {
  const locale = initialAdminLanguage();
  rememberAdminLanguage(locale);
  const i18n = await createAdminI18n(locale);
  const root = document.getElementById("admin-root");
  if (!root) throw new Error("#admin-root is missing");
  createRoot(root).render(<AdminApp initialI18n={i18n} />);
}

void start();
