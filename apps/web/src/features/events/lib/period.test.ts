import { describe, expect, it } from 'vitest';
import { moscowDay, periodRange, validPeriod } from './period';

// 2026-11-18 is a Wednesday. 10:15 in Moscow = 07:15 UTC.
const WED = new Date('2026-11-18T07:15:00Z');
const SAT = new Date('2026-11-21T07:15:00Z');
const SUN = new Date('2026-11-22T07:15:00Z');
const msk = (s: string) => new Date(`${s}+03:00`).toISOString();

describe('periodRange (spec §3 selectedPeriod → GET /v1/events window)', () => {
  it('today starts now (spec §7.2 default) and ends at the Moscow midnight', () => {
    expect(periodRange({ kind: 'today' }, WED)).toEqual({
      startDate: WED.toISOString(),
      endDate: msk('2026-11-19T00:00:00'),
    });
  });

  it('uses the Moscow day, not the UTC one, late in the evening', () => {
    // 23:30 Moscow on the 18th is 20:30 UTC; at 00:30 Moscow on the 19th UTC is still the 18th.
    const afterMidnight = new Date('2026-11-18T21:30:00Z');
    expect(moscowDay(afterMidnight)).toBe('2026-11-19');
    expect(periodRange({ kind: 'today' }, afterMidnight).endDate).toBe(msk('2026-11-20T00:00:00'));
  });

  it('tomorrow is the whole next day', () => {
    expect(periodRange({ kind: 'tomorrow' }, WED)).toEqual({
      startDate: msk('2026-11-19T00:00:00'),
      endDate: msk('2026-11-20T00:00:00'),
    });
  });

  it('the week runs from now to the end of Sunday (week starts Monday)', () => {
    expect(periodRange({ kind: 'week' }, WED)).toEqual({
      startDate: WED.toISOString(),
      endDate: msk('2026-11-23T00:00:00'),
    });
    expect(periodRange({ kind: 'week' }, SUN).endDate).toBe(msk('2026-11-23T00:00:00'));
  });

  it('the weekend is Saturday and Sunday; on a weekend day it starts now', () => {
    expect(periodRange({ kind: 'weekend' }, WED)).toEqual({
      startDate: msk('2026-11-21T00:00:00'),
      endDate: msk('2026-11-23T00:00:00'),
    });
    expect(periodRange({ kind: 'weekend' }, SAT)).toEqual({
      startDate: SAT.toISOString(),
      endDate: msk('2026-11-23T00:00:00'),
    });
    expect(periodRange({ kind: 'weekend' }, SUN)).toEqual({
      startDate: SUN.toISOString(),
      endDate: msk('2026-11-23T00:00:00'),
    });
  });

  it('a chosen date is that Moscow day', () => {
    expect(periodRange({ kind: 'date', date: '2026-12-31' }, WED)).toEqual({
      startDate: msk('2026-12-31T00:00:00'),
      endDate: msk('2027-01-01T00:00:00'),
    });
  });
});

describe('validPeriod (stored filter)', () => {
  it('keeps known periods and future dates, drops the rest to today', () => {
    expect(validPeriod({ kind: 'weekend' }, WED)).toEqual({ kind: 'weekend' });
    expect(validPeriod({ kind: 'date', date: '2026-11-20' }, WED)).toEqual({
      kind: 'date',
      date: '2026-11-20',
    });
    expect(validPeriod({ kind: 'date', date: '2026-11-01' }, WED)).toEqual({ kind: 'today' });
    expect(validPeriod({ kind: 'month' }, WED)).toEqual({ kind: 'today' });
    expect(validPeriod('nonsense', WED)).toEqual({ kind: 'today' });
  });
});
