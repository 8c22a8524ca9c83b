import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace: each project keeps its own environment
// (node for contract and server, jsdom for the web app's components).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
