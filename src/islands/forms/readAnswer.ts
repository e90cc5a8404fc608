/** What the form functions answer: a success flag, or errors and/or a message. */
export interface ServerAnswer {
  success?: boolean;
  errors?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
}

/** The answer's JSON body; an empty object when the body is not JSON. */
export async function readAnswer(response: Response): Promise<ServerAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as ServerAnswer) : {};
  } catch {
    return {};
  }
}

/** The answer's `errors` texts, if it has any. */
export const answerErrors = (answer: ServerAnswer): string[] =>
  Array.isArray(answer.errors)
    ? answer.errors.filter((entry): entry is string => typeof entry === 'string' && entry !== '')
    : [];

/** Whether a validation answer holds a message for this field. */
export const answerFaultsField = (answer: ServerAnswer, field: string): boolean =>
  typeof answer.fieldErrors === 'object' &&
  answer.fieldErrors !== null &&
  Object.hasOwn(answer.fieldErrors, field);

/** The answer's `message`, if it is a non-empty text. */
export const answerMessage = (answer: ServerAnswer): string | undefined =>
  typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined;
