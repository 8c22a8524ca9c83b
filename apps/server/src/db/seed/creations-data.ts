import { ADMISSIONS, EVENTS, EXCURSIONS, MOVIES } from './creations-moscow-leisure';
import { CONCERTS, PERFORMANCES, SPORT } from './creations-moscow-shows';
import { daily, every, on, SPORTS, spb, type CreationSeed } from './creations-rules';

/**
 * The demo poster (issue 14 "Data"): what is on in Moscow (and a little in Saint Petersburg)
 * — matches, concerts, performances, excursions, films, events and admissions at real venues.
 * Each has a rule for its sessions; creations.ts turns the rules into sessions from the clock's
 * day on and tops them up at every start, so the poster always has the coming weeks.
 */

const SPB: CreationSeed[] = [
  spb({
    kind: 'SPORT_EVENT',
    title: 'Футбол. «Зенит» — «Спартак»',
    venue: 'gazpromArena',
    sport: SPORTS.football,
    age: '6+',
    minutes: 120,
    price: 1500,
    rule: every(14, 4, '19:30'),
    text: 'Главный матч тура на «Газпром Арене».',
  }),
  spb({
    kind: 'SPORT_EVENT',
    title: 'Хоккей. СКА — «Динамо»',
    venue: 'skaArena',
    sport: SPORTS.hockey,
    age: '6+',
    minutes: 150,
    price: 1000,
    rule: every(7, 3, '19:30'),
    text: 'Домашний матч СКА на самой большой хоккейной арене мира.',
  }),
  spb({
    kind: 'PERFORMANCE',
    title: 'Балет «Жизель»',
    venue: 'mariinsky',
    age: '12+',
    minutes: 130,
    price: 4000,
    rule: on([3, 6], '19:00'),
    text: 'Романтический балет на исторической сцене Мариинского театра.',
  }),
  spb({
    kind: 'EXCURSION',
    title: 'Эрмитаж: Зимний дворец и парадные залы',
    venue: 'hermitage',
    age: '6+',
    minutes: 120,
    price: 1200,
    rule: on([2, 3, 4, 5, 6, 7], '11:00', '14:00'),
    text: 'Иорданская лестница, Малахитовая гостиная и Павильонный зал с часами «Павлин».',
  }),
  spb({
    kind: 'ADMISSION',
    title: 'Каток на Новой Голландии',
    venue: 'newHolland',
    age: '0+',
    minutes: 120,
    price: 500,
    rule: daily('12:00', '16:00', '20:00'),
    text: 'Каток у пруда в окружении исторических складов XVIII века.',
  }),
];

export const CREATION_SEEDS: readonly CreationSeed[] = [
  ...SPORT,
  ...CONCERTS,
  ...PERFORMANCES,
  ...EXCURSIONS,
  ...MOVIES,
  ...EVENTS,
  ...ADMISSIONS,
  ...SPB,
];
