/**
 * The demo sections (issue 13 "Data"): what each kind of place teaches, its groups by age and
 * the section's rates, and a pool of coaches. sections.ts spreads them over the seeded venues.
 */

type Days = readonly number[];
export interface GroupSeed {
  name: string;
  /** A target group of spec §3, or [from, to] for SPECIFIC. */
  age: 'CHILDREN' | 'TEENS' | 'ADULTS' | 'ALL' | readonly [number, number];
  days: Days;
  start: string;
  minutes: number;
  places: number;
}
export interface SectionSeed {
  name: string;
  sport: number;
  description: string;
  target: 'CHILDREN' | 'TEENS' | 'ADULTS' | 'ALL';
  groups: readonly GroupSeed[];
  rates: readonly {
    category: string;
    cost: number;
    term: 'MONTH' | 'THREE_MONTHS';
    visits: number | null;
  }[];
}

const MON_WED_FRI = [1, 3, 5];
const TUE_THU = [2, 4];
const TUE_THU_SAT = [2, 4, 6];
const SAT_SUN = [6, 7];

const monthly = (eight: number, twelve: number) =>
  [
    { category: '8 занятий в месяц', cost: eight, term: 'MONTH', visits: 8 },
    { category: '12 занятий в месяц', cost: twelve, term: 'MONTH', visits: 12 },
    {
      category: 'Безлимит на 3 месяца',
      cost: Math.round(twelve * 2.6),
      term: 'THREE_MONTHS',
      visits: null,
    },
  ] as const;

/** Sections by the name of the place that hosts them (places-data.ts unit names). */
export const SECTION_OFFERS: Readonly<Record<string, readonly SectionSeed[]>> = {
  'Бассейн 25 м': [
    {
      name: 'Секция плавания',
      sport: 1,
      description:
        'Обучение плаванию и спортивное плавание для детей и подростков: техника всех стилей, старты и повороты, подготовка к соревнованиям.',
      target: 'CHILDREN',
      groups: [
        {
          name: 'Начальное обучение',
          age: [6, 8],
          days: TUE_THU,
          start: '17:00',
          minutes: 45,
          places: 12,
        },
        {
          name: 'Младшая группа',
          age: 'CHILDREN',
          days: MON_WED_FRI,
          start: '18:00',
          minutes: 60,
          places: 14,
        },
        {
          name: 'Спортивная группа',
          age: [10, 14],
          days: TUE_THU_SAT,
          start: '07:00',
          minutes: 90,
          places: 10,
        },
        {
          name: 'Подростки',
          age: 'TEENS',
          days: MON_WED_FRI,
          start: '19:30',
          minutes: 60,
          places: 12,
        },
      ],
      rates: monthly(480000, 640000),
    },
  ],
  'Детский бассейн': [
    {
      name: 'Плавание для малышей',
      sport: 1,
      description:
        'Первые шаги в воде для детей от 4 лет: игры, дыхание, погружение и держание на воде под присмотром тренера.',
      target: 'CHILDREN',
      groups: [
        {
          name: 'Малыши 4–5 лет',
          age: [4, 5],
          days: TUE_THU,
          start: '10:00',
          minutes: 30,
          places: 8,
        },
        { name: 'Дошкольники', age: [5, 7], days: SAT_SUN, start: '11:00', minutes: 40, places: 8 },
      ],
      rates: monthly(420000, 560000),
    },
  ],
  'Футбольное поле': [
    {
      name: 'Футбольная школа',
      sport: 3,
      description:
        'Детский футбол по программе спортивной подготовки: техника, тактика, игровая практика и турниры выходного дня.',
      target: 'CHILDREN',
      groups: [
        {
          name: 'Футбол 2017–2018 г. р.',
          age: [8, 9],
          days: TUE_THU_SAT,
          start: '16:30',
          minutes: 75,
          places: 18,
        },
        {
          name: 'Футбол 2015–2016 г. р.',
          age: [10, 11],
          days: MON_WED_FRI,
          start: '17:00',
          minutes: 90,
          places: 20,
        },
        { name: 'Юноши', age: 'TEENS', days: MON_WED_FRI, start: '19:00', minutes: 90, places: 22 },
      ],
      rates: monthly(550000, 720000),
    },
  ],
  'Универсальный игровой зал': [
    {
      name: 'Баскетбол',
      sport: 7,
      description:
        'Секция баскетбола: ведение, передачи, бросок, командная игра. Участие в первенстве района.',
      target: 'CHILDREN',
      groups: [
        {
          name: 'Мини-баскетбол',
          age: 'CHILDREN',
          days: TUE_THU,
          start: '16:00',
          minutes: 60,
          places: 16,
        },
        {
          name: 'Баскетбол 12–15 лет',
          age: [12, 15],
          days: MON_WED_FRI,
          start: '18:00',
          minutes: 90,
          places: 15,
        },
      ],
      rates: monthly(450000, 600000),
    },
    {
      name: 'Волейбол',
      sport: 8,
      description: 'Классический волейбол для подростков и взрослых любителей.',
      target: 'ALL',
      groups: [
        {
          name: 'Волейбол для подростков',
          age: 'TEENS',
          days: TUE_THU,
          start: '18:30',
          minutes: 90,
          places: 16,
        },
        {
          name: 'Взрослые любители',
          age: 'ADULTS',
          days: [3, 6],
          start: '20:30',
          minutes: 90,
          places: 18,
        },
      ],
      rates: monthly(400000, 520000),
    },
  ],
  'Зал единоборств': [
    {
      name: 'Дзюдо',
      sport: 12,
      description:
        'Дзюдо для детей: страховка, броски, борьба в партере, воспитание характера. Аттестация на пояса два раза в год.',
      target: 'CHILDREN',
      groups: [
        {
          name: 'Дзюдо 6–8 лет',
          age: [6, 8],
          days: MON_WED_FRI,
          start: '17:00',
          minutes: 60,
          places: 15,
        },
        {
          name: 'Дзюдо 9–12 лет',
          age: [9, 12],
          days: MON_WED_FRI,
          start: '18:15',
          minutes: 75,
          places: 15,
        },
        {
          name: 'Спортивное совершенствование',
          age: [13, 17],
          days: TUE_THU_SAT,
          start: '19:00',
          minutes: 90,
          places: 12,
        },
      ],
      rates: monthly(500000, 650000),
    },
  ],
  'Зал настольного тенниса': [
    {
      name: 'Настольный теннис',
      sport: 6,
      description: 'Постановка удара, подача и игра на счёт для детей и взрослых.',
      target: 'ALL',
      groups: [
        {
          name: 'Дети 7–11 лет',
          age: 'CHILDREN',
          days: TUE_THU,
          start: '17:30',
          minutes: 60,
          places: 10,
        },
        {
          name: 'Взрослые',
          age: 'ADULTS',
          days: MON_WED_FRI,
          start: '20:00',
          minutes: 90,
          places: 12,
        },
      ],
      rates: monthly(380000, 500000),
    },
  ],
  'Беговые дорожки': [
    {
      name: 'Лёгкая атлетика',
      sport: 18,
      description: 'Бег, прыжки и метания; подготовка к сдаче норм ГТО.',
      target: 'ALL',
      groups: [
        {
          name: 'Младшие школьники',
          age: 'CHILDREN',
          days: TUE_THU,
          start: '16:00',
          minutes: 60,
          places: 20,
        },
        {
          name: 'Старшие школьники',
          age: 'TEENS',
          days: MON_WED_FRI,
          start: '17:30',
          minutes: 90,
          places: 20,
        },
      ],
      rates: monthly(350000, 460000),
    },
  ],
  'Зал групповых программ': [
    {
      name: 'Художественная гимнастика',
      sport: 19,
      description: 'Гибкость, координация, работа с предметами и выступления на праздниках школы.',
      target: 'CHILDREN',
      groups: [
        {
          name: 'Начинающие 5–7 лет',
          age: [5, 7],
          days: TUE_THU,
          start: '16:00',
          minutes: 60,
          places: 12,
        },
        {
          name: 'Гимнастика 8–11 лет',
          age: [8, 11],
          days: MON_WED_FRI,
          start: '16:30',
          minutes: 90,
          places: 12,
        },
      ],
      rates: monthly(520000, 680000),
    },
  ],
  'Студия йоги': [
    {
      name: 'Йога для начинающих',
      sport: 15,
      description: 'Хатха-йога для взрослых: базовые асаны, дыхание, расслабление.',
      target: 'ADULTS',
      groups: [
        {
          name: 'Утренняя практика',
          age: 'ADULTS',
          days: TUE_THU,
          start: '08:00',
          minutes: 75,
          places: 14,
        },
        {
          name: 'Вечерняя практика',
          age: 'ALL',
          days: MON_WED_FRI,
          start: '19:30',
          minutes: 75,
          places: 16,
        },
      ],
      rates: monthly(400000, 540000),
    },
  ],
};

export interface CoachSeed {
  firstName: string;
  lastName: string;
  middleName: string;
  female: boolean;
  level: string | null;
  years: number;
}

/** Coaches spread over the venues; titles and categories of spec §3. */
export const COACH_POOL: readonly CoachSeed[] = [
  {
    firstName: 'Андрей',
    lastName: 'Соколов',
    middleName: 'Викторович',
    female: false,
    level: 'MS_OF_RUSSIA',
    years: 14,
  },
  {
    firstName: 'Елена',
    lastName: 'Морозова',
    middleName: 'Игоревна',
    female: true,
    level: 'CANDIDATE_FOR_MASTER_OF_SPORTS',
    years: 9,
  },
  {
    firstName: 'Сергей',
    lastName: 'Кузнецов',
    middleName: 'Павлович',
    female: false,
    level: 'HONORED_COACH_OF_RUSSIA',
    years: 27,
  },
  {
    firstName: 'Ольга',
    lastName: 'Лебедева',
    middleName: 'Андреевна',
    female: true,
    level: 'MS_OF_RUSSIA',
    years: 12,
  },
  {
    firstName: 'Дмитрий',
    lastName: 'Волков',
    middleName: 'Сергеевич',
    female: false,
    level: 'THE_FIRST_SPORTS_CATEGORY',
    years: 5,
  },
  {
    firstName: 'Наталья',
    lastName: 'Павлова',
    middleName: 'Олеговна',
    female: true,
    level: 'MS_OF_RUSSIA_OF_INTERNATIONAL_CLASS',
    years: 18,
  },
  {
    firstName: 'Игорь',
    lastName: 'Николаев',
    middleName: 'Александрович',
    female: false,
    level: 'CANDIDATE_FOR_MASTER_OF_SPORTS',
    years: 8,
  },
  {
    firstName: 'Мария',
    lastName: 'Федорова',
    middleName: 'Дмитриевна',
    female: true,
    level: null,
    years: 4,
  },
  {
    firstName: 'Алексей',
    lastName: 'Орлов',
    middleName: 'Николаевич',
    female: false,
    level: 'MS_OF_USSR',
    years: 35,
  },
  {
    firstName: 'Татьяна',
    lastName: 'Егорова',
    middleName: 'Васильевна',
    female: true,
    level: 'THE_FIRST_SPORTS_CATEGORY',
    years: 7,
  },
  {
    firstName: 'Роман',
    lastName: 'Захаров',
    middleName: 'Юрьевич',
    female: false,
    level: 'GRANDMASTER_OF_RUSSIA',
    years: 16,
  },
  {
    firstName: 'Анна',
    lastName: 'Белова',
    middleName: 'Максимовна',
    female: true,
    level: 'CANDIDATE_FOR_MASTER_OF_SPORTS',
    years: 6,
  },
];

export const COACH_ABOUT: readonly string[] = [
  'Выпускник РГУФКСМиТ, тренер-преподаватель высшей категории. Воспитал призёров первенства Москвы.',
  'Работает с детьми с первого занятия до выполнения разрядов; бережно ставит технику.',
  'Судья всероссийской категории, автор программы подготовки для начинающих.',
  'Бывший игрок сборной города; на занятиях много игровой практики.',
];

/** Drawn portraits under apps/server/media/coaches (odd: men, even: women). */
export const COACH_PORTRAITS = { men: [1, 3, 5, 7], women: [2, 4, 6, 8] } as const;
