import { describe, expect, it } from 'vitest';
import * as enums from './enums';
import { TIME_OF_DAY_BANDS, timeOfDayBandForHour } from './enums';

// spec §3/§4 values, copied by hand from the spec: a renamed or dropped value fails here.
const expected: [string, readonly (string | number)[]][] = [
  [
    'EVENT_KINDS',
    [
      'CONCERT',
      'PERFORMANCE',
      'USER_EVENT',
      'EXCURSION',
      'MOVIE',
      'EVENT',
      'ADMISSION',
      'SPORT_EVENT',
    ],
  ],
  ['GENDERS', ['M', 'F']],
  ['SPORTS_STATUSES', ['SPORTSMAN', 'AMATEUR']],
  ['EDUCATIONS', ['SECONDARY_GENERAL', 'SECONDARY_FULL', 'SECONDARY_PROFESSIONAL', 'HIGHER']],
  [
    'SPORTS_TITLES',
    [
      'MS_OF_RUSSIA_OF_INTERNATIONAL_CLASS',
      'MS_OF_RUSSIA',
      'GRANDMASTER_OF_RUSSIA',
      'MS_OF_USSR',
      'HONORED_COACH_OF_RUSSIA',
    ],
  ],
  [
    'SPORTS_CATEGORIES',
    [
      'CANDIDATE_FOR_MASTER_OF_SPORTS',
      'THE_FIRST_SPORTS_CATEGORY',
      'THE_SECOND_SPORTS_CATEGORY',
      'THE_THIRD_SPORTS_CATEGORY',
      'FIRST_YOUTH_SPORTS_CATEGORY',
      'FIRST_SECOND_SPORTS_CATEGORY',
      'FIRST_THIRD_SPORTS_CATEGORY',
    ],
  ],
  [
    'CONTACT_KINDS',
    [
      'PRIMARY_ORGANIZATION_PHONE',
      'PHONE',
      'WEB_SITE',
      'INSTAGRAM',
      'FACEBOOK',
      'VKONTAKTE',
      'ODNOKLASSNIKI',
      'E_MAIL',
      'FAX',
      'TELEGRAM',
    ],
  ],
  ['SOCIAL_NETWORKS', ['telegram', 'odnoklassniki', 'vkontakte']],
  ['SELLABLE_ITEM_KINDS', ['SERVICE_PACKAGE', 'SERVICE', 'SCHEDULED_EVENT', 'GOODS']],
  ['PRICING_TYPES', ['RATE', 'SCHEDULE']],
  ['PAYMENT_PROVIDERS', ['YOOKASSA', 'SBERBANK']],
  ['PAYMENT_METHODS', ['apple_pay', 'google_pay', 'bank_card', 'yoo_money', 'sberbank']],
  ['AUDIENCES', ['ONLY_USER', 'USER_AND_CHILDREN']],
  ['TARGET_GROUPS', ['ADULTS', 'ALL', 'CHILDREN', 'SENIORS', 'SPECIFIC', 'TEENS']],
  [
    'SERVICE_TYPES',
    [
      'INDIVIDUAL',
      'GROUP',
      'COMMERCIAL',
      'NON_PROFIT',
      'RENT',
      'ACCOMPANYING_COMMERCIAL',
      'ACCOMPANYING_NON_PROFIT',
      'PRODUCT',
      'ACCOMPANYING_FOR_SECTION',
    ],
  ],
  ['SERVICE_TYPE_TABS', ['services', 'service-packages', 'sections', 'all']],
  ['PACKAGE_KINDS', ['SERVICE_PACKAGE', 'SERVICE_PACKAGE_SECTION']],
  ['VALIDITY_UNITS', ['DAYS', 'MONTHS']],
  [
    'VALIDITY_PERIODS',
    [
      'LIMITLESS',
      'MANUAL_DAYS',
      'WEEK',
      'MONTH',
      'TWO_MONTHS',
      'THREE_MONTHS',
      'SIX_MONTHS',
      'YEAR',
    ],
  ],
  ['DAY_RULES', ['ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY']],
  ['ORDER_LINE_KINDS', ['SERVICE', 'SERVICE_PACKAGE', 'SECTION_GROUP', 'RESERVATION']],
  ['UPLOAD_KINDS', ['image', 'logo', 'csv']],
  // WITHDRAWN is ours (issue 28): taken back by the person while under review.
  ['APPLICATION_STATUSES', ['CREATED', 'SENT', 'APPROVED', 'REJECTED', 'WITHDRAWN']],
  ['LIST_STATES', ['ACTIVE', 'ARCHIVED']],
  ['AGREEMENTS', ['CONSENT', 'TERMS_OF_USE']],
  ['CURRENCIES', ['RUB']],
  ['LOGIN_METHODS', ['SBER_ID', 'PHONE']],
  ['PROFILE_ROLES', ['UNKNOWN', 'LOGINED', 'UNLOGINED']],
  ['APP_START_STATUSES', ['NOPE', 'LOADING', 'SUCCESS', 'ERROR']],
  [
    'GENERIC_STATUSES',
    ['NOPE', 'SUCCESS', 'ERROR', 'CREATING', 'LOADING', 'UPDATING', 'DELETING', 'INSTALLING'],
  ],
  ['LOCATION_STATUSES', ['none', 'updating', 'success', 'error']],
  ['LOGIN_STEPS', [0, 1, 2]],
  [
    'VISITOR_PACKAGE_STATUSES',
    [
      'ACTIVE',
      'REFUNDED',
      'OUTDATED',
      'EXHAUSTED',
      'DEACTIVATED',
      'CANCELED',
      'COMPLETED',
      'CREATED',
      'FREEZED',
      'SOLD',
    ],
  ],
  [
    'TICKET_ORDER_STATUSES',
    ['canceled', 'registered', 'printed', 'created', 'returned', 'complete', 'payed'],
  ],
  [
    'PAYMENT_STATUSES',
    ['REGISTERED', 'SUCCESS', 'CANCELED', 'REVERSED', 'REJECTED', 'PROCESSING', 'UNKNOWN'],
  ],
  ['CATALOGUE_ITEM_STATUSES', ['ACTIVE', 'ARCHIVED']],
  [
    'AVAILABILITIES',
    [
      'AVAILABLE',
      'NEED_RESERVATION',
      'DEPLETED',
      'DEPLETED_FOR_TODAY',
      'OVERDUE',
      'NO_EVENTS_TODAY',
    ],
  ],
  ['MODERATIONS', ['NEW', 'APPROVED', 'DISMISSED', 'ARCHIVE']],
  ['ACTIVATIONS', ['ACTIVATED', 'OUTDATED']],
  [
    'PURCHASE_STATUSES',
    [
      'active',
      'freezed',
      'completed',
      'canceled',
      'sold',
      'created',
      'exhausted',
      'outdated',
      'refunded',
      'deactivated',
    ],
  ],
  // WITHDRAWN is ours (issue 28): an application taken back by the applicant.
  ['GROUP_MEMBERSHIP_STATUSES', ['NEW', 'APPROVED', 'DISMISSED', 'WITHDRAWN']],
  ['TIME_OF_DAY_BANDS', ['morning', 'day', 'evening']],
];

describe('enums (spec §3, §4)', () => {
  it.each(expected)('%s holds exactly the spec values', (name, values) => {
    expect((enums as Record<string, unknown>)[name]).toEqual(values);
  });

  it('schemas accept the spec spelling and refuse near misses', () => {
    expect(enums.GenderSchema.parse('F')).toBe('F');
    expect(enums.GenderSchema.safeParse('f').success).toBe(false);
    expect(enums.PurchaseStatusSchema.safeParse('frozen').success).toBe(false);
    expect(enums.LoginStepSchema.parse(2)).toBe(2);
    expect(enums.LoginStepSchema.safeParse(3).success).toBe(false);
  });

  it('age groups are the spec ranges', () => {
    expect(enums.AGE_GROUP_RANGES).toEqual({
      CHILDREN: { from: 7, to: 11 },
      TEENS: { from: 12, to: 18 },
      ADULTS: { from: 19, to: 49 },
      SENIORS: { from: 50, to: null },
    });
  });

  it('upload kinds carry the spec file types', () => {
    expect(enums.UPLOAD_FORMATS.image.extensions).toEqual(['jpg', 'png', 'jpeg']);
    expect(enums.UPLOAD_FORMATS.logo.mimeTypes).toContain('image/svg+xml');
    expect(enums.UPLOAD_FORMATS.csv.mimeTypes).toEqual(['text/csv']);
  });
});

describe('timeOfDayBandForHour (spec §9 bands)', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'day'],
    [17, 'day'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%i h is %s', (hour, band) => {
    expect(timeOfDayBandForHour(hour)).toBe(band);
  });

  it('covers every band and refuses hours outside the day', () => {
    const seen = new Set(Array.from({ length: 24 }, (_, h) => timeOfDayBandForHour(h)));
    expect([...seen]).toEqual([...TIME_OF_DAY_BANDS]);
    expect(() => timeOfDayBandForHour(24)).toThrow(RangeError);
    expect(() => timeOfDayBandForHour(-1)).toThrow(RangeError);
  });
});
