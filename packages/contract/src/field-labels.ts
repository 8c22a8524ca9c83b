// The Russian names of request fields, and the one formatter of a validation message: a person
// reads «Поле «Имя»: Поле обязательно», never the code name «firstName».
import { ERROR_MESSAGES } from './error-codes';

/**
 * Every field a request schema of `api/` names (a test walks the schemas and checks each has a
 * label). The form fields read as the app's own labels (i18n/ru.ts «account»).
 */
export const FIELD_LABELS = {
  // profile and child forms (spec §5)
  firstName: 'Имя',
  lastName: 'Фамилия',
  middleName: 'Отчество',
  birthDate: 'Дата рождения',
  gender: 'Пол',
  email: 'Электронная почта',
  inn: 'ИНН',
  phone: 'Телефон',
  photo: 'Фотография',
  levelTraining: 'Уровень подготовки',
  parentId: 'Родитель',
  // sign-in, sessions, agreements, support
  code: 'Код',
  phones: 'Номера телефонов',
  agreements: 'Соглашения',
  agreement: 'Вид соглашения',
  version: 'Версия соглашения',
  text: 'Текст обращения',
  contact: 'Контакт для ответа',
  topic: 'Тема обращения',
  state: 'Состояние входа',
  serviceName: 'Сервис входа',
  platform: 'Платформа',
  id: 'Идентификатор',
  // venues, events, map, geocoder
  placeId: 'Площадка',
  value: 'Оценка',
  comment: 'Комментарий',
  name: 'Название',
  address: 'Адрес',
  lat: 'Широта',
  lon: 'Долгота',
  sportTypes: 'Виды спорта',
  categories: 'Категории',
  startDate: 'Дата начала',
  endDate: 'Дата окончания',
  bbox: 'Область карты',
  zoom: 'Масштаб',
  q: 'Адрес для поиска',
  location: 'Точка поиска',
  fields: 'Поля ответа',
  page: 'Страница',
  size: 'Размер страницы',
  field: 'Фильтр',
  values: 'Значения фильтра',
  // the place filters of POST /v1/mob/places (spec §3), named by their `field`
  latitude: 'Широта',
  longitude: 'Долгота',
  radius: 'Расстояние',
  highRating: 'Высокий рейтинг',
  hasServices: 'Есть услуги',
  benefits: 'Льготы',
  accessibility: 'Доступная среда',
  query: 'Поиск',
  // catalogue, holds, orders and payments (issues 10–11)
  complexId: 'Спортобъект',
  dateFrom: 'Дата начала',
  dateTo: 'Дата окончания',
  date: 'Дата',
  sessionIds: 'Сеансы',
  sessionId: 'Сеанс',
  kind: 'Вид',
  quantity: 'Количество',
  reservationId: 'Бронь',
  idempotencyKey: 'Ключ запроса',
  childId: 'Для кого',
  agreementsAccepted: 'Согласие с правилами',
  lines: 'Позиции заказа',
  serviceId: 'Услуга',
  visitDate: 'Дата посещения',
  rateId: 'Тариф',
  agreementId: 'Документ',
  orderId: 'Заказ',
  billId: 'Счёт',
  method: 'Способ оплаты',
  returnTo: 'Куда вернуться после оплаты',
  mdOrder: 'Номер заказа в банке',
  // the tax-deduction certificate (issue 12)
  year: 'Год',
  ownerId: 'Организация',
  payer: 'Плательщик',
  fullName: 'ФИО плательщика',
  // what was bought (issue 12)
  from: 'Дата начала',
  to: 'Дата окончания',
  token: 'Адрес календаря',
  // notifications and push registration (issue 14)
  ids: 'Уведомления',
  deviceId: 'Устройство',
  clientId: 'Приложение',
  operationTm: 'Время операции',
  active: 'Уведомления включены',
  deviceToken: 'Данные устройства для push-уведомлений',
  endpoint: 'Адрес подписки',
  keys: 'Ключи подписки',
  p256dh: 'Ключ подписки p256dh',
  auth: 'Секрет подписки auth',
  registrationId: 'Токен устройства',
  // permit documents (issue 14)
  personId: 'Чей документ',
  number: 'Номер документа',
  issueDate: 'Дата выдачи',
  validUntil: 'Действителен до',
  // documents' kinds and the poster's kinds of events alike
  kinds: 'Виды',
  listState: 'Состояние документа',
  scanId: 'Скан',
  // the poster and the applications (issue 14)
  cityId: 'Город',
  days: 'Сколько дней',
  status: 'Статус',
  // a person's own events (issue 14)
  eventId: 'Событие',
  sportTypeId: 'Вид спорта',
  // issue 25: the venue's sports and places (venue-places)
  sportTypeIds: 'Виды спорта',
  places: 'Площадки',
  position: 'Место в списке',
  description: 'Описание',
  startTime: 'Время начала',
  endTime: 'Время окончания',
  capacity: 'Количество мест',
  audience: 'Кто может записаться',
  reason: 'Причина',
  // friends (issue 14)
  friendId: 'Друг',
  requestId: 'Заявка в друзья',
  accept: 'Ответ на заявку',
  inviteCode: 'Код приглашения',
  withdraw: 'Отозвать заявку',
  findableByPhone: 'Находить меня по номеру телефона',
  // the venue's side (issue 24)
  qrToken: 'Код билета',
  nonce: 'Ключ повтора',
  scannedAt: 'Время сканирования',
  offlineAdmitted: 'Пропущен без сети',
  items: 'Проходы',
  role: 'Роль',
  scope: 'Область роли',
  coachId: 'Тренер',
  memberId: 'Участник',
  userId: 'Сотрудник',
  orderNumber: 'Номер заказа',
  lineIds: 'Позиции заказа',
  cursor: 'Страница',
  limit: 'Размер страницы',
  groupId: 'Группа',
  listId: 'Список входа',
  allProducts: 'Пропускать всё',
  eventIds: 'События',
  serviceIds: 'Услуги',
  packageIds: 'Абонементы',
  admitBeforeMinutes: 'Минут до начала',
  admitAfterStartMinutes: 'Минут после начала',
  reentry: 'Повторный вход',
  marks: 'Отметки',
  present: 'Присутствие',
  // session series (issue 25)
  seriesId: 'Серия',
  weekdays: 'Дни недели',
  durationMinutes: 'Длительность',
  exceptions: 'Пропускаемые даты',
  // the catalogue editor (issue 25)
  serviceType: 'Тип услуги',
  priceKopecks: 'Цена',
  targetGroup: 'Возрастная группа',
  ageFrom: 'Возраст от',
  ageTo: 'Возраст до',
  salesOpenAt: 'Начало продаж',
  dayRule: 'Дни посещения',
  visitQuota: 'Проходов по билету',
  dailyCapacity: 'Билетов в день',
  perPersonDailyLimit: 'Билетов в день одному посетителю',
  rates: 'Тарифы',
  category: 'Название тарифа',
  costKopecks: 'Стоимость',
  term: 'Срок действия',
  manualTermDays: 'Срок в днях',
  visits: 'Посещений',
  freezeDays: 'Дней заморозки',
  freezeTimes: 'Раз заморозки',
  withdrawn: 'Снят с продажи',
  packageId: 'Абонемент',
  // multipart parts (spec §7.2)
  user: 'Данные профиля',
  child: 'Данные ребёнка',
  doc: 'Данные документа',
  scans: 'Сканы документа',
} as const satisfies Record<string, string>;

/** Where in the request, when no field is named (a wrong body as a whole). */
const LOCATION_LABELS: Record<string, string> = {
  body: 'Тело запроса',
  querystring: 'Параметры запроса',
  params: 'Параметры адреса',
  headers: 'Заголовки',
};

const LABELS: Readonly<Record<string, string>> = FIELD_LABELS;

/** The object at `path` inside `input`, if any. */
function at(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * The label of the innermost named field of a path (`['agreements', 0, 'version']` → «Версия
 * соглашения»); list positions are skipped. An item of a filter list (`{ field, values }`,
 * spec §7.2) is named by its `field` when the request `input` is given: `[0, 'values', 1]` of
 * `[{ field: 'sportTypes', … }]` → «Виды спорта». Undefined when the path names no known field.
 */
export function fieldLabel(path: readonly PropertyKey[], input?: unknown): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string' || !Object.hasOwn(LABELS, key)) continue;
    if (key === 'values' || key === 'field') {
      const named = (at(input, path.slice(0, i)) as { field?: unknown } | undefined)?.field;
      if (typeof named === 'string' && Object.hasOwn(LABELS, named)) return LABELS[named];
    }
    return LABELS[key];
  }
  return undefined;
}

export interface InvalidField {
  /** Keys from the request part to the field (zod's issue path). */
  path: readonly PropertyKey[];
  message?: string | undefined;
}

/**
 * «Проверьте правильность заполнения полей. Поле «Имя»: Поле обязательно» — the one text of a
 * validation error, whichever check found it (route schema, multipart part). `where` names the
 * request part (`body`, `querystring`, …) for a path without a known field; `input` is that
 * part as received (it names the items of a filter list).
 */
export function validationErrorMessage(
  issue: InvalidField | undefined,
  where?: string,
  input?: unknown,
): string {
  if (!issue) return ERROR_MESSAGES.VALIDATION_ERROR;
  const label = fieldLabel(issue.path, input);
  const subject = label ? `Поле «${label}»` : (LOCATION_LABELS[where ?? ''] ?? 'Запрос');
  return `${ERROR_MESSAGES.VALIDATION_ERROR}. ${subject}: ${issue.message || 'некорректное значение'}`;
}
