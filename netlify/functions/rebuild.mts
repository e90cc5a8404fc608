/**
 * Once a day, just after midnight in Istanbul (00:05; Türkiye keeps UTC+3 all year, so 21:05 UTC):
 * asks Netlify for a fresh build through the build hook at BUILD_HOOK_URL. The site is static, so
 * this is what makes dates take effect: a post or a job dated today appears, and a job whose
 * closing day has passed leaves the careers list. Without the variable it does nothing and says so.
 * The hook's address is a secret (whoever holds it can start builds): no log line names it.
 */
import type { Config } from '@netlify/functions';

const TIMEOUT_MS = 10_000;

/** What went wrong reaching the hook, without the address: Node's fetch errors can quote it. */
const reason = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
};

export default async (): Promise<Response> => {
  const hook = process.env.BUILD_HOOK_URL?.trim();
  if (!hook) {
    console.log('[rebuild] BUILD_HOOK_URL is not set: no rebuild requested');
    return new Response(null, { status: 204 });
  }
  let answer: Response;
  try {
    answer = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await answer.body?.cancel();
  } catch (error) {
    console.error(`[rebuild] the build hook could not be reached (${reason(error)}): no rebuild`);
    return new Response(null, { status: 502 });
  }
  if (!answer.ok) {
    console.error(`[rebuild] the build hook answered ${answer.status}: no rebuild`);
    return new Response(null, { status: 502 });
  }
  console.log(`[rebuild] rebuild requested (the build hook answered ${answer.status})`);
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: '5 21 * * *',
};
