import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { serverImports } from './eslint.server.js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

// The web app's imports point down (docs/architecture.md, STYLE.md): a layer imports only the
// layers below it, features never import each other (pages compose them), and nothing imports
// in a circle. Paths are resolved (the `@/` alias and relative ones alike), so `../../x` is
// held to the same rules as `@/x`.
const web = 'apps/web/src';

// The Ionic components that must not come from @ionic/react (issue 27): every component of
// @ionic/core but the ones apps/web/scripts/ionic-react-components.json lets it bring.
const ionicElsewhere = (() => {
  const allowed = new Set(
    JSON.parse(
      readFileSync(new URL('./apps/web/scripts/ionic-react-components.json', import.meta.url)),
    ),
  );
  const components = new URL('./node_modules/@ionic/core/components/', import.meta.url);
  try {
    return readdirSync(components)
      .map((file) => /^(ion-[a-z-]+)\.js$/.exec(file)?.[1])
      .filter((tag) => tag && !allowed.has(tag))
      .map((tag) => tag.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase()));
  } catch {
    return [];
  }
})();
const WEB_LAYERS = ['pages', 'app', 'features', 'lib', 'ui', 'config', 'i18n'];
const featuresDir = new URL(`./${web}/features/`, import.meta.url);
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

/**
 * no-restricted-paths zones; `allowAppToPages` for the route tables (app/pages.ts, and the staff
 * pages' registry app/staff-pages.ts).
 */
function webZones({ allowAppToPages = false } = {}) {
  const layers = WEB_LAYERS.flatMap((layer, k) => {
    const above = WEB_LAYERS.slice(0, k).filter((up) => !(allowAppToPages && up === 'pages'));
    if (above.length === 0) return [];
    return [
      {
        target: `./${web}/${layer}`,
        from: above.map((up) => `./${web}/${up}`),
        message: `Импорты идут вниз: ${WEB_LAYERS.join(' → ')} (docs/architecture.md).`,
      },
    ];
  });
  const crossFeature = features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: features.filter((other) => other !== feature).map((o) => `./${web}/features/${o}`),
    message: 'Фичи не импортируют друг друга: соберите их на странице.',
  }));
  // Test helpers serve tests only.
  const testHelpers = {
    target: `./${web}/**/!(*.test).{ts,tsx}`,
    from: [`./${web}/test/**`],
    message: 'src/test — только для тестов.',
  };
  return [...layers, ...crossFeature, testHelpers];
}

const { 'import-x/resolver': _legacyResolver, ...tsImportSettings } =
  importX.flatConfigs.typescript.settings;
const webImportSettings = {
  // Parse .ts/.tsx dependencies too (no-cycle follows them), resolving as TypeScript does.
  ...tsImportSettings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
};
const webImports = [
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: webImportSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The route tables are the places in app/ that load pages, each lazily (its own chunk): the
    // app's, and the venue staff's, behind one lazy boundary of its own (app/staff-routes.tsx).
    files: [`${web}/app/pages.ts`, `${web}/app/staff-pages.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones({ allowAppToPages: true }) }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'bench/.tmp/**',
      'e2e/playwright-report/**',
      'apps/server/drizzle/**',
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
  },
  ...serverImports,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // issue 27 (apps/web/scripts/ionic-components.ts): only the listed Ionic components come
    // from @ionic/react; the others are declared in src/ui/ionic and ship with their screens.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/ui/ionic/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ionic/react',
              importNames: ionicElsewhere,
              message:
                'Этот компонент Ionic не входит в первый экран: импортируйте его из @/ui/ionic/… (issue 27, apps/web/scripts/ionic-components.ts).',
            },
          ],
        },
      ],
    },
  },
  ...webImports,
);
