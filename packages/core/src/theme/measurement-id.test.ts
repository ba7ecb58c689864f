import { expect, test } from "vitest";
import { isMeasurementId } from "./measurement-id.ts";

test.each([
  ["G-ABC1234", true],
  ["UA-12345678-1", true],
  ["g-abc", false],
  ["x", false],
  ["javascript:alert(1)", false],
  ["", false],
  [undefined, false],
])("isMeasurementId(%j) = %s", (value, ok) => expect(isMeasurementId(value)).toBe(ok));
