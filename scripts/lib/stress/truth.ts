/**
 * Ground truth of a run: what the visitors were told, what the store holds, and what the Slack
 * stand-in's channel shows, matched by the token each submission carries in its e-mail address.
 */
import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { readResume, readSubmission, submissionIds, type Submission } from '../../../netlify/lib/submissions.ts';
import { isSuccess, type Outcome } from './client.ts';
import { hasClearMessage, RAW_INJECTION, type HostileCase } from './hostile.ts';
import { tokenIn } from './payloads.ts';
import type { SlackStandIn } from './slack.ts';

export interface StoredRecord {
  submission: Submission;
  token: string | undefined;
  resumeSha?: string;
}

export async function readStore(store: Store): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (const id of await submissionIds(store)) {
    const read = await readSubmission(store, id);
    if (!read) continue;
    const resume = read.submission.resume ? await readResume(store, id) : null;
    records.push({
      submission: read.submission,
      token: tokenIn(String(read.submission.fields.email ?? '')),
      resumeSha: resume ? createHash('sha256').update(resume).digest('hex') : undefined,
    });
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
export function readChannel(slack: SlackStandIn) {
  const messages = new Map<string, Array<{ ts: string; text: string; blocks: string }>>();
  for (const message of slack.messages) {
    const id = ID_IN_CONTEXT.exec(message.blocks)?.[1];
    if (!id) continue;
    messages.set(id, [...(messages.get(id) ?? []), message]);
  }
  const idOfTs = new Map([...messages].flatMap(([id, list]) => list.map((m) => [m.ts, id] as const)));
  const resumes = new Map<string, string[]>();
  for (const file of slack.shared) {
    // In a message's thread, or (when the message was unconfirmed) in the channel naming the submission.
    const id = file.threadTs ? idOfTs.get(file.threadTs) : ID_IN_CONTEXT.exec(file.initialComment)?.[1];
    if (id) resumes.set(id, [...(resumes.get(id) ?? []), file.sha256]);
  }
  return { messages, resumes };
}

export interface Figures {
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
}

export interface Verdict {
  figures: Figures;
  problems: string[];
}

/** Compares the three views; every discrepancy becomes a problem in plain words. */
export function judge(outcomes: Outcome[], hostile: Array<{ case: HostileCase; answer: Outcome['answer'] }>, records: StoredRecord[], slack: SlackStandIn, outagePhases: Set<string>): Verdict {
  const problems: string[] = [];
  const channel = readChannel(slack);
  const byToken = new Map<string, StoredRecord[]>();
  for (const record of records) if (record.token) byToken.set(record.token, [...(byToken.get(record.token) ?? []), record]);

  const answered = [...outcomes, ...hostile.filter((h) => h.case.expect === 'sanitised').map((h) => ({ token: h.case.token!, kind: h.case.kind!, phase: 'hostile', answer: h.answer }) as Outcome)];
  const accepted = answered.filter((o) => isSuccess(o.answer));
  let duplicates = 0;
  let lost = 0;
  let delivered = 0;

  for (const outcome of accepted) {
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
    if (outcome.resume && record.resumeSha !== outcome.resume.sha256) problems.push(`resume of ${outcome.token} is stored with other bytes than were sent`);
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
    const resumeDone = !record.submission.resume || (resumes.length === 1 && resumes[0] === record.resumeSha);
    if (posts.length === 1 && resumeDone) delivered++;
    else if (posts.length === 0) {
      lost++;
      problems.push(`lost: ${id} (${record.submission.kind}) is stored (${delivery.state}) but never reached Slack`);
    } else if (!resumeDone) problems.push(`resume of ${id} did not reach Slack intact (${delivery.state}: ${delivery.lastError ?? ''})`);
    if (delivery.state !== 'delivered' && delivery.state !== 'unconfirmed') problems.push(`${id} is still ${delivery.state} after the retry job`);
  }

  const acceptedTokens = new Set(accepted.map((o) => o.token));
  const silent = new Set(answered.filter((o) => o.answer.status === 0).map((o) => o.token));
  for (const record of records) {
    if (!record.token || acceptedTokens.has(record.token) || silent.has(record.token)) continue;
    const refusal = answered.find((o) => o.token === record.token);
    problems.push(`stored although the visitor was refused: ${record.token} (answer ${refusal?.answer.status ?? 'none'}) is ${record.submission.id}`);
  }

  let fiveXX = 0;
  let storeDown503 = 0;
  for (const outcome of answered) {
    const { status } = outcome.answer;
    if (outagePhases.has(outcome.phase)) {
      if (status === 503) storeDown503++;
      else if (status !== 200) problems.push(`during the store outage ${outcome.token} got ${status}, not 503`);
      if (status >= 500 && status !== 503) fiveXX++;
    } else if (status >= 500) {
      fiveXX++;
      problems.push(`${outcome.kind} ${outcome.token} got ${status}: ${outcome.answer.text.slice(0, 200)}`);
    }
  }

  for (const { case: item, answer } of hostile) {
    if (answer.status >= 500) {
      fiveXX++;
      problems.push(`hostile ${item.family} / ${item.name}: ${answer.status}`);
    }
    if (item.expect === 'refused') {
      if (answer.status < 400 || answer.status >= 500) problems.push(`hostile ${item.family} / ${item.name}: answered ${answer.status}, not a 4xx`);
      else if (!hasClearMessage(answer)) problems.push(`hostile ${item.family} / ${item.name}: ${answer.status} without a clear message: ${answer.text.slice(0, 120)}`);
    } else if (item.expect === 'bot') {
      if (!isSuccess(answer)) problems.push(`bot ${item.name} got ${answer.status} instead of the success-shaped answer`);
      if (byToken.has(item.token!)) problems.push(`bot ${item.name} was stored`);
    } else if (item.expect === 'sanitised') {
      const record = byToken.get(item.token!)?.[0];
      const posted = record && channel.messages.get(record.submission.id)?.[0];
      if (!posted) problems.push(`injection ${item.name} did not reach Slack`);
      else if (RAW_INJECTION.test([posted.text, ...mrkdwnTexts(JSON.parse(posted.blocks))].join('\n'))) problems.push(`injection ${item.name} reached Slack unescaped`);
    }
  }

  return {
    figures: {
      accepted: accepted.length,
      stored: records.length,
      delivered,
      duplicates,
      lost,
      fiveXX,
      storeDown503,
      interrupted: silent.size,
      unconfirmed: records.filter((r) => r.submission.delivery.state === 'unconfirmed').length,
      lookups: slack.calls('/api/conversations.history').length + slack.calls('/api/files.info').length,
    },
    problems,
  };
}
