/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    testTimeout: 10_000,
  },
});
