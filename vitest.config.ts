/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/{unit,functions,build,stress}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest leaves a core to itself by default: on two cores that is one worker, and the stress
    // test alone (about a minute) held the rest of the suite behind it.
    maxWorkers: '100%',
  },
});
