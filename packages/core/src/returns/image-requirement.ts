/** What a return reason says about photos; the API's reasons fit. */
export interface ReasonImageRule {
  imageRequired: boolean;
  imageQuantity: number;
}

export interface ImageRequirement {
  required: boolean;
  /** Photos needed before the request may be sent (0 when not required). */
  minimum: number;
}

/** The most photos one returned item may have (the API refuses more; a form without script stops there too). */
export const MAX_PHOTOS_PER_ITEM = 10;

/** A reason that requires images needs at least one, or its imageQuantity when larger. */
export function imageRequirementOf(rule: ReasonImageRule | null | undefined): ImageRequirement {
  if (!rule?.imageRequired) return { required: false, minimum: 0 };
  return { required: true, minimum: Math.max(1, Math.floor(rule.imageQuantity)) };
}

/** One photo of a return request entry (product rules §3, Image file entry). */
export interface ImageEntry {
  name: string;
  /** Local preview URL (object URL). */
  preUrl: string;
  rawFile: Blob | null;
  /** The pre-signed form URL and fields used for the upload. */
  url: string;
  fields: Readonly<Record<string, string>>;
  /** Where the stored file lives, once the upload answered 204; "" before. */
  s3Url: string;
}

export function uploadedCount(images: readonly ImageEntry[]): number {
  return images.filter((image) => image.s3Url !== "").length;
}

export function isImageRequirementMet(images: readonly ImageEntry[], requirement: ImageRequirement): boolean {
  return uploadedCount(images) >= requirement.minimum;
}
