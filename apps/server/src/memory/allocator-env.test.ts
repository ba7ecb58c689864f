import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ALLOCATOR_ENV } from "./allocator-env.ts";

// package.json scripts cannot import the settings, so this keeps the two in step: the
// benchmark measures the server as `pnpm serve` and `pnpm start` run it.
const scripts = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;

test.each(["serve", "serve:demo"])("`pnpm %s` starts the server with the allocator settings", (name) => {
  const settings = Object.entries(ALLOCATOR_ENV).map(([key, value]) => `${key}=${value}`);
  const script = scripts[name] ?? "";
  // Exactly these: a setting dropped here (measured as costly) must not linger in a script.
  expect(
    script
      .split(" node ")[0]
      ?.split(" ")
      .filter((word) => word.startsWith("MALLOC_")),
  ).toEqual(settings);
});
