import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_DIR, DIST } from '../../scripts/lib/built-site';

const ADMIN = path.join(DIST, ADMIN_DIR);
const html = () => readFileSync(path.join(ADMIN, 'index.html'), 'utf8');
const assets = () => readdirSync(path.join(ADMIN, 'assets'));

describe('the editors admin in the build', () => {
  it('is a page of its own: noindex, no site header or footer, no site CSP', () => {
    expect(html()).toContain('<meta name="robots" content="noindex"');
    expect(html()).not.toMatch(/<header|<footer|http-equiv="content-security-policy"/i);
  });

  it('loads only its own files', () => {
    const loaded = [...html().matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(loaded.length).toBeGreaterThan(1);
    for (const url of loaded) {
      expect(url, url).toMatch(/^\/(admin\/assets\/|favicon\.svg$)/);
      expect(existsSync(path.join(DIST, url)), url).toBe(true);
    }
  });

  it('bundles its fonts and points every font rule at them, not at a CDN', () => {
    expect(assets().filter((file) => file.endsWith('.woff2')).length).toBeGreaterThanOrEqual(3);
    const code = assets()
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(ADMIN, 'assets', file), 'utf8'))
      .join('\n');
    expect(code).not.toContain('fontsource/fonts');
    const fonts = [...code.matchAll(/src:url\(([^)]+\.woff2)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const url of fonts) expect(existsSync(path.join(DIST, url)), url).toBe(true);
  });

  it('is not in the sitemap', () => {
    expect(readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  });
});
