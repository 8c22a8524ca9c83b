import { plural } from './plural';

// Texts of the venue's weekly session series (issue 25): the list, the form, skip, shift, cancel.
const sessions = (n: number) => `${n} ${plural(n, ['сеанс', 'сеанса', 'сеансов'])}`;
const seats = (n: number) => `${n} ${plural(n, ['место', 'места', 'мест'])}`;

export const ruVenueSeries = {
  tabsLabel: 'Раздел',
  tabCalendar: 'Календарь',
  tabSeries: 'Серии',
  loading: 'Загружаем серии…',
  error: 'Не удалось загрузить серии',
  empty: 'Серий пока нет',
  emptyHint: 'Серия сама создаёт сеансы события по выбранным дням недели.',
  listLabel: 'Серии сеансов',
  add: 'Новая серия',
  backToList: 'К списку серий',
  weekdayNames: {
    1: 'Понедельник',
    2: 'Вторник',
    3: 'Среда',
    4: 'Четверг',
    5: 'Пятница',
    6: 'Суббота',
    7: 'Воскресенье',
  } as Readonly<Record<number, string>>,
  everyDay: 'Каждый день',
  canceled: 'Отменена',
  finished: 'Завершена',
  upcomingBadge: (n: number) => `Впереди: ${n}`,
  capacity: (n: number) => `Мест на сеанс: ${n}`,
  sessions: (n: number) => `Сеансов: ${n}`,
  upcoming: (n: number) => `Впереди: ${n}`,
  sold: (n: number) => `Продано: ${n}`,
  skipped: (dates: string) => `Пропуск: ${dates}`,
  canceledReason: (reason: string) => `Причина отмены: ${reason}`,
  skip: 'Пропустить дату',
  shift: 'Перенести время',
  cancel: 'Отменить серию',
  actionFor: (action: string, what: string) => `${action}: ${what}`,

  // The form.
  formTitle: 'Новая еженедельная серия',
  fieldEvent: 'Событие',
  chooseEvent: 'Выберите событие',
  noEvents: 'У спортобъекта нет событий в продаже: серию не из чего создать.',
  eventPrice: (price: string, minutes: number) =>
    `Цена каждого сеанса — ${price} (цена события), длительность события — ${minutes} мин.`,
  fieldWeekdays: 'Дни недели',
  fieldStartTime: 'Время начала',
  fieldDuration: 'Длительность, минут',
  durationHint: 'Пусто — как у события',
  fieldStartDate: 'Первый день',
  fieldEndDate: 'Последний день',
  fieldCapacity: 'Мест на сеанс',
  fieldExceptions: 'Пропускаемые даты',
  exceptionDate: 'Дата, которую пропустить',
  addException: 'Добавить дату',
  removeException: (date: string) => `Убрать дату ${date}`,
  noExceptions: 'Нет — сеансы во все выбранные дни.',
  create: 'Создать серию',
  creating: 'Создаём…',
  created: (n: number) => `Серия создана: ${sessions(n)}`,
  createdAgain: 'Эта серия уже была создана',
  fixErrors: 'Проверьте поля, отмеченные ниже.',

  // Skip a date.
  skipTitle: 'Пропустить дату?',
  skipText: (name: string) =>
    `«${name}»: в этот день сеанса не будет. Если на него уже купили билеты, мы вернём деньги через того же эквайера, а владельцам билетов придёт уведомление.`,
  skipDate: 'Дата',
  skipReason: 'Причина (её прочитают покупатели)',
  /** The chosen day's session of the series: its hours and what skipping it takes away. */
  skipDay: (hours: string, sold: number, held: number, free: boolean) =>
    `В этот день сеанс ${hours}. ` +
    (sold === 0
      ? 'Билетов на него пока нет'
      : free
        ? `Выдано билетов: ${sold} — они перестанут действовать`
        : `Продано мест: ${sold} — их вернём`) +
    (held > 0 ? `; в брони: ${held} — бронь снимется.` : '.'),
  skipNoDay: 'В этот день у серии нет сеанса.',
  skipConfirm: 'Пропустить дату',
  skipSending: 'Пропускаем…',
  skipDone: (refunds: number, notified: number) =>
    `Дата пропущена. Возвратов: ${refunds}, уведомлений: ${notified}`,
  skipNoSession: 'Дата пропущена. Сеанса в этот день не было.',

  // Shift the time.
  shiftTitle: 'Перенести время серии',
  shiftText: (name: string) =>
    `«${name}»: будущие сеансы переедут на новое время. Сеансы, на которые уже проданы или забронированы места, останутся в прежнее время — их покупатели выбирали его.`,
  shiftStartTime: 'Новое время начала',
  shiftDuration: 'Длительность, минут',
  shiftConfirm: 'Перенести',
  shiftSending: 'Переносим…',
  shiftMoved: (n: number) => `Перенесено: ${sessions(n)}.`,
  shiftKept: (n: number) =>
    `${n === 1 ? 'Остался' : 'Остались'} в прежнее время: ${sessions(n)} (на них уже проданы или забронированы места, либо новое время в тот день уже прошло). Такой сеанс можно отменить в календаре или пропустить его дату.`,
  shiftKeptLabel: 'Сеансы в прежнее время',
  done: 'Готово',

  // Cancel the series.
  cancelTitle: 'Отменить серию?',
  cancelText: (name: string, upcoming: number, sold: number, free: boolean) =>
    `«${name}»: отменятся все будущие сеансы серии — ${sessions(upcoming)}. ` +
    (sold === 0
      ? 'Проданных мест в серии нет.'
      : free
        ? `Билеты на них перестанут действовать (всего в серии выдано: ${seats(sold)}), а их владельцам придёт уведомление.`
        : `Билеты на них вернём через того же эквайера (всего в серии продано: ${seats(sold)}), а покупателям придёт уведомление.`) +
    ' Прошедшие сеансы останутся как были.',
  cancelReason: 'Причина (её прочитают покупатели)',
  cancelConfirm: 'Отменить серию',
  cancelSending: 'Отменяем…',
  cancelDone: (n: number, refunds: number, notified: number) =>
    `Серия отменена: ${sessions(n)}. Возвратов: ${refunds}, уведомлений: ${notified}`,
};
