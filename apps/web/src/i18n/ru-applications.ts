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
  loadError: 'Не удалось загрузить заявки',
  retry: 'Повторить',
  loading: 'Загружаем заявки…',
} as const;
