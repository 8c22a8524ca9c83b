// Every Russian text of the app, grouped by feature. Texts quoted in spec.md are copied
// verbatim (ru.test.ts checks them). Add keys to your feature's group; plurals go through
// `plural()` (i18n/plural.ts, re-exported here), which uses Intl.PluralRules('ru').
import { FIRST_SCREEN_TEXTS } from '@sportkarta/contract/first-screen';

export { plural } from './plural';

// The texts of screens that only lazy pages show (ru-commerce.ts, ru-discovery-map.ts, ru-discovery-list.ts, ru-discovery-place.ts, ru-purchases.ts,
// ru-tax.ts) are imported by
// those screens directly, not gathered here: this object ships with the first screen (issue 2
// §8, the first-screen JS budget in bench/README.md).

export const ru = {
  common: {
    appName: 'Спорткарта',
  },
  tabs: {
    // The labels and the bar's name: the server's first-screen copy shows them too (contract).
    ...FIRST_SCREEN_TEXTS.tabs,
    /** The profile tab's badge (issue 14). */
    unread: (n: number) => `Непрочитанных уведомлений: ${n}`,
  },
  // Shared widgets (apps/web/src/ui), spec §2.3, §2.4, §6
  ui: {
    close: 'Закрыть',
    cancel: 'Отмена',
    back: 'Назад',
    next: 'Далее',
    toastDismiss: 'Закрыть уведомление',
    toastRegion: 'Уведомления',
    alertError: 'Ошибка',
    alertInfo: 'Информация',
    alertSuccess: 'Готово',
    alertWarning: 'Внимание',
    loadingDefault: 'Пожалуйста, подождите...',
    sheetHandle: 'Потяните вниз, чтобы закрыть',
    pullToRefresh: 'Потяните, чтобы обновить',
    refreshing: 'Обновляем…',
    // spec §2.3 date picker
    dateConfirm: 'Выбрать',
    dateCancel: 'Отмена',
    dateDone: 'Готово',
    dateTitle: 'Выберите дату',
    datePlaceholder: 'ДД.ММ.ГГГГ',
    dateSelected: 'Выбрано:',
    // spec §2.3 gender chooser
    genderTitle: 'Укажите Ваш пол',
    genderMale: 'Мужской',
    genderFemale: 'Женский',
    quantity: 'Количество',
    quantityDecrease: 'Уменьшить количество',
    quantityIncrease: 'Увеличить количество',
    countdownLabel: 'До начала продаж',
    countdownDays: ['день', 'дня', 'дней'],
    countdownHours: ['час', 'часа', 'часов'],
    countdownMinutes: ['минута', 'минуты', 'минут'],
    countdownSeconds: ['секунда', 'секунды', 'секунд'],
    calendarLabel: 'Календарь',
    calendarWeek: 'Неделя',
    calendarMonth: 'Месяц',
    calendarPrevWeek: 'Предыдущая неделя',
    calendarNextWeek: 'Следующая неделя',
    calendarPrevMonth: 'Предыдущий месяц',
    calendarNextMonth: 'Следующий месяц',
    calendarHasEvents: 'есть сеансы по расписанию',
    calendarHasTickets: 'есть билеты',
    stepperLabel: 'Шаги',
    stepOf: (current: number, total: number) => `Шаг ${current} из ${total}`,
    stepDone: 'выполнен',
    // spec §2.4 policies are PDF files opened in a viewer
    pdfTitle: 'Документ',
    pdfDownload: 'Скачать',
    pdfLoading: 'Загружаем документ…',
    pdfFetchError: 'Ошибка при получении документа',
    pdfRenderError: 'Произошла ошибка при загрузке документа',
    pdfZoomIn: 'Увеличить',
    pdfZoomOut: 'Уменьшить',
    pdfPage: (n: number) => `Страница ${n}`,
    // spec §6 auth-required modal
    authTitle: 'Функция недоступна',
    authMessage: 'Чтобы воспользоваться этой функцией, необходимо войти в приложение.',
    authLogin: 'Авторизация',
    authPlaceholderTitle: 'Войдите в приложение',
    authPlaceholderHint: 'Здесь появятся ваши данные после входа.',
    authPlaceholderButton: 'Перейти к авторизации',
    // spec §2.4 empty states
    emptyDefaultHint: 'Обратитесь в спортобъект для уточнения информации',
    groupsNotFound: 'Группы не найдены',
    groupsNotFoundHint: 'Проверьте правильность запроса или попробуйте изменить его.',
    groupsAbsent: 'Группы отсутствуют',
    groupsAbsentAddChild: 'Добавить профиль ребёнка',
    ratesNotSpecified: 'Тарифы не указаны',
    ratesNotSpecifiedHint:
      'Спортобъект пока не указал стоимость занятий, поэтому купить их в приложении нельзя.',
    backToMain: 'Перейти на главную',
  },
  // /tabs/profile/dev-settings (issue 2 §6)
  app: {
    loading: 'Загрузка…',
    pageLoading: 'Загружаем страницу…',
    notFoundTitle: 'Страница не найдена',
    notFoundHint: 'Возможно, ссылка устарела или в адресе опечатка.',
    pageCrashed: 'Что-то пошло не так',
    pageCrashedHint:
      'На этой странице произошла ошибка. Перезагрузите страницу — обычно это помогает.',
    // spec §4 App start ERROR (toast and error page)
    startErrorHeader: 'К сожалению, система временно недоступна',
    startErrorMessage: 'мы делаем все возможное, чтобы возобновить работу!',
    retry: 'Повторить',
    retrying: 'Подключаемся…',
    noscript:
      'Для работы Спорткарты нужен JavaScript. Включите его в настройках браузера и обновите страницу.',
  },
  errors: {
    // spec §8: the 401 rule
    sessionExpiredHeader: 'Авторизация в приложении',
    sessionExpiredMessage: 'Время сессии истекло, пожалуйста, авторизуйтесь снова',
    timeout: 'Сервер не ответил вовремя. Проверьте соединение и попробуйте ещё раз.',
    network: 'Нет соединения с сервером',
    http: 'Сервер вернул ошибку. Попробуйте ещё раз позже.',
    invalidRequest: 'Запрос не может быть отправлен: не указан адрес или метод',
    invalidResponse: 'Сервер вернул данные в неожиданном формате',
  },
  offline: {
    // spec §2.3 offline toast
    lost: 'Нет соединения с интернетом. Попробуйте воспользоваться другой сетью — мобильной или wi-fi.',
    restored: 'Соединение восстановлено',
    // Issue 15: what a request made without a network answers (a purchase, a favourite…).
    needsNetwork:
      'Нет соединения с интернетом: для этого действия нужна сеть. Попробуйте ещё раз, когда связь появится.',
  },
  chunk: {
    // spec §8: the verbatim technical text, then a Russian explanation
    failed: 'Loading chunk failed',
    explanation:
      'Не удалось загрузить часть приложения. Проверьте соединение с интернетом и перезагрузите страницу.',
    reload: 'Перезагрузить',
  },
  places: {
    title: 'Поиск',
    intro: 'Найдите спортивный объект рядом',
    introHint:
      'Отметьте виды спорта, которые вам интересны: с них начнётся поиск площадок, секций и событий.',
    categoriesTitle: 'Виды спорта',
    loadError: 'Не удалось загрузить виды спорта',
    emptyTitle: 'Виды спорта пока не добавлены',
    emptyHint: 'Потяните экран вниз, чтобы обновить список.',
    retry: 'Повторить',
    selected: 'Выбрано',
  },
  profile: {
    title: 'Профиль',
    guestName: 'Гость',
    guestHint: 'Спорткарта — спортивные объекты, события и секции рядом с вами.',
    about: 'О приложении',
    aboutText: 'Спорткарта помогает найти спортивные объекты на карте и купить доступ к ним.',
    version: (version: string, build: number) => `Версия ${version} (сборка ${build})`,
    versionShort: (version: string, build: number) => `${version} (сборка ${build})`,
  },
  news: {
    // The main tab's title, hero and feed head: the server's first-screen copy shows them too.
    ...FIRST_SCREEN_TEXTS.news,
    listTitle: 'Новости',
    detailTitle: 'Новость',
    loading: 'Загружаем новости…',
    errorTitle: 'Не удалось загрузить новости',
    errorHint: 'Проверьте соединение с интернетом и попробуйте ещё раз.',
    retry: 'Повторить',
    emptyTitle: 'Новостей пока нет',
    emptyHint: 'Загляните позже — мы расскажем о новых площадках и событиях.',
    notFoundTitle: 'Новость не найдена',
    notFoundHint: 'Возможно, она была удалена или ссылка устарела.',
    publishedOn: 'Опубликовано',
  },
  onboarding: {
    dialogLabel: 'Знакомство с приложением',
    next: 'Далее',
    skip: 'Пропустить',
    start: 'Начать',
    back: 'Назад',
    slideLabel: (n: number, total: number) => `Слайд ${n} из ${total}`,
    goToSlide: (n: number) => `Перейти к слайду ${n}`,
    slides: [
      {
        title: 'Спортивные площадки на карте',
        text: 'Находите стадионы, бассейны, катки и залы рядом с домом. Фильтруйте по виду спорта, району и расстоянию.',
      },
      {
        title: 'Билеты и абонементы',
        text: 'Покупайте билеты на занятия и мероприятия и абонементы в пару касаний — без очереди в кассе.',
      },
      {
        title: 'Секции для детей',
        text: 'Записывайте ребёнка в спортивную секцию: выбирайте тренера, группу и удобное расписание.',
      },
      {
        title: 'QR-код на входе',
        text: 'Все покупки хранятся в профиле. Покажите QR-код на входе в спортобъект — и проходите.',
      },
    ],
    notificationsHint: 'Уведомления подскажут, когда открываются продажи и скоро начнётся занятие.',
    geolocationHint: 'Геолокация нужна, чтобы показывать площадки и секции рядом с вами.',
    allowNotifications: 'Разрешить уведомления',
    allowGeolocation: 'Разрешить геолокацию',
    permission: {
      pending: 'Запрашиваем разрешение…',
      granted: 'Разрешено',
      denied: 'Доступ не предоставлен — его можно включить в настройках',
      unsupported: 'Недоступно на этом устройстве',
      error: 'Не удалось запросить разрешение',
    },
  },
  a2hs: {
    title: 'Спорткарта на экране «Домой»',
    text: 'Добавьте приложение на экран «Домой»: оно будет открываться в одно касание и на весь экран.',
    platformLabel: 'Инструкция для устройства',
    ios: 'iPhone и iPad',
    android: 'Android',
    iosSteps: [
      'Откройте сайт в Safari.',
      'Нажмите «Поделиться» внизу экрана.',
      'Выберите «На экран «Домой»».',
      'Нажмите «Добавить» в правом верхнем углу.',
    ],
    androidSteps: [
      'Откройте сайт в Chrome.',
      'Нажмите меню ⋮ в правом верхнем углу.',
      'Выберите «Установить приложение» или «Добавить на главный экран».',
      'Подтвердите установку.',
    ],
    install: 'Установить',
    dismiss: 'Понятно',
  },
  appUpdate: {
    title: 'Доступно обновление',
    text: (version: string) =>
      `Вышла версия ${version}. Обновите приложение, чтобы пользоваться новыми возможностями.`,
    requiredTitle: 'Нужно обновить приложение',
    requiredText: (version: string) =>
      `Эта версия больше не поддерживается. Установите версию ${version}, чтобы продолжить.`,
    update: 'Обновить',
    later: 'Позже',
    newVersionTitle: 'Вышла новая версия',
    newVersionText: 'Мы обновили Спорткарту. Перезагрузите страницу, чтобы открыть новую версию.',
    reload: 'Перезагрузить',
  },
  // Accounts (issue 3): sign-in, spec §4 Login steps
  // Accounts (issue 3): the signed-in profile and its screens, spec §2.2, §5, §8
  account: {
    menuEdit: 'Редактировать профиль',
    menuChildren: 'Дети',
    menuSecurity: 'Безопасность',
    menuAbout: 'О приложении',
    logout: 'Выйти',
    logoutFailed: 'Не удалось выйти. Проверьте соединение и попробуйте ещё раз.',
    noName: 'Имя не указано',
    demoBadge: 'Демо-аккаунт',
    photoAlt: 'Фотография профиля',
    editTitle: 'Редактирование профиля',
    firstName: 'Имя',
    lastName: 'Фамилия',
    middleName: 'Отчество',
    birthDate: 'Дата рождения',
    gender: 'Пол',
    genderChoose: 'Выберите пол',
    email: 'Электронная почта',
    phone: 'Телефон',
    phoneReadOnly: 'Номер меняется только входом с другим номером',
    inn: 'ИНН',
    innHint: 'Не менее 10 цифр',
    save: 'Сохранить',
    saving: 'Сохраняем…',
    changePhoto: 'Изменить фото',
    updatedHeader: 'Данные обновлены',
    updatedMessage: 'Данные успешно обновлены',
    updateFailedHeader: 'Ошибка при обновлении данных',
    updateFailedMessage: 'Не получилось обновить данные.',
    photoErrorHeader: 'Ошибка при обновлении фотографии',
    photoLoadError: 'Ошибка загрузки фотографии',
    photoDenied: 'Отказано в доступе к фотографиям, откройте доступ к галерее',
    photoSourceHeader: 'Фотография профиля',
    memberTitle: 'Для кого по умолчанию',
    memberHint:
      'Покупки и записи в секции оформляются на выбранного человека; при оформлении его можно сменить.',
    memberSelf: 'Вы',
    memberChild: 'Ребёнок',
    photoFromGallery: 'Выбрать из галереи',
    photoFromCamera: 'Сделать фото',
    photoTooBig: 'Фотография больше 10 000 000 байт',
    fieldError: (label: string, message: string) => `${label}: ${message}`,
    childrenTitle: 'Дети',
    childrenEmpty: 'Детей пока нет',
    childrenEmptyHint: 'Добавьте ребёнка, чтобы записывать его в секции и покупать ему билеты.',
    addChild: 'Добавить ребёнка',
    childNewTitle: 'Новый ребёнок',
    childEditTitle: 'Данные ребёнка',
    childSaved: 'Данные ребёнка сохранены',
    childNotFound: 'Ребёнок не найден',
    loadError: 'Не удалось загрузить данные',
    retry: 'Повторить',
    securityTitle: 'Безопасность',
    sessionsTitle: 'Активные сессии',
    sessionCurrent: 'Это устройство',
    sessionUnknownDevice: 'Неизвестное устройство',
    sessionSince: (date: string) => `Вход: ${date}`,
    sessionSeen: (date: string) => `Активность: ${date}`,
    sessionEnd: 'Завершить',
    sessionEnded: 'Сессия завершена',
    deleteTitle: 'Удаление аккаунта',
    deleteHint:
      'Имя, телефон, фотография, данные детей и все сессии будут удалены без возможности восстановления.',
    deleteButton: 'Удалить аккаунт',
    deleteConfirmTitle: 'Удалить аккаунт?',
    deleteConfirmText: 'Это действие нельзя отменить.',
    deleteConfirm: 'Удалить',
    deleted: 'Аккаунт удалён',
    aboutTitle: 'О приложении',
    policiesTitle: 'Документы',
  },
} as const;

export type Ru = typeof ru;
