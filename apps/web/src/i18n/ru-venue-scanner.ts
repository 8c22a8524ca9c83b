import { plural } from './plural';

const count = (n: number, forms: readonly [string, string, string]): string =>
  plural(n, forms).replace('{n}', String(n));

// Texts of the door scanner (issue 24: /staff/scanner), imported by its screen only. A check-in
// result reads as the server words it (CHECK_IN_MESSAGES in the contract), online and offline
// alike; `reasons` are the device's own.

export const ruVenueScanner = {
  title: 'Сканер билетов',
  chooseTitle: 'Где вы проверяете билеты',
  chooseHint: 'Выберите спортобъект, на входе которого вы проверяете билеты.',
  noVenues: 'Нет доступа к сканеру',
  noVenuesHint: 'Сканер открывается сотрудникам спортобъекта с правом отмечать посещения.',
  rolesError: 'Не удалось загрузить ваши спортобъекты',
  retry: 'Повторить',
  authTitle: 'Сканер билетов',
  authHint: 'Войдите как сотрудник спортобъекта, чтобы проверять билеты на входе.',
  admitted: 'Проходите',
  refused: 'Вход запрещён',
  // issue 25: the lane (or half) the door gave the ticket
  partLabel: 'Место',
  part: (name: string) => `Место: ${name}`,
  reentry: 'Повторный вход',
  offlineDecided: 'Проверено без сети',
  child: (age: number) => `Ребёнок, ${count(age, ['{n} год', '{n} года', '{n} лет'])}`,
  queued: (n: number) =>
    count(n, [
      '{n} отметка ждёт отправки',
      '{n} отметки ждут отправки',
      '{n} отметок ждут отправки',
    ]),
  visitsLeftLabel: 'Осталось посещений',
  unlimited: 'без ограничений',
  holderLabel: 'Кто',
  ticketLabel: 'Билет',
  next: 'Следующий билет',
  checking: 'Проверяем…',
  verdictRegion: 'Результат проверки',
  reasons: {
    NOT_IN_PACK: 'Билета нет в списке объекта на сегодня',
    NO_PACK: 'Без сети проверить нельзя: список на сегодня не загружен',
    NO_KEY: 'Без сети проверить нельзя: ключ проверки не загружен',
    NOT_STAFF: 'Вы не можете отмечать посещения здесь',
    ERROR: 'Не удалось проверить билет',
  },
  window: (from: string | null, until: string | null) =>
    [from ? `с ${from}` : '', until ? `до ${until}` : ''].filter(Boolean).join(' '),
  windowPrefix: 'Вход',
  camera: {
    label: 'Камера',
    starting: 'Включаем камеру…',
    hint: 'Наведите камеру на QR-код билета',
    denied: 'Нет доступа к камере',
    deniedHint:
      'Разрешите приложению доступ к камере в настройках браузера или телефона. Пока можно ввести код вручную.',
    missing: 'Камера не найдена',
    missingHint: 'На этом устройстве нет камеры или она занята. Введите код вручную.',
    insecure: 'Камера доступна только по защищённому соединению (https)',
    insecureHint: 'Откройте приложение по адресу https:// или введите код вручную.',
    failed: 'Камера не включилась',
    retry: 'Включить камеру',
    decoderFailed: 'Не удалось загрузить распознавание QR-кодов. Введите код вручную.',
  },
  manual: {
    title: 'Ввести код вручную',
    label: 'Код билета',
    hint: 'Вставьте текст QR-кода или считайте его ручным сканером',
    submit: 'Проверить',
    empty: 'Введите код билета',
  },
  status: {
    online: 'В сети',
    offline: 'Нет сети: проверяем по списку на устройстве',
    queueEmpty: 'Все отметки отправлены',
    syncing: 'Отправляем отметки…',
    syncFailed: 'Не удалось отправить отметки, повторим позже',
    pack: (date: string, n: number, at: string) => `Список на ${date}: ${n} шт., обновлён в ${at}`,
    noPack: 'Список для работы без сети не загружен',
    conflictsTitle: 'Сервер не принял отметки',
    conflictOutcome: { CONFLICT: 'Конфликт', REFUSED: 'Отказ' },
    dismiss: 'Понятно',
  },
  venue: (name: string) => `Объект: ${name}`,
  changeVenue: 'Другой объект',
};
