import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEST_DIRS = ['src', 'native'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Test files that replace modules with `vi.mock`: a mock applies to a module graph of the file's
 * own, so these run isolated (project `web-mocks`). Found by their text, so a new file that
 * mocks lands in the right project by itself.
 */
function filesThatMock(): string[] {
  return TEST_DIRS.flatMap((dir) =>
    readdirSync(path.join(here, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => `${dir}/${file}`)
      .filter((file) => readFileSync(path.join(here, file), 'utf8').includes('vi.mock(')),
  );
}

/**
 * The web app's component tests in jsdom. Issue 23: most files share nothing mutable beyond
 * what test/setup.ts resets after each test, so they run without a fresh module graph per file
 * (`web`), which takes the project's time from ~210 s to ~95 s on two cores; the files that mock
 * modules keep their isolation (`web-mocks`).
 */
export function webProject(mocks: boolean) {
  const mocking = filesThatMock();
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: {
        '@': path.join(here, 'src'),
        // Ionic's React wrappers set an element's props (`href`, `detail`, `value`…) through
        // @lit/react, whose export for Node leaves that to server rendering: jsdom gets the
        // browser's build, as the app does (issue 27: src/ui/ionic declares components so).
        // (Node resolves the package's entry for Node; the browser's sits one folder up.)
        '@lit/react': path.join(
          path.dirname(createRequire(import.meta.url).resolve('@lit/react')),
          '..',
          'index.js',
        ),
      },
    },
    test: {
      // Processed by Vite (so the alias above applies to their imports), not loaded by Node.
      server: { deps: { inline: [/@stencil[\\/]react-output-target/, /@lit[\\/]react/] } },
      name: mocks ? 'web-mocks' : 'web',
      environment: 'jsdom',
      globals: true,
      include: mocks ? mocking : TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
      exclude: mocks ? [] : mocking,
      isolate: mocks,
      setupFiles: ['./src/test/setup.ts'],
    },
  });
}
