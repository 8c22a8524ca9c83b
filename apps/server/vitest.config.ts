import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // initdb once per run; every suite copies the empty cluster (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // PGlite start + migrations take a couple of seconds per suite on these 2-core machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
