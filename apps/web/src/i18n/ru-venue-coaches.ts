import { plural } from './plural';

// Texts of the coaches' timetables and substitutions (issue 25).

/** «Уведомление получили 2 семьи» (the answer's `notified`), or that nobody was told. */
const told = (n: number) =>
  n === 0
    ? 'Уведомлять некого: в группе нет принятых участников.'
    : `Уведомление ${plural(n, ['получила', 'получили', 'получили'])} ${n} ${plural(n, ['семья', 'семьи', 'семей'])}.`;
export const ruVenueCoaches = {
  title: 'Тренеры',
  timetableTitle: 'Занятия тренера',
  listLabel: 'Тренеры спортобъекта',
  loading: 'Загружаем тренеров…',
  error: 'Не удалось загрузить тренеров',
  empty: 'Тренеров нет',
  emptyHint: 'Тренеры появятся, когда спортобъект добавит их карточки.',
  groups: (n: number) =>
    n === 0 ? 'Групп нет' : `${n} ${plural(n, ['группа', 'группы', 'групп'])}`,
  timetableLoading: 'Загружаем расписание…',
  timetableError: 'Не удалось загрузить расписание',
  emptyWeek: 'Занятий нет',
  emptyWeekHint: 'На этой неделе у тренера нет занятий.',
  previousWeek: 'Предыдущая неделя',
  nextWeek: 'Следующая неделя',
  thisWeek: 'Эта неделя',
  dayLabel: (day: string) => `Занятия: ${day}`,
  lessonTitle: (time: string, group: string) => `${time} · ${group}`,
  substitutedBy: (name: string) => `Замена: ${name}`,
  substitutes: (name: string) => `Заменяет ${name}`,
  past: 'Прошло',
  substitute: 'Заменить',
  substituteFor: (lesson: string) => `Заменить тренера: ${lesson}`,
  cancelSubstitution: 'Отменить замену',
  cancelSubstitutionFor: (lesson: string) => `Отменить замену: ${lesson}`,
  dialogTitle: 'Замена тренера',
  dialogText: (group: string, day: string, time: string) =>
    `Занятие группы «${group}» ${day}, ${time}. Семьи участников получат уведомление.`,
  coachLabel: 'Кто проведёт занятие',
  coachPlaceholder: 'Выберите тренера',
  noOtherCoach: 'На спортобъекте нет другого тренера.',
  chooseCoach: 'Выберите тренера',
  reasonLabel: 'Причина (необязательно, её увидят семьи)',
  confirm: 'Назначить замену',
  sending: 'Назначаем…',
  done: (name: string, n: number) => `Замена назначена: ${name}. ${told(n)}`,
  cancelTitle: 'Отменить замену?',
  cancelText: (group: string, day: string, name: string) =>
    `Занятие группы «${group}» ${day} снова проведёт ${name}. Семьи участников получат уведомление.`,
  cancelConfirm: 'Отменить замену',
  canceling: 'Отменяем…',
  canceled: (n: number) => `Замена отменена. ${told(n)}`,
  // The coach's card (catalogue.edit).
  newCoach: 'Новый тренер',
  edit: 'Изменить',
  editCoach: (name: string) => `Изменить карточку: ${name}`,
  cardTitleNew: 'Новый тренер',
  cardTitleEdit: 'Карточка тренера',
  cardLoading: 'Загружаем карточку…',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество (необязательно)',
  sportsStatus: 'Спортивный статус',
  sportsLevel: 'Звание или разряд',
  noLevel: 'Нет',
  about: 'О тренере',
  experience: 'Стаж, лет (необязательно)',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  created: (name: string) => `Тренер добавлен: ${name}`,
  saved: 'Карточка сохранена',
  photoLater: 'Фото тренера пока добавляет поддержка.',
};
