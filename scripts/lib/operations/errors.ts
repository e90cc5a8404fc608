/**
 * Errors an operator reads: what went wrong and what to do, never a stack trace, and nothing of a
 * stored record (an unexpected error's message may quote what it was reading, so only its kind is
 * shown).
 */
import { StorageUnavailable } from '../../../netlify/lib/storage.ts';

export class OperatorError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'OperatorError';
    this.exitCode = exitCode;
  }
}

/** The command line asks for something the tool does not do: exit code 2, with the usage. */
export class UsageError extends OperatorError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let at = error; at && chain.length < 8; at = (at as { cause?: unknown }).cause)
    chain.push(at);
  return chain;
};

/** A connection failure's code (ECONNREFUSED, ENOTFOUND…) anywhere in the chain of causes. */
export const networkCode = (error: unknown): string | undefined =>
  causes(error)
    .map((at) => (at as { code?: unknown }).code)
    .find((code): code is string => typeof code === 'string' && /^E[A-Z_]+$/.test(code));

/** What the operator is told about an error. */
export function explain(error: unknown): string {
  if (error instanceof OperatorError) return error.message;
  const chain = causes(error);
  // The Blobs client's error class is not exported (@netlify/blobs 11.1.1): known by name.
  const blobs = chain.find((at) => (at as Error)?.name === 'BlobsInternalError') as
    { status?: number } | undefined;
  if (blobs) {
    const { status } = blobs;
    if (status === 401 || status === 403)
      return `The store refused access (HTTP ${status}): check NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID.`;
    return `The store answered HTTP ${status}; nothing more was done. Try again in a minute.`;
  }
  const code = networkCode(error);
  if (code) return `The store could not be reached (${code}); nothing more was done.`;
  if (chain.some((at) => at instanceof StorageUnavailable))
    return 'The store did not answer in time; nothing more was done. Try again in a minute.';
  return `Unexpected ${(error as Error)?.name ?? 'error'}; its message is not shown, as it may quote stored data.`;
}
