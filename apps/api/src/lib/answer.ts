import type { Request, Response } from "express";
import { answerOrigin, withAbsoluteImages } from "./public-url.js";

/**
 * Sends a JSON answer's text for a wrapper around the answers of some paths (the public cache,
 * lib/http-cache.ts): it gets the JSON text and the answer it was made of.
 */
export type AnswerSender = (text: string, answer: unknown) => void;

/** This response's JSON answer is to be sent by `sender` (route()'s send step hands it the text). */
export function sendAnswerThrough(res: Response, sender: AnswerSender): void {
  res.locals.answerSender = sender;
}

/**
 * route()'s send step (lib/route.ts): an answer whose contract has image fields gets them absolute
 * on the request's public origin (lib/public-url.ts); then it is sent as JSON, by the sender put on
 * the response if there is one.
 */
export function sendAnswer(req: Request, res: Response, answer: unknown, carriesImages: boolean): void {
  const body = carriesImages ? withAbsoluteImages(answer, answerOrigin(req, res)) : answer;
  const sender = res.locals.answerSender as AnswerSender | undefined;
  const text = sender ? (JSON.stringify(body) as string | undefined) : undefined;
  if (sender && text !== undefined) sender(text, body);
  else res.json(body);
}
