import { once } from '@sportkarta/contract/once';

// The one plural rule of the app's texts (STYLE.md: plurals through Intl.PluralRules('ru')).
const pluralRules = once(() => new Intl.PluralRules('ru'));

/** plural(3, ['проход', 'прохода', 'проходов']) → 'прохода' */
export function plural(
  n: number,
  forms: readonly [one: string, few: string, many: string],
): string {
  const rule = pluralRules().select(n);
  if (rule === 'one') return forms[0];
  if (rule === 'few') return forms[1];
  return forms[2];
}
