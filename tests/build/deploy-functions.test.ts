/**
 * What deploys is what is tested: the functions as Netlify's own build bundles them
 * (`npm run build:test` runs it), not their sources. The manifest must route the forms' endpoints,
 * schedule the delivery, rate-limit the forms and run on Node 24; each bundle, unzipped and run in a
 * process of its own as Netlify runs it, must answer and store exactly what its source does for
 * the same request, against the same Blobs emulator and Slack stand-in (all on 127.0.0.1).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from '@netlify/functions';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import academyApply from '../../netlify/functions/academy.mts';
import submitForm from '../../netlify/functions/contact.mts';
import deliverSubmissions from '../../netlify/functions/deliver-submissions.mts';
import apply from '../../netlify/functions/job.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { readSuspected, suspectedIds } from '../../netlify/lib/spam';
import { readResume, readSubmission, submissionIds } from '../../netlify/lib/submissions';
import { FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import { DEPLOY_CONTEXT, startBlobs } from '../functions/support/blobs';
import { pdf } from '../functions/support/files';
import { call, jsonRequest, multipartRequest, ORIGIN } from '../functions/support/requests';
import { apiEnv, noSlackEnv, setEnv, startSlack } from '../functions/support/slack';
import {
  changedSince,
  FUNCTIONS_SOURCE,
  functionName,
  functionSources,
  readManifest,
  routeOf,
  startBundle,
  type RunningBundle,
} from './support/bundles';

const manifest = readManifest();
const byName = new Map(manifest.functions.map((fn) => [fn.name, fn]));

/** The addresses the site's forms post to (docs/slack.md, "Endpoints"). */
const SPEC_ENDPOINTS = ['/api/slack/submit-form', '/api/slack/apply', '/api/slack/academy-apply'];
/** The chunked resume upload (src/shared/forms/uploadProtocol.ts). */
const UPLOAD_ROUTES = [UPLOADS_PATH, `${UPLOADS_PATH}/*`];

interface SourceConfig {
  path?: string | string[];
  schedule?: string;
  rateLimit?: { windowLimit: number; windowSize: number; aggregateBy: string[] };
}
const configs = new Map(
  await Promise.all(
    functionSources().map(
      async (file) =>
        [
          functionName(file),
          (
            (await import(/* @vite-ignore */ path.join(FUNCTIONS_SOURCE, file))) as {
              config: SourceConfig;
            }
          ).config,
        ] as const,
    ),
  ),
);
const pathsOf = (config: SourceConfig) =>
  config.path === undefined ? [] : [config.path].flat().sort();

describe('the manifest of Netlify’s build', () => {
  it('was written after the last change to what the functions are built from', () => {
    expect(
      changedSince(manifest.timestamp),
      'changed since the bundles: npm run build:test',
    ).toEqual([]);
  });

  it('has one bundle for each function of netlify/functions/, built from it', () => {
    expect(manifest.functions.map((fn) => fn.name).sort()).toEqual([...configs.keys()].sort());
    for (const fn of manifest.functions)
      expect(path.relative(FUNCTIONS_SOURCE, fn.mainFile), fn.name).toBe(
        functionSources().find((file) => functionName(file) === fn.name),
      );
  });

  it('runs every function on Node 24, the version netlify.toml asks for', () => {
    const toml = parse(readFileSync('netlify.toml', 'utf8')) as {
      build: { environment: { NODE_VERSION: string } };
    };
    expect(toml.build.environment.NODE_VERSION).toBe('24');
    for (const fn of manifest.functions) expect(fn.runtimeVersion, fn.name).toBe('nodejs24.x');
  });

  it('routes exactly the forms’ endpoints and the upload protocol, each to the function declaring it', () => {
    const routed = manifest.functions.flatMap((fn) => (fn.routes ?? []).map((r) => r.pattern));
    expect(routed.sort()).toEqual([...SPEC_ENDPOINTS, ...UPLOAD_ROUTES].sort());
    for (const fn of manifest.functions)
      expect((fn.routes ?? []).map((r) => r.pattern).sort(), fn.name).toEqual(
        pathsOf(configs.get(fn.name)!),
      );
    for (const [kind, endpoint] of [
      ['contact', '/api/slack/submit-form'],
      ['job', '/api/slack/apply'],
      ['academy', '/api/slack/academy-apply'],
    ] as const) {
      expect(FORMS[kind].path).toBe(endpoint);
      expect(routeOf(manifest, endpoint)?.fn.name).toBe(kind);
    }
    expect(routeOf(manifest, `${UPLOADS_PATH}/some-id/chunks/3`)?.fn.name).toBe('uploads');
  });

  it('gives a function without an address a schedule, and the delivery one every 10 minutes', () => {
    for (const fn of manifest.functions) {
      expect(fn.schedule, fn.name).toBe(configs.get(fn.name)!.schedule);
      if (!fn.routes?.length) expect(fn.schedule, fn.name).toMatch(/\S/);
    }
    expect(byName.get('deliver-submissions')!.schedule).toBe('*/10 * * * *');
  });

  it('rate-limits every routed function per IP and domain, with its config’s window', () => {
    for (const fn of manifest.functions.filter((f) => f.routes?.length)) {
      const limit = configs.get(fn.name)!.rateLimit!;
      expect(limit, fn.name).toBeDefined();
      expect(fn.trafficRules?.action, fn.name).toEqual({
        type: 'rate_limit',
        config: {
          rateLimitConfig: {
            windowLimit: limit.windowLimit,
            windowSize: limit.windowSize,
            algorithm: 'sliding_window',
          },
          aggregate: { keys: limit.aggregateBy.map((type) => ({ type })) },
        },
      });
    }
    expect(byName.get('contact')!.trafficRules!.action.config.rateLimitConfig).toMatchObject({
      windowLimit: 10,
      windowSize: 60,
    });
  });
});

/** Ids, times and Slack's stamps differ between two runs; everything else must not. */
function scrub(value: unknown): unknown {
  const text = JSON.stringify(value)
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_[0-9a-f-]{8,36}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, '<time>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\b\d{10}\.\d{6}\b/g, '<ts>')
    .replace(/"F\d+"/g, '"<file>"');
  return JSON.parse(text);
}

const DEPLOY = { context: DEPLOY_CONTEXT, id: 'testdeploy', branch: 'test' };

describe('each function as Netlify deploys it', () => {
  let blobs: Awaited<ReturnType<typeof startBlobs>>;
  let slack: Awaited<ReturnType<typeof startSlack>>;
  const running = new Map<string, RunningBundle>();

  beforeAll(async () => {
    blobs = await startBlobs();
    slack = await startSlack();
    const started = await Promise.allSettled(
      manifest.functions.map((fn) => startBundle(fn, DEPLOY)),
    );
    // Those that loaded are kept for afterAll to stop, even when another failed to load.
    for (const result of started)
      if (result.status === 'fulfilled') running.set(result.value.name, result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, 60_000);
  afterAll(async () => {
    setEnv(noSlackEnv);
    await Promise.all([...running.values()].map((bundle) => bundle.close()));
    await slack?.close();
    await blobs?.stop();
  });
  beforeEach(() => {
    slack.reset();
    setEnv(apiEnv(slack.url));
  });

  /** A request as the deployed site routes it: to the bundle whose manifest route matches its path. */
  async function deployed(req: Request) {
    const match = routeOf(manifest, new URL(req.url).pathname);
    if (!match) throw new Error(`no route of the manifest reaches ${req.url}`);
    const answer = await running.get(match.fn.name)!.invoke(req, { route: match.route.pattern });
    const text = answer.body.toString();
    return { status: answer.status, headers: answer.headers, body: text ? JSON.parse(text) : null };
  }

  type Answer = Awaited<ReturnType<typeof deployed>>;
  /** The bundle's answer is the source's: status, body and every header the source sets (timings by name). */
  function expectSameAnswer(bundle: Answer, source: Answer) {
    expect(bundle.status).toBe(source.status);
    expect(scrub(bundle.body)).toEqual(scrub(source.body));
    const withoutDurations = (value: string | null) => value?.replace(/dur=[\d.]+/g, 'dur=');
    source.headers.forEach((value, name) =>
      expect(withoutDurations(bundle.headers.get(name)), name).toBe(withoutDurations(value)),
    );
  }

  /** What one submission left: the answer, the new record (delivered or held) and what Slack got. */
  async function outcome(send: () => Promise<Answer>) {
    const store = blobs.store();
    const before = { records: await submissionIds(store), held: await suspectedIds(store) };
    slack.reset();
    const answer = await send();
    const records = (await submissionIds(store)).filter((id) => !before.records.includes(id));
    const held = (await suspectedIds(store)).filter((id) => !before.held.includes(id));
    expect(records.length + held.length).toBe(1);
    const record = records.length
      ? (await readSubmission(store, records[0]!))!.submission
      : (await readSuspected(store, held[0]!))!;
    const resume = records.length ? await readResume(store, records[0]!) : null;
    return {
      answer,
      record,
      resume,
      slack: { messages: [...slack.messages], files: [...slack.shared] },
    };
  }

  async function expectSameOutcome(source: () => Promise<Answer>, bundle: () => Promise<Answer>) {
    const fromSource = await outcome(source);
    const fromBundle = await outcome(bundle);
    expectSameAnswer(fromBundle.answer, fromSource.answer);
    expect(scrub(fromBundle.record)).toEqual(scrub(fromSource.record));
    expect(scrub(fromBundle.slack)).toEqual(scrub(fromSource.slack));
    if (fromSource.resume)
      expect(Buffer.from(fromBundle.resume!).equals(Buffer.from(fromSource.resume))).toBe(true);
    return fromBundle;
  }

  it('runs each bundle on the Node version its manifest names', () => {
    for (const fn of manifest.functions)
      expect(`nodejs${running.get(fn.name)!.node.split('.')[0]}.x`, fn.name).toBe(
        fn.runtimeVersion,
      );
  });

  const person = { website: '', fillTimeMs: 14_000 };

  it('stores and delivers a contact message', async () => {
    const message = () =>
      jsonRequest(FORMS.contact.path, {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        message: 'We would like a chatbot.',
        company: 'Sample Ltd',
        ...person,
      });
    const {
      answer,
      record,
      slack: posted,
    } = await expectSameOutcome(
      () => call(submitForm, message()),
      () => deployed(message()),
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(record).toMatchObject({ kind: 'contact', delivery: { state: 'delivered' } });
    expect(posted.messages).toHaveLength(1);
  });

  it('takes a resume through the upload protocol and stores and delivers the application naming it', async () => {
    const file = pdf(300_000);
    type Send = (req: Request) => Promise<Answer>;
    const steps = async (send: Send) => {
      const started = await send(
        jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: file.byteLength }),
      );
      const uploadId = started.body.uploadId as string;
      const chunk = await send(
        new Request(`${ORIGIN}${UPLOADS_PATH}/${uploadId}/chunks/0`, {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream' },
          body: file as Uint8Array<ArrayBuffer>,
        }),
      );
      const status = await send(new Request(`${ORIGIN}${UPLOADS_PATH}/${uploadId}`));
      return { started, chunk, status, uploadId };
    };
    const fromSource = await steps((req) => call(uploads, req));
    const fromBundle = await steps(deployed);
    for (const step of ['started', 'chunk', 'status'] as const)
      expectSameAnswer(fromBundle[step], fromSource[step]);
    expect(fromBundle.chunk.body.complete).toBe(true);

    const application = (uploadId: string) =>
      multipartRequest(FORMS.job.path, {
        jobTitle: 'AI Developer',
        jobType: 'Full Time',
        jobWorkType: 'Hybrid',
        jobLocation: 'Istanbul',
        fullName: 'Deniz Kaya',
        email: 'deniz@example.com',
        phone: '+90 555 000 00 00',
        englishLevel: 'fluent',
        consent: JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: true }),
        website: '',
        fillTimeMs: '14000',
        resumeUploadId: uploadId,
      });
    const {
      record,
      resume,
      slack: posted,
    } = await expectSameOutcome(
      async () => call(apply, await application(fromSource.uploadId)),
      async () => deployed(await application(fromBundle.uploadId)),
    );
    expect(record).toMatchObject({
      kind: 'job',
      resume: { name: 'cv.pdf', size: file.byteLength, contentType: 'application/pdf' },
      delivery: { state: 'delivered' },
    });
    expect(Buffer.from(resume!).equals(Buffer.from(file))).toBe(true);
    expect(posted.files).toHaveLength(1);
    expect(posted.files[0]!.bytes).toBe(file.byteLength);
  });

  it('stores and delivers an academy application', async () => {
    const application = () =>
      jsonRequest(FORMS.academy.path, {
        fullName: 'Selin Koç',
        email: 'selin@example.com',
        phone: '+90 532 000 00 00',
        motivation: 'Öğrenmek istiyorum',
        agreeToTerms: true,
        courseTitle: 'Applied ML',
        courseId: 'applied-ml',
        lang: 'tr',
        ...person,
      });
    const { answer, record } = await expectSameOutcome(
      () => call(academyApply, application()),
      () => deployed(application()),
    );
    expect(answer.status).toBe(200);
    expect(record).toMatchObject({ kind: 'academy', lang: 'tr', delivery: { state: 'delivered' } });
  });

  it('holds a suspected bot’s message for review with its reason, answering as to a person', async () => {
    const bot = () =>
      jsonRequest(FORMS.contact.path, {
        name: 'Bot',
        email: 'bot@example.com',
        message: 'Buy now',
        website: 'https://spam.example',
        fillTimeMs: 300,
      });
    const {
      answer,
      record,
      slack: posted,
    } = await expectSameOutcome(
      () => call(submitForm, bot()),
      () => deployed(bot()),
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(record).toMatchObject({
      suspected: { reason: 'honeypot' },
      delivery: { state: 'held' },
    });
    expect(posted.messages).toEqual([]);
  });

  it('delivers on its schedule what could not be delivered at once', async () => {
    // Netlify invokes a scheduled function with a POST naming its next run.
    const scheduled = () =>
      new Request(`${ORIGIN}/.netlify/functions/deliver-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ next_run: new Date(Date.now() + 600_000).toISOString() }),
      });
    const pendingContact = async () => {
      setEnv(noSlackEnv);
      const sent = await call(
        submitForm,
        jsonRequest(FORMS.contact.path, {
          name: 'Can Öz',
          email: 'can@example.com',
          message: 'Slack was down',
          ...person,
        }),
      );
      expect(sent.status).toBe(200);
      const ids = await submissionIds(blobs.store());
      expect((await readSubmission(blobs.store(), ids.at(-1)!))!.submission.delivery.state).toBe(
        'pending',
      );
      setEnv(apiEnv(slack.url));
      return ids.at(-1)!;
    };
    const run = async (invoke: () => Promise<{ status: number; logs: string[] }>) => {
      const id = await pendingContact();
      slack.reset();
      const { status, logs } = await invoke();
      return {
        status,
        report: logs.filter((line) => line.startsWith('[forms] maintenance:')),
        record: (await readSubmission(blobs.store(), id))!.submission,
        messages: [...slack.messages],
      };
    };

    const fromSource = await run(async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const pending: Promise<unknown>[] = [];
      const context = {
        deploy: { context: DEPLOY.context, id: DEPLOY.id, published: false, branch: DEPLOY.branch },
        waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      } as unknown as Context;
      const response = await deliverSubmissions(scheduled(), context);
      await Promise.all(pending);
      const logs = log.mock.calls.map((args) => args.map(String).join(' '));
      log.mockRestore();
      return { status: response.status, logs };
    });
    const fromBundle = await run(() => running.get('deliver-submissions')!.invoke(scheduled()));

    expect(fromBundle.status).toBe(204);
    expect(fromBundle.status).toBe(fromSource.status);
    expect(fromBundle.report).toHaveLength(1);
    expect(fromBundle.report).toEqual(fromSource.report);
    expect(fromBundle.record.delivery.state).toBe('delivered');
    expect(scrub(fromBundle.record)).toEqual(scrub(fromSource.record));
    expect(fromBundle.messages).toHaveLength(1);
    expect(scrub(fromBundle.messages)).toEqual(scrub(fromSource.messages));
  });
});
