/**
 * What every form endpoint does once the request is read and valid: catch bots, store, answer,
 * then deliver in the background. The visitor hears of success only once the submission is stored;
 * a storage failure reaches the endpoint wrapper as StorageUnavailable (503).
 */
import type { Context } from '@netlify/functions';
import type { Store } from '@netlify/blobs';
import type { Locale } from '../../src/config/locales.ts';
import type { FormKind } from '../../src/shared/forms/form.ts';
import { successAnswer } from './answers.ts';
import { looksLikeBot } from './antiSpam.ts';
import { deliverSubmission } from './delivery.ts';
import { slackConfig } from './slack/config.ts';
import { openStore } from './storage.ts';
import { newSubmission, saveSubmission, type StoredResume } from './submissions.ts';

export interface Received {
  kind: FormKind;
  lang: Locale;
  /** Everything the request carried, for the anti-spam fields. */
  raw: Record<string, unknown>;
  /** The validated answers to store. */
  fields: Record<string, unknown>;
  resume?: { info: StoredResume; bytes: Uint8Array };
  futureContact?: boolean;
  /** Runs after the submission is stored (e.g. removing the finished upload it took its resume from). */
  afterStore?: (store: Store) => Promise<void>;
}

export async function storeAndAnswer(context: Context, received: Received): Promise<Response> {
  const { kind, lang } = received;
  if (looksLikeBot(received.raw)) {
    console.log(`[forms] ${kind}: spam check caught a submission; not stored`);
    return successAnswer(kind, lang);
  }
  const submission = newSubmission({ kind, lang, fields: received.fields, resume: received.resume?.info, futureContact: received.futureContact, now: new Date() });
  const store = openStore(context.deploy?.context);
  await saveSubmission(store, submission, received.resume?.bytes);
  const config = slackConfig();
  console.log(`[forms] ${kind} ${submission.id}: stored${config.mode === 'none' ? '; Slack not configured, not delivered' : ''}`);
  context.waitUntil(
    (async () => {
      await received.afterStore?.(store);
      await deliverSubmission(store, submission.id, config);
    })().catch((error) => console.error(`[forms] ${kind} ${submission.id}: delivery deferred to the scheduled retry (${String((error as Error).message)})`)),
  );
  return successAnswer(kind, lang);
}
