import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  INN_PATTERN,
  PERSON_NAME_PATTERN,
  VALIDATION_MESSAGES,
  emailSchema,
  genderSchema,
  innSchema,
  isoDateSchema,
  optionalPersonNameSchema,
  personNameSchema,
  phoneSchema,
} from './validation-messages';
import type { z } from 'zod';

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('spec §5 catalogue, verbatim', () => {
  it('fixed messages', () => {
    expect(VALIDATION_MESSAGES.required).toBe('Поле обязательно');
    expect(VALIDATION_MESSAGES.endDate).toBe('Дата окончания должна быть позже чем дата начала');
    expect(VALIDATION_MESSAGES.endTime).toBe(
      'Время окончания не может быть раньше чем время начала',
    );
    expect(VALIDATION_MESSAGES.email).toBe('Некорректный почтовый ящик');
    expect(VALIDATION_MESSAGES.phone).toBe('Некорректный номер телефона');
    expect(VALIDATION_MESSAGES.number).toBe('Должно быть числом');
    expect(VALIDATION_MESSAGES.date).toBe('Неверный формат даты');
    expect(VALIDATION_MESSAGES.regex).toBe('Недопустимые символы');
    expect(VALIDATION_MESSAGES.format).toBe('Неверный формат');
  });

  it('parametrised messages', () => {
    expect(VALIDATION_MESSAGES.min(3)).toBe('Значение не может быть меньше 3');
    expect(VALIDATION_MESSAGES.max(10)).toBe('Значение не может быть больше 10');
    expect(VALIDATION_MESSAGES.textLength(255)).toBe(
      'Длина текста не может быть больше 255 символов',
    );
    expect(VALIDATION_MESSAGES.files(5)).toBe('Превышен лимит в 5 файлов');
  });
});

describe('person names (spec §5 user form)', () => {
  it.each(['Анна-Мария', "O'Brien", 'Ёлка', 'Иван', 'Jo', 'Д’Артаньян'])('accepts %j', (name) => {
    expect(PERSON_NAME_PATTERN.test(name)).toBe(true);
    expect(personNameSchema.parse(name)).toBe(name);
  });

  it.each(['1Иван', 'И', 'Ivan!', '-Иван', "'Ann", 'Анна Мария', 'Ivan2'])('rejects %j', (name) => {
    expect(PERSON_NAME_PATTERN.test(name)).toBe(false);
    expect(personNameSchema.safeParse(name).success).toBe(false);
  });

  it('trims and explains what is wrong', () => {
    expect(personNameSchema.parse('  Пётр ')).toBe('Пётр');
    expect(firstMessage(personNameSchema, '   ')).toBe('Поле обязательно');
    expect(firstMessage(personNameSchema, undefined)).toBe('Поле обязательно');
    expect(firstMessage(personNameSchema, 'Ivan!')).toBe('Недопустимые символы');
    expect(firstMessage(personNameSchema, 'И')).toBe('Неверный формат');
  });

  it('middle name is optional with the same pattern', () => {
    expect(optionalPersonNameSchema.parse(undefined)).toBe('');
    expect(optionalPersonNameSchema.parse('  ')).toBe('');
    expect(optionalPersonNameSchema.parse('Сергеевич')).toBe('Сергеевич');
    expect(firstMessage(optionalPersonNameSchema, 'С')).toBe('Неверный формат');
    expect(firstMessage(optionalPersonNameSchema, 'С1')).toBe('Недопустимые символы');
  });
});

describe('inn, email, phone, date, gender', () => {
  it('inn is digits only, empty by default, no minimum', () => {
    expect(INN_PATTERN.test('7707083893')).toBe(true);
    expect(innSchema.parse(undefined)).toBe('');
    expect(innSchema.parse('12')).toBe('12');
    expect(firstMessage(innSchema, '77-07')).toBe('Недопустимые символы');
  });

  it.each(['user@example.com', 'a.b+c@mail.ru', 'почта@пример.рф'])('email accepts %j', (e) => {
    expect(EMAIL_PATTERN.test(e)).toBe(true);
  });

  it.each(['user@', '@mail.ru', 'a b@mail.ru', 'user@mail', 'user@mail.r', 'a@@b.ru'])(
    'email rejects %j',
    (e) => {
      expect(EMAIL_PATTERN.test(e)).toBe(false);
      expect(firstMessage(emailSchema, e)).toBe('Некорректный почтовый ящик');
    },
  );

  it('phone is +7 and ten digits', () => {
    expect(phoneSchema.parse('+79123456789')).toBe('+79123456789');
    expect(firstMessage(phoneSchema, '89123456789')).toBe('Некорректный номер телефона');
  });

  it('dates are real YYYY-MM-DD days', () => {
    expect(isoDateSchema.parse('2000-02-29')).toBe('2000-02-29');
    expect(firstMessage(isoDateSchema, '1900-02-29')).toBe('Неверный формат даты');
    expect(firstMessage(isoDateSchema, '01.02.2000')).toBe('Неверный формат даты');
    expect(firstMessage(isoDateSchema, '')).toBe('Поле обязательно');
  });

  it('gender is required, M or F', () => {
    expect(genderSchema.parse('M')).toBe('M');
    expect(firstMessage(genderSchema, undefined)).toBe('Поле обязательно');
    expect(genderSchema.safeParse('X').success).toBe(false);
  });
});
