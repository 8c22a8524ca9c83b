// The spec's quoted texts, kept in the repository (`spec-quotes.json`) so that `ru.test.ts`
// checks ru.ts against them from a clone alone. The spec itself lives beside the clone
// (`../shared/spec.md`); `npm run spec:quotes` refreshes the fixture from it.

/** What the fixture holds: every «…» quote of the spec, in order, once each. */
export interface SpecQuotes {
  source: string;
  /** Lines the app copies without «» (spec §2.1 names the tabs in plain text). */
  phrases: string[];
  quotes: string[];
}

/** The spec's sentence naming the three tabs (spec §2.1). */
export const SPEC_TAB_PHRASE = 'Главная (main), Поиск (places), Профиль (profile)';

export function extractSpecQuotes(spec: string, source: string): SpecQuotes {
  const quotes = [...new Set([...spec.matchAll(/«(.+?)»/g)].map((m) => m[1]!))];
  const phrases = [SPEC_TAB_PHRASE].filter((phrase) => spec.includes(phrase));
  return { source, phrases, quotes };
}
