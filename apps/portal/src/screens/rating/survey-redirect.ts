/** product rules §9: outbound link delay 250 ms; the thank-you toast shows before the page leaves. */
export const SURVEY_REDIRECT_DELAY_MS = 250;
