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

describe("operations settings", () => {
  test("rate limit defaults to 120 a minute and 0 turns it off", () => {
    expect(loadEnv({}, []).rateLimitPerMinute).toBe(120);
    expect(loadEnv({ RATE_LIMIT_PER_MINUTE: "0" }, []).rateLimitPerMinute).toBe(0);
    expect(() => loadEnv({ RATE_LIMIT_PER_MINUTE: "-1" }, [])).toThrow(/RATE_LIMIT_PER_MINUTE/);
    // Only a web origin may become links, cookie flags and HSTS.
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://files.example"]) {
      expect(() => loadEnv({ PUBLIC_URL: bad }, [])).toThrow(
        /^Invalid environment: PUBLIC_URL must be an http:\/\/ or https:\/\/ URL\. Fix the setting and start again\.$/,
      );
    }
    expect(loadEnv({ PUBLIC_URL: "https://track.example.com" }, []).publicUrl).toBe("https://track.example.com");
  });
  test("labels take minutes in production and seconds in demo mode", () => {
    expect(loadEnv({}, []).labelReadyDelaySeconds).toBe(180);
    expect(loadEnv({}, ["--demo"]).labelReadyDelaySeconds).toBe(5);
    expect(loadEnv({ LABEL_READY_DELAY_SECONDS: "0" }, []).labelReadyDelaySeconds).toBe(0);
  });
  test("an S3 store is used only when fully configured", () => {
    expect(loadEnv({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "b" }, []).s3).toBeUndefined();
    expect(loadEnv({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }, []).s3).toMatchObject({
      bucket: "b",
      region: "us-east-1",
    });
  });
});
