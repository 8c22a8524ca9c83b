import { describe, expect, it } from 'vitest';
import { rangeOf } from './periods';

// The poster's day chips on the city's today: the weekend is the coming one, or this one on a
// Saturday or a Sunday (the week starts on Monday, spec §9).
describe('rangeOf', () => {
  it.each([
    ['2026-11-26', '2026-11-28', '2026-11-29'], // Thursday
    ['2026-11-23', '2026-11-28', '2026-11-29'], // Monday
    ['2026-11-28', '2026-11-28', '2026-11-29'], // Saturday
    ['2026-11-29', '2026-11-29', '2026-11-29'], // Sunday: what is left of it
    ['2026-12-31', '2027-01-02', '2027-01-03'], // across the year
  ])('the weekend seen from %s is %s – %s', (today, dateFrom, dateTo) => {
    expect(rangeOf({ period: 'weekend' }, today)).toEqual({ dateFrom, dateTo });
  });

  it('today, tomorrow, a week, all days, a picked day', () => {
    const today = '2026-11-30';
    expect(rangeOf({ period: 'today' }, today)).toEqual({ dateFrom: today, dateTo: today });
    expect(rangeOf({ period: 'tomorrow' }, today)).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '2026-12-01',
    });
    expect(rangeOf({ period: 'week' }, today)).toEqual({ dateFrom: today, dateTo: '2026-12-06' });
    expect(rangeOf({ period: 'all' }, today)).toEqual({});
    expect(rangeOf({ date: '2026-12-10' }, today)).toEqual({
      dateFrom: '2026-12-10',
      dateTo: '2026-12-10',
    });
  });
});
