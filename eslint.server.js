import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The server's and the contract's imports (docs/architecture.md): nothing imports in a circle,
// the venue index is used through its module's index.ts only, and neither imports the web app
// (web → contract ← server). Kept apart from the web app's rules (eslint.config.js), which
// resolve against the web app's tsconfig.
const server = 'apps/server/src';
const venueIndex = `${server}/modules/venue-index`;
// Issue 23: what the server and the app both need (routes, deep links, first-screen texts)
// lives in packages/contract.
const NO_WEB_SOURCE =
  'Сервер и контракт не импортируют веб-приложение (@sportkarta/web, apps/web): ' +
  'общее для обоих — в packages/contract (web → contract ← server).';

export const serverImports = [
  {
    files: ['apps/server/**/*.ts', 'packages/contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions import-x skips .ts dependencies: no cycle is seen.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The package by name: it exports nothing, so the path zone below would not resolve it.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@sportkarta/web', '@sportkarta/web/*'], message: NO_WEB_SOURCE }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A relative path into the web app, resolved.
            {
              target: ['./apps/server', './packages/contract'],
              from: './apps/web',
              message: NO_WEB_SOURCE,
            },
            {
              target: [
                `./${server}/*.ts`,
                `./${server}/!(modules)/**`,
                `./${server}/modules/!(venue-index)/**`,
              ],
              from: `./${venueIndex}`,
              except: ['./index.ts'],
              message: 'Индекс площадок — только через modules/venue-index/index.ts.',
            },
            {
              // Routes validate and delegate; SQL is reached through a service.
              target: `./${server}/modules/*/{routes,*-routes}.ts`,
              from: `./${server}/**/{repository,*-repository}.ts`,
              message: 'Маршрут не вызывает репозиторий: только через сервис.',
            },
            {
              // Places show ratings (the summary, the rounding); ratings only check the venue.
              target: `./${server}/modules/ratings`,
              from: `./${server}/modules/places`,
              message: 'Оценки не импортируют площадки: places → ratings, не наоборот.',
            },
          ],
        },
      ],
    },
  },
];
