/**
 * The Content-Security-Policy: only what the site uses. Astro adds the hashes of its own scripts and
 * styles to the page's CSP meta element; these are the other sources. frame-ancestors cannot be set
 * by a meta element, so netlify.toml sends it as a header (tests/unit/netlify-config.test.ts checks it).
 */
import type { AstroUserConfig } from 'astro';
import { SITE } from './site.ts';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

const origin = (url: string) => new URL(url).origin;

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', ANALYTICS_SCRIPT];

/** Origins of the frames: the assistant and the office maps. */
export const FRAME_ORIGINS = [...new Set([origin(SITE.assistantUrl), ...SITE.offices.map((office) => origin(office.mapUrl))])];

export const csp: CspConfig = {
  directives: [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${SITE.analyticsId ? ` ${ANALYTICS_CONNECT.join(' ')}` : ''}`,
    `frame-src ${FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ],
  scriptDirective: { resources: ["'self'", ...(SITE.analyticsId ? [ANALYTICS_SCRIPT] : [])] },
  // Style attributes cannot run code; islands and charts set sizes through them.
  styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
};
