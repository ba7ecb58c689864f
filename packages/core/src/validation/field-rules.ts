/**
 * Limits of product rules §5 and §9. Where the product rules read two ways, one reading is chosen
 * here and used everywhere.
 */

/** Address length, trimmed. Inclusive at both ends: the message says "no more than 600", and what we tell the shopper must be the rule we apply. */
export const ADDRESS_MIN_LENGTH = 10;
export const ADDRESS_MAX_LENGTH = 600;

/**
 * Landmark minimum, trimmed. The product rules' message reading says 5, its form check 8. We use 5:
 * short real landmarks ("Opp. SBI", "Gate 2") must pass, and the message does not name a
 * number, so the shopper could not guess the stricter rule.
 */
export const LANDMARK_MIN_LENGTH = 5;

export const PINCODE_PATTERN = /^\d{6}$/;
export const PHONE_PATTERN = /^\d{10}$/;

/** IFSC: 4 bank letters, a zero, then 6 letters or digits for the branch (11 in all). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An Indian bank account number: 9 to 18 digits (spaces as typed are dropped first). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** A US account number: 4 to 17 digits (spaces as typed are dropped first). */
export const US_ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;

/** An ABA routing number: 9 digits (its checksum is checked apart, isAbaRoutingNumber). */
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;

/** A UPI id as UPI apps issue them: name@handle ("9820098765@okaxis"). */
export const UPI_ID_PATTERN = /^[\w.-]{2,256}@[A-Za-z][\w.-]{1,64}$/;

/**
 * Characters allowed in an English comment: letters A-Z, digits, whitespace and common
 * punctuation ( . , ! ? ' " - ( ) / & : ; @ # % + _ * ). It keeps out markup (< >), emoji
 * and other scripts, which the courier's systems cannot show. Comments in other
 * languages are not limited.
 */
export const ENGLISH_COMMENT_PATTERN = /^[A-Za-z0-9\s.,!?'"()\-/&:;@#%+_*]*$/;
