/**
 * Where the demo poster's creations happen (issue 14 "Data"): real Moscow and Saint Petersburg
 * venues as text with their addresses and points. They are not our sports venues (a theatre or
 * a cinema sells no tickets through us); the poster shows them as they are.
 */

export interface CitySeed {
  name: string;
  lat: number;
  lon: number;
  timeZone: string;
  isDefault: boolean;
}

export const MOSCOW = 'Москва';
export const SAINT_PETERSBURG = 'Санкт-Петербург';

export const CITIES: readonly CitySeed[] = [
  { name: MOSCOW, lat: 55.7558, lon: 37.6173, timeZone: 'Europe/Moscow', isDefault: true },
  {
    name: SAINT_PETERSBURG,
    lat: 59.9386,
    lon: 30.3141,
    timeZone: 'Europe/Moscow',
    isDefault: false,
  },
];

export interface VenueSeed {
  name: string;
  address: string;
  lat: number;
  lon: number;
}

const venue = (name: string, address: string, lat: number, lon: number): VenueSeed => ({
  name,
  address,
  lat,
  lon,
});

export const VENUES = {
  luzhniki: venue('Стадион «Лужники»', 'Лужнецкая набережная, 24, стр. 1', 55.7158, 37.5537),
  luzhnikiPool: venue(
    'Дворец водных видов спорта «Лужники»',
    'Лужнецкая набережная, 24, стр. 3',
    55.7188,
    37.5614,
  ),
  luzhnikiMuseum: venue(
    'Музей спорта «Лужники»',
    'Лужнецкая набережная, 24, стр. 1',
    55.7153,
    37.5545,
  ),
  vtbArena: venue('«ВТБ Арена»', 'Ленинградский проспект, 36', 55.7915, 37.5597),
  cskaArena: venue('«ЦСКА Арена»', 'улица Авиаконструктора Микояна, 10', 55.7946, 37.5203),
  megasport: venue('Дворец спорта «Мегаспорт»', 'Ходынский бульвар, 3', 55.7857, 37.5377),
  rzdArena: venue('«РЖД Арена»', 'Большая Черкизовская улица, 125', 55.8033, 37.7416),
  lukoilArena: venue('«Лукойл Арена»', 'Волоколамское шоссе, 69', 55.8178, 37.4405),
  dynamoKrylatskoe: venue(
    'Дворец спорта «Динамо» в Крылатском',
    'Крылатская улица, 20',
    55.7581,
    37.4216,
  ),
  rowingCanal: venue('Гребной канал «Крылатское»', 'Крылатская улица, 2', 55.7616, 37.435),
  krylatskoeHills: venue('Велотрек и Крылатские холмы', 'Крылатская улица, 10', 55.7685, 37.4308),
  bolshoi: venue('Большой театр', 'Театральная площадь, 1', 55.7601, 37.6186),
  mht: venue('МХТ имени А. П. Чехова', 'Камергерский переулок, 3', 55.7603, 37.6127),
  vakhtangov: venue('Театр имени Евгения Вахтангова', 'улица Арбат, 26', 55.7497, 37.5906),
  sovremennik: venue('Театр «Современник»', 'Чистопрудный бульвар, 19А', 55.7618, 37.6459),
  obraztsov: venue(
    'Театр кукол имени С. В. Образцова',
    'Садовая-Самотёчная улица, 3',
    55.7725,
    37.6153,
  ),
  nikulinCircus: venue(
    'Цирк Никулина на Цветном бульваре',
    'Цветной бульвар, 13',
    55.7707,
    37.6197,
  ),
  kremlinPalace: venue(
    'Государственный Кремлёвский дворец',
    'улица Воздвиженка, 1',
    55.7507,
    37.6158,
  ),
  zaryadye: venue('Концертный зал «Зарядье»', 'улица Варварка, 6, стр. 4', 55.7512, 37.6291),
  houseOfMusic: venue(
    'Московский международный Дом музыки',
    'Космодамианская набережная, 52, стр. 8',
    55.7329,
    37.6487,
  ),
  tchaikovskyHall: venue(
    'Концертный зал имени П. И. Чайковского',
    'Триумфальная площадь, 4, стр. 31',
    55.7697,
    37.5953,
  ),
  oktyabr: venue('Кинотеатр «Октябрь»', 'улица Новый Арбат, 24', 55.7526, 37.5847),
  khudozhestvenny: venue('Кинотеатр «Художественный»', 'Арбатская площадь, 14', 55.7526, 37.6006),
  pioner: venue('Кинотеатр «Пионер»', 'Кутузовский проспект, 21', 55.7453, 37.5447),
  mosfilm: venue('Киноконцерн «Мосфильм»', 'Мосфильмовская улица, 1', 55.7231, 37.5167),
  vdnh: venue('ВДНХ', 'проспект Мира, 119', 55.8262, 37.6377),
  gorkyPark: venue('Парк Горького', 'улица Крымский Вал, 9', 55.7298, 37.6036),
  expocentre: venue('ЦВК «Экспоцентр»', 'Краснопресненская набережная, 14', 55.75, 37.541),
  panorama360: venue(
    'Смотровая площадка «PANORAMA360», Москва-Сити',
    'Пресненская набережная, 12',
    55.7497,
    37.5372,
  ),
  ostankino: venue(
    'Останкинская телебашня',
    'улица Академика Королёва, 15, корп. 2',
    55.8197,
    37.6117,
  ),
  planetarium: venue(
    'Московский планетарий',
    'Садовая-Кудринская улица, 5, стр. 1',
    55.7612,
    37.5838,
  ),
  kolomenskoye: venue('Музей-заповедник «Коломенское»', 'проспект Андропова, 39', 55.668, 37.671),
  pierGorky: venue('Причал «Парк Горького»', 'Пушкинская набережная, 2', 55.7309, 37.6009),
  museumMoscow: venue('Музей Москвы', 'Зубовский бульвар, 2', 55.7362, 37.5937),
  // Saint Petersburg.
  gazpromArena: venue('«Газпром Арена»', 'Футбольная аллея, 1', 59.973, 30.2204),
  skaArena: venue('«СКА Арена»', 'проспект Юрия Гагарина, 8', 59.8628, 30.3448),
  mariinsky: venue('Мариинский театр', 'Театральная площадь, 1', 59.9256, 30.2961),
  hermitage: venue('Государственный Эрмитаж', 'Дворцовая площадь, 2', 59.9398, 30.3146),
  newHolland: venue(
    'Остров «Новая Голландия»',
    'набережная Адмиралтейского канала, 2',
    59.9297,
    30.2886,
  ),
} as const satisfies Record<string, VenueSeed>;

export type VenueKey = keyof typeof VENUES;
