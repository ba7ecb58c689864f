import { describe, expect, test } from "vitest";
import { ERROR_MESSAGE, fieldProblem, RETURNS_MESSAGE, twoSentences } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { messageIn } from "./server-messages.ts";

describe("messageIn", () => {
  test("a descriptor in the locale's catalog, and in English", () => {
    expect(messageIn("en", ERROR_MESSAGE["pincode-not-serviceable"])).toBe("Pincode is not serviceable, please ship order to us.");
    expect(messageIn("ar", RETURNS_MESSAGE.loginFailed)).toBe("رقم الطلب وبيانات الاتصال لا تتطابق مع سجلاتنا.");
  });

  test("composed messages render their parts in the same language", () => {
    expect(messageIn("en", fieldProblem("phone_number", VALIDATION_MESSAGE.phone))).toBe("phone_number: Please enter a 10 digit valid phone number.");
    expect(messageIn("ar", fieldProblem("phone_number", VALIDATION_MESSAGE.phone))).toBe("phone_number: يُرجى إدخال رقم هاتف صحيح مكوّن من 10 أرقام.");
    expect(messageIn("en", twoSentences(VALIDATION_MESSAGE.option, RETURNS_MESSAGE.refundModeMissing))).toBe(
      "Please choose one of the options. Choose how to receive the refund.",
    );
  });

  test("a message no catalog has is answered in English, not as its id", () => {
    const unknown = { id: "not-in-any-catalog", message: "Not in any catalog." };
    expect(messageIn("en", unknown)).toBe("Not in any catalog.");
    expect(messageIn("hi", unknown)).toBe("Not in any catalog.");
  });
});
