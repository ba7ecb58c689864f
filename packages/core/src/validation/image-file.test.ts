import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { ImageFileSchema, extensionOf, isAllowedImageFile, sniffImageType } from "./image-file.ts";

describe("image type: jpeg, png, jpg by extension and MIME type", () => {
  // [file name, MIME type]
  test.each([
    ["photo.jpg", "image/jpeg"],
    ["photo.jpeg", "image/jpeg"],
    ["photo.JPG", "image/jpg"],
    ["photo.png", "image/png"],
    ["photo.PNG", ""],
  ])("%s (%s) is allowed", (name, type) => expect(isAllowedImageFile({ name, type })).toBe(true));

  test.each([
    ["photo.gif", "image/gif"],
    ["photo.webp", "image/webp"],
    ["photo.heic", ""],
    ["photo.png", "application/pdf"],
    ["photo.pdf", "image/png"],
    ["photo", "image/png"],
    ["png", "image/png"],
  ])("%s (%s) is refused", (name, type) => expect(isAllowedImageFile({ name, type })).toBe(false));

  test("the schema keeps the very File object and reports image-type", () => {
    const file = new File([new Uint8Array([1])], "a.png", { type: "image/png" });
    expect(v.parse(ImageFileSchema, file)).toBe(file);
    const bad = v.safeParse(ImageFileSchema, new File(["x"], "a.gif", { type: "image/gif" }));
    expect(bad.success ? null : bad.issues[0]?.message).toBe("image-type");
    expect(v.safeParse(ImageFileSchema, "a.png").success).toBe(false);
  });

  test("extensions", () => {
    expect(extensionOf("a.b.JPEG")).toBe("jpeg");
    expect(extensionOf("noext")).toBe("");
  });
});

describe("image content sniffing", () => {
  test.each<[string, number[], string | undefined]>([
    ["PNG", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], "png"],
    ["JPEG (JFIF)", [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "jpeg"],
    ["JPEG (Exif)", [0xff, 0xd8, 0xff, 0xe1], "jpeg"],
    ["GIF", [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], undefined],
    ["PDF", [0x25, 0x50, 0x44, 0x46], undefined],
    ["truncated PNG", [0x89, 0x50, 0x4e], undefined],
    ["truncated JPEG", [0xff, 0xd8], undefined],
    ["empty", [], undefined],
  ])("%s -> %s", (_name, bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(type);
  });
});
