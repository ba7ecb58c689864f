import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MessageDescriptor } from "@lingui/core";
import { failEnvelope, okEnvelope } from "@portal/core/api";
import { localeOfAcceptLanguage, type LocaleCode } from "@portal/core/locale";
import { messageIn } from "@portal/i18n/server";

/**
 * One line for people in `meta.message`: core's descriptor, written in the request's
 * language, or a fixed text for callers that are programs (webhooks, the admin API).
 */
export type AnswerMessage = MessageDescriptor | string;

/** The message in a language (a fixed text as it is). */
export function messageText(locale: LocaleCode, message: AnswerMessage): string {
  return typeof message === "string" ? message : messageIn(locale, message);
}

/** The message in the language the request asks for (`Accept-Language`, which the portal's client sets to the page's); English by default. */
export function answerText(c: Context, message: AnswerMessage): string {
  return messageText(localeOfAcceptLanguage(c.req.header("accept-language")), message);
}

/** A successful answer in the product rules' envelope; `status` is both the HTTP and the meta status. */
export function sendOk<TResult>(c: Context, result: TResult, message: AnswerMessage = "", status: ContentfulStatusCode = 200): Response {
  return c.json(okEnvelope(result, status, answerText(c, message)), status);
}

/**
 * A failed answer: the same status in HTTP and in meta.status, and one line for people.
 * `result` stays null unless the failure lists what a program should fix (an import's
 * rejected records).
 */
export function sendFail(c: Context, status: ContentfulStatusCode, message: AnswerMessage, result: unknown = null): Response {
  return c.json({ ...failEnvelope(status, answerText(c, message)), result }, status);
}
