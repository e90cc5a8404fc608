import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin } from 'vite';
import { cmsConfig } from '../admin/cmsConfig.ts';

const CONFIG_MODULE = 'virtual:cms-config';
const BASE = '/admin/';

/** The CMS configuration as a module, so the admin ships one script and fetches no config file. */
const configModule = (): Plugin => ({
  name: 'cms-config',
  resolveId: (id) => (id === CONFIG_MODULE ? `\0${CONFIG_MODULE}` : undefined),
  load: (id) =>
    id === `\0${CONFIG_MODULE}` ? `export default ${JSON.stringify(cmsConfig())};` : undefined,
});

const FONT_CDN =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/**
 * Sveltia's npm build bundles its fonts and loads them through the FontFace API, but its UI library
 * also injects `@font-face` rules that point at a CDN: the admin's CSP blocks them, and reports a
 * violation on every load. They are pointed at the bundled files, so no font is ever asked of a CDN.
 */
const selfHostedFonts = (): Plugin => ({
  name: 'cms-self-hosted-fonts',
  generateBundle(_options, bundle) {
    const fonts = Object.values(bundle).filter(
      (file) => file.type === 'asset' && file.fileName.endsWith('.woff2'),
    );
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunk.code = chunk.code.replace(FONT_CDN, (url, family: string, file: string) => {
        const font = fonts.find((asset) =>
          path.posix.basename(asset.fileName).startsWith(`${family}-${file}-`),
        );
        if (!font)
          this.error(
            `The admin has no bundled font for ${url}: check @sveltia/cms's fonts after an upgrade`,
          );
        return `${BASE}${font.fileName}`;
      });
    }
  },
});

/**
 * Builds the editors' admin (src/admin/) into `dist/admin/`: Sveltia CMS from npm, bundled with its
 * fonts and lazily loaded parts, so that /admin/ loads nothing from another origin. It is a Vite
 * build of its own, outside Astro's pages: no site header or footer, and not the site's CSP (the
 * admin's own is written to dist/_headers from src/config/csp.ts; two policies would both be
 * enforced).
 */
export const admin = (): AstroIntegration => ({
  name: 'admin',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const started = performance.now();
      await build({
        configFile: false,
        root: fileURLToPath(new URL('../admin/', import.meta.url)),
        base: BASE,
        logLevel: 'warn',
        plugins: [configModule(), selfHostedFonts()],
        build: {
          outDir: fileURLToPath(new URL('admin/', dir)),
          emptyOutDir: true,
          // The CMS is one 2 MB module, loaded by editors only; its optional parts are split off.
          chunkSizeWarningLimit: 3000,
          reportCompressedSize: false,
        },
      });
      logger.info(`/admin/ built in ${Math.round(performance.now() - started)} ms`);
    },
  },
});
