// Texts of issue 4 (discovery), the place part; merged into ru.ts as ru.discoveryPlace.
import type { ContactKind } from '@sportkarta/contract/enums';

export const ruDiscoveryPlace = {
  // spec §8 Favourites.
  favoriteAdded: 'Площадка успешно добавлена в избранное',
  favoriteRemoved: 'Площадка успешно удалена из избранного',
  favoriteAddFailed: 'К сожалению, при добавлении площадки в избранное произошла ошибка',
  favoriteRemoveFailed: 'К сожалению, при удалении площадки из избранного произошла ошибка',
  favoriteAdd: 'Добавить в избранное',
  favoriteRemove: 'Удалить из избранного',

  // /tabs/places/{id}
  title: 'Площадка',
  loading: 'Загружаем площадку…',
  loadError: 'Не удалось загрузить площадку',
  loadErrorHint: 'Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  notFoundTitle: 'Площадка не найдена',
  notFoundHint: 'Возможно, её удалили или ссылка устарела.',
  toPlaces: 'К списку площадок',
  photosLabel: 'Фотографии',
  openPhoto: (n: number, total: number) => `Открыть фото ${n} из ${total}`,
  morePhotos: (n: number) => `+${n}`,
  noPhoto: 'Нет фотографий',
  // spec §2.4
  addressCopied: 'Адрес скопирован',
  addressCopyFailed: 'Не удалось скопировать адрес',
  copyAddress: 'Скопировать адрес',
  // spec §8 location failure (the distance is then hidden).
  locationError: 'Ошибка получения данных о вашем местоположении',
  distanceFromYou: (d: string) => `${d} от вас`,
  onMap: 'На карте',
  description: 'Описание',
  contacts: 'Контакты',
  contactKinds: {
    PRIMARY_ORGANIZATION_PHONE: 'Основной телефон',
    PHONE: 'Телефон',
    WEB_SITE: 'Сайт',
    INSTAGRAM: 'Instagram',
    FACEBOOK: 'Facebook',
    VKONTAKTE: 'ВКонтакте',
    ODNOKLASSNIKI: 'Одноклассники',
    E_MAIL: 'Электронная почта',
    FAX: 'Факс',
    TELEGRAM: 'Telegram',
  } satisfies Record<ContactKind, string>,
  hours: 'Часы работы',
  // spec §9: the week starts on Monday; index 0 is weekday 1.
  weekdays: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
  dayOff: 'Выходной',
  hoursRange: (start: string, end: string) => `${start}–${end}`,
  today: 'сегодня',
  sportTypes: 'Виды спорта',
  benefits: 'Льготы',
  units: 'Площадки комплекса',
  owner: 'Организация',
  ownerInn: (inn: string) => `ИНН ${inn}`,
  visitPolicy: 'Правила посещения',
  paybackPolicy: 'Правила возврата',

  // Ratings.
  rating: 'Рейтинг',
  noRatings: 'Оценок пока нет',
  ratingAverage: (avg: string) => `Средняя оценка ${avg} из 5`,
  ratingCount: (n: number) => {
    const form = new Intl.PluralRules('ru-RU').select(n);
    const word = form === 'one' ? 'оценка' : form === 'few' ? 'оценки' : 'оценок';
    return `${n} ${word}`;
  },
  ratingBar: (stars: number, count: number) => `${stars} — ${count}`,
  allReviews: 'Все отзывы',
  reviewsTitle: 'Отзывы',
  reviewsEmpty: 'Отзывов пока нет',
  reviewsError: 'Не удалось загрузить отзывы',
  reviewMine: 'Ваша оценка',
  stars: (n: number) => {
    const form = new Intl.PluralRules('ru-RU').select(n);
    const word = form === 'one' ? 'звезда' : form === 'few' ? 'звезды' : 'звёзд';
    return `${n} ${word}`;
  },
  rate: 'Оценить',
  changeRating: 'Изменить оценку',
  rateTitle: 'Оцените площадку',
  rateStarsLabel: 'Оценка',
  rateLoading: 'Загружаем вашу оценку…',
  rateComment: 'Комментарий (необязательно)',
  rateCommentPlaceholder: 'Что понравилось, что можно улучшить',
  rateCommentCount: (n: number, max: number) => `${n} из ${max}`,
  rateSend: 'Отправить',
  rateChooseStars: 'Выберите оценку от 1 до 5',
  rateSaved: 'Спасибо! Оценка сохранена',
  rateFailed: 'Не удалось сохранить оценку',

  // /places/{id}/photo-slider
  photosTitle: 'Фотографии',
  photoCounter: (n: number, total: number) => `${n} из ${total}`,
  photoPrev: 'Предыдущее фото',
  photoNext: 'Следующее фото',
  photoZoomIn: 'Увеличить',
  photoZoomOut: 'Уменьшить',
  photoClose: 'Закрыть',
  photoSliderHint: 'Листайте стрелками, двойное нажатие увеличивает фото',

  // /tabs/profile/favorites
  favoritesTitle: 'Избранное',
  favoritesEmpty: 'В избранном пока пусто',
  favoritesEmptyHint: 'Нажмите на сердечко на странице площадки, чтобы сохранить её здесь.',
  favoritesToPlaces: 'Найти площадку',
  favoritesError: 'Не удалось загрузить избранное',
  favoritesLoading: 'Загружаем избранное…',
  favoritesAuthTitle: 'Избранные площадки',
  favoritesAuthHint: 'Войдите, чтобы сохранять площадки в избранное.',
} as const;
