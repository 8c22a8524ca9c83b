// Status → Russian label maps of spec §4 (and the genders, target groups and bands they show).
// Typed as Record<Enum, string>: adding an enum value without its label fails the typecheck.
import { once } from './once';
import {
  AGE_GROUP_RANGES,
  type ApplicationStatus,
  type Gender,
  type GroupMembershipStatus,
  type PaymentStatus,
  type PurchaseStatus,
  type TargetGroup,
  type TicketFilter,
  type TimeOfDayBand,
  type VisitorPackageStatus,
} from './enums';

/**
 * spec §4 purchase/ticket statuses. The spec lists nine labelled statuses, "a label «Погашен»",
 * and `deactivated` without a label. Our reading: «Погашен» (redeemed) labels `deactivated`,
 * the state of a ticket or visit that was used up at the entrance and can no longer be shown.
 */
export const PURCHASE_STATUS_LABELS: Readonly<Record<PurchaseStatus, string>> = {
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
};

/** The same labels for the upper-case visitor package/service statuses of spec §4. */
export const VISITOR_PACKAGE_STATUS_LABELS: Readonly<Record<VisitorPackageStatus, string>> = {
  ACTIVE: PURCHASE_STATUS_LABELS.active,
  FREEZED: PURCHASE_STATUS_LABELS.freezed,
  COMPLETED: PURCHASE_STATUS_LABELS.completed,
  CANCELED: PURCHASE_STATUS_LABELS.canceled,
  SOLD: PURCHASE_STATUS_LABELS.sold,
  CREATED: PURCHASE_STATUS_LABELS.created,
  EXHAUSTED: PURCHASE_STATUS_LABELS.exhausted,
  OUTDATED: PURCHASE_STATUS_LABELS.outdated,
  REFUNDED: PURCHASE_STATUS_LABELS.refunded,
  DEACTIVATED: PURCHASE_STATUS_LABELS.deactivated,
};

/** spec §4 payment statuses (an order's payment, one attempt at the acquirer). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  REGISTERED: 'Ожидает оплаты',
  PROCESSING: 'В обработке',
  SUCCESS: 'Оплачен',
  CANCELED: 'Отменён',
  REJECTED: 'Отклонён',
  REVERSED: 'Возвращён',
  UNKNOWN: 'Неизвестно',
};

/** spec §4 group membership status on a group card. */
export const GROUP_MEMBERSHIP_STATUS_LABELS: Readonly<Record<GroupMembershipStatus, string>> = {
  NEW: 'Заявка подана',
  APPROVED: 'Заявка принята',
  DISMISSED: 'Заявка отклонена',
  WITHDRAWN: 'Заявка отозвана',
};

/**
 * spec §3/§4 application statuses (issue 14, the applications screen): CREATED is a draft not
 * yet sent, SENT waits for a decision, APPROVED and REJECTED are the decisions.
 */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  CREATED: 'Черновик',
  SENT: 'На рассмотрении',
  APPROVED: 'Одобрена',
  REJECTED: 'Отклонена',
  WITHDRAWN: 'Отозвана',
};

/** spec §2.3 tickets list filter. */
export const TICKET_FILTER_LABELS: Readonly<Record<TicketFilter, string>> = {
  events: 'С расписанием',
  services: 'Без расписания',
};

/** spec §2.3 morning/day/evening tabs. */
export const TIME_OF_DAY_BAND_LABELS: Readonly<Record<TimeOfDayBand, string>> = {
  morning: 'Утро',
  day: 'День',
  evening: 'Вечер',
};

/** spec §3 Gender: M or F. */
export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  M: 'Мужской',
  F: 'Женский',
};

const plural = once(() => new Intl.PluralRules('ru'));
/** "до 21 года", "до 22 лет", "от 1 года", "от 5 лет": genitive after от/до. */
const yearsGenitive = (n: number): string => (plural().select(n) === 'one' ? 'года' : 'лет');
/** "7–11 лет", "19–21 год", "2–4 года": nominative after a bare number. */
const yearsNominative = (n: number): string => {
  const form = plural().select(n);
  return form === 'one' ? 'год' : form === 'few' ? 'года' : 'лет';
};

const bandLabel = (name: string, group: keyof typeof AGE_GROUP_RANGES): string => {
  const { from, to } = AGE_GROUP_RANGES[group];
  return to === null ? `${name} (${from}+)` : `${name} (${from}–${to} ${yearsNominative(to)})`;
};

/** spec §3 target groups with the age ranges shown; SPECIFIC without ages (see targetGroupLabel). */
export const TARGET_GROUP_LABELS: Readonly<Record<TargetGroup, string>> = {
  ALL: 'Все возрасты',
  CHILDREN: bandLabel('Дети', 'CHILDREN'),
  TEENS: bandLabel('Подростки', 'TEENS'),
  ADULTS: bandLabel('Взрослые', 'ADULTS'),
  SENIORS: bandLabel('Старшее поколение', 'SENIORS'),
  SPECIFIC: 'Определённый возраст',
};

/** "от 5 до 21 года", "от 5 лет", "до 10 лет"; null when neither bound is known. */
export function formatAgeRange(from?: number | null, to?: number | null): string | null {
  const hasFrom = from !== undefined && from !== null;
  const hasTo = to !== undefined && to !== null;
  if (hasFrom && hasTo) return `от ${from} до ${to} ${yearsGenitive(to)}`;
  if (hasFrom) return `от ${from} ${yearsGenitive(from)}`;
  if (hasTo) return `до ${to} ${yearsGenitive(to)}`;
  return null;
}

/** The label of a target group; SPECIFIC shows its own ages when they are known (spec §3). */
export function targetGroupLabel(
  group: TargetGroup,
  specific?: { from?: number | null; to?: number | null },
): string {
  if (group !== 'SPECIFIC') return TARGET_GROUP_LABELS[group];
  const range = formatAgeRange(specific?.from, specific?.to);
  return range === null ? TARGET_GROUP_LABELS.SPECIFIC : `Возраст ${range}`;
}
