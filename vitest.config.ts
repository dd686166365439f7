/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

// Three projects: `unit` needs nothing built; `dev` runs `astro dev` on a scratch copy of the project and needs
// nothing built either; `build` checks the test builds that `npm run test:build` makes (and builds scratch
// copies of the project), so it runs only after that.

/**
 * The files of a worker share one module graph and one DOM environment, which takes a third off each project's
 * time: a test leaves no global behind (fake timers, stubbed globals and environment variables are restored
 * after each test), and a build test that writes the shared `document` writes all of it.
 */
const sharedWorker = { isolate: false, unstubGlobals: true, unstubEnvs: true };

export default getViteConfig({
  test: {
    testTimeout: 10_000,
    // One worker fewer than the machine has cores (Vitest's default, written out): the build tests start
    // builds, browsers, servers and nested test runs of their own, which take the other cores. More workers
    // gained 10 % on two cores and made those children miss their time limits when the machine was busy.
    maxWorkers: Math.max(availableParallelism() - 1, 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/vitest-setup.ts'],
          ...sharedWorker,
        },
      },
      {
        test: {
          name: 'dev',
          include: ['tests/dev/**/*.test.ts'],
          ...sharedWorker,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/support/scratch-sites.setup.ts'],
          ...sharedWorker,
        },
      },
    ],
  },
});
