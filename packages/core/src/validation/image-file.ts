import * as v from "valibot";
import type { ValidationMessageKey } from "./validation-messages.ts";

/** Allowed image uploads (product rules sections 5 and 9): jpeg, png, jpg. */
export const ALLOWED_IMAGE_EXTENSIONS = ["jpeg", "jpg", "png"] as const;
/** image/jpg is not a registered type, but some devices send it for JPEG files. */
export const ALLOWED_IMAGE_MIME_TYPES = ["image/jpeg", "image/jpg", "image/png"] as const;

/** What a browser File (or a server upload record) tells about itself. */
export interface FileLike {
  name: string;
  /** MIME type; "" when the platform does not know it. */
  type: string;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The name must end in an allowed extension, and the MIME type, when the platform gives
 * one, must be an allowed type too: either alone is easy to get wrong.
 */
export function isAllowedImageFile(file: FileLike): boolean {
  const extensionOk = (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const type = file.type.trim().toLowerCase();
  const typeOk = type === "" || (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(type);
  return extensionOk && typeOk;
}

function isFileLike(value: unknown): value is FileLike {
  return typeof value === "object" && value !== null && typeof (value as FileLike).name === "string" && typeof (value as FileLike).type === "string";
}

/** Checks a File (or file record) and keeps the same object as output. */
export const ImageFileSchema = v.custom<FileLike>((value) => isFileLike(value) && isAllowedImageFile(value), "image-type" satisfies ValidationMessageKey);

export type SniffedImageType = "jpeg" | "png";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/**
 * The image type a file's first bytes prove, or undefined. Names and MIME types come from
 * the client; the server should trust only this.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  const startsWith = (signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(PNG_SIGNATURE)) return "png";
  if (startsWith(JPEG_SIGNATURE)) return "jpeg";
  return undefined;
}
