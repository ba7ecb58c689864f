/** The seven emirates, offered as the city list for AE addresses. */
export const EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"] as const;
export type Emirate = (typeof EMIRATES)[number];

/** The UAE's dialling code; its mobile number rule is contact-fields.ts's (9 digits starting with 5). */
export const AE_PHONE_CODE = "+971";
