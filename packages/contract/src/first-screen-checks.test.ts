import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NotificationsCountSchema } from './api/notifications';
import { NewsFileSchema } from './api/static-files';
import { UserSchema } from './api/user';
import { VersionInfoSchema } from './api/version';
import {
  NewsFileCheck,
  NotificationsCountCheck,
  UserCheck,
  VersionInfoCheck,
} from './first-screen-checks';
import type { LightCheck, LightType } from './light-check';

/** The light description of a zod schema: JSON types, nullability and nesting. */
function describeZod(schema: z.ZodType): LightType {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'nullable':
      return { nullable: describeZod(def.innerType as z.ZodType) };
    case 'array':
      return { array: describeZod(def.element as z.ZodType) };
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [
          key,
          describeZod(value),
        ]),
      );
    default:
      throw new Error(`Нет лёгкого описания для типа zod «${def.type}»`);
  }
}

const PAIRS: Array<[string, LightCheck<unknown>, z.ZodType]> = [
  ['news.json', NewsFileCheck, NewsFileSchema],
  ['version', VersionInfoCheck, VersionInfoSchema],
  ['userInfo', UserCheck, UserSchema],
  ['notificationsCount', NotificationsCountCheck, NotificationsCountSchema],
];

const USER = {
  id: '2f1c0e1a-8d5b-4c39-9a55-0c7bb2f2a001',
  firstName: 'Анна',
  lastName: 'Смирнова',
  middleName: '',
  birthDate: null,
  gender: 'F',
  email: '',
  phone: '+79991234567',
  photo: null,
  inn: '',
  loginMethod: 'PHONE',
  isDemo: false,
};
const NEWS_ITEM = {
  id: 'bassein',
  title: 'Бассейн открыт',
  date: '2026-11-20',
  summary: 'Коротко',
  text: 'Полностью',
  image: '/media/news/1.jpg',
  imageAlt: 'Бассейн',
};

describe('first-screen checks (issue 27): the same shape as the contract schemas, without zod', () => {
  it.each(PAIRS)('%s: the check describes exactly its zod schema', (_name, check, schema) => {
    expect(check.type).toEqual(describeZod(schema));
  });

  it('accepts what the schemas accept and names the first wrong field', () => {
    expect(UserCheck.safeParse(USER)).toEqual({ success: true, data: USER });
    expect(UserSchema.safeParse(USER).success).toBe(true);
    expect(NewsFileCheck.parse([NEWS_ITEM])).toEqual([NEWS_ITEM]);
    expect(NewsFileSchema.safeParse([NEWS_ITEM]).success).toBe(true);

    const cases: Array<[LightCheck<unknown>, unknown, string]> = [
      [UserCheck, { ...USER, isDemo: 'нет' }, '$.isDemo'],
      [UserCheck, { ...USER, photo: undefined }, '$.photo'],
      [UserCheck, [USER], '$'],
      [NewsFileCheck, [NEWS_ITEM, { ...NEWS_ITEM, title: 1 }], '$[1].title'],
      [NewsFileCheck, { items: [] }, '$'],
      [VersionInfoCheck, { version: '1', build: 1, minSupportedBuild: 1 }, '$.stores'],
      [NotificationsCountCheck, { count: '3' }, '$.count'],
      [NotificationsCountCheck, null, '$'],
    ];
    for (const [check, value, path] of cases) {
      const result = check.safeParse(value);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.message).toContain(`поле ${path}`);
    }
    expect(() => NotificationsCountCheck.parse({})).toThrow('поле $.count');
  });
});
