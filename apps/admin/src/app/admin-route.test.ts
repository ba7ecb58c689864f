import { expect, test } from "vitest";
import { screenOfPath } from "./admin-route.ts";

test("each console path opens its screen; /admin and unknown paths open the operations view", () => {
  expect(screenOfPath("/admin/login")).toBe("login");
  expect(screenOfPath("/admin/theme/")).toBe("theme");
  expect(screenOfPath("/admin/ops")).toBe("ops");
  expect(screenOfPath("/admin/events")).toBe("events");
  expect(screenOfPath("/admin/returns")).toBe("returns");
  expect(screenOfPath("/admin/notifications")).toBe("notifications");
  expect(screenOfPath("/admin/return-reasons")).toBe("reasons");
  expect(screenOfPath("/admin")).toBe("ops");
  expect(screenOfPath("/admin/nope")).toBe("ops");
});
