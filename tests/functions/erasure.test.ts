/**
 * One person's data found, exported and erased (KVKK Art. 11, GDPR Arts. 15 and 17), on
 * what the real handlers stored and posted to the Slack stand-in. After an erasure, a scan of
 * every key and value of the store finds nothing of the person, the bot's messages and files are
 * deleted, and nothing brings them back: not a delivery run, a late chunk, an application naming
 * their upload, nor a release.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import submitForm from '../../netlify/functions/contact.mts';
import { isErased, markErased, receiptsFor, saveReceipt } from '../../netlify/lib/erasure';
import { runMaintenance } from '../../netlify/lib/maintenance';
import { releaseSuspected } from '../../netlify/lib/spam';
import { outboxIds, readSubmission } from '../../netlify/lib/submissions';
import { startUpload } from '../../netlify/lib/uploads';
import { FORMS } from '../../src/shared/forms/forms';
import { ERASURE_RECORD_MONTHS, addMonths } from '../../src/config/retention';
import { pdf } from './support/files';
import {
  applyWithUpload,
  idsOf,
  operatorBench,
  pdfWithText,
  scheduledRun,
  sendAcademy,
  sendChunk,
  sendContact,
  upload,
} from './support/operations';
import { functionContext, jsonRequest } from './support/requests';
import { apiEnv, setEnv, webhookEnv } from './support/slack';
import { storedKeys } from './support/store';

const bench = operatorBench('erasure');
const { run } = bench;
// The channel is reset only where a test counts from nothing: the person's posts must stay in it.
beforeEach(() => setEnv(apiEnv(bench.slack.url)));

/** Every file of the Blobs server (every store's keys, values and metadata), as bytes and as paths. */
async function everythingStored(): Promise<{ names: string; bytes: Buffer }> {
  const names: string[] = [];
  const contents: Buffer[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir)) {
      const full = path.join(dir, entry);
      names.push(full);
      if ((await stat(full)).isDirectory()) await walk(full);
      else contents.push(await readFile(full));
    }
  };
  await walk(bench.blobs.directory);
  return { names: names.join('\n'), bytes: Buffer.concat(contents) };
}

const holds = (stored: { names: string; bytes: Buffer }, text: string) =>
  stored.names.toLowerCase().includes(text.toLowerCase()) ||
  stored.bytes.includes(Buffer.from(text)) ||
  stored.bytes.toString('utf8').toLowerCase().includes(text.toLowerCase());

describe('a person’s data', () => {
  const elif = {
    email: 'elif.sahin@person.example',
    name: 'Elif Şahin',
    phone: '+90 532 987 65 43',
    marker: 'ELIF-RESUME-7731',
    fileName: 'Elif_Sahin_CV.pdf',
  };
  const ids = { contact: '', job: '', academy: '', held: '', other: '', mention: '' };
  let jobUpload = '';
  let looseUpload = '';

  beforeAll(async () => {
    setEnv(apiEnv(bench.slack.url));
    const store = bench.blobs.store();
    // Delivered: a contact message, and a job application whose resume came through the upload.
    await sendContact({ name: elif.name, email: elif.email, message: `Call me on ${elif.phone}` });
    jobUpload = await upload({
      name: elif.fileName,
      bytes: await pdfWithText(elif.email, elif.marker),
    });
    await applyWithUpload(
      { fullName: elif.name, email: elif.email, phone: elif.phone, fillTimeMs: '9000' },
      jobUpload,
    );
    // Waiting for delivery: Slack failed when the academy application came.
    bench.slack.script('/api/chat.postMessage', { status: 500 });
    await sendAcademy({ fullName: elif.name, email: elif.email, phone: elif.phone });
    // Held as suspected spam.
    await sendContact({ name: elif.name, email: elif.email, fillTimeMs: 400 });
    // An upload no application took: only its text says whose it is.
    looseUpload = await upload({
      name: 'cv-final.pdf',
      bytes: await pdfWithText(elif.email, elif.marker),
    });
    // Someone else: one who mentions her address, one who does not.
    await sendContact({
      name: 'Can Demir',
      email: 'can@other.example',
      message: `Please add ${elif.email} to the thread`,
    });
    await sendContact({ name: 'Lucía Gómez', email: 'lucia@other.example', message: 'Hola' });

    const hers = await idsOf(store, elif.email);
    [ids.contact, ids.job, ids.academy] = hers.stored;
    ids.held = hers.held[0]!;
    ids.mention = (await idsOf(store, 'can@other.example')).stored[0]!;
    ids.other = (await idsOf(store, 'lucia@other.example')).stored[0]!;
  });

  it('are all found by their address: submissions, held spam, resumes, pending deliveries, uploads, Slack posts', async () => {
    const found = await run('--person', 'Elif.Sahin@Person.example ');
    expect(found.code).toBe(0);
    const out = found.out;
    expect(out).toContain(`Everything held about ${elif.email} in the test store:`);
    expect(out).toMatch(/Submissions \(3\):/);
    for (const id of [ids.contact, ids.job, ids.academy, ids.held]) expect(out).toContain(id);
    expect(out).toMatch(/Held as suspected spam \(1\):/);
    expect(out).toMatch(/Resumes \(1\):\n\s+Elif_Sahin_CV\.pdf \(\d+ bytes\) of submission /);
    expect(out).toMatch(new RegExp(`Waiting for delivery to Slack \\(1\\):\\n\\s+${ids.academy}`));
    // Its file went to the application; the claim that names the application is left.
    expect(out).toContain(`${jobUpload}\n    taken by their submission ${ids.job}`);
    expect(out).toContain(`${looseUpload}  cv-final.pdf`);
    expect(out).toContain('no application took it; its text holds the address');
    expect(out).toMatch(/In Slack \(3\):/);
    expect(out).toMatch(new RegExp(`resume file F\\d+ in channel C123, job submission ${ids.job}`));
    expect(out).toContain(`contact submission ${ids.mention}`);
    expect(out).not.toContain(ids.other);
    expect(found.err).toMatch(
      /searched for a person: 3 submissions, 1 held as spam, 1 resume, 1 pending delivery, 2 uploads; 0 earlier erasures$/,
    );
    expect(found.err).not.toMatch(/elif|şahin|sahin|532/i);
  });

  it('are exported for an access request: the records as JSON and the files', async () => {
    const dir = path.join(bench.scratch, 'elif');
    const exported = await run('--export-person', elif.email, dir);
    expect(exported.code).toBe(0);
    const data = JSON.parse(await readFile(path.join(dir, 'data.json'), 'utf8'));
    expect(data.about).toBe(elif.email);
    expect(data.submissions.map((s: { id: string }) => s.id)).toEqual([
      ids.contact,
      ids.job,
      ids.academy,
    ]);
    expect(data.heldAsSpam.map((s: { id: string }) => s.id)).toEqual([ids.held]);
    expect(data.uploads).toEqual([
      expect.objectContaining({ uploadId: looseUpload, name: 'cv-final.pdf' }),
    ]);
    expect(data.slack).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain('can@other.example');
    const files = (await readdir(path.join(dir, 'files'))).sort();
    expect(files).toEqual([`${ids.job}-${elif.fileName}`, `${looseUpload}-cv-final.pdf`].sort());
    const resume = await readFile(path.join(dir, 'files', `${ids.job}-${elif.fileName}`));
    expect(resume.includes(Buffer.from(elif.marker))).toBe(true);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, 'data.json'))).mode & 0o777).toBe(0o600);
    expect((await run('--export-person', elif.email, dir)).err).toContain('is not empty');
  });

  it('are erased: a dry run first, then nothing of her in any key or value, and the bot’s posts deleted', async () => {
    const before = await storedKeys(bench.blobs.store());
    const dry = await run('--erase-person', elif.email);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/Deleted from Slack with SLACK_BOT_TOKEN \(3\):/);
    expect(dry.out).toContain(
      'Dry run: nothing was changed. Run again with --yes to erase it all from the test store.',
    );
    expect(await storedKeys(bench.blobs.store())).toEqual(before);
    expect(bench.slack.calls('/api/chat.delete')).toHaveLength(0);

    const stored = await everythingStored();
    for (const text of [elif.email, elif.name, elif.phone, elif.marker, 'Elif_Sahin'])
      expect(holds(stored, text), text).toBe(true);
    const herMessages = () =>
      bench.slack.messages.filter((m) =>
        [ids.contact, ids.job].some((id) => m.metadata.includes(id)),
      );
    expect(herMessages()).toHaveLength(2);
    expect(bench.slack.shared).toHaveLength(1);

    const erased = await run('--erase-person', elif.email, '--yes');
    expect(erased.code).toBe(0);
    expect(erased.out).toContain(
      "Erased from the test store: 3 submissions, 1 held as spam, 1 resume, 1 pending delivery, 2 uploads, 2 Slack messages deleted, 1 Slack file deleted, 1 mention taken out of another person's submission.",
    );
    expect(erased.out).toMatch(
      new RegExp(
        `Edit by hand in Slack: .*\\(1\\):\\n\\s+message of .* in channel C123, contact submission ${ids.mention}`,
      ),
    );
    expect(erased.out).toContain(
      'Searched again: nothing of this person is left in the test store.',
    );
    expect(erased.err).toMatch(/erased a person: 3 submissions, .*; receipt \S+$/);
    expect(erased.err).not.toMatch(/elif|şahin|sahin|532|7731/i);

    const after = await everythingStored();
    for (const text of [elif.email, elif.name, elif.phone, elif.marker, 'Elif_Sahin'].concat(
      Object.entries(ids)
        .filter(([key]) => !['other', 'mention'].includes(key))
        .map(([, id]) => `records/${id}`),
    ))
      expect(holds(after, text), text).toBe(false);
    expect(herMessages()).toHaveLength(0);
    expect(bench.slack.shared).toHaveLength(0);
    expect(bench.slack.calls('/api/files.delete')).toHaveLength(1);
    // Other people's submissions stay; the one that mentioned her, without her address.
    expect(await readSubmission(bench.blobs.store(), ids.other)).not.toBeNull();
    expect(
      (await readSubmission(bench.blobs.store(), ids.mention))!.submission.fields.message,
    ).toBe('Please add [address erased] to the thread');

    // Nothing brings her back: the scheduled run, a late chunk, an application naming her upload.
    await scheduledRun();
    const chunk = await sendChunk(looseUpload, pdf(100));
    expect(chunk.status).toBe(404);
    const retry = await applyWithUpload(
      { fullName: elif.name, email: elif.email, phone: elif.phone },
      jobUpload,
    );
    expect(retry.status).toBe(400);
    expect(herMessages()).toHaveLength(0);
    const final = await everythingStored();
    for (const text of [elif.email, elif.name, elif.marker])
      expect(holds(final, text), text).toBe(false);

    const afterwards = await run('--person', elif.email);
    expect(afterwards.out).toContain(`Nothing is held about ${elif.email} in the test store.`);
    expect(afterwards.out).toMatch(
      /Earlier erasures of this address:\n\s+erased .*: 3 submissions, 1 held as spam, .*\(receipt \S+\)/,
    );
    expect(afterwards.out).not.toContain('Mentioned in');
  });
});

describe('an erasure racing the functions', () => {
  it('waits for a delivery that is posting, then deletes its message', async () => {
    bench.slack.reset();
    await bench.slack.behave({ kind: 'hang', hangMs: 800 });
    try {
      const { context, settled } = functionContext('dev');
      await submitForm(
        jsonRequest(FORMS.contact.path, {
          name: 'Deniz Ak',
          email: 'deniz@race.example',
          message: 'Selam',
        }),
        context,
      );
      // The erasure starts while the delivery run holds the record and Slack has not yet answered.
      const [id] = (await idsOf(bench.blobs.store(), 'deniz@race.example')).stored;
      while (
        (await readSubmission(bench.blobs.store(), id!))?.submission.delivery.posting !== 'message'
      )
        await new Promise((resolve) => setTimeout(resolve, 10));
      const erased = await run('--erase-person', 'deniz@race.example', '--yes');
      await settled();
      expect(erased.code).toBe(0);
      expect(erased.out).toMatch(/A delivery run is posting submission \S+; waiting for it to end/);
      expect(erased.out).toContain('1 Slack message deleted');
    } finally {
      await bench.slack.behave({ kind: 'ok' });
    }
    expect(
      bench.slack.messages.filter((m) => m.blocks.includes('deniz@race.example')),
    ).toHaveLength(0);
    expect(holds(await everythingStored(), 'deniz@race.example')).toBe(false);
  });

  it('a delivery that claims an erased submission posts nothing and deletes it', async () => {
    const store = bench.blobs.store();
    bench.slack.script('/api/chat.postMessage', { status: 500 });
    await sendContact({ name: 'Ece Tan', email: 'ece@race.example' });
    const [id] = (await idsOf(store, 'ece@race.example')).stored;
    await markErased(store, [id!], new Date());
    await store.setJSON(`records/${id}`, {
      ...(await readSubmission(store, id!))!.submission,
      delivery: { state: 'pending', attempts: 1 },
    });
    bench.slack.reset();
    await scheduledRun();
    expect(bench.slack.calls('/api/chat.postMessage')).toHaveLength(0);
    expect(await readSubmission(store, id!)).toBeNull();
    expect(await outboxIds(store)).not.toContain(id);
  });

  it('a chunk or a claim that lands after the mark undoes itself; a release of an erased hold is refused', async () => {
    const store = bench.blobs.store();
    const started = await startUpload(store, 'cv.pdf', 100);
    await markErased(store, [started.uploadId], new Date());
    const chunk = await sendChunk(started.uploadId, pdf(100));
    expect(chunk.status).toBe(404);
    expect(await storedKeys(store)).not.toContainEqual(
      expect.stringMatching(`^uploads/${started.uploadId}/`),
    );

    const finished = await upload({ name: 'late.pdf', bytes: pdf(500) });
    await markErased(store, [finished], new Date());
    const application = await applyWithUpload(
      { fullName: 'Late Applicant', email: 'late@race.example' },
      finished,
    );
    expect(application.status).toBe(409);
    expect(await storedKeys(store)).not.toContainEqual(
      expect.stringMatching(`^uploads/${finished}/`),
    );
    expect((await idsOf(store, 'late@race.example')).stored).toEqual([]);

    await sendContact({ name: 'Held One', email: 'held@race.example', fillTimeMs: 100 });
    const [held] = (await idsOf(store, 'held@race.example')).held;
    await markErased(store, [held!], new Date());
    expect(await releaseSuspected(store, held!, new Date())).toEqual({
      ok: false,
      reason: 'erased',
    });
    expect(await readSubmission(store, held!)).toBeNull();
  });
});

describe('posts a person must remove by hand', () => {
  it('lists a message sent by webhook with its channel and time', async () => {
    bench.slack.reset();
    setEnv(webhookEnv(bench.slack.url));
    await sendContact({ name: 'Hugo Martin', email: 'hugo@webhook.example' });
    expect(bench.slack.webhookPosts).toHaveLength(1);
    const [id] = (await idsOf(bench.blobs.store(), 'hugo@webhook.example')).stored;
    const erased = await run('--erase-person', 'hugo@webhook.example', '--yes');
    expect(erased.code).toBe(0);
    expect(erased.out).toContain('1 Slack post left to remove by hand');
    expect(erased.out).toMatch(
      new RegExp(
        `Remove by hand in Slack now \\(1\\):\\n\\s+message of \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\+03:00 in the incoming webhook's channel, contact submission ${id}: sent by webhook: the API cannot delete it`,
      ),
    );
    expect(holds(await everythingStored(), 'hugo@webhook.example')).toBe(false);
  });
});

describe('a webhook post that got no answer', () => {
  it('is not taken for absent when the app cannot find it: a person looks in the webhook’s channel', async () => {
    bench.slack.reset();
    setEnv(webhookEnv(bench.slack.url));
    bench.slack.script('/webhook', { drop: true, acted: true });
    await sendContact({ name: 'Inès Roux', email: 'ines@webhook.example' });
    const [id] = (await idsOf(bench.blobs.store(), 'ines@webhook.example')).stored;
    expect((await readSubmission(bench.blobs.store(), id!))!.submission.delivery.state).toBe(
      'unconfirmed',
    );
    const erased = await run('--erase-person', 'ines@webhook.example', '--yes');
    expect(erased.code).toBe(0);
    expect(erased.out).toContain(
      `contact submission ${id}: not among the app's messages; if it went by webhook, look in that channel`,
    );
  });
});

describe('what an erasure leaves in the store', () => {
  it('is purged by the scheduled run: tombstones after 30 days, receipts after three years (KVKK Deletion Regulation Art. 7(3))', async () => {
    const store = bench.blobs.store();
    const DAY = 24 * 60 * 60 * 1000;
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
    // The law keeps the record of a deletion at least three years (src/config/retention.ts).
    expect(ERASURE_RECORD_MONTHS).toBeGreaterThanOrEqual(36);
    const longest = addMonths(new Date(), -ERASURE_RECORD_MONTHS);
    await markErased(store, ['2020-01-01T00-00-00-000Z_0ld0ld00'], daysAgo(31));
    await markErased(store, ['2026-01-01T00-00-00-000Z_y0ung000'], daysAgo(29));
    await saveReceipt(store, 'old@purge.example', { submissions: 1 }, new Date(+longest - DAY));
    await saveReceipt(store, 'kept@purge.example', { submissions: 1 }, new Date(+longest + DAY));
    await saveReceipt(store, 'young@purge.example', { submissions: 1 }, daysAgo(30));
    const report = await runMaintenance(store, { mode: 'none' });
    expect(report.purgedErasureRecords).toBe(2);
    expect(await isErased(store, '2020-01-01T00-00-00-000Z_0ld0ld00')).toBe(false);
    expect(await isErased(store, '2026-01-01T00-00-00-000Z_y0ung000')).toBe(true);
    expect(await receiptsFor(store, 'old@purge.example')).toEqual([]);
    expect(await receiptsFor(store, 'kept@purge.example')).toHaveLength(1);
    expect(await receiptsFor(store, 'Young@Purge.example')).toHaveLength(1);
  });
});
