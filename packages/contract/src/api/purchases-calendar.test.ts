import { describe, expect, it } from 'vitest';
import { PurchasesCalendarRequestSchema } from './purchases-calendar';

describe('PurchasesCalendarRequestSchema', () => {
  const messages = (body: unknown) => {
    const r = PurchasesCalendarRequestSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('takes a period of up to 93 days, first and last day included', () => {
    expect(messages({ from: '2026-11-01', to: '2026-11-01' })).toEqual([]);
    // 1 December to 3 March: 93 days with both ends.
    expect(messages({ from: '2026-12-01', to: '2027-03-03' })).toEqual([]);
    expect(messages({ from: '2026-12-01', to: '2027-03-04' })).toEqual([
      'Период не может быть длиннее 93 дней',
    ]);
  });

  it('answers bad dates and a reversed period in Russian', () => {
    expect(messages({ from: '2026-13-01', to: '2026-11-01' })).toContain('Неверный формат даты');
    expect(messages({ from: '2026-11-02', to: '2026-11-01' })).toEqual([
      'Дата окончания должна быть позже чем дата начала',
    ]);
  });
});
