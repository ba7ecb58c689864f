import { describe, expect, test } from "vitest";
import { testMessageTexts } from "../testing/index.ts";
import { VALIDATION_MESSAGE, VALIDATION_MESSAGE_KEYS } from "./validation-messages.ts";

describe("validation messages", () => {
  // product rules §5, worded plainly where shoppers misread them (issue 33 item 19).
  testMessageTexts(VALIDATION_MESSAGE, {
    "address-short": "Address cannot be blank or shorter than 10 characters.",
    "address-length": "Please enter at least 10 characters and no more than 600.",
    pincode: "Please enter 6 digit pincode.",
    landmark: "Please provide a landmark for the courier partner to locate the address",
    date: "Please choose one of the dates offered.",
    "comment-blank": "Comment cannot be blank.",
    phone: "Please enter a 10 digit valid phone number.",
    "phone-nine-from-5": "Please enter a 9 digit mobile number starting with 5.",
    zip: "Please enter a 5 digit ZIP code.",
    email: "Please enter a valid email address.",
    "image-type": "The file format is not supported",
    option: "Please choose one of the options.",
  });

  // Not shown in the product rules: our own texts.
  testMessageTexts(VALIDATION_MESSAGE, {
    "comment-characters": "Please use only English letters, numbers and common punctuation.",
    "image-count": "Please add the required number of images.",
    rating: "Please choose a rating.",
    ifsc: "Please enter a valid 11-character IFSC code.",
    "bank-name": "Please enter the bank name.",
    "branch-name": "Please enter the branch name.",
    "account-number": "Please enter the account number.",
    "account-holder": "Please enter the account holder's name.",
    "upi-name": "Please enter the name on your UPI account.",
    "upi-id": "Please enter your UPI ID.",
    consent: "Please tick the box to agree to receive these updates.",
  });

  test("every key has a message", () => {
    expect(Object.keys(VALIDATION_MESSAGE).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    expect(VALIDATION_MESSAGE_KEYS).toHaveLength(30);
  });
});
