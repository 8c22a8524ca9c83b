import type { ApplicationKind } from '@sportkarta/contract/api/applications';

// Texts of «Мои заявки» (issue 14, /tabs/profile/applications), imported by that screen and the
// profile menu only, so `ru` (the first screen) stays small.
export const ruApplications = {
  title: 'Мои заявки',
  menu: 'Мои заявки',
  authTitle: 'Войдите, чтобы видеть свои заявки',
  listLabel: 'Заявки',
  filterLabel: 'Статус заявок',
  all: 'Все',
  kinds: {
    PLACE_PROPOSAL: 'Новая площадка',
    SECTION: 'Запись в секцию',
  } satisfies Record<ApplicationKind, string>,
  forSelf: 'Для себя',
  forChild: (name: string) => `Для: ${name}`,
  sentOn: (date: string) => `Подана ${date}`,
  decidedOn: (date: string) => `решение ${date}`,
  reason: (text: string) => `Причина: ${text}`,
  openSections: 'Открыть «Мои секции»',
  empty: 'Заявок пока нет',
  emptyHint:
    'Здесь появятся ваши записи в секции — свои и детей — и предложенные площадки. ' +
    'Найдите секцию на странице спортобъекта или предложите новую площадку.',
  emptyFiltered: 'Нет заявок с таким статусом',
  findSection: 'Найти секцию',
  proposeVenue: 'Предложить площадку',
  // Issue 28: taking back a section application still under review.
  withdraw: {
    button: 'Отозвать заявку',
    label: (title: string) => `Отозвать заявку: ${title}`,
    title: 'Отозвать заявку?',
    /** A queued application holds no place: it leaves the waiting list instead. */
    text: (title: string, forWhom: string | null, waiting: boolean) =>
      `Заявка в секцию «${title}»${forWhom ? ` (${forWhom})` : ''} будет отозвана, ` +
      (waiting ? 'а место в листе ожидания займёт следующий. ' : 'а место в группе освободится. ') +
      'Спортобъект больше не сможет её принять; чтобы заниматься, ' +
      'понадобится подать заявку заново.',
    busy: 'Отзываем…',
    done: 'Заявка отозвана',
    failed: 'Не удалось отозвать заявку',
  },
  // Issue 28: proposing a new venue (/tabs/profile/applications/new-place).
  proposal: {
    title: 'Новая площадка',
    intro:
      'Расскажите о спортивной площадке, которой нет в Спорткарте. Мы проверим её и добавим ' +
      'на карту; статус заявки будет виден в «Моих заявках».',
    labels: {
      name: 'Название',
      address: 'Адрес',
      sportTypes: 'Виды спорта',
      contact: 'Контакты площадки',
      comment: 'Комментарий',
    },
    placeholders: {
      name: 'Например, хоккейная коробка во дворе',
      address: 'Город, улица, дом',
      contact: 'Телефон, сайт или почта, если знаете',
      comment: 'Часы работы, покрытие, что ещё важно знать',
    },
    send: 'Отправить заявку',
    sending: 'Отправляем…',
    sent: 'Заявка отправлена: площадка появится на карте после проверки',
    sendFailed: 'Заявка не отправлена',
    sportsLoadError: 'Не удалось загрузить виды спорта',
  },
  loadError: 'Не удалось загрузить заявки',
  retry: 'Повторить',
  loading: 'Загружаем заявки…',
} as const;
