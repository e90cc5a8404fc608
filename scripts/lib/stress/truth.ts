/**
 * Ground truth of a run: what the visitors were told, what the store holds, and what the Slack
 * stand-in's channel shows, matched by the token each submission carries in its e-mail address.
 */
import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { readSuspected, readSuspectedResume, suspectedIds } from '../../../netlify/lib/spam.ts';
import {
  readResume,
  readSubmission,
  submissionIds,
  type Submission,
} from '../../../netlify/lib/submissions.ts';
import { MAX_FILE_NAME_LENGTH } from '../../../src/shared/forms/fileName.ts';
import { isSuccess, validationMsOf, type Outcome } from './client.ts';
import { FORGED_FORMATTING, hasClearMessage, RAW_INJECTION, type HostileCase } from './hostile.ts';
import { tokenIn } from './payloads.ts';
import type { SlackStandIn } from './slack.ts';

interface StoredRecord {
  submission: Submission;
  token: string | undefined;
  resumeSha?: string;
}

const sha256 = (bytes: Uint8Array | null) =>
  bytes ? createHash('sha256').update(bytes).digest('hex') : undefined;
const stored = (submission: Submission, resume: Uint8Array | null): StoredRecord => ({
  submission,
  token: tokenIn(String(submission.fields.email ?? '')),
  resumeSha: sha256(resume),
});

/** The submissions the store keeps for delivery. */
export async function readStore(store: Store): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (const id of await submissionIds(store)) {
    const read = await readSubmission(store, id);
    if (read)
      records.push(
        stored(read.submission, read.submission.resume ? await readResume(store, id) : null),
      );
  }
  return records;
}

/** The submissions held as suspected spam. */
export async function readHeld(store: Store): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (const id of await suspectedIds(store)) {
    const submission = await readSuspected(store, id);
    if (submission)
      records.push(
        stored(submission, submission.resume ? await readSuspectedResume(store, id) : null),
      );
  }
  return records;
}

/** The texts Slack reads as mrkdwn (where `<!channel>` would notify and `<url|text>` would link); plain_text shows them as typed. */
function mrkdwnTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(mrkdwnTexts);
  if (typeof node !== 'object' || node === null) return [];
  const object = node as Record<string, unknown>;
  const own = object.type === 'mrkdwn' && typeof object.text === 'string' ? [object.text] : [];
  return [...own, ...Object.values(object).flatMap(mrkdwnTexts)];
}

const ID_IN_CONTEXT = /\bid (\d{4}-\d{2}-\d{2}T[\d-]+Z_[0-9a-f]{8})/;

/** The channel, per submission id: the messages naming it and the resumes shared in their threads. */
function readChannel(slack: SlackStandIn) {
  const messages = new Map<string, Array<{ ts: string; text: string; blocks: string }>>();
  for (const message of slack.messages) {
    const id = ID_IN_CONTEXT.exec(message.blocks)?.[1];
    if (!id) continue;
    messages.set(id, [...(messages.get(id) ?? []), message]);
  }
  const idOfTs = new Map(
    [...messages].flatMap(([id, list]) => list.map((m) => [m.ts, id] as const)),
  );
  const resumes = new Map<string, string[]>();
  for (const file of slack.shared) {
    // In a message's thread, or (when the message was unconfirmed) in the channel naming the submission.
    const id = file.threadTs
      ? idOfTs.get(file.threadTs)
      : ID_IN_CONTEXT.exec(file.initialComment)?.[1];
    if (id) resumes.set(id, [...(resumes.get(id) ?? []), file.sha256]);
  }
  return { messages, resumes };
}

export interface Figures {
  /** Submissions answered success that are to be delivered (the suspected spam is counted apart). */
  accepted: number;
  /** Every stored submission: the accepted ones, and those whose answer the crash cut off. */
  stored: number;
  delivered: number;
  duplicates: number;
  lost: number;
  /** 5xx answers, except the 503s of the deliberate store outage. */
  fiveXX: number;
  /** The 503s answered while the store was down, as they must be. */
  storeDown503: number;
  /** Requests cut off by the crash: no answer at all. */
  interrupted: number;
  /** Left for a person to check: Slack may have received them (each is counted as delivered only if it did, once). */
  unconfirmed: number;
  /** Lookups in the channel of posts that got no answer (history pages and file checks). */
  lookups: number;
  /** Suspected spam answered like a success (bots and the burst of fast submissions). */
  suspected: number;
  /** Of those, held for review with a reason. */
  held: number;
  /** Held submissions that reached Slack: must be 0. */
  heldDelivered: number;
  /** The slowest validation a 64 KB e-mail case reported (Server-Timing, CPU time), in ms. */
  slowestEmailValidationMs: number;
}

interface Verdict {
  figures: Figures;
  problems: string[];
}

/** A 64 KB e-mail address is refused in under this. */
const EMAIL_VALIDATION_BUDGET_MS = 50;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Compares the views; every discrepancy becomes a problem in plain words. */
export function judge(
  outcomes: Outcome[],
  hostile: Array<{ case: HostileCase; answer: Outcome['answer'] }>,
  records: StoredRecord[],
  held: StoredRecord[],
  slack: SlackStandIn,
  outagePhases: Set<string>,
): Verdict {
  const problems: string[] = [];
  const channel = readChannel(slack);
  const byToken = new Map<string, StoredRecord[]>();
  for (const record of records)
    if (record.token) byToken.set(record.token, [...(byToken.get(record.token) ?? []), record]);
  const heldByToken = new Map<string, StoredRecord[]>();
  for (const record of held)
    if (record.token)
      heldByToken.set(record.token, [...(heldByToken.get(record.token) ?? []), record]);

  const delivers = (expect: string) => expect === 'sanitised' || expect === 'cleaned';
  const answered = [
    ...outcomes,
    ...hostile
      .filter((h) => delivers(h.case.expect) || h.case.expect === 'bot')
      .map(
        (h) =>
          ({
            token: h.case.token!,
            kind: h.case.kind!,
            phase: 'hostile',
            answer: h.answer,
            held: h.case.expect === 'bot',
          }) as Outcome,
      ),
  ];
  const accepted = answered.filter((o) => isSuccess(o.answer));
  let duplicates = 0;
  let lost = 0;
  let delivered = 0;
  let keptForReview = 0;

  for (const outcome of accepted) {
    if (outcome.held) {
      const kept = heldByToken.get(outcome.token) ?? [];
      if (kept.length === 0) {
        lost++;
        problems.push(
          `lost: suspected spam ${outcome.kind} ${outcome.token} was answered success but is not held for review`,
        );
      } else if (!kept[0]!.submission.suspected?.reason)
        problems.push(`held ${outcome.token} carries no reason`);
      else keptForReview++;
      if (kept.length > 1) duplicates += kept.length - 1;
      if (byToken.has(outcome.token))
        problems.push(`suspected spam ${outcome.token} is among the submissions to deliver`);
      if (outcome.resume && kept[0] && kept[0].resumeSha !== outcome.resume.sha256)
        problems.push(`resume of held ${outcome.token} is kept with other bytes than were sent`);
      continue;
    }
    const found = byToken.get(outcome.token) ?? [];
    if (found.length === 0) {
      lost++;
      problems.push(`lost: ${outcome.kind} ${outcome.token} was accepted but is not in the store`);
      continue;
    }
    if (found.length > 1) {
      duplicates += found.length - 1;
      problems.push(`duplicate: ${outcome.token} is stored ${found.length} times`);
    }
    const record = found[0]!;
    if (outcome.resume && record.resumeSha !== outcome.resume.sha256)
      problems.push(`resume of ${outcome.token} is stored with other bytes than were sent`);
  }

  for (const record of records) {
    const { id, delivery } = record.submission;
    const posts = channel.messages.get(id) ?? [];
    const resumes = channel.resumes.get(id) ?? [];
    if (posts.length > 1) {
      duplicates += posts.length - 1;
      problems.push(`duplicate: ${id} was posted to Slack ${posts.length} times`);
    }
    if (resumes.length > 1) {
      duplicates += resumes.length - 1;
      problems.push(`duplicate: the resume of ${id} was shared ${resumes.length} times`);
    }
    const resumeDone =
      !record.submission.resume || (resumes.length === 1 && resumes[0] === record.resumeSha);
    if (posts.length === 1 && resumeDone) delivered++;
    else if (posts.length === 0) {
      lost++;
      problems.push(
        `lost: ${id} (${record.submission.kind}) is stored (${delivery.state}) but never reached Slack`,
      );
    } else if (!resumeDone)
      problems.push(
        `resume of ${id} did not reach Slack intact (${delivery.state}: ${delivery.lastError ?? ''})`,
      );
    if (delivery.state !== 'delivered' && delivery.state !== 'unconfirmed')
      problems.push(`${id} is still ${delivery.state} after the retry job`);
  }

  const heldDelivered = held.filter(
    (record) =>
      channel.messages.has(record.submission.id) || channel.resumes.has(record.submission.id),
  ).length;
  if (heldDelivered)
    problems.push(`${heldDelivered} submissions held as suspected spam reached Slack`);

  const acceptedTokens = new Set(accepted.map((o) => o.token));
  const silent = new Set(answered.filter((o) => o.answer.status === 0).map((o) => o.token));
  for (const record of [...records, ...held]) {
    if (!record.token || acceptedTokens.has(record.token) || silent.has(record.token)) continue;
    const refusal = answered.find((o) => o.token === record.token);
    problems.push(
      `stored although the visitor was refused: ${record.token} (answer ${refusal?.answer.status ?? 'none'}) is ${record.submission.id}`,
    );
  }

  let fiveXX = 0;
  let storeDown503 = 0;
  for (const outcome of answered) {
    const { status } = outcome.answer;
    if (outagePhases.has(outcome.phase)) {
      if (status === 503) storeDown503++;
      else if (status !== 200)
        problems.push(`during the store outage ${outcome.token} got ${status}, not 503`);
      if (status >= 500 && status !== 503) fiveXX++;
    } else if (status >= 500) {
      fiveXX++;
      problems.push(
        `${outcome.kind} ${outcome.token} got ${status}: ${outcome.answer.text.slice(0, 200)}`,
      );
    }
  }

  let slowestEmailValidationMs = 0;
  const refusedWith = (
    status: number | undefined,
    item: HostileCase,
    answer: Outcome['answer'],
  ) => {
    const statusOk =
      status === undefined ? answer.status >= 400 && answer.status < 500 : answer.status === status;
    if (!statusOk)
      problems.push(
        `hostile ${item.family} / ${item.name}: answered ${answer.status}${answer.status === 200 ? '' : `, not ${status ?? 'a 4xx'}`} ${answer.text.slice(0, 80)}`,
      );
    else if (!hasClearMessage(answer))
      problems.push(
        `hostile ${item.family} / ${item.name}: ${answer.status} without a clear message: ${answer.text.slice(0, 120)}`,
      );
  };
  for (const { case: item, answer } of hostile) {
    if (answer.status >= 500) {
      fiveXX++;
      problems.push(`hostile ${item.family} / ${item.name}: ${answer.status}`);
    }
    if (item.family === '64 KB e-mail') {
      const ms = validationMsOf(answer.headers);
      if (ms === undefined)
        problems.push(`hostile ${item.family} / ${item.name}: no validation time reported`);
      else slowestEmailValidationMs = Math.max(slowestEmailValidationMs, ms);
    }
    if (item.expect === 'refused') refusedWith(undefined, item, answer);
    else if (item.expect === 'forbidden') refusedWith(403, item, answer);
    else if (item.expect === 'conflict') refusedWith(409, item, answer);
    else if (item.expect === 'bot') {
      if (!isSuccess(answer))
        problems.push(`bot ${item.name} got ${answer.status} instead of the success-shaped answer`);
    } else if (item.expect === 'sanitised') {
      const record = byToken.get(item.token!)?.[0];
      const posted = record && channel.messages.get(record.submission.id)?.[0];
      if (!posted) problems.push(`injection ${item.name} did not reach Slack`);
      else {
        const mrkdwn = [posted.text, ...mrkdwnTexts(JSON.parse(posted.blocks))].join('\n');
        if (RAW_INJECTION.test(mrkdwn))
          problems.push(`injection ${item.name} reached Slack unescaped`);
        if (FORGED_FORMATTING.test(mrkdwn))
          problems.push(`injection ${item.name} reached Slack as formatting`);
      }
    } else if (item.expect === 'cleaned') {
      const name = byToken.get(item.token!)?.[0]?.submission.resume?.name;
      if (!isSuccess(answer)) problems.push(`resume name ${item.name}: answered ${answer.status}`);
      else if (name === undefined) problems.push(`resume name ${item.name}: not stored`);
      else if (
        Array.from(name).length > MAX_FILE_NAME_LENGTH ||
        INVISIBLE.test(name) ||
        /[\\/]/.test(name) ||
        !name.endsWith('.pdf')
      )
        problems.push(`resume name ${item.name}: stored as ${JSON.stringify(name.slice(0, 60))}`);
    }
  }
  if (slowestEmailValidationMs > EMAIL_VALIDATION_BUDGET_MS)
    problems.push(
      `a 64 KB e-mail took ${slowestEmailValidationMs} ms to validate (budget ${EMAIL_VALIDATION_BUDGET_MS} ms)`,
    );

  return {
    figures: {
      accepted: accepted.filter((o) => !o.held).length,
      stored: records.length,
      delivered,
      duplicates,
      lost,
      fiveXX,
      storeDown503,
      interrupted: silent.size,
      unconfirmed: records.filter((r) => r.submission.delivery.state === 'unconfirmed').length,
      lookups:
        slack.calls('/api/conversations.history').length + slack.calls('/api/files.info').length,
      suspected: accepted.filter((o) => o.held).length,
      held: keptForReview,
      heldDelivered,
      slowestEmailValidationMs,
    },
    problems,
  };
}
