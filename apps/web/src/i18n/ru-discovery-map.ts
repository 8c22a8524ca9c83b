// Texts of issue 4 (discovery), the map part; imported by the map screens themselves, not gathered into ru.ts (issue 27: the first screen does not carry them).
// Plural forms are tuples for plural() (i18n/plural.ts).
export const ruDiscoveryMap = {
  // ui/map: the generic map container (spec §2.3)
  mapLabel: 'Карта',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  myLocation: 'Моё местоположение',
  locating: 'Определяем местоположение…',
  /** spec §8 "Location failure". */
  locationError: 'Ошибка получения данных о вашем местоположении',
  youAreHere: 'Вы здесь',
  clusterOf: 'Группа на карте:',
  tilesError: 'Не удалось загрузить подложку карты',
  close: 'Закрыть',

  // Venues layer and the map mode of /tabs/places
  venuesForms: ['площадка', 'площадки', 'площадок'] as const,
  venuesError: 'Не удалось загрузить площадки на карте',
  loadingVenues: 'Загружаем площадки…',
  more: 'Подробнее',
  mapUnavailableTitle: 'Карта временно недоступна',
  mapUnavailableHint: 'Площадки можно найти в режиме «Список».',

  // Events on the map (spec §3 Events state)
  eventsButton: 'События',
  eventsFilterOpen: 'Фильтр событий',
  eventsForms: ['событие', 'события', 'событий'] as const,
  eventPlacesForms: ['место', 'места', 'мест'] as const,
  eventsClusterOf: 'События на карте, группа:',
  eventsError: 'Не удалось загрузить события',
  eventsAtPlace: 'События на площадке',
  eventFree: 'Бесплатно',
  eventPriceUnknown: 'Цена не указана',
  eventPlace: 'Место',
  eventTime: 'Когда',
  eventPrice: 'Стоимость',
  eventKinds: {
    CONCERT: 'Концерт',
    PERFORMANCE: 'Спектакль',
    USER_EVENT: 'Событие участника',
    EXCURSION: 'Экскурсия',
    MOVIE: 'Кино',
    EVENT: 'Мероприятие',
    ADMISSION: 'Вход на площадку',
    SPORT_EVENT: 'Спортивное событие',
  },
  backToEvents: 'Ко всем событиям',

  // /filter/events
  eventsFilterTitle: 'Фильтр событий',
  period: 'Период',
  periods: {
    today: 'Сегодня',
    tomorrow: 'Завтра',
    week: 'На неделе',
    weekend: 'На выходных',
    date: 'Выбрать дату',
  },
  pickDate: 'Дата событий',
  sportTypes: 'Виды спорта',
  sportTypesAll: 'Все виды спорта',
  sportTypesError: 'Не удалось загрузить виды спорта',
  apply: 'Применить',
  reset: 'Сбросить',

  // /tabs/places/{id}/map
  placeMapTitle: 'Площадка на карте',
  placeError: 'Не удалось загрузить площадку',
  retry: 'Повторить',
  route: 'Проложить маршрут',
  toPlace: 'К площадке',
} as const;
