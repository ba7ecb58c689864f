import { describe, expect, test } from "vitest";
import { createRatingStore } from "./rating-store.ts";

describe("rating store", () => {
  test("opens empty, or read-only with an earlier rating", () => {
    expect(createRatingStore({ scale: "stars", locale: "en" }).getState()).toMatchObject({ phase: "open", value: null, ratedBefore: false });
    expect(createRatingStore({ scale: "stars", locale: "en", existing: { value: 4, comment: "Quick" } }).getState()).toMatchObject({
      phase: "rated",
      value: 4,
      comment: "Quick",
      ratedBefore: true,
    });
  });

  test("answers only the brand's questions, each in its kind, and only while open", () => {
    const store = createRatingStore({
      scale: "stars",
      locale: "en",
      questions: [
        { id: "packaging-intact", kind: "yes-no" },
        { id: "shade-as-pictured", kind: "rating" },
      ],
    });
    const { answer } = store.getState();
    answer("packaging-intact", true);
    answer("packaging-intact", 3);
    answer("shade-as-pictured", 4);
    answer("shade-as-pictured", 6);
    answer("shade-as-pictured", false);
    answer("courier-courteous", true);
    expect(store.getState().answers).toEqual({ "packaging-intact": true, "shade-as-pictured": 4 });
    store.getState().choose(5);
    store.getState().begin();
    store.getState().answer("packaging-intact", false);
    expect(store.getState().answers).toEqual({ "packaging-intact": true, "shade-as-pictured": 4 });
  });

  test("a score alone is enough; the comment is optional", () => {
    const store = createRatingStore({ scale: "stars", locale: "en" });
    store.getState().choose(4);
    expect(store.getState().begin()).toBe(true);
  });

  test("refuses an empty rating, and a blank comment where the brand requires one, with core's messages", () => {
    const store = createRatingStore({ scale: "zero-to-ten", locale: "en", requireComment: true });
    expect(store.getState().begin()).toBe(false);
    expect(store.getState().errors).toEqual({ rating: "rating", comment: "comment-blank" });
    store.getState().choose(7);
    store.getState().setComment("  ");
    expect(store.getState().begin()).toBe(false);
    expect(store.getState().errors).toEqual({ comment: "comment-blank" });
  });

  test("English comments keep to core's character set; other languages are not limited", () => {
    const en = createRatingStore({ scale: "stars", locale: "en" });
    en.getState().choose(5);
    en.getState().setComment("<b>great</b>");
    expect(en.getState().begin()).toBe(false);
    expect(en.getState().errors.comment).toBe("comment-characters");
    const ar = createRatingStore({ scale: "stars", locale: "ar" });
    ar.getState().choose(5);
    ar.getState().setComment("توصيل سريع");
    expect(ar.getState().begin()).toBe(true);
  });

  test("one submit at a time; a failure reopens with the message; success is final", () => {
    const store = createRatingStore({ scale: "stars", locale: "en" });
    store.getState().choose(2);
    store.getState().setComment("Late and rude");
    expect(store.getState().begin()).toBe(true);
    expect(store.getState().begin()).toBe(false);
    store.getState().choose(5);
    expect(store.getState().value).toBe(2);
    store.getState().fail("This delivery can no longer be rated.");
    expect(store.getState()).toMatchObject({ phase: "open", submitError: "This delivery can no longer be rated." });
    expect(store.getState().begin()).toBe(true);
    expect(store.getState().submitError).toBeNull();
    store.getState().succeed();
    expect(store.getState().phase).toBe("rated");
    expect(store.getState().begin()).toBe(false);
  });

  test("values off the brand's scale are ignored", () => {
    const stars = createRatingStore({ scale: "stars", locale: "en" });
    stars.getState().choose(0);
    stars.getState().choose(6);
    expect(stars.getState().value).toBeNull();
  });
});
