/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/{unit,functions,build,stress}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
