import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { PortalI18nProvider } from "@portal/i18n/react";
import { createAdminI18n } from "../../app/admin-i18n.ts";
import { ColourField } from "./colour-field.tsx";

afterEach(cleanup);

// Issue 33 item 20: a colour's picker and text box had the same name, so a field list read "Buttons, Buttons".
test("a colour's picker and its text box have distinct names", async () => {
  const i18n = await createAdminI18n("en");
  render(
    <PortalI18nProvider i18n={i18n}>
      <ColourField token="primary" label="Buttons" value="#1f5eff" onChange={() => undefined} invalid={false} />
    </PortalI18nProvider>,
  );
  expect(screen.getByRole("textbox", { name: "Buttons" }).getAttribute("data-colour-token")).toBe("primary");
  expect(screen.getByLabelText("Buttons, colour picker").getAttribute("type")).toBe("color");
});
