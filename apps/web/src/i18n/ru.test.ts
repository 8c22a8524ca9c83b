import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plural, ru } from './ru';
import { ruCommerce } from './ru-commerce';
import { ruDiscoveryList } from './ru-discovery-list';
import { ruDiscoveryMap } from './ru-discovery-map';
import { ruDiscoveryPlace } from './ru-discovery-place';
import { ruPurchases } from './ru-purchases';
import { ruDevSettings } from './ru-dev-settings';
import { ruLogin } from './ru-login';
import { ruSections } from './ru-sections';
import { ruTax } from './ru-tax';
import { extractSpecQuotes, SPEC_TAB_PHRASE, type SpecQuotes } from './spec-quotes';
import fixtureJson from './spec-quotes.json';

const fixture: SpecQuotes = fixtureJson;

// STYLE.md: "the spec's quoted texts are copied verbatim (a test checks it)". The spec lives
// beside the clone (../shared/spec.md); its quotes are kept in the repository as a fixture
// (spec-quotes.json, refreshed by `npm run spec:quotes`), so the check needs the clone alone.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const specPath = path.resolve(repoRoot, fixture.source);

/** Texts the spec quotes «…» that this app shows. Add a line when a screen starts using one. */
export const SPEC_TEXTS_USED = [
  // §4 app start
  'К сожалению, система временно недоступна',
  'мы делаем все возможное, чтобы возобновить работу!',
  // §8 the 401 rule
  'Авторизация в приложении',
  'Время сессии истекло, пожалуйста, авторизуйтесь снова',
  // §2.3 offline toast, §8 chunk failure
  'Нет соединения с интернетом. Попробуйте воспользоваться другой сетью — мобильной или wi-fi.',
  'Loading chunk failed',
  // §2.3 widgets
  'Пожалуйста, подождите...',
  'Выбрать',
  'Отмена',
  'Готово',
  'Укажите Ваш пол',
  // §2.4 empty states and the link back
  'Группы не найдены',
  'Группы отсутствуют',
  'Тарифы не указаны',
  'Обратитесь в спортобъект для уточнения информации',
  'Перейти на главную',
  // §6 auth-required modal
  'Функция недоступна',
  'Авторизация',
  'Перейти к авторизации',
  // §8 profile update and photos (issue 3)
  'Данные обновлены',
  'Данные успешно обновлены',
  'Ошибка при обновлении данных',
  'Не получилось обновить данные.',
  'Ошибка при обновлении фотографии',
  'Ошибка загрузки фотографии',
  'Отказано в доступе к фотографиям, откройте доступ к галерее',
  // §8 location failure (issue 4, places list)
  'Ошибка получения данных о вашем местоположении',
  // §5 a zero price (events on the map)
  'Бесплатно',
  // §8 favourites and §2.4 address copy (issue 4, venue page)
  'Площадка успешно добавлена в избранное',
  'Площадка успешно удалена из избранного',
  'К сожалению, при добавлении площадки в избранное произошла ошибка',
  'К сожалению, при удалении площадки из избранного произошла ошибка',
  'Адрес скопирован',
] as const;

/** Tab labels of spec §2.1 (named there without «»). */
const SPEC_TAB_LABELS = [ru.tabs.main, ru.tabs.places, ru.tabs.profile];

function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

describe('ru.ts against the spec quotes', () => {
  const quoted = new Set(fixture.quotes);
  // Every text module: `ru` and those only lazy screens import.
  const values = new Set(
    leafStrings({
      ru,
      ruCommerce,
      ruDevSettings,
      ruDiscoveryList,
      ruDiscoveryMap,
      ruDiscoveryPlace,
      ruLogin,
      ruPurchases,
      ruSections,
      ruTax,
    }),
  );

  it.each(SPEC_TEXTS_USED)('«%s» is quoted in the spec and is a value of ru.ts', (text) => {
    expect(quoted.has(text)).toBe(true);
    expect(values.has(text)).toBe(true);
  });

  it('uses the tab names of spec §2.1', () => {
    expect(SPEC_TAB_LABELS).toEqual(['Главная', 'Поиск', 'Профиль']);
    expect(fixture.phrases).toContain(SPEC_TAB_PHRASE);
  });

  it('keeps no near-miss copies of a quoted spec text', () => {
    // A value that contains a spec quote plus something else usually means a typo'd or
    // decorated copy; the spec text must then be its own value.
    for (const quote of fixture.quotes.filter((q) => q.length > 12)) {
      for (const value of values) {
        if (value !== quote && value.includes(quote)) expect(values.has(quote)).toBe(true);
      }
    }
  });

  // Only where the spec sits beside the clone: a stale fixture says `npm run spec:quotes`.
  it.runIf(existsSync(specPath))('is the fixture of the spec beside the repository', () => {
    const fresh = extractSpecQuotes(readFileSync(specPath, 'utf8'), fixture.source);
    expect(fixture, 'spec.md изменился: выполните npm run spec:quotes').toEqual(fresh);
  });
});

describe('plural', () => {
  it('picks the Russian form', () => {
    const forms = ['проход', 'прохода', 'проходов'] as const;
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural(n, forms))).toEqual([
      'проход',
      'прохода',
      'проходов',
      'проходов',
      'проход',
      'прохода',
      'проходов',
    ]);
  });
});
