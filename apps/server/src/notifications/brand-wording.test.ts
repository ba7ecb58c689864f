import { expect, test } from "vitest";
import type { LocaleCode } from "@portal/core/locale";
import type { Moment } from "@portal/core/notifications";
import { fillWording, pickWording } from "./brand-wording.ts";

const settings = (defaultLocale: LocaleCode, wording: Record<string, Record<string, string>>) => ({
  defaultLocale,
  wording: new Map(Object.entries(wording).map(([m, texts]) => [m as Moment, new Map(Object.entries(texts)) as ReadonlyMap<LocaleCode, string>])),
});

test("the shopper's language first, then the brand's default language, then none (ours)", () => {
  const brand = settings("hi", { delivered: { ta: "ஆர்டர் {order} வந்தது", hi: "ऑर्डर {order} पहुँचा" } });
  expect(pickWording(brand, "delivered", "ta")).toBe("ஆர்டர் {order} வந்தது");
  expect(pickWording(brand, "delivered", "ar")).toBe("ऑर्डर {order} पहुँचा");
  expect(pickWording(brand, "shipped", "ta")).toBeUndefined();
  expect(pickWording(settings("en", { delivered: { ta: "x" } }), "delivered", "ar")).toBeUndefined();
});

test("every {order} becomes the order number", () => {
  expect(fillWording("Order {order} is here ({order})", "1042")).toBe("Order 1042 is here (1042)");
});
