import type { PostFailure } from "../../storage/presigned-post.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import type { AnswerMessage } from "../../http/envelope.ts";

export interface FailureAnswer {
  /** 400 for a malformed form, 413 for a file over the limit, 403 for one that is well-formed but not allowed (as S3 answers). */
  status: 400 | 403 | 413;
  message: AnswerMessage;
}

type FailureAnswers = { [K in PostFailure["kind"]]: (failure: Extract<PostFailure, { kind: K }>) => FailureAnswer };

const ANSWERS: FailureAnswers = {
  "missing-field": ({ field }) => ({ status: 400, message: `${field} is required.` }),
  "malformed-policy": () => ({ status: 400, message: "The upload form's policy is not valid." }),
  "unsafe-key": () => ({ status: 400, message: "The file key is not allowed." }),
  "field-not-allowed": ({ field }) => ({ status: 400, message: `The form field ${field} is not allowed by its policy.` }),
  size: () => ({ status: 413, message: STORAGE_MESSAGE.tooLarge }),
  "bad-credential": () => ({ status: 403, message: "The upload form was not made for this store. Please ask for a new one." }),
  "bad-signature": () => ({ status: 403, message: "The upload form's signature does not match. Please ask for a new one." }),
  expired: () => ({ status: 403, message: "The upload form has expired. Please ask for a new one." }),
  "condition-failed": ({ field }) =>
    field === "key"
      ? { status: 403, message: "The file key is outside the folder this form allows." }
      : { status: 403, message: `The form's ${field} does not match its policy.` },
};

/** The status and one-line message for a refused upload form. */
export function answerForPostFailure(failure: PostFailure): FailureAnswer {
  return (ANSWERS[failure.kind] as (f: PostFailure) => FailureAnswer)(failure);
}
