/**
 * An applicant withdraws the future-contact consent (`--withdraw-future-contact`), on what the
 * real handlers stored and posted to the Slack stand-in: an application still within the
 * application period stays, kept only for that period, and is then purged on that day; one older
 * than the period is erased at once with its resume and its Slack posts. Nothing else of the person
 * is touched, a dry run changes nothing, and a person without the consent hears so.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverSubmission } from '../../netlify/lib/delivery';
import { runMaintenance } from '../../netlify/lib/maintenance';
import { slackConfig } from '../../netlify/lib/slack/config';
import {
  newSubmission,
  readResume,
  readSubmission,
  saveSubmission,
  type Submission,
} from '../../netlify/lib/submissions';
import { RETENTION, addMonths } from '../../src/config/retention';
import { pdf } from './support/files';
import { idsOf, operatorBench, scheduledRun, sendContact, sendJob } from './support/operations';
import { apiEnv, setEnv } from './support/slack';
import { storedKeys } from './support/store';

const bench = operatorBench('withdrawal');
const { run } = bench;
beforeEach(() => setEnv(apiEnv(bench.slack.url)));

const MINUTE = 60 * 1000;
const deniz = { fullName: 'Deniz Aydın', email: 'deniz.aydin@withdraw.example' };
const ids = { contact: '', old: '', recent: '' };
let recentBefore: Submission;

const record = async (id: string) => (await readSubmission(bench.blobs.store(), id))?.submission;
const messagesOf = (id: string) => bench.slack.messages.filter((m) => m.metadata.includes(id));
/** Istanbul's day of a time, as the tool prints it. */
const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });

describe('withdrawing the future-contact consent', () => {
  beforeAll(async () => {
    setEnv(apiEnv(bench.slack.url));
    const store = bench.blobs.store();
    // An application of hers from 13 months ago, with the consent, delivered with its resume.
    const old = newSubmission({
      kind: 'job',
      lang: 'tr',
      fields: {
        jobTitle: 'Data Engineer',
        ...deniz,
        phone: '+90 532 111 22 33',
        englishLevel: 'fluent',
        consent: { privacyPolicy: true, referenceCheck: true, futureContact: true },
      },
      resume: { name: 'Deniz_CV_2025.pdf', size: 2048, contentType: 'application/pdf' },
      futureContact: true,
      now: addMonths(new Date(), -(RETENTION.applicationMonths + 1)),
    });
    await saveSubmission(store, old, pdf());
    await scheduledRun();
    // A contact message, and an application sent now with the consent.
    await sendContact({ name: deniz.fullName, email: deniz.email });
    await sendJob(deniz, { name: 'Deniz_CV_2026.pdf', bytes: pdf(3000) });
    [ids.old, ids.contact, ids.recent] = (await idsOf(store, deniz.email)).stored;
    expect(ids.old).toBe(old.id);
    recentBefore = (await record(ids.recent))!;
    expect(recentBefore.futureContact?.granted).toBe(true);
    expect(messagesOf(ids.old)).toHaveLength(1);
    expect(messagesOf(ids.recent)).toHaveLength(1);
  });

  it('says in a dry run what it will shorten and erase, and changes nothing', async () => {
    const before = await storedKeys(bench.blobs.store());
    const received = new Date(recentBefore.receivedAt);
    const dry = await run('--withdraw-future-contact', deniz.email);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(
      new RegExp(
        `Kept, for less time \\(1\\):\\n[^]*id: ${ids.recent}\\n\\s+kept until ${day(addMonths(received, RETENTION.applicationMonths))} \\(was ${day(addMonths(received, RETENTION.futureContactMonths))}\\)`,
      ),
    );
    expect(dry.out).toMatch(
      new RegExp(
        `Erased now: their time without the consent has passed \\(1\\):\\n[^]*id: ${ids.old}\\n\\s+its time ended `,
      ),
    );
    expect(dry.out).not.toContain(ids.contact);
    expect(dry.out).toMatch(/Deleted from Slack with SLACK_BOT_TOKEN \(2\):/);
    expect(dry.out).toContain(
      'Dry run: nothing was changed. Run again with --yes to withdraw it in the test store.',
    );
    expect(dry.err).toMatch(
      /withdrawal of the future-contact consent, dry run: 1 submission to keep for less time, 1 submission to erase$/,
    );
    expect(dry.err).not.toMatch(/deniz|aydın|532/i);
    expect(await storedKeys(bench.blobs.store())).toEqual(before);
    expect(await record(ids.recent)).toEqual(recentBefore);
    expect(bench.slack.calls('/api/chat.delete')).toHaveLength(0);
  });

  it('keeps a recent application for the application period only, and erases an older one with its resume and Slack posts', async () => {
    const started = Date.now();
    const done = await run('--withdraw-future-contact', deniz.email, '--yes');
    expect(done.code).toBe(0);
    const received = new Date(recentBefore.receivedAt);
    const until = addMonths(received, RETENTION.applicationMonths);
    expect(done.out).toContain(
      'Withdrawn in the test store: 1 submission kept for less time; erased 1 submission, 1 resume, 1 Slack message deleted, 1 Slack file deleted.',
    );
    expect(done.out).toContain(`job submission ${ids.recent}: kept until ${day(until)}`);
    expect(done.out).toMatch(/Receipt kept: \S+/);
    expect(done.err).toMatch(
      /withdrew the future-contact consent: 1 submission kept for less time; erased 1 submission, .*; receipt \S+$/,
    );
    expect(done.err).not.toMatch(/deniz|aydın|532/i);

    // The recent one: no longer open to contact, kept for the application period, resume and all.
    const recent = (await record(ids.recent))!;
    expect(recent.deleteAfter).toBe(until.toISOString());
    expect(recent.futureContact).toEqual({
      granted: false,
      until: null,
      withdrawnAt: expect.any(String),
    });
    expect(Date.parse(recent.futureContact!.withdrawnAt!)).toBeGreaterThanOrEqual(started);
    expect(recent.fields).toEqual(recentBefore.fields);
    expect(recent.delivery).toEqual(recentBefore.delivery);
    expect(await readResume(bench.blobs.store(), ids.recent)).not.toBeNull();
    expect(messagesOf(ids.recent)).toHaveLength(1);
    const shown = await run('--show', ids.recent);
    expect(shown.out).toMatch(new RegExp(`Future contact:\\s+withdrawn ${day(new Date())}`));
    expect(shown.out).toMatch(new RegExp(`Kept until:\\s+${day(until)}`));
    const file = path.join(bench.scratch, 'jobs.csv');
    await run('--csv', file, '--form', 'job', '--search', deniz.email);
    const [row] = parse(await readFile(file), { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(row).toMatchObject({ 'consent.futureContact': 'true', futureContactUntil: '' });
    expect(row!.futureContactWithdrawnAt).toMatch(new RegExp(`^${day(new Date())}T.*\\+03:00$`));

    // The old one: gone, as an erasure takes it.
    expect(await record(ids.old)).toBeUndefined();
    expect(await readResume(bench.blobs.store(), ids.old)).toBeNull();
    expect(messagesOf(ids.old)).toHaveLength(0);
    expect(bench.slack.calls('/api/files.delete')).toHaveLength(1);
    await scheduledRun();
    expect(await record(ids.old)).toBeUndefined();

    // The rest of her is hers to keep: the contact message is untouched.
    expect(await record(ids.contact)).toBeDefined();
    const person = await run('--person', deniz.email);
    expect(person.out).toMatch(/Submissions \(2\):/);
    expect(person.out).toMatch(
      /Earlier erasures of this address:\n\s+erased .*: 1 submission, 1 resume/,
    );
    expect(person.out).not.toContain('--withdraw-future-contact');

    const again = await run('--withdraw-future-contact', deniz.email, '--yes');
    expect(again.code).toBe(0);
    expect(again.out).toBe(
      `Nothing to withdraw: none of the 2 submissions of ${deniz.email} in the test store carries the future-contact consent (withdrawn ${day(new Date())}).`,
    );
  });

  it('leaves the purge to delete the kept application on its new day, not before', async () => {
    const store = bench.blobs.store();
    const due = new Date((await record(ids.recent))!.deleteAfter);
    await runMaintenance(store, { mode: 'none' }, new Date(due.getTime() - MINUTE));
    expect(await record(ids.recent)).toBeDefined();
    await runMaintenance(store, { mode: 'none' }, new Date(due.getTime() + MINUTE));
    expect(await record(ids.recent)).toBeUndefined();
    expect(await readResume(store, ids.recent)).toBeNull();
  });
});

describe('an application waiting for delivery when the consent is withdrawn', () => {
  it('reaches Slack saying the consent was withdrawn', async () => {
    const email = 'selin@withdraw.example';
    bench.slack.script('/api/chat.postMessage', { status: 500 });
    await sendJob({ fullName: 'Selin Koç', email }, { name: 'cv.pdf', bytes: pdf() });
    const [id] = (await idsOf(bench.blobs.store(), email)).stored;
    expect(messagesOf(id!)).toHaveLength(0);
    expect((await run('--withdraw-future-contact', email, '--yes')).code).toBe(0);
    // The retry, once it is due.
    const retry = new Date(Date.now() + 10 * MINUTE);
    await deliverSubmission(bench.blobs.store(), id!, slackConfig(process.env), retry);
    const [message] = messagesOf(id!);
    expect(message?.blocks).toContain(
      `future contact: withdrawn ${new Date().toISOString().slice(0, 10)}`,
    );
  });
});

describe('a person without the consent', () => {
  it('hears that there is nothing to withdraw, and nothing changes', async () => {
    const email = 'ece@withdraw.example';
    await sendContact({ name: 'Ece Yıldız', email });
    await sendJob(
      {
        fullName: 'Ece Yıldız',
        email,
        consent: JSON.stringify({
          privacyPolicy: true,
          referenceCheck: true,
          futureContact: false,
        }),
      },
      { name: 'cv.pdf', bytes: pdf() },
    );
    const before = await storedKeys(bench.blobs.store());
    const answer = await run('--withdraw-future-contact', email, '--yes');
    expect(answer).toMatchObject({
      code: 0,
      out: `Nothing to withdraw: none of the 2 submissions of ${email} in the test store carries the future-contact consent.`,
    });
    expect(answer.err).toMatch(/withdrawal of the future-contact consent: nothing to withdraw$/);
    expect(await storedKeys(bench.blobs.store())).toEqual(before);

    const stranger = await run('--withdraw-future-contact', 'nobody@withdraw.example');
    expect(stranger).toMatchObject({
      code: 0,
      out: 'Nothing to withdraw: nothing is held about nobody@withdraw.example in the test store.',
    });
  });
});
