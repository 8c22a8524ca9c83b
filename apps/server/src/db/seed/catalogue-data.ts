import { PERMIT_DOC_KIND_LABELS } from '@sportkarta/contract/api/permit-docs';
import type { DayRule, ServiceType, TargetGroup, ValidityPeriod } from '@sportkarta/contract/enums';

// What each kind of place sells in the demo (issue 10 "Demo seed"), keyed by the place names of
// places-data.ts. Prices in kopecks, round as real price lists are.

export interface ServiceSeed {
  name: string;
  description: string;
  type: ServiceType;
  price: number;
  quota: number | null;
  dayRule?: DayRule;
  dailyCapacity?: number | null;
  minutes?: number;
  audience?: 'ONLY_USER' | 'USER_AND_CHILDREN';
  target?: TargetGroup;
  ages?: [number, number];
  permits?: string[];
}

export interface EventSeed {
  name: string;
  description: string;
  type: ServiceType;
  price: number;
  minutes: number;
  /** Local start times, "HH:MM". */
  times: string[];
  capacity: number;
  /** Skipped on these ISO weekdays (1 = Monday). */
  skip?: number[];
  target?: TargetGroup;
  ages?: [number, number];
  audience?: 'ONLY_USER' | 'USER_AND_CHILDREN';
  permits?: string[];
}

export interface PackageSeed {
  name: string;
  description: string;
  dayRule?: DayRule;
  rates: {
    category: string;
    cost: number;
    term: ValidityPeriod;
    days?: number;
    visits: number | null;
  }[];
}

export interface PlaceOffer {
  services: ServiceSeed[];
  events: EventSeed[];
  packages: PackageSeed[];
}

/** A permit names a kind of permit document by its label (docs/api-documents.md). */
const POOL_PERMIT = PERMIT_DOC_KIND_LABELS.POOL_MEDICAL_CERTIFICATE;

export const OFFERS: Readonly<Record<string, PlaceOffer>> = {
  'Бассейн 25 м': {
    services: [
      {
        name: 'Разовое посещение бассейна',
        description: '45 минут плавания на свободных дорожках.',
        type: 'COMMERCIAL',
        price: 45000,
        quota: 1,
        dailyCapacity: 120,
        minutes: 45,
        permits: [POOL_PERMIT],
      },
      {
        name: 'Бассейн — 4 посещения',
        description: 'Четыре посещения по 45 минут в выбранный день и после.',
        type: 'COMMERCIAL',
        price: 160000,
        quota: 4,
        minutes: 45,
        permits: [POOL_PERMIT],
      },
    ],
    events: [
      {
        name: 'Свободное плавание',
        description: 'Сеанс на свободных дорожках, шапочка обязательна.',
        type: 'GROUP',
        price: 40000,
        minutes: 45,
        times: ['07:00', '12:00', '19:00', '21:00'],
        capacity: 30,
        permits: [POOL_PERMIT],
      },
      {
        name: 'Семейное плавание',
        description: 'Вечерний бесплатный сеанс для всей семьи: дети — вместе с родителями.',
        type: 'NON_PROFIT',
        price: 0,
        minutes: 45,
        times: ['18:30'],
        capacity: 24,
        permits: [POOL_PERMIT],
      },
      {
        name: 'Аквааэробика',
        description: 'Групповое занятие в воде с тренером под музыку.',
        type: 'GROUP',
        price: 60000,
        minutes: 45,
        times: ['10:00', '19:30'],
        capacity: 20,
        skip: [7],
        audience: 'ONLY_USER',
        target: 'ADULTS',
        permits: [POOL_PERMIT],
      },
    ],
    packages: [
      {
        name: 'Абонемент в бассейн',
        description: 'Посещения по 45 минут в любой день работы бассейна.',
        rates: [
          { category: '8 посещений', cost: 320000, term: 'MONTH', visits: 8 },
          { category: '12 посещений', cost: 440000, term: 'MONTH', visits: 12 },
          { category: 'Безлимит на 3 месяца', cost: 1200000, term: 'THREE_MONTHS', visits: null },
        ],
      },
    ],
  },
  'Детский бассейн': {
    services: [
      {
        name: 'Семейное плавание по выходным',
        description: 'Ребёнок с родителем в малой чаше, бесплатно по выходным.',
        type: 'NON_PROFIT',
        price: 0,
        quota: 1,
        dayRule: 'ON_WEEKENDS',
        dailyCapacity: 40,
        minutes: 45,
      },
    ],
    events: [
      {
        name: 'Плавание для детей 7–11 лет',
        description: 'Обучение плаванию в группе до 12 человек.',
        type: 'GROUP',
        price: 50000,
        minutes: 45,
        times: ['17:00', '18:00'],
        capacity: 12,
        skip: [6, 7],
        target: 'CHILDREN',
        permits: [POOL_PERMIT],
      },
    ],
    packages: [],
  },
  'Тренажёрный зал': {
    services: [
      {
        name: 'Тренажёрный зал — разовое посещение',
        description: 'Весь день работы зала, инструктор в зале.',
        type: 'COMMERCIAL',
        price: 40000,
        quota: 1,
        minutes: 120,
        audience: 'ONLY_USER',
        target: 'SPECIFIC',
        ages: [16, 99],
      },
      {
        name: 'Дневной тренажёрный зал',
        description: 'По будням до 17:00 со скидкой.',
        type: 'COMMERCIAL',
        price: 25000,
        quota: 1,
        dayRule: 'ON_WEEKDAYS',
        minutes: 120,
        audience: 'ONLY_USER',
        target: 'ADULTS',
      },
    ],
    events: [],
    packages: [
      {
        name: 'Абонемент в тренажёрный зал',
        description: 'Безлимитные посещения в часы работы зала.',
        rates: [
          { category: 'Неделя', cost: 150000, term: 'WEEK', visits: null },
          { category: 'Месяц', cost: 350000, term: 'MONTH', visits: null },
          { category: '45 дней', cost: 480000, term: 'MANUAL_DAYS', days: 45, visits: null },
          { category: 'Год', cost: 2500000, term: 'YEAR', visits: null },
        ],
      },
    ],
  },
  'Зал групповых программ': {
    services: [],
    events: [
      {
        name: 'Пилатес',
        description: 'Мягкая силовая тренировка на коврике.',
        type: 'GROUP',
        price: 55000,
        minutes: 55,
        times: ['10:00', '19:00'],
        capacity: 15,
      },
      {
        name: 'Зумба',
        description: 'Танцевальная кардиотренировка для любого уровня.',
        type: 'GROUP',
        price: 50000,
        minutes: 55,
        times: ['20:00'],
        capacity: 20,
        skip: [7],
      },
    ],
    packages: [
      {
        name: 'Групповые программы',
        description: 'Любые групповые занятия по расписанию.',
        rates: [
          { category: '8 занятий', cost: 360000, term: 'MONTH', visits: 8 },
          { category: '16 занятий', cost: 640000, term: 'TWO_MONTHS', visits: 16 },
        ],
      },
    ],
  },
  'Универсальный игровой зал': {
    services: [
      {
        name: 'Аренда зала на час',
        description: 'Зал целиком для своей команды.',
        type: 'RENT',
        price: 350000,
        quota: 1,
        dailyCapacity: 6,
        minutes: 60,
      },
    ],
    events: [
      {
        name: 'Открытая игра в волейбол',
        description: 'Играем смешанными командами, уровень любительский.',
        type: 'GROUP',
        price: 30000,
        minutes: 90,
        times: ['19:00'],
        capacity: 18,
      },
      {
        name: 'Баскетбол для подростков',
        description: 'Бесплатная тренировка для 12–18 лет.',
        type: 'NON_PROFIT',
        price: 0,
        minutes: 90,
        times: ['16:00'],
        capacity: 20,
        skip: [7],
        target: 'TEENS',
      },
    ],
    packages: [],
  },
  'Зал единоборств': {
    services: [],
    events: [
      {
        name: 'Открытая тренировка по боксу',
        description: 'Техника, работа на мешках и в парах. Бинты выдаём.',
        type: 'GROUP',
        price: 40000,
        minutes: 90,
        times: ['18:30'],
        capacity: 16,
        skip: [7],
      },
    ],
    packages: [],
  },
  'Зал настольного тенниса': {
    services: [
      {
        name: 'Стол для настольного тенниса, 1 час',
        description: 'Ракетки и мячи напрокат бесплатно.',
        type: 'RENT',
        price: 35000,
        quota: 1,
        dailyCapacity: 40,
        minutes: 60,
      },
    ],
    events: [],
    packages: [],
  },
  'Футбольное поле': {
    services: [
      {
        name: 'Аренда поля на час',
        description: 'Поле с освещением, раздевалки и душ.',
        type: 'RENT',
        price: 600000,
        quota: 1,
        dailyCapacity: 12,
        minutes: 60,
      },
    ],
    events: [
      {
        name: 'Футбол для всех',
        description: 'Сборная игра 8 на 8, манишки выдаём.',
        type: 'GROUP',
        price: 35000,
        minutes: 90,
        times: ['20:00'],
        capacity: 22,
      },
    ],
    packages: [],
  },
  'Беговые дорожки': {
    services: [
      {
        name: 'Посещение стадиона',
        description: 'Беговые дорожки и сектора, бесплатно.',
        type: 'NON_PROFIT',
        price: 0,
        quota: 1,
      },
    ],
    events: [],
    packages: [],
  },
  'Студия йоги': {
    services: [],
    events: [
      {
        name: 'Хатха-йога',
        description: 'Занятие для начинающих и продолжающих.',
        type: 'GROUP',
        price: 60000,
        minutes: 75,
        times: ['09:00', '19:30'],
        capacity: 14,
      },
    ],
    packages: [
      {
        name: 'Абонемент на йогу',
        description: 'Занятия по расписанию студии.',
        rates: [{ category: '8 занятий', cost: 400000, term: 'MONTH', visits: 8 }],
      },
    ],
  },
};

/** For a place whose name has no offer of its own. */
export const DEFAULT_OFFER: PlaceOffer = {
  services: [
    {
      name: 'Разовое посещение',
      description: 'Посещение в часы работы.',
      type: 'COMMERCIAL',
      price: 30000,
      quota: 1,
    },
  ],
  events: [],
  packages: [],
};
