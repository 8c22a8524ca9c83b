// Texts of the notifications screen (issue 14, /tabs/profile/notification), imported by that
// screen and the profile menu, so `ru` (the first screen) stays small.
export const ruNotifications = {
  title: 'Уведомления',
  menu: 'Уведомления',
  authTitle: 'Уведомления',
  authHint: 'Войдите, чтобы получать уведомления о покупках, возвратах, занятиях и друзьях.',
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся сообщения о покупках, возвратах, занятиях и заявках в друзья.',
  loadError: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  unread: 'Новое',
  listLabel: 'Список уведомлений',
  pushTitle: 'Push-уведомления на этом устройстве',
  pushHint: 'Сообщим о главном, даже когда приложение закрыто.',
  pushEnable: 'Включить',
  pushOn: 'Включены',
  pushEnabled: 'Push-уведомления включены',
  pushDenied:
    'Уведомления запрещены в настройках браузера или телефона — разрешите их там, чтобы получать push.',
  pushUnsupported: 'Этот браузер не поддерживает push-уведомления.',
  pushFailed: 'Не удалось включить push-уведомления, попробуйте позже.',
  unreadCount: (n: number) => `Непрочитанных: ${n}`,
} as const;
