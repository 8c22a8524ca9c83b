import type { DayRule, ValidityPeriod } from '@sportkarta/contract/enums';

// Texts of the catalogue and the checkout (issue 10). Spec quotes are verbatim.
export const ruCommerce = {
  entryTitle: 'Билеты и абонементы',
  entryHint: 'Сеансы, разовые посещения и абонементы этого спортобъекта',
  entryButton: 'Купить билет',
  catalogueTitle: 'Услуги и абонементы',
  tabs: { services: 'Услуги', 'service-packages': 'Абонементы', sections: 'Секции', all: 'Все' },
  placeCounts: (services: number, events: number) =>
    [
      events > 0 ? `Сеансов по расписанию: ${events}` : null,
      services > 0 ? `Услуг: ${services}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  fromPrice: (price: string) => `от ${price}`,
  // spec §2.4 default hint
  emptyHint: 'Обратитесь в спортобъект для уточнения информации',
  emptyTitle: 'Здесь пока нечего купить',
  emptyDayTitle: 'На этот день билетов нет',
  emptyDayHint: 'Выберите другой день в календаре.',
  loadError: 'Не удалось загрузить услуги',
  retry: 'Повторить',
  scheduleTitle: 'Сеансы по расписанию',
  servicesTitle: 'Разовые посещения',
  bands: { morning: 'Утро', day: 'День', evening: 'Вечер' },
  seatsLeft: ['Осталось {n} место', 'Осталось {n} места', 'Осталось {n} мест'] as const,
  soldOut: 'Мест нет',
  started: 'Сеанс начался',
  salesOpenIn: 'Продажи откроются через',
  buy: 'Купить',
  free: 'Бесплатно',
  quota: ['На {n} проход', 'На {n} прохода', 'На {n} проходов'] as const,
  unlimitedVisits: 'Без ограничения проходов',
  ticketsLeft: ['Осталось {n} билет', 'Осталось {n} билета', 'Осталось {n} билетов'] as const,
  depletedForToday: 'На этот день билеты закончились',
  notThisDay: {
    ON_WEEKDAYS: 'Только по будням',
    ON_WEEKENDS: 'Только в выходные',
    ANY_DAY: '',
  } satisfies Record<DayRule, string>,
  minutes: (n: number) => `${n} мин`,
  forChildrenAges: (from: number, to: number | null) =>
    to === null ? `от ${from} лет` : `${from}–${to} лет`,
  onlyForMe: 'Только для себя',
  packagesTitle: 'Абонементы',
  term: {
    LIMITLESS: 'Бессрочно',
    MANUAL_DAYS: 'Дней',
    WEEK: 'Неделя',
    MONTH: 'Месяц',
    TWO_MONTHS: '2 месяца',
    THREE_MONTHS: '3 месяца',
    SIX_MONTHS: '6 месяцев',
    YEAR: 'Год',
  } satisfies Record<ValidityPeriod, string>,
  manualDays: (n: number) => `${n} дн.`,
  chooseRate: 'Выбрать тариф',
  // ordering
  orderTitle: 'Оформление покупки',
  forWhom: 'Для кого',
  me: 'Для себя',
  addChild: 'Добавить ребёнка',
  quantity: 'Количество',
  agreementsTitle: 'Правила',
  agreeVisit: 'Я согласен с правилами посещения',
  agreeRefund: 'Я согласен с правилами возврата билетов',
  openDocument: 'Открыть документ',
  price: 'Стоимость',
  fee: 'Сервисный сбор',
  total: 'Итого',
  pay: 'Перейти к оплате',
  getFree: 'Получить бесплатно',
  holdLeft: 'Места забронированы ещё',
  holdExpired: 'Время брони истекло. Забронируйте места снова.',
  holdAgain: 'Забронировать снова',
  sending: 'Пожалуйста, подождите...',
  notFound: 'Не удалось найти то, что вы выбрали',
  inAppUnavailableService:
    'Покупка через приложение недоступна для данной услуги. Вы можете приобрести билеты в кассе в часы работы.',
  inAppUnavailablePackage:
    'Покупка через приложение недоступна для данного абонемента. Вы можете приобрести абонемент в кассе в часы работы.',
  visitDate: (date: string) => `Дата посещения: ${date}`,
  // payment views (spec §4, §8)
  paymentTitle: 'Оплата',
  processing: 'Проверяем оплату…',
  awaitingPayment: 'Заказ ожидает оплаты',
  orderNumber: (n: number) => `Заказ № ${n}`,
  errorTitle: 'Что-то пошло не так :(',
  errorText: 'Покупка не состоялась',
  successTitle: 'Отлично',
  successText: 'Теперь Ваша покупка в вашем Профиле',
  toProfile: 'Перейти в профиль',
  orderNotFound: 'Заказ не найден',
  paySum: (sum: string) => `Оплатить ${sum}`,
  payAgain: 'Попробовать снова',
  backToPayment: 'Вернуться к оплате',
  openingPayment: 'Открываем страницу оплаты…',
  checkingHint: 'Если вы уже оплатили заказ, подождите немного: мы получаем ответ банка.',
  payUntil: (time: string) => `Оплатите заказ до ${time}, иначе он будет отменён.`,
  methodLegend: 'Способ оплаты',
  methods: {
    bank_card: 'Банковская карта',
    yoo_money: 'ЮMoney',
    sberbank: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
  },
  sberReturnTitle: 'Возвращаемся из банка',
  /** spec §8 payment error codes, explained. */
  paymentErrors: {
    PAYMENT_CANCELED: 'Оплата не прошла. Если деньги списались, они вернутся на карту.',
    INCORRECT_PAYMENT_CALLBACK_ID:
      'Не удалось определить, какой платёж завершился. Проверьте покупки в профиле.',
    INCORRECT_PARAMS:
      'Платёжный сервис не принял данные заказа. Попробуйте ещё раз или купите в кассе.',
    DEEP_LINK_FAILED:
      'Не удалось вернуться в приложение после оплаты. Если оплата прошла, покупка появится в профиле.',
    CONFIGURATION_MISSED:
      'Оплата картой для этой площадки пока не настроена. Купить можно в кассе.',
    UNKNOWN: 'Платёжный сервис не ответил. Попробуйте ещё раз через минуту.',
  },
} as const;
