import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace: each project keeps its own environment
// (node for contract and server, jsdom for the web app's components; the web files that mock
// modules run isolated in a project of their own, apps/web/vitest.shared.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocks.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores, which is one on the two-core CI
    // machine: the server suites wait on PostgreSQL and on the payment emulators' timers, so two
    // keep both cores busy (issue 23, docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
