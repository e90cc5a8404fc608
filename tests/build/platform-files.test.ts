import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../../scripts/lib/built-site';
import { redirectsFile } from '../../src/config/redirects';
import { headersFileText } from '../../src/integrations/headersFile';

describe('files the build writes for Netlify', () => {
  it('the routing, as dist/_redirects', () => {
    expect(readFileSync(path.join(DIST, '_redirects'), 'utf8')).toBe(redirectsFile());
  });

  it('the headers that follow the configuration, as dist/_headers', () => {
    expect(readFileSync(path.join(DIST, '_headers'), 'utf8')).toBe(headersFileText());
  });
});
