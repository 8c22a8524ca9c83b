import type { Audience, DayRule, ServiceType, ValidityPeriod } from '@sportkarta/contract/enums';
import { plural } from './plural';
import { ruCommerce } from './ru-commerce';

// Texts of the venue's catalogue editor: events, services, packages and their rates (issue 25).
export const ruVenueCatalogue = {
  title: 'Каталог',
  loading: 'Загружаем каталог…',
  error: 'Не удалось загрузить каталог',
  intro:
    'Что продаёт спортобъект. Новая цена действует для покупок с этого момента: уже сделанные заказы хранят свою.',
  tabsLabel: 'Разделы каталога',
  /** Issue 25 (`dictionaries-tab`): the venue's places. */
  dictionaries: 'Справочники',
  tabs: { events: 'События', services: 'Услуги', packages: 'Абонементы' },
  lists: {
    events: 'События с расписанием',
    services: 'Услуги без расписания',
    packages: 'Абонементы',
  },
  add: { events: 'Новое событие', services: 'Новая услуга', packages: 'Новый абонемент' },
  empty: {
    events: 'Событий пока нет',
    services: 'Услуг пока нет',
    packages: 'Абонементов пока нет',
  },
  emptyHint: 'Добавьте первое — посетители увидят его на странице спортобъекта.',
  noPlaces: 'У спортобъекта нет площадок: событие или услугу не к чему привязать.',
  anyPlace: 'Любая площадка спортобъекта',
  minutes: (n: number) => `${n} мин`,
  upcoming: (n: number) =>
    n === 0 ? 'Сеансов впереди нет' : `${n} ${plural(n, ['сеанс', 'сеанса', 'сеансов'])} впереди`,
  sectionPackage: 'Абонемент секции',
  ratesLabel: (name: string) => `Тарифы абонемента «${name}»`,
  withdrawnRate: 'Снят с продажи',
  bought: 'Покупали',
  visits: (n: number | null) =>
    n === null
      ? 'посещения без ограничений'
      : `${n} ${plural(n, ['посещение', 'посещения', 'посещений'])}`,
  freeze: (days: number, times: number) =>
    [
      days === 0 ? '' : `заморозка до ${days} дн.`,
      times === 0 ? '' : `до ${times} ${plural(times, ['раза', 'раз', 'раз'])}`,
    ]
      .filter(Boolean)
      .join(', '),
  salesFrom: (when: string) => `Продажи с ${when}`,
  ticketVisits: (n: number | null) =>
    n === null
      ? 'посещения без ограничений'
      : `${n} ${plural(n, ['посещение', 'посещения', 'посещений'])} по билету`,
  dailyCapacity: (n: number) => `до ${n} ${plural(n, ['билета', 'билетов', 'билетов'])} в день`,
  perPerson: (n: number) => `до ${n} в день на человека`,
  manualDays: (n: number) => `${n} дн.`,
  // actions (their accessible names add the item's name)
  edit: 'Изменить',
  archive: 'Снять с продажи',
  unarchive: 'Вернуть в продажу',
  addRate: 'Добавить тариф',
  deleteRate: 'Удалить',
  actionFor: (action: string, name: string) => `${action}: ${name}`,
  // forms
  formTitle: {
    events: 'Новое событие',
    services: 'Новая услуга',
    packages: 'Новый абонемент',
  },
  editTitle: { events: 'Событие', services: 'Услуга', packages: 'Абонемент' },
  rateFormTitle: 'Новый тариф',
  rateEditTitle: 'Тариф',
  firstRate: 'Тариф',
  firstRateHint: 'Ещё тарифы можно добавить после создания.',
  fieldPlace: 'Площадка',
  fieldName: 'Название',
  fieldDescription: 'Описание',
  fieldServiceType: 'Тип услуги',
  fieldPrice: 'Цена, ₽',
  priceHint: '0 — бесплатно.',
  fieldDuration: 'Длительность, мин',
  fieldDayRule: 'Дни',
  fieldCategory: 'Название тарифа',
  fieldCost: 'Стоимость, ₽',
  fieldTerm: 'Срок действия',
  fieldManualDays: 'Дней действия',
  fieldVisits: 'Посещений',
  visitsHint: 'Пусто — без ограничений в пределах срока.',
  fieldFreezeDays: 'Дней заморозки',
  fieldFreezeTimes: 'Раз заморозки',
  advanced: 'Дополнительно',
  advancedHint: 'Для кого, с какого момента продаётся и ограничения.',
  fieldAudience: 'Кому можно купить',
  fieldTargetGroup: 'Возраст',
  fieldAgeFrom: 'Возраст от',
  fieldAgeTo: 'Возраст до',
  ageProblems: {
    missing: 'Укажите возраст «от», «до» или оба',
    order: 'Возраст «от» больше возраста «до»',
  },
  fieldSalesOpenAt: 'Начало продаж',
  salesHint: (timeZone: string) =>
    `По времени спортобъекта (${timeZone}). Пусто — продажи открыты сразу.`,
  notMoment: 'Укажите дату и время начала продаж полностью',
  fieldVisitQuota: 'Посещений по билету',
  fieldDailyCapacity: 'Билетов в день',
  fieldPerPerson: 'Билетов в день на человека',
  noLimitHint: 'Пусто — без ограничений.',
  notRubles: 'Укажите цену в рублях, например 700 или 700,50',
  create: 'Создать',
  creating: 'Создаём…',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  created: (name: string) => `«${name}» добавлено в каталог`,
  createdAgain: 'Это уже создано — показываем в списке',
  saved: (name: string) => `«${name}» сохранено`,
  archived: (name: string) => `«${name}» снято с продажи`,
  unarchived: (name: string) => `«${name}» снова в продаже`,
  rateWithdrawn: (name: string) => `Тариф «${name}» снят с продажи`,
  rateReturned: (name: string) => `Тариф «${name}» снова в продаже`,
  rateAdded: (name: string) => `Тариф «${name}» добавлен`,
  deleteTitle: 'Удалить тариф?',
  deleteText: (name: string) =>
    `Тариф «${name}» исчезнет из абонемента. Тариф, который уже покупали, удалить нельзя — его можно только снять с продажи.`,
  deleting: 'Удаляем…',
  rateDeleted: (name: string) => `Тариф «${name}» удалён`,
  serviceTypes: {
    INDIVIDUAL: 'Индивидуальная',
    GROUP: 'Групповая',
    COMMERCIAL: 'Коммерческая',
    NON_PROFIT: 'Некоммерческая',
    RENT: 'Аренда',
    ACCOMPANYING_COMMERCIAL: 'Сопутствующая платная',
    ACCOMPANYING_NON_PROFIT: 'Сопутствующая бесплатная',
    PRODUCT: 'Товар',
    ACCOMPANYING_FOR_SECTION: 'Сопутствующая для секции',
  } satisfies Record<ServiceType, string>,
  /** The visitor's «Только для себя» and its other side. */
  audiences: {
    ONLY_USER: ruCommerce.onlyForMe,
    USER_AND_CHILDREN: 'Себе и детям',
  } satisfies Record<Audience, string>,
  dayRules: {
    ANY_DAY: 'Любой день',
    ON_WEEKDAYS: 'Только по будням',
    ON_WEEKENDS: 'Только в выходные',
  } satisfies Record<DayRule, string>,
  /** The visitor's names of the terms; «Своё число дней» where the form asks for the days. */
  terms: { ...ruCommerce.term, MANUAL_DAYS: 'Своё число дней' } satisfies Record<
    ValidityPeriod,
    string
  >,
} as const;
