/** `npm run serve`: the built site with its functions on http://localhost:8888 (PORT overrides). */
import { fileURLToPath } from 'node:url';
import { startLocalPlatform } from './lib/local-platform.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const platform = await startLocalPlatform({ root, port: Number(process.env.PORT ?? 8888) });
console.log(`\n  Site and functions ready at ${platform.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void platform.close().finally(() => process.exit(0));
  });
}
