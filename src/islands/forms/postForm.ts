import {
  answerErrors,
  answerFaultsField,
  answerMessage,
  readAnswer,
  type ServerAnswer,
} from './readAnswer.ts';

interface PostResult {
  ok: boolean;
  answer: ServerAnswer;
}

/**
 * Sends a form to one of the site's functions; `lang` names the language the function answers in.
 * Rejects only when the request itself fails (offline, aborted).
 */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
  lang: string,
): Promise<PostResult> {
  const json = !(body instanceof FormData);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'accept-language': lang, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify({ ...body, lang }) : body,
  });
  return { ok: response.ok, answer: await readAnswer(response) };
}

export { answerErrors, answerFaultsField, answerMessage };
