/**
 * The operators' tool in production mode: with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN
 * it reads the live store through Netlify's API, here a local stand-in (NETLIFY_API_URL) in front
 * of the Blobs server that the functions under test write to as production. Wrong settings are a
 * sentence, not a stack trace; writes name the site.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSubmission } from '../../netlify/lib/submissions';
import { RETENTION, addMonths } from '../../src/config/retention';
import { DEPLOY_ID, SITE_ID, SITE_NAME, startNetlifyApi, TOKEN } from './support/netlify-api';
import { idsOf, operator, sendContact, sendJob } from './support/operations';
import { pdf } from './support/files';
import { noSlackEnv, setEnv } from './support/slack';

let api: Awaited<ReturnType<typeof startNetlifyApi>>;
beforeAll(async () => {
  api = await startNetlifyApi();
});
afterAll(() => api.stop());
beforeEach(() => setEnv(noSlackEnv));

/** An address on this machine where nothing listens. */
async function closedAddress() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const live = (changes: Record<string, string> = {}) => operator({ env: () => api.env(changes) });
const SITE = `site ${SITE_NAME} (https://example.com), production store "forms"`;

describe('on the live site', () => {
  beforeAll(async () => {
    await sendContact({ name: 'Özge Arslan', email: 'ozge@live.example' }, 'production');
    await sendJob(
      { fullName: 'Özge Arslan', email: 'ozge@live.example' },
      { name: 'ozge.pdf', bytes: pdf(2500) },
      'production',
    );
    await sendContact({ name: 'Preview Tester', email: 'tester@live.example' }, 'deploy-preview');
  });

  it('lists the production store through the API, naming the site', async () => {
    const listed = await live()('--search', 'live.example');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`Submissions in ${SITE}, newest first:`);
    expect(listed.out).toMatch(/job {6}Özge Arslan <ozge@live\.example>\s+AI Developer/);
    expect(listed.out).not.toContain('tester@live.example');
    expect(listed.err).toMatch(
      new RegExp(
        `^\\[submissions\\] \\S+ site ${SITE_NAME}: listed 2 submissions \\(a text search\\)$`,
      ),
    );
    // Through the API (the site lookup, then signed Blobs URLs), not a function's Blobs context.
    expect(api.requests).toContain(`GET /api/v1/sites/${SITE_ID}`);
    expect(api.requests.some((r) => r.startsWith(`GET /api/v1/blobs/${SITE_ID}/site:forms`))).toBe(
      true,
    );
  });

  it('reads a deploy preview’s own store with --deploy', async () => {
    const listed = await live()('--deploy', DEPLOY_ID, '--search', 'live.example');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(
      `Submissions in site ${SITE_NAME}, store of deploy-preview ${DEPLOY_ID} (branch feature-x), newest first:`,
    );
    expect(listed.out).toContain('Preview Tester <tester@live.example>');
    expect(listed.out).not.toContain('ozge@live.example');
  });

  it('finds and erases a person there, naming the site in what it prints and logs', async () => {
    const found = await live()('--person', 'ozge@live.example');
    expect(found.out).toContain(`Everything held about ozge@live.example in ${SITE}:`);
    expect(found.out).toMatch(/Submissions \(2\):/);
    const erased = await live()('--erase-person', 'ozge@live.example', '--yes');
    expect(erased.code).toBe(0);
    expect(erased.out).toContain(`Erasing from ${SITE}…`);
    expect(erased.out).toContain(
      `Erased from ${SITE}: 2 submissions, 1 resume, 2 pending deliveries.`,
    );
    expect(erased.out).toContain(`Searched again: nothing of this person is left in ${SITE}.`);
    expect(erased.err).toMatch(
      new RegExp(
        `site ${SITE_NAME}: erased a person: 2 submissions, 1 resume, 2 pending deliveries; receipt \\S+$`,
      ),
    );
    const store = api.functionStore('production');
    expect(await idsOf(store, 'ozge@live.example')).toEqual({ stored: [], held: [] });
    expect((await live()('--person', 'ozge@live.example')).out).toMatch(
      /Earlier erasures of this address:\n\s+erased .*2 submissions, 1 resume/,
    );
  });

  it('withdraws a person’s future-contact consent there, keeping the application', async () => {
    const email = 'mert@live.example';
    await sendJob(
      { fullName: 'Mert Kaya', email },
      { name: 'mert.pdf', bytes: pdf() },
      'production',
    );
    const withdrawn = await live()('--withdraw-future-contact', email, '--yes');
    expect(withdrawn.code).toBe(0);
    expect(withdrawn.out).toContain(`Withdrawn in ${SITE}: 1 submission kept for less time.`);
    expect(withdrawn.err).toMatch(
      new RegExp(
        `site ${SITE_NAME}: withdrew the future-contact consent: 1 submission kept for less time$`,
      ),
    );
    const store = api.functionStore('production');
    const [id] = (await idsOf(store, email)).stored;
    const { submission } = (await readSubmission(store, id!))!;
    expect(submission.futureContact).toMatchObject({ granted: false, until: null });
    expect(submission.deleteAfter).toBe(
      addMonths(new Date(submission.receivedAt), RETENTION.applicationMonths).toISOString(),
    );
  });

  it.each([
    [
      'a wrong token',
      { NETLIFY_AUTH_TOKEN: 'nfp_revoked' },
      /^Netlify refused NETLIFY_AUTH_TOKEN \(HTTP 401\): it is mistyped, expired or revoked\./,
    ],
    [
      'a wrong site id',
      { NETLIFY_SITE_ID: 'no-such-site' },
      /^Netlify has no site that this token may read \(HTTP 404\)\. Check NETLIFY_SITE_ID \(no-such-site\)/,
    ],
    [
      'a wrong deploy id',
      { deploy: 'nosuchdeploy' },
      /^Netlify has no deploy that this token may read \(HTTP 404\)\. Check the deploy id/,
    ],
    [
      'an API that does not answer',
      { NETLIFY_API_URL: 'CLOSED' },
      /^The Netlify API at http:\/\/127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)\./,
    ],
    [
      'only one of the two settings',
      { NETLIFY_AUTH_TOKEN: '' },
      /^NETLIFY_AUTH_TOKEN is not set: set both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN/,
    ],
  ])('with %s, says so in a sentence and reads nothing', async (_case, changes, message) => {
    const { deploy, ...env } = changes as Record<string, string>;
    if (env.NETLIFY_API_URL === 'CLOSED') env.NETLIFY_API_URL = await closedAddress();
    const before = api.requests.filter((r) => r.includes('/blobs/')).length;
    const result = await live(env)(
      '--person',
      'ozge@live.example',
      ...(deploy ? ['--deploy', deploy] : []),
    );
    expect(result.code).toBeGreaterThan(0);
    expect(result.out).toBe('');
    expect(result.err).toMatch(message);
    expect(result.err).not.toMatch(/\n\s+at |Error:/);
    expect(result.err).not.toContain(TOKEN);
    expect(api.requests.filter((r) => r.includes('/blobs/')).length).toBe(before);
  });
});
