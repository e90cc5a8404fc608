import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import rebuild, { config } from '../../netlify/functions/rebuild.mts';
import { setEnv } from './support/slack';

/** A stand-in for Netlify's build hook API on 127.0.0.1: `POST /build_hooks/{id}`, answered with `status`. */
let status = 200;
const received: { method?: string; url?: string }[] = [];
const hooks = createServer((req: IncomingMessage, res) => {
  received.push({ method: req.method, url: req.url });
  req.resume();
  req.on('end', () => {
    res.writeHead(status);
    res.end();
  });
});
const HOOK_ID = '6a1f0c9e8d7b5a4f3e2d1c0b';
let hookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/build_hooks/${HOOK_ID}`;
});
afterAll(() => new Promise((resolve) => hooks.close(resolve)));

let logs: string[] = [];
const run = async (url: string | undefined) => {
  setEnv({ BUILD_HOOK_URL: url });
  received.length = 0;
  logs = [];
  const log = (...args: unknown[]) => void logs.push(args.join(' '));
  vi.spyOn(console, 'log').mockImplementation(log);
  vi.spyOn(console, 'error').mockImplementation(log);
  return rebuild();
};
afterEach(() => {
  vi.restoreAllMocks();
  setEnv({ BUILD_HOOK_URL: undefined });
  status = 200;
});

describe('the nightly rebuild', () => {
  it('runs at 00:05 in Istanbul (21:05 UTC, Türkiye being UTC+3 all year)', () => {
    const [minute, hour, ...every] = config.schedule!.split(' ');
    expect(every).toEqual(['*', '*', '*']);
    expect(((Number(hour) + 3) % 24) * 60 + Number(minute)).toBe(5);
  });

  it('posts to the build hook exactly once and answers 204, naming no address in its log', async () => {
    const answer = await run(hookUrl);
    expect(answer.status).toBe(204);
    expect(received).toEqual([{ method: 'POST', url: `/build_hooks/${HOOK_ID}` }]);
    expect(logs).toEqual(['[rebuild] rebuild requested (the build hook answered 200)']);
  });

  it('says so and answers 502 when the hook refuses, without retrying or quoting the address', async () => {
    status = 404;
    const answer = await run(hookUrl);
    expect(answer.status).toBe(502);
    expect(received).toHaveLength(1);
    expect(logs).toEqual(['[rebuild] the build hook answered 404: no rebuild']);
  });

  it('says so and answers 502 when the hook cannot be reached, without quoting the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const answer = await run(`http://127.0.0.1:${port}/build_hooks/${HOOK_ID}`);
    expect(answer.status).toBe(502);
    expect(logs).toEqual([
      '[rebuild] the build hook could not be reached (ECONNREFUSED): no rebuild',
    ]);
    const malformed = await run(`not a url/${HOOK_ID}`);
    expect(malformed.status).toBe(502);
    expect(logs.join('\n')).not.toContain(HOOK_ID);
  });

  it('calls nothing and says so when BUILD_HOOK_URL is not set', async () => {
    for (const unset of [undefined, '', '  ']) {
      const answer = await run(unset);
      expect(answer.status).toBe(204);
      expect(received).toEqual([]);
      expect(logs).toEqual(['[rebuild] BUILD_HOOK_URL is not set: no rebuild requested']);
    }
  });
});
