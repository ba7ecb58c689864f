import { describe, expect, test } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "./content-security-policy.ts";
import { themeImageOrigins } from "./theme-image-origins.ts";
import { sanitizeBannerHtml, themeForPage } from "../ssr/sanitize-banner.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("page Content-Security-Policy", () => {
  test("styles only by the hashes of the page's own <style> elements, scripts only from the origin: no 'unsafe-inline', no nonce", () => {
    const policy = contentSecurityPolicy(["'sha256-AAAA+/=='", "'sha256-BBBB'", "'sha256-AAAA+/=='", "'unsafe-inline'", "'sha256-x'; script-src *"], {
      googleAnalytics: false,
    });
    expect([directive(policy, "style-src"), directive(policy, "script-src"), policy.includes("unsafe-inline"), policy.includes("nonce")]).toEqual([
      "style-src 'self' 'sha256-AAAA+/==' 'sha256-BBBB'",
      "script-src 'self'",
      false,
      false,
    ]);
  });

  test("images only from the page's origin, data: and the origins given; a malformed origin never reaches the header", () => {
    const policy = contentSecurityPolicy([], {
      googleAnalytics: false,
      imageOrigins: ["https://cdn.acme.example", "https://evil.example; script-src *", "https://cdn.acme.example"],
      uploadOrigin: "https://bucket.s3.example",
    });
    expect([directive(policy, "img-src"), directive(policy, "connect-src")]).toEqual([
      "img-src 'self' data: https://cdn.acme.example https://bucket.s3.example",
      "connect-src 'self' https://bucket.s3.example",
    ]);
  });

  test("brand banners reach the page without style attributes, which the policy would block", () => {
    expect(sanitizeBannerHtml('<p style="color:red">Sale <span style="font-weight:700">today</span></p>')).toBe("<p>Sale <span>today</span></p>");
  });

  test("the admin console loads images and sends requests only to itself, the brand's asset hosts and the upload store", () => {
    const policy = adminContentSecurityPolicy("portal.example", {
      imageOrigins: ["https://cdn.acme.example", "bad; script-src *"],
      uploadOrigin: "https://bucket.s3.example",
    });
    expect([directive(policy, "img-src"), directive(policy, "connect-src")]).toEqual([
      "img-src 'self' data: https://cdn.acme.example https://bucket.s3.example",
      "connect-src 'self' https://bucket.s3.example",
    ]);
    expect(adminContentSecurityPolicy("portal.example")).not.toMatch(/\shttps:(;|\s|$)/);
  });

  test("the admin console allows no inline style either", () => {
    expect(directive(adminContentSecurityPolicy("portal.example"), "style-src")).toBe("style-src 'self'");
  });
});

describe("a brand's image origins", () => {
  test("the logo's host, the hosts of images its sanitised banners keep and its listed image hosts; relative and data: URLs add none", () => {
    const theme = themeForPage({
      name: "Acme",
      logo: "https://assets.acme.example/logo.png",
      config: {
        forward_page_message:
          '<p><img src="https://banners.acme.example/sale.png?a=1&b=2"><img src="javascript:alert(1)"><img src="data:image/png;base64,AA=="></p>',
        return_page_message: '<img src="/local.png">',
        image_hosts: ["https://cdn.shop.example"],
      },
      tokens: {},
      meta_data: {},
    });
    expect(themeImageOrigins(theme)).toEqual(["https://assets.acme.example", "https://banners.acme.example", "https://cdn.shop.example"]);
  });
});
