// Issue 14: a person's own games and trainings — the create/edit form, the event screen and
// «Мои события». Imported by those lazy screens only, never by the first screen.
import { plural } from './plural';

const count = (n: number, forms: readonly [string, string, string]): string =>
  plural(n, forms).replace('{n}', String(n));

export const ruUserEvents = {
  newTitle: 'Новая игра',
  editTitle: 'Изменить событие',
  eventTitle: 'Событие',
  myTitle: 'Мои события',
  createGame: 'Создать игру',
  entryTitle: 'Соберите свою игру',
  entryHint: 'Назначьте время и позовите всех или только друзей.',
  kind: 'Игра или тренировка',
  // the form (field labels are the contract's, packages/contract/src/field-labels.ts)
  venue: 'Площадка',
  venueMissing: 'Выберите площадку',
  venueMissingHint:
    'Игру создают на странице площадки: найдите её в списке или на карте и нажмите «Создать игру».',
  toPlaces: 'К площадкам',
  name: 'Название',
  namePlaceholder: 'Например, «Футбол 5×5 после работы»',
  sport: 'Вид спорта',
  sportChoose: 'Выберите вид спорта',
  date: 'Дата',
  startTime: 'Начало',
  endTime: 'Окончание',
  timeZoneHint: (zone: string) =>
    zone === 'Europe/Moscow'
      ? 'Время московское — по часам площадки'
      : `Время по часам площадки (${zone})`,
  capacity: 'Мест для участников',
  capacityHint: (min: number, max: number) =>
    `От ${min} до ${max}; вы, как организатор, не в их числе`,
  audience: 'Кто может записаться',
  audienceAnyone: 'Все',
  audienceFriends: 'Только друзья',
  description: 'Описание',
  descriptionPlaceholder: 'Уровень игры, что взять с собой, где встречаемся',
  create: 'Создать',
  creating: 'Создаём…',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  created: 'Событие создано',
  saved: 'Изменения сохранены, участники получат уведомление',
  fieldError: (label: string, message: string) => `${label}: ${message}`,
  // the event screen
  when: 'Когда',
  where: 'Где',
  organiser: 'Организатор',
  you: 'вы',
  noName: 'Без имени',
  placesLeft: (left: number, capacity: number) =>
    left === 0 ? `Мест нет (всего ${capacity})` : `Свободно ${left} из ${capacity}`,
  forFriends: 'Только для друзей организатора',
  forAnyone: 'Может записаться любой',
  canceledTitle: 'Событие отменено',
  canceledHint: 'Организатор отменил это событие.',
  startedHint: 'Событие уже началось: запись закрыта.',
  register: 'Записаться',
  registering: 'Записываем…',
  registered: 'Вы записаны',
  unregister: 'Отменить запись',
  unregistering: 'Отменяем…',
  registeredToast: 'Вы записаны на событие',
  unregisteredToast: 'Запись отменена',
  edit: 'Изменить',
  cancelEvent: 'Отменить событие',
  cancelConfirmTitle: 'Отменить событие?',
  cancelConfirmText: (n: number) =>
    n > 0
      ? `${count(n, ['{n} участник получит', '{n} участника получат', '{n} участников получат'])} уведомление об отмене. Вернуть событие будет нельзя.`
      : 'Вернуть событие будет нельзя.',
  cancelConfirm: 'Да, отменить',
  canceling: 'Отменяем…',
  canceledToast: 'Событие отменено',
  participants: 'Участники',
  participantsCount: (n: number) => count(n, ['{n} участник', '{n} участника', '{n} участников']),
  noParticipants: 'Пока никто не записался',
  loadError: 'Не удалось загрузить событие',
  notFound: 'Событие не найдено',
  notAuthor: 'Изменить событие может только его организатор',
  notAuthorHint: 'Отменённое или чужое событие изменить нельзя.',
  notFoundHint: 'Возможно, оно отменено или доступно только друзьям организатора.',
  retry: 'Повторить',
  // «Мои события»
  myEmpty: 'Событий пока нет',
  myEmptyHint: 'Создайте игру на странице площадки или запишитесь на событие на карте.',
  myAuthTitle: 'Войдите, чтобы видеть свои события',
  mine: 'Организую',
  joined: 'Участвую',
  canceledBadge: 'Отменено',
  openEvent: 'Подробнее',
} as const;
