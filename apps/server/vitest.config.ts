import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // initdb once per run; every suite copies the empty cluster (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Suites share nothing mutable: each builds its own app on its own database. Loading the app's
    // module graph once per worker instead of once per file halves the project's CPU time
    // (issue 23, docs/testing.md); module-level state in test helpers must not assume a fresh
    // module per file (places-fixtures' origins go round).
    isolate: false,
    // PGlite start + migrations take a couple of seconds per suite on these 2-core machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
