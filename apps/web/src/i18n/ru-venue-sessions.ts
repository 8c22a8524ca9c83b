import { plural } from './plural';

// Texts of the venue's session calendar and the cancellation of a session (issue 25).
export const ruVenueSessions = {
  title: 'Сеансы',
  loading: 'Загружаем сеансы…',
  error: 'Не удалось загрузить сеансы',
  empty: 'Сеансов нет',
  emptyDay: 'В этот день сеансов нет.',
  emptyWeek: 'На этой неделе сеансов нет.',
  listLabel: 'Сеансы',
  viewLabel: 'Показать',
  day: 'День',
  week: 'Неделя',
  previousDay: 'Предыдущий день',
  nextDay: 'Следующий день',
  previousWeek: 'Предыдущая неделя',
  nextWeek: 'Следующая неделя',
  today: 'Сегодня',
  live: 'Места обновляются сами',
  capacity: (n: number) => `Мест: ${n}`,
  sold: (n: number) => `Продано: ${n}`,
  held: (n: number) => `В брони: ${n}`,
  checkedIn: (n: number) => `Прошли: ${n}`,
  free: (n: number) => `Свободно: ${n}`,
  // issue 25: a session that sells parts of its place (lanes, halves)
  partsCaption: (event: string) => `«${event}» по частям площадки`,
  partHead: 'Часть',
  partSoldHead: 'Продано',
  partHeldHead: 'Бронь',
  partCheckedInHead: 'Прошли',
  partSold: (sold: number, capacity: number) => `${sold} из ${capacity}`,
  /** Tickets of «any lane» (or plain ones) that get their lane when let in. */
  partAtDoor: 'Место на входе',
  partAtDoorNone: '—',
  soldOut: 'Мест нет',
  canceled: 'Отменён',
  onNow: 'Идёт',
  over: 'Прошёл',
  canceledReason: (reason: string) => `Причина отмены: ${reason}`,
  cancel: 'Отменить сеанс',
  cancelFor: (what: string) => `Отменить сеанс: ${what}`,
  cancelTitle: 'Отменить сеанс?',
  /** `free`: nothing was paid, so nothing is refunded — the tickets just stop admitting. */
  cancelText: (name: string, when: string, sold: number, free = false) =>
    `«${name}», ${when}. Сеанс больше не будет продаваться` +
    (sold === 0
      ? '.'
      : free
        ? `; выданные билеты (${sold}) перестанут действовать, а их владельцам придёт уведомление.`
        : `; ${sold} ${plural(sold, ['купленный билет', 'купленных билета', 'купленных билетов'])} вернём через того же эквайера, а покупателям придёт уведомление.`),
  cancelReasonLabel: 'Причина (её прочитают покупатели)',
  cancelConfirm: 'Отменить сеанс',
  cancelSending: 'Отменяем…',
  cancelDone: (refunds: number, notified: number) =>
    `Сеанс отменён. Возвратов: ${refunds}, уведомлений: ${notified}`,
};
