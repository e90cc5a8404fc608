import type { Page, Request } from '@playwright/test';

/**
 * What a page did that a failed test's message does not show: its requests to the site's own code
 * and functions (with their answer, or that none came), and its errors. A test that fails once in
 * hundreds of runs leaves only its log behind, so the log has to say where the page stood.
 */
export function recordPageActivity(page: Page, origin: string) {
  const started = Date.now();
  const lines: string[] = [];
  const pending = new Map<Request, number>();
  const at = () => `${String(Date.now() - started).padStart(6)} ms`;
  const name = (request: Request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.origin === origin ? url.pathname + url.search : url.origin}`;
  };
  const watched = (request: Request) =>
    request.url().startsWith(origin) && request.resourceType() !== 'image';

  page.on('request', (request) => {
    if (watched(request)) pending.set(request, Date.now());
  });
  page.on('response', (response) => {
    const request = response.request();
    if (pending.delete(request)) lines.push(`${at()}  ${response.status()} ${name(request)}`);
  });
  page.on('requestfailed', (request) => {
    if (!pending.delete(request)) return;
    lines.push(`${at()}  failed ${name(request)}: ${request.failure()?.errorText}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) lines.push(`${at()}  at ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      lines.push(`${at()}  console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`${at()}  page error: ${error.message}`));

  return {
    /** The record, with the requests still waiting for an answer. */
    report: () => [
      ...lines,
      ...[...pending].map(
        ([request, since]) => `${at()}  no answer after ${Date.now() - since} ms: ${name(request)}`,
      ),
    ],
  };
}
