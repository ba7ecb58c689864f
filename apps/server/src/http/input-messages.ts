/** What a caller reads when its input cannot be read at all (the API speaks English; the portal shows its own translations). */
export const INPUT_MESSAGE = {
  bodyNotJson: "The request body must be a JSON object.",
  bodyTooLarge: "The request body is too large.",
  nul: "Text must not contain NUL characters.",
  control: "Text must not contain control characters.",
} as const;
