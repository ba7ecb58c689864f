import { describe, expect, test } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

describe("server environment", () => {
  test("defaults: port 3000, production, no default brand", () => {
    const env = loadEnv({}, []);
    expect(env).toMatchObject({ port: 3000, host: "127.0.0.1", mode: "production", baseDomain: "localhost" });
    expect(env.defaultBrand).toBeUndefined();
  });
  test("--demo serves the demo brand on the bare host", () => {
    expect(loadEnv({}, ["--demo"])).toMatchObject({ mode: "demo", defaultBrand: "demo" });
  });
  test("PORT, HOST and the brand settings are honoured", () => {
    const env = loadEnv({ PORT: "8080", HOST: "0.0.0.0", PORTAL_BASE_DOMAIN: "Track.Example.com", PORTAL_DEFAULT_BRAND: "acme" }, []);
    expect(env).toMatchObject({ port: 8080, host: "0.0.0.0", baseDomain: "track.example.com", defaultBrand: "acme" });
  });
  test("bad values fail with the variable's name", () => {
    expect(() => loadEnv({ PORT: "eighty" }, [])).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "eighty" }, [])).toThrow(/PORT must be a whole number/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" }, [])).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });
});
