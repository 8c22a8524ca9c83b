import { describe, expect, it } from 'vitest';
import {
  GENDERS,
  GROUP_MEMBERSHIP_STATUSES,
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  TARGET_GROUPS,
  TICKET_FILTERS,
  TIME_OF_DAY_BANDS,
  VISITOR_PACKAGE_STATUSES,
} from './enums';
import {
  GENDER_LABELS,
  GROUP_MEMBERSHIP_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PURCHASE_STATUS_LABELS,
  TARGET_GROUP_LABELS,
  TICKET_FILTER_LABELS,
  TIME_OF_DAY_BAND_LABELS,
  VISITOR_PACKAGE_STATUS_LABELS,
  formatAgeRange,
  targetGroupLabel,
} from './labels';

describe('label maps are complete (every enum value has a non-empty label)', () => {
  it.each([
    ['purchase', PURCHASE_STATUSES, PURCHASE_STATUS_LABELS],
    ['visitor package', VISITOR_PACKAGE_STATUSES, VISITOR_PACKAGE_STATUS_LABELS],
    ['group membership', GROUP_MEMBERSHIP_STATUSES, GROUP_MEMBERSHIP_STATUS_LABELS],
    ['payment', PAYMENT_STATUSES, PAYMENT_STATUS_LABELS],
    ['ticket filter', TICKET_FILTERS, TICKET_FILTER_LABELS],
    ['time of day', TIME_OF_DAY_BANDS, TIME_OF_DAY_BAND_LABELS],
    ['gender', GENDERS, GENDER_LABELS],
    ['target group', TARGET_GROUPS, TARGET_GROUP_LABELS],
  ] as [string, readonly string[], Record<string, string>][])('%s', (_name, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const v of values) expect(labels[v]?.trim()).not.toBe('');
  });
});

describe('spec §4 texts, verbatim', () => {
  it('purchase/ticket statuses', () => {
    expect(PURCHASE_STATUS_LABELS).toEqual({
      active: 'Активный',
      freezed: 'Заморожен',
      completed: 'Завершён',
      canceled: 'Аннулирован',
      sold: 'Проданный',
      created: 'Создан',
      exhausted: 'Исчерпан',
      outdated: 'Просрочен',
      refunded: 'Возвращен',
      deactivated: 'Погашен',
    });
    expect(VISITOR_PACKAGE_STATUS_LABELS.FREEZED).toBe('Заморожен');
  });

  it('group membership, ticket filter, bands, genders', () => {
    expect(GROUP_MEMBERSHIP_STATUS_LABELS).toEqual({
      NEW: 'Заявка подана',
      APPROVED: 'Заявка принята',
      DISMISSED: 'Заявка отклонена',
      WITHDRAWN: 'Заявка отозвана',
    });
    expect(TICKET_FILTER_LABELS).toEqual({ events: 'С расписанием', services: 'Без расписания' });
    expect(TIME_OF_DAY_BAND_LABELS).toEqual({ morning: 'Утро', day: 'День', evening: 'Вечер' });
    expect(GENDER_LABELS).toEqual({ M: 'Мужской', F: 'Женский' });
  });
});

describe('target groups with ages (spec §3)', () => {
  it('show the fixed ranges', () => {
    expect(TARGET_GROUP_LABELS.CHILDREN).toBe('Дети (7–11 лет)');
    expect(TARGET_GROUP_LABELS.TEENS).toBe('Подростки (12–18 лет)');
    expect(TARGET_GROUP_LABELS.ADULTS).toBe('Взрослые (19–49 лет)');
    expect(TARGET_GROUP_LABELS.SENIORS).toBe('Старшее поколение (50+)');
  });

  it('spell specific ages with the right case', () => {
    expect(formatAgeRange(5, 21)).toBe('от 5 до 21 года');
    expect(formatAgeRange(5, 22)).toBe('от 5 до 22 лет');
    expect(formatAgeRange(1, null)).toBe('от 1 года');
    expect(formatAgeRange(undefined, 10)).toBe('до 10 лет');
    expect(formatAgeRange(null, null)).toBeNull();
    expect(targetGroupLabel('SPECIFIC', { from: 6, to: 14 })).toBe('Возраст от 6 до 14 лет');
    expect(targetGroupLabel('SPECIFIC')).toBe('Определённый возраст');
    expect(targetGroupLabel('TEENS', { from: 1, to: 2 })).toBe('Подростки (12–18 лет)');
  });
});
