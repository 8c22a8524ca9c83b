// Enumerations of spec §3 and the statuses of spec §4, values spelt exactly as the spec spells them.
// Each enum is a readonly tuple (UPPER_SNAKE plural), a zod schema (`XSchema`) and a type (`X`).
import { z } from 'zod';

/**
 * Stored codes as an enum's values in the enum's order, each once; an unknown one is left out
 * (a code the app does not know yet is never a 500 or a broken screen).
 */
export const inEnumOrder = <T extends string>(
  codes: readonly T[],
  stored: readonly string[],
): T[] => codes.filter((c) => stored.includes(c));

// ---- spec §3: entities ----

export const EVENT_KINDS = [
  'CONCERT',
  'PERFORMANCE',
  'USER_EVENT',
  'EXCURSION',
  'MOVIE',
  'EVENT',
  'ADMISSION',
  'SPORT_EVENT',
] as const;
export const EventKindSchema = z.enum(EVENT_KINDS);
export type EventKind = z.infer<typeof EventKindSchema>;

export const GENDERS = ['M', 'F'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const SPORTS_STATUSES = ['SPORTSMAN', 'AMATEUR'] as const;
export const SportsStatusSchema = z.enum(SPORTS_STATUSES);
export type SportsStatus = z.infer<typeof SportsStatusSchema>;

export const EDUCATIONS = [
  'SECONDARY_GENERAL',
  'SECONDARY_FULL',
  'SECONDARY_PROFESSIONAL',
  'HIGHER',
] as const;
export const EducationSchema = z.enum(EDUCATIONS);
export type Education = z.infer<typeof EducationSchema>;

export const SPORTS_TITLES = [
  'MS_OF_RUSSIA_OF_INTERNATIONAL_CLASS',
  'MS_OF_RUSSIA',
  'GRANDMASTER_OF_RUSSIA',
  'MS_OF_USSR',
  'HONORED_COACH_OF_RUSSIA',
] as const;
export const SportsTitleSchema = z.enum(SPORTS_TITLES);
export type SportsTitle = z.infer<typeof SportsTitleSchema>;

export const SPORTS_CATEGORIES = [
  'CANDIDATE_FOR_MASTER_OF_SPORTS',
  'THE_FIRST_SPORTS_CATEGORY',
  'THE_SECOND_SPORTS_CATEGORY',
  'THE_THIRD_SPORTS_CATEGORY',
  'FIRST_YOUTH_SPORTS_CATEGORY',
  'FIRST_SECOND_SPORTS_CATEGORY',
  'FIRST_THIRD_SPORTS_CATEGORY',
] as const;
export const SportsCategorySchema = z.enum(SPORTS_CATEGORIES);
export type SportsCategory = z.infer<typeof SportsCategorySchema>;

export const CONTACT_KINDS = [
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
] as const;
export const ContactKindSchema = z.enum(CONTACT_KINDS);
export type ContactKind = z.infer<typeof ContactKindSchema>;

/** Social networks in profiles (lower case, unlike the contact kinds). */
export const SOCIAL_NETWORKS = ['telegram', 'odnoklassniki', 'vkontakte'] as const;
export const SocialNetworkSchema = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

export const SELLABLE_ITEM_KINDS = [
  'SERVICE_PACKAGE',
  'SERVICE',
  'SCHEDULED_EVENT',
  'GOODS',
] as const;
export const SellableItemKindSchema = z.enum(SELLABLE_ITEM_KINDS);
export type SellableItemKind = z.infer<typeof SellableItemKindSchema>;

export const PRICING_TYPES = ['RATE', 'SCHEDULE'] as const;
export const PricingTypeSchema = z.enum(PRICING_TYPES);
export type PricingType = z.infer<typeof PricingTypeSchema>;

export const PAYMENT_PROVIDERS = ['YOOKASSA', 'SBERBANK'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const PAYMENT_METHODS = [
  'apple_pay',
  'google_pay',
  'bank_card',
  'yoo_money',
  'sberbank',
] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Audience / profile scope. */
export const AUDIENCES = ['ONLY_USER', 'USER_AND_CHILDREN'] as const;
export const AudienceSchema = z.enum(AUDIENCES);
export type Audience = z.infer<typeof AudienceSchema>;

export const TARGET_GROUPS = ['ADULTS', 'ALL', 'CHILDREN', 'SENIORS', 'SPECIFIC', 'TEENS'] as const;
export const TargetGroupSchema = z.enum(TARGET_GROUPS);
export type TargetGroup = z.infer<typeof TargetGroupSchema>;

/** The target groups that stand for a fixed age range (ALL and SPECIFIC do not). */
export type AgeBandTargetGroup = Exclude<TargetGroup, 'ALL' | 'SPECIFIC'>;
/** spec §3 "Age groups shown": inclusive ages in years; `to: null` means no upper bound (50+). */
export const AGE_GROUP_RANGES: Readonly<
  Record<AgeBandTargetGroup, { readonly from: number; readonly to: number | null }>
> = {
  CHILDREN: { from: 7, to: 11 },
  TEENS: { from: 12, to: 18 },
  ADULTS: { from: 19, to: 49 },
  SENIORS: { from: 50, to: null },
};

export const SERVICE_TYPES = [
  'INDIVIDUAL',
  'GROUP',
  'COMMERCIAL',
  'NON_PROFIT',
  'RENT',
  'ACCOMPANYING_COMMERCIAL',
  'ACCOMPANYING_NON_PROFIT',
  'PRODUCT',
  'ACCOMPANYING_FOR_SECTION',
] as const;
export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

/** Tabs of /tabs/places/{complexId}/serviceTypes (also route segments, spec §2.2). */
export const SERVICE_TYPE_TABS = ['services', 'service-packages', 'sections', 'all'] as const;
export const ServiceTypeTabSchema = z.enum(SERVICE_TYPE_TABS);
export type ServiceTypeTab = z.infer<typeof ServiceTypeTabSchema>;

export const PACKAGE_KINDS = ['SERVICE_PACKAGE', 'SERVICE_PACKAGE_SECTION'] as const;
export const PackageKindSchema = z.enum(PACKAGE_KINDS);
export type PackageKind = z.infer<typeof PackageKindSchema>;

export const VALIDITY_UNITS = ['DAYS', 'MONTHS'] as const;
export const ValidityUnitSchema = z.enum(VALIDITY_UNITS);
export type ValidityUnit = z.infer<typeof ValidityUnitSchema>;

export const VALIDITY_PERIODS = [
  'LIMITLESS',
  'MANUAL_DAYS',
  'WEEK',
  'MONTH',
  'TWO_MONTHS',
  'THREE_MONTHS',
  'SIX_MONTHS',
  'YEAR',
] as const;
export const ValidityPeriodSchema = z.enum(VALIDITY_PERIODS);
export type ValidityPeriod = z.infer<typeof ValidityPeriodSchema>;

export const DAY_RULES = ['ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY'] as const;
export const DayRuleSchema = z.enum(DAY_RULES);
export type DayRule = z.infer<typeof DayRuleSchema>;

export const ORDER_LINE_KINDS = [
  'SERVICE',
  'SERVICE_PACKAGE',
  'SECTION_GROUP',
  'RESERVATION',
] as const;
export const OrderLineKindSchema = z.enum(ORDER_LINE_KINDS);
export type OrderLineKind = z.infer<typeof OrderLineKindSchema>;

export const UPLOAD_KINDS = ['image', 'logo', 'csv'] as const;
export const UploadKindSchema = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKindSchema>;
/** spec §3 Upload kinds: image (jpg, png, jpeg), logo (svg, png, svg+xml), csv (text/csv). */
export const UPLOAD_FORMATS: Readonly<
  Record<
    UploadKind,
    { readonly mimeTypes: readonly string[]; readonly extensions: readonly string[] }
  >
> = {
  image: { mimeTypes: ['image/jpeg', 'image/png'], extensions: ['jpg', 'png', 'jpeg'] },
  logo: { mimeTypes: ['image/svg+xml', 'image/png'], extensions: ['svg', 'png'] },
  csv: { mimeTypes: ['text/csv'], extensions: ['csv'] },
};

/** spec §3; WITHDRAWN is ours (issue 28): taken back by the person while under review. */
export const APPLICATION_STATUSES = [
  'CREATED',
  'SENT',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const LIST_STATES = ['ACTIVE', 'ARCHIVED'] as const;
export const ListStateSchema = z.enum(LIST_STATES);
export type ListState = z.infer<typeof ListStateSchema>;

export const AGREEMENTS = ['CONSENT', 'TERMS_OF_USE'] as const;
export const AgreementSchema = z.enum(AGREEMENTS);
export type Agreement = z.infer<typeof AgreementSchema>;

export const CURRENCIES = ['RUB'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

export const LOGIN_METHODS = ['SBER_ID', 'PHONE'] as const;
export const LoginMethodSchema = z.enum(LOGIN_METHODS);
export type LoginMethod = z.infer<typeof LoginMethodSchema>;

/** spec §3/§6: UNKNOWN until the session is determined. */
export const PROFILE_ROLES = ['UNKNOWN', 'LOGINED', 'UNLOGINED'] as const;
export const ProfileRoleSchema = z.enum(PROFILE_ROLES);
export type ProfileRole = z.infer<typeof ProfileRoleSchema>;

export * from './enums-statuses';
