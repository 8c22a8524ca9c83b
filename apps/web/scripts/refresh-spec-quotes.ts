// Rewrites apps/web/src/i18n/spec-quotes.json from the spec beside the repository
// (`npm run spec:quotes`; another path as the first argument). Run it when spec.md changes:
// ru.test.ts then checks ru.ts against the new quotes, from the repository alone.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { extractSpecQuotes } from '../src/i18n/spec-quotes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const specPath = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/spec.md'));
const target = path.join(repoRoot, 'apps/web/src/i18n/spec-quotes.json');

const fixture = extractSpecQuotes(readFileSync(specPath, 'utf8'), '../shared/spec.md');
const json = await format(JSON.stringify(fixture), { filepath: target });
writeFileSync(target, json);
console.info(`${path.relative(repoRoot, target)}: ${fixture.quotes.length} цитат из ${specPath}`);
