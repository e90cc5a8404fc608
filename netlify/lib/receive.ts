/**
 * What every form endpoint does once the request is read and valid: take the upload its resume
 * came from, store (a suspected bot's submission apart, for review), answer, then deliver in the
 * background. The visitor hears of success only once the submission is stored; a storage failure
 * reaches the endpoint wrapper as StorageUnavailable (503).
 */
import type { Context } from '@netlify/functions';
import type { Locale } from '../../src/config/locales.ts';
import type { FormKind } from '../../src/shared/forms/form.ts';
import { successAnswer } from './answers.ts';
import { deployOf, isPreview, type DeployInfo } from './deploy.ts';
import { deliverSubmission } from './delivery.ts';
import { slackConfig, type SlackConfig } from './slack/config.ts';
import { saveSuspected, spamVerdict } from './spam.ts';
import { Refusal } from './refusals.ts';
import { openStore } from './storage.ts';
import { newSubmission, saveSubmission, type StoredResume } from './submissions.ts';
import { claimUpload, releaseUpload, useUpUpload } from './uploads.ts';

export interface Received {
  kind: FormKind;
  lang: Locale;
  /** Everything the request carried, for the anti-spam fields. */
  raw: Record<string, unknown>;
  /** The validated answers to store. */
  fields: Record<string, unknown>;
  /** The resume, and the finished upload it came from, which this submission then takes for itself. */
  resume?: { info: StoredResume; bytes: Uint8Array; uploadId?: string };
  futureContact?: boolean;
}

export async function storeAndAnswer(
  req: Request,
  context: Context,
  received: Received,
): Promise<Response> {
  const { kind, lang } = received;
  const deploy = deployOf(req, context);
  const verdict = spamVerdict(received.raw);
  const submission = newSubmission({
    kind,
    lang,
    fields: received.fields,
    resume: received.resume?.info,
    futureContact: received.futureContact,
    deploy,
    now: new Date(),
  });
  const store = openStore(context.deploy?.context);
  const uploadId = received.resume?.uploadId;
  if (uploadId && !(await claimUpload(store, uploadId, submission.id)))
    throw new Refusal('uploadUsed');
  try {
    if (verdict)
      await saveSuspected(
        store,
        { ...submission, suspected: verdict, delivery: { state: 'held', attempts: 0 } },
        received.resume?.bytes,
      );
    else await saveSubmission(store, submission, received.resume?.bytes);
  } catch (error) {
    if (uploadId) await releaseUpload(store, uploadId).catch(() => undefined);
    throw error;
  }
  const config = slackConfig();
  if (verdict)
    console.log(
      `[forms] ${kind} ${submission.id}: held as suspected spam (${verdict.reason}); kept for review, not delivered`,
    );
  else console.log(`[forms] ${kind} ${submission.id}: stored${undeliveredBecause(config, deploy)}`);
  context.waitUntil(
    (async () => {
      if (uploadId) await useUpUpload(store, uploadId);
      if (!verdict) await deliverSubmission(store, submission.id, config);
    })().catch((error) =>
      console.error(
        `[forms] ${kind} ${submission.id}: delivery deferred to the scheduled retry (${String((error as Error).message)})`,
      ),
    ),
  );
  // A bot hears what a person hears: it learns nothing from the answer.
  return successAnswer(kind, lang);
}

const undeliveredBecause = (config: SlackConfig, deploy: DeployInfo) => {
  if (config.mode === 'none') return '; Slack not configured, not delivered';
  if (isPreview(deploy) && !config.deliverPreviews)
    return `; a ${deploy.context} does not post to Slack (SLACK_DELIVER_PREVIEWS is off), not delivered`;
  return '';
};
