import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import deliverSubmissions from '../../netlify/functions/deliver-submissions.mts';
import submitForm from '../../netlify/functions/contact.mts';
import { CLAIM_TTL_MS, deliverSubmission, SETTLE_MS } from '../../netlify/lib/delivery';
import { submissionMetadata } from '../../netlify/lib/slack/lookup';
import { runMaintenance } from '../../netlify/lib/maintenance';
import { slackConfig } from '../../netlify/lib/slack/config';
import { openStore } from '../../netlify/lib/storage';
import {
  outboxIds,
  readSubmission,
  replaceSubmission,
  submissionIds,
} from '../../netlify/lib/submissions';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, functionContext, jsonRequest, multipartRequest } from './support/requests';
import { apiEnv, noSlackEnv, setEnv, startSlack, webhookEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
let slack: Awaited<ReturnType<typeof startSlack>>;
beforeAll(async () => {
  blobs = await startBlobs();
  slack = await startSlack();
});
afterAll(async () => {
  setEnv(noSlackEnv);
  await slack.close();
  await blobs.stop();
});
beforeEach(async () => {
  slack.reset();
  setEnv(apiEnv(slack.url));
  // Each test starts with an empty outbox, so maintenance runs see only that test's submissions.
  await runMaintenance(blobs.store(), { mode: 'none' });
  for (const id of await outboxIds(blobs.store())) await blobs.store().delete(`outbox/${id}`);
});

const contact = { name: 'Mert', email: 'mert@example.com', message: 'Hello', company: '' };
const latest = async () => {
  const ids = await submissionIds(blobs.store());
  return (await readSubmission(blobs.store(), ids.at(-1)!))!.submission;
};
const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const postMessages = () => slack.calls('/api/chat.postMessage');

describe('delivery to Slack', () => {
  it('posts a Block Kit message through the Web API and records the delivery', async () => {
    const { status } = await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    expect(status).toBe(200);
    expect(postMessages()).toHaveLength(1);
    const [message] = postMessages();
    expect(message!.headers.authorization).toBe('Bearer xoxb-test');
    expect(message!.args.channel).toBe('C123');
    const blocks = JSON.parse(message!.args.blocks!);
    expect(blocks[0]).toMatchObject({ type: 'header', text: { text: 'New contact message' } });
    expect(JSON.stringify(blocks)).toContain('mert@example.com');
    const stored = await latest();
    expect(stored.delivery).toMatchObject({
      state: 'delivered',
      attempts: 1,
      via: 'api',
      messageTs: expect.any(String),
    });
    expect(await outboxIds(blobs.store())).not.toContain(stored.id);
  });

  it('neutralises mentions and links typed by a visitor', async () => {
    await call(
      submitForm,
      jsonRequest(FORMS.contact.path, {
        ...contact,
        name: '<!channel> Boss',
        message: 'Click <https://x|y> & <@U999>',
      }),
    );
    const sent = postMessages()[0]!;
    const everything = `${sent.args.text}${sent.args.blocks}`;
    expect(everything).not.toMatch(/<!channel>|<https:\/\/x\|y>|<@U999>/);
    expect(sent.args.blocks).toContain('&lt;!channel&gt; Boss');
    expect(sent.args.blocks).toContain('Click &lt;https://x|y&gt; &amp; &lt;@U999&gt;');
  });

  it('shows formatting a visitor typed as typed: no fake bold label, italics, strike-through or code', async () => {
    const forged = '*bold* _it_ ~gone~ `code`\n*Phone*\n+1 555 0100';
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        {
          jobTitle: '*Urgent* _CEO_',
          fullName: '~Ali~',
          email: 'a@example.com',
          phone: '`1`',
          consent,
          additionalInfo: forged,
        },
        { name: 'cv.pdf', bytes: pdf() },
      ),
    );
    const sent = postMessages()[0]!;
    // Every text Slack reads as mrkdwn is one of our labels; the visitor's words are plain_text.
    const mrkdwn: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const object = node as Record<string, unknown>;
      if (object.type === 'mrkdwn') mrkdwn.push(String(object.text));
      Object.values(object).forEach(walk);
    };
    walk(JSON.parse(sent.args.blocks!));
    expect(mrkdwn.every((text) => /^\*[A-Z][a-zA-Z ]+\*$/.test(text))).toBe(true);
    expect(mrkdwn).toContain('*Additional information*');
    // (A form post sends line breaks as CR LF.)
    expect(sent.args.blocks).toContain(
      JSON.stringify({ type: 'plain_text', text: forged.replace(/\n/g, '\r\n'), emoji: false }),
    );
    // The notification text has no plain_text: its formatting characters become lookalikes.
    expect(sent.args.text).toBe('New job application: \u2217Urgent\u2217 \uff3fCEO\uff3f');
  });

  it('uploads the resume through the external-upload flow into the message thread', async () => {
    const file = pdf(50_000);
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    const fields = {
      jobTitle: 'AI Engineer',
      fullName: 'Zeynep',
      email: 'z@example.com',
      phone: '1',
      consent,
    };
    expect(
      (
        await call(
          apply,
          await multipartRequest(FORMS.job.path, fields, { name: 'zeynep-cv.pdf', bytes: file }),
        )
      ).status,
    ).toBe(200);
    const ts = (await latest()).delivery.messageTs;
    const [target] = slack.calls('/api/files.getUploadURLExternal');
    expect(target!.args).toEqual({ filename: 'zeynep-cv.pdf', length: String(file.byteLength) });
    const [upload] = slack.received.filter((r) => r.path.startsWith('/upload/'));
    expect(upload!.body.equals(Buffer.from(file))).toBe(true);
    const [complete] = slack.calls('/api/files.completeUploadExternal');
    expect(complete!.args).toMatchObject({ channel_id: 'C123', thread_ts: ts });
    expect(JSON.parse(complete!.args.files!)).toEqual(
      [{ id: 'F1', title: 'zeynep-cv.pdf' }].map((f) => ({
        ...f,
        id: expect.stringMatching(/^F\d+$/),
      })),
    );
    expect((await latest()).delivery).toMatchObject({ state: 'delivered', resumePosted: true });
  });

  it('with only a webhook, posts the message naming the stored resume', async () => {
    setEnv(webhookEnv(slack.url));
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        { fullName: 'Ali', email: 'a@example.com', phone: '1', consent },
        { name: 'ali.pdf', bytes: pdf() },
      ),
    );
    const stored = await latest();
    const [hook] = slack.calls('/webhook');
    const payload = JSON.parse(hook!.body.toString());
    expect(JSON.stringify(payload.blocks)).toContain(`resumes/${stored.id} (ali.pdf`);
    expect(slack.received.filter((r) => r.path.startsWith('/api/'))).toHaveLength(0);
    expect(stored.delivery).toMatchObject({ state: 'delivered', via: 'webhook' });
  });

  it('retries after Slack answers 500, with backoff, and posts once in the end', async () => {
    slack.script('/api/chat.postMessage', { status: 500, body: 'oops' });
    expect(
      (
        await call(
          academyApply,
          jsonRequest(FORMS.academy.path, {
            fullName: 'A',
            email: 'a@example.com',
            phone: '1',
            motivation: 'm',
            agreeToTerms: true,
          }),
        )
      ).status,
    ).toBe(200);
    const failed = await latest();
    expect(failed.delivery).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'chat.postMessage: HTTP 500',
    });
    expect(await outboxIds(blobs.store())).toContain(failed.id);

    // Before the backoff ends nothing is sent; after it, the message goes out once.
    expect((await runMaintenance(blobs.store(), slackConfig(), new Date())).delivered).toBe(0);
    expect(postMessages()).toHaveLength(1);
    expect((await runMaintenance(blobs.store(), slackConfig(), minutes(2))).delivered).toBe(1);
    expect(postMessages()).toHaveLength(2);
    expect((await latest()).delivery).toMatchObject({ state: 'delivered', attempts: 2 });
    await runMaintenance(blobs.store(), slackConfig(), minutes(60));
    expect(postMessages()).toHaveLength(2);
  });

  it('honours Retry-After on a 429 and stops the run there', async () => {
    slack.script('/api/chat.postMessage', {
      status: 429,
      headers: { 'retry-after': '600' },
      body: { ok: false, error: 'ratelimited' },
    });
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const limited = await latest();
    expect(
      Date.parse(limited.delivery.nextAttemptAt!) - Date.parse(limited.receivedAt),
    ).toBeGreaterThanOrEqual(600_000);

    await runMaintenance(blobs.store(), slackConfig(), minutes(5));
    expect(postMessages()).toHaveLength(1);

    // A second 429 stops the run: the other waiting submission is left for the next run.
    setEnv(noSlackEnv);
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    setEnv(apiEnv(slack.url));
    slack.script('/api/chat.postMessage', { status: 429, headers: { 'retry-after': '30' } });
    const report = await runMaintenance(blobs.store(), slackConfig(), minutes(11));
    expect(report).toMatchObject({ delivered: 0, retryLater: 1, stoppedEarly: true });
    expect(postMessages()).toHaveLength(2);

    const done = await runMaintenance(blobs.store(), slackConfig(), minutes(60));
    expect(done.delivered).toBe(2);
    expect(postMessages()).toHaveLength(4);
  });

  it('never posts twice: concurrent runs, repeated runs, and a resume retry after the message went out', async () => {
    setEnv(noSlackEnv);
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const { id } = await latest();
    const config = slackConfig(apiEnv(slack.url));
    const outcomes = await Promise.all([
      deliverSubmission(blobs.store(), id, config),
      deliverSubmission(blobs.store(), id, config),
      runMaintenance(blobs.store(), config),
    ]);
    expect(postMessages()).toHaveLength(1);
    expect(
      outcomes.filter((o) => 'outcome' in o && o.outcome === 'delivered').length +
        ((outcomes[2] as { delivered: number }).delivered ?? 0),
    ).toBe(1);
    await deliverSubmission(blobs.store(), id, config, minutes(120));
    expect(postMessages()).toHaveLength(1);

    setEnv(apiEnv(slack.url));
    slack.script('/api/files.getUploadURLExternal', { status: 503 });
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        { fullName: 'B', email: 'b@example.com', phone: '1', consent },
        { name: 'b.pdf', bytes: pdf() },
      ),
    );
    const halfway = (await latest()).delivery;
    expect(halfway).toMatchObject({ state: 'pending', messageTs: expect.any(String) });
    expect(halfway.resumePosted).toBeUndefined();
    await runMaintenance(blobs.store(), slackConfig(), minutes(5));
    expect(postMessages()).toHaveLength(2);
    expect(slack.calls('/api/files.completeUploadExternal')).toHaveLength(1);
    expect((await latest()).delivery).toMatchObject({ state: 'delivered', resumePosted: true });
  });

  it('looks an unanswered message up in the channel once it has settled, and posts it again only if it is not there', async () => {
    // Slack posted it, but the answer was lost: it is found, and not posted again.
    slack.script('/api/chat.postMessage', { drop: true, acted: true });
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const landed = await latest();
    expect(JSON.parse(postMessages()[0]!.args.metadata!)).toMatchObject({
      event_payload: { submission_id: landed.id },
    });
    expect(landed.delivery).toMatchObject({ state: 'pending', inDoubt: { step: 'message' } });
    expect((await runMaintenance(blobs.store(), slackConfig(), minutes(1))).delivered).toBe(0);
    expect(slack.calls('/api/conversations.history')).toHaveLength(0);
    expect((await runMaintenance(blobs.store(), slackConfig(), minutes(3))).delivered).toBe(1);
    const [lookup] = slack.calls('/api/conversations.history');
    expect(lookup!.args).toMatchObject({ channel: 'C123', include_all_metadata: 'true' });
    expect(postMessages()).toHaveLength(1);
    expect((await readSubmission(blobs.store(), landed.id))!.submission.delivery).toMatchObject({
      state: 'delivered',
      messageTs: slack.messages[0]!.ts,
    });

    // The connection was cut before Slack acted: it is not found, and posted once.
    slack.script('/api/chat.postMessage', { drop: true });
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const missing = await latest();
    expect((await runMaintenance(blobs.store(), slackConfig(), minutes(3))).delivered).toBe(1);
    expect(postMessages()).toHaveLength(3);
    expect(slack.messages).toHaveLength(2);
    expect((await readSubmission(blobs.store(), missing.id))!.submission.delivery).toMatchObject({
      state: 'delivered',
      messageTs: slack.messages[1]!.ts,
    });
    await runMaintenance(blobs.store(), slackConfig(), minutes(600));
    expect(slack.messages).toHaveLength(2);
  });

  it('a run that died during its message post: looked up once its claim has expired, posted only if absent', async () => {
    setEnv(noSlackEnv);
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const current = await readSubmission(blobs.store(), (await latest()).id);
    // It claimed the submission, and started its post a minute and a half later.
    const claimedAt = Date.now();
    const postingSince = new Date(claimedAt + 90_000).toISOString();
    const dead = {
      state: 'delivering',
      attempts: 1,
      claimedAt: new Date(claimedAt).toISOString(),
      claimToken: 'gone',
      posting: 'message',
      postingSince,
    } as const;
    await replaceSubmission(
      blobs.store(),
      { ...current!.submission, delivery: dead },
      current!.etag,
    );
    setEnv(apiEnv(slack.url));
    // The claim has expired, but the post has not settled yet: nothing is looked up or posted.
    expect(
      (
        await runMaintenance(
          blobs.store(),
          slackConfig(),
          new Date(claimedAt + CLAIM_TTL_MS + 1000),
        )
      ).delivered,
    ).toBe(0);
    expect(slack.received).toHaveLength(0);
    expect((await latest()).delivery).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(Date.parse(postingSince) + SETTLE_MS).toISOString(),
    });
    expect(
      (
        await runMaintenance(
          blobs.store(),
          slackConfig(),
          new Date(Date.parse(postingSince) + SETTLE_MS + 1000),
        )
      ).delivered,
    ).toBe(1);
    expect(slack.calls('/api/conversations.history')).toHaveLength(1);
    expect(slack.messages).toHaveLength(1);
  });

  it('looks an unanswered resume share up: shared, it is not repeated; not shared, a new upload is shared once', async () => {
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    const send = async (name: string) =>
      call(
        apply,
        await multipartRequest(
          FORMS.job.path,
          { fullName: 'Deniz', email: 'd@example.com', phone: '1', consent },
          { name, bytes: pdf() },
        ),
      );

    slack.script('/api/files.completeUploadExternal', { drop: true, acted: true });
    await send('shared.pdf');
    expect((await latest()).delivery).toMatchObject({
      state: 'pending',
      messageTs: expect.any(String),
      inDoubt: { step: 'resume', fileId: expect.any(String) },
    });
    expect((await runMaintenance(blobs.store(), slackConfig(), minutes(3))).delivered).toBe(1);
    expect(slack.calls('/api/files.info')).toHaveLength(1);
    expect(slack.calls('/api/files.completeUploadExternal')).toHaveLength(1);
    expect(slack.shared).toHaveLength(1);
    expect((await latest()).delivery).toMatchObject({ state: 'delivered', resumePosted: true });

    slack.script('/api/files.completeUploadExternal', { drop: true });
    await send('not-shared.pdf');
    expect((await runMaintenance(blobs.store(), slackConfig(), minutes(3))).delivered).toBe(1);
    expect(slack.calls('/api/files.getUploadURLExternal')).toHaveLength(3);
    expect(slack.shared.map((file) => file.title)).toEqual(['shared.pdf', 'not-shared.pdf']);
    expect(postMessages()).toHaveLength(2);
  });

  it('delivers, once, what a run that died had claimed but not started posting', async () => {
    setEnv(noSlackEnv);
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const current = await readSubmission(blobs.store(), (await latest()).id);
    await replaceSubmission(
      blobs.store(),
      {
        ...current!.submission,
        delivery: {
          state: 'delivering',
          attempts: 1,
          claimedAt: new Date().toISOString(),
          claimToken: 'gone',
        },
      },
      current!.etag,
    );
    setEnv(apiEnv(slack.url));
    expect((await runMaintenance(blobs.store(), slackConfig(), new Date())).delivered).toBe(0);
    expect(
      (
        await runMaintenance(
          blobs.store(),
          slackConfig(),
          new Date(Date.now() + CLAIM_TTL_MS + 1000),
        )
      ).delivered,
    ).toBe(1);
    expect(postMessages()).toHaveLength(1);
    expect((await latest()).delivery).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('a job whose run died after its message landed: the message is found, the resume goes to its thread', async () => {
    setEnv(noSlackEnv);
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        { fullName: 'Can', email: 'c@example.com', phone: '1', consent },
        { name: 'can.pdf', bytes: pdf() },
      ),
    );
    const current = await readSubmission(blobs.store(), (await latest()).id);
    const startedAt = new Date().toISOString();
    const dead = {
      state: 'delivering',
      attempts: 1,
      claimedAt: startedAt,
      claimToken: 'gone',
      posting: 'message',
      postingSince: startedAt,
    } as const;
    await replaceSubmission(
      blobs.store(),
      { ...current!.submission, delivery: dead },
      current!.etag,
    );
    // What the dead run's post did before it died.
    const landed = {
      channel: 'C123',
      text: 'New job application',
      metadata: submissionMetadata(current!.submission.id),
    };
    await fetch(`${slack.url}/api/chat.postMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(landed),
    });
    setEnv(apiEnv(slack.url));
    await runMaintenance(
      blobs.store(),
      slackConfig(),
      new Date(Date.now() + CLAIM_TTL_MS + SETTLE_MS + 1000),
    );
    expect(postMessages()).toHaveLength(1);
    expect(slack.shared).toHaveLength(1);
    expect(slack.shared[0]!.threadTs).toBe(slack.messages[0]!.ts);
    expect((await latest()).delivery).toMatchObject({
      state: 'delivered',
      messageTs: slack.messages[0]!.ts,
      resumePosted: true,
    });
  });

  it('writes the outbox entry before the record, and clears an entry whose record never came once it is old', async () => {
    setEnv(noSlackEnv);
    const slow = await blobs.slowStorage(0);
    try {
      await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    } finally {
      await slow.restore();
    }
    const writes = slow.forwarded.filter((line) => line.startsWith('PUT'));
    expect(writes[0]).toMatch(/outbox/);
    expect(writes.at(-1)).toMatch(/records/);

    setEnv(apiEnv(slack.url));
    const young = `${new Date().toISOString().replace(/[:.]/g, '-')}_0000beef`;
    const old = `${new Date(Date.now() - 60 * 60_000).toISOString().replace(/[:.]/g, '-')}_0000dead`;
    await blobs.store().setJSON(`outbox/${young}`, { id: young });
    await blobs.store().setJSON(`outbox/${old}`, { id: old });
    await deliverSubmission(blobs.store(), young, slackConfig());
    await deliverSubmission(blobs.store(), old, slackConfig());
    const waiting = await outboxIds(blobs.store());
    expect(waiting).toContain(young);
    expect(waiting).not.toContain(old);
  });

  it('when Slack refuses the lookup, leaves the message for a person and shares the resume naming the submission', async () => {
    slack.script('/api/chat.postMessage', { drop: true });
    slack.script('/api/conversations.history', {
      status: 200,
      body: { ok: false, error: 'missing_scope' },
    });
    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    const file = pdf(30_000);
    await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        { fullName: 'Ece', email: 'e@example.com', phone: '1', consent },
        { name: 'ece.pdf', bytes: file },
      ),
    );
    const halfway = await latest();
    expect(halfway.delivery).toMatchObject({ state: 'pending', inDoubt: { step: 'message' } });

    await runMaintenance(blobs.store(), slackConfig(), minutes(5));
    expect(postMessages()).toHaveLength(1);
    const [complete] = slack.calls('/api/files.completeUploadExternal');
    expect(complete!.args.thread_ts).toBeUndefined();
    expect(complete!.args.initial_comment).toContain(`id ${halfway.id}`);
    expect(slack.shared).toHaveLength(1);
    expect(slack.shared[0]!.bytes).toBe(file.byteLength);
    expect((await latest()).delivery).toMatchObject({
      state: 'unconfirmed',
      messageUnconfirmed: true,
      resumePosted: true,
    });

    await runMaintenance(blobs.store(), slackConfig(), minutes(600));
    expect(postMessages()).toHaveLength(1);
    expect(slack.calls('/api/files.completeUploadExternal')).toHaveLength(1);
  });

  it('leaves an unanswered webhook post for a person: a webhook cannot be asked what it received', async () => {
    setEnv(webhookEnv(slack.url));
    slack.script('/webhook', { drop: true, acted: true });
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    expect((await latest()).delivery).toMatchObject({ state: 'unconfirmed' });
    await runMaintenance(blobs.store(), slackConfig(), minutes(600));
    expect(slack.calls('/webhook')).toHaveLength(1);
  });

  it('with no Slack settings only stores, and the scheduled function delivers once Slack is configured', async () => {
    setEnv(noSlackEnv);
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    expect(slack.received).toHaveLength(0);
    expect((await latest()).delivery.state).toBe('pending');
    setEnv(apiEnv(slack.url));
    const { context } = functionContext();
    const response = await deliverSubmissions(
      new Request('http://localhost/.netlify/functions/deliver-submissions', { method: 'POST' }),
      context,
    );
    expect(response.status).toBe(204);
    expect(postMessages()).toHaveLength(1);
    expect((await latest()).delivery.state).toBe('delivered');
  });
});

describe('deploy previews and branch deploys', () => {
  const contextTexts = (message: { args: Record<string, string> }) =>
    JSON.stringify(JSON.parse(message.args.blocks!).at(-1));

  it.each(['deploy-preview', 'branch-deploy'])(
    '%s: stores in its own store and posts nothing to Slack, now or later',
    async (deployContext) => {
      const { status } = await call(
        submitForm,
        jsonRequest(FORMS.contact.path, contact),
        deployContext,
      );
      expect(status).toBe(200);
      const stored = await latest();
      expect(stored.deploy).toEqual({
        context: deployContext,
        id: 'testdeploy',
        branch: 'test',
        url: 'http://localhost:8888',
      });
      expect(stored.delivery.state).toBe('pending');
      await runMaintenance(blobs.store(), slackConfig(), minutes(60));
      expect(slack.received).toHaveLength(0);
    },
  );

  it('posts when SLACK_DELIVER_PREVIEWS is on, and the message names the deploy', async () => {
    setEnv({ ...apiEnv(slack.url), SLACK_DELIVER_PREVIEWS: 'true' });
    try {
      await call(submitForm, jsonRequest(FORMS.contact.path, contact), 'deploy-preview');
    } finally {
      setEnv({ SLACK_DELIVER_PREVIEWS: undefined });
    }
    const [message] = postMessages();
    expect(message!.args.text).toBe('[deploy-preview] New contact message');
    expect(JSON.parse(message!.args.blocks!)[0].text.text).toBe(
      '[deploy-preview] New contact message',
    );
    expect(contextTexts(message!)).toContain(
      'From deploy-preview testdeploy (branch test) at http://localhost:8888, not production',
    );
    expect((await latest()).delivery.state).toBe('delivered');
  });

  it('production posts as always, without naming a deploy, and keeps to the site-wide store', async () => {
    await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { ...contact, name: 'Production' }),
      'production',
    );
    const [message] = postMessages();
    expect(message!.args.text).toBe('New contact message');
    expect(contextTexts(message!)).not.toContain('From ');
    const production = openStore('production');
    const ids = await submissionIds(production);
    expect((await readSubmission(production, ids.at(-1)!))!.submission).toMatchObject({
      fields: { name: 'Production' },
      delivery: { state: 'delivered' },
    });
    expect((await latest()).fields.name).not.toBe('Production');
  });
});

describe('time budget', () => {
  it('starts no Slack call that could outlast the run, and leaves the submission due without counting an attempt', async () => {
    setEnv(noSlackEnv);
    await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    const { id } = await latest();
    const result = await deliverSubmission(
      blobs.store(),
      id,
      slackConfig(apiEnv(slack.url)),
      new Date(),
      Date.now() + 1_000,
    );
    expect(result.outcome).toBe('retry-later');
    expect(slack.received).toHaveLength(0);
    expect((await latest()).delivery).toMatchObject({ state: 'pending', attempts: 0 });
  });
});
