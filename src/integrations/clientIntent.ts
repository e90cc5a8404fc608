import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:intent` (src/islands/directives/intent.ts), the directive of every island a visitor presses or types in. */
export const clientIntent = (): AstroIntegration => ({
  name: 'client-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'intent',
        entrypoint: fileURLToPath(new URL('../islands/directives/intent.ts', import.meta.url)),
      });
    },
  },
});
