import { isStarCount, scoreOfStars, starsOfScore, type RatingScale } from "@portal/core/rating";

/** A stored 0-10 score as the brand shows it: stars for star brands (rounded, at least one). */
export function scoreOnBrandScale(score: number, scale: RatingScale): number {
  const shown = {
    "zero-to-ten": () => score,
    stars: () => starsOfScore(score),
  } as const satisfies Record<RatingScale, () => number>;
  return shown[scale]();
}

export type ScoreFromBrandScale = { ok: true; score: number } | { ok: false; message: string };

/** A rating sent on the brand's scale, turned into the stored 0-10 score. */
export function scoreFromBrandScale(value: number, scale: RatingScale): ScoreFromBrandScale {
  if (scale === "zero-to-ten") return { ok: true, score: value };
  return isStarCount(value) ? { ok: true, score: scoreOfStars(value) } : { ok: false, message: "courier_rating must be between 1 and 5 stars." };
}
