// Issue 28: writing to support (/tabs/profile/support, …/new). Imported by those screens, the
// profile menu and the refund hint (lazy chunks), never by the first screen.
export const ruSupport = {
  menu: 'Написать в поддержку',
  title: 'Поддержка',
  newTitle: 'Обращение в поддержку',
  authTitle: 'Войдите, чтобы написать в поддержку',
  write: 'Написать в поддержку',
  listLabel: 'Мои обращения',
  empty: 'Обращений пока нет',
  emptyHint:
    'Если что-то не получилось — с покупкой, возвратом, входом или площадкой, — напишите нам: ' +
    'ответим на почту или телефон из профиля.',
  loading: 'Загружаем обращения…',
  loadError: 'Не удалось загрузить обращения',
  retry: 'Повторить',
  sentOn: (date: string) => `Отправлено ${date}`,
  orderLine: (n: number) => `Заказ № ${n}`,
  // The form.
  topic: 'Тема',
  topicChoose: 'Выберите тему',
  text: 'Сообщение',
  textPlaceholder: 'Опишите, что случилось',
  contact: 'Как с вами связаться',
  contactHint: 'Необязательно: по умолчанию ответим на почту или телефон из профиля',
  order: 'Заказ',
  orderAttached: 'К обращению будет приложен этот заказ',
  orderDetach: 'Не прикладывать заказ',
  send: 'Отправить',
  sending: 'Отправляем…',
  sent: 'Обращение отправлено: мы ответим как можно скорее',
  sendFailed: 'Обращение не отправлено',
} as const;
