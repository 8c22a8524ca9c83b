import { lightCheck } from './light-check';
import type { NotificationsCount } from './api/notifications';
import type { NewsItem } from './api/static-files';
import type { User } from './api/user';
import type { VersionInfo } from './api/version';

// issue 27: the first screen's answers, checked without zod (./light-check.ts). Each mirrors
// its zod schema, and first-screen-checks.test.ts fails when one drifts from it.

/** news.json (NewsFileSchema). */
export const NewsFileCheck = lightCheck<NewsItem[]>({
  array: {
    id: 'string',
    title: 'string',
    date: 'string',
    summary: 'string',
    text: 'string',
    image: 'string',
    imageAlt: 'string',
  },
});

/** GET /v1/version (VersionInfoSchema). */
export const VersionInfoCheck = lightCheck<VersionInfo>({
  version: 'string',
  build: 'number',
  minSupportedBuild: 'number',
  stores: { ios: 'string', android: 'string' },
});

/** GET /v1/userInfo (UserSchema). */
export const UserCheck = lightCheck<User>({
  id: 'string',
  firstName: 'string',
  lastName: 'string',
  middleName: 'string',
  birthDate: { nullable: 'string' },
  gender: { nullable: 'string' },
  email: 'string',
  phone: { nullable: 'string' },
  photo: { nullable: 'string' },
  inn: 'string',
  loginMethod: 'string',
  isDemo: 'boolean',
});

/** GET /service/v1/notify/notificationsCount (NotificationsCountSchema). */
export const NotificationsCountCheck = lightCheck<NotificationsCount>({ count: 'number' });
