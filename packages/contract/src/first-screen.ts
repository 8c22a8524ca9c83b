import { paths } from './routes/paths';

// issue 2 §8 (LCP): what the main tab's first screen shows. The app draws it (pages/main-page,
// app/tabs.tsx) and the server repeats it as static markup for a returning visitor
// (apps/server/src/plugins/first-screen-markup.ts); both read it from here, so the copy cannot
// drift from the app. The web app's ru.ts takes these groups into `ru.tabs` and `ru.news`.

export const FIRST_SCREEN_TEXTS = {
  /** spec §2.1: «Главная (main), Поиск (places), Профиль (profile)». */
  tabs: {
    main: 'Главная',
    places: 'Поиск',
    profile: 'Профиль',
    /** The tab bar's name in the server's first-screen copy (a plain <nav>). */
    bar: 'Разделы приложения',
  },
  /** The main tab: its title, the hero and the head of the news feed. */
  news: {
    mainTitle: 'Главная',
    heroEyebrow: 'Спорткарта',
    heroTitle: 'Спорт рядом с домом',
    heroText:
      'Находите спортивные площадки на карте, покупайте билеты и абонементы, записывайте детей в секции.',
    heroAction: 'Найти площадку',
    feedTitle: 'Новости',
    allNews: 'Все новости',
  },
} as const;

const tabs = FIRST_SCREEN_TEXTS.tabs;

/**
 * spec §2.1: the three tabs, their routes, labels and icons. Icons by their ionicons name (an
 * outline icon, the filled one while the tab is chosen): each side maps the name to the icon
 * itself, so the contract carries no SVG and the app's build keeps one module per icon.
 */
export const TAB_BAR = [
  { tab: 'main', href: paths.main, label: tabs.main, icon: 'homeOutline', activeIcon: 'home' },
  {
    tab: 'places',
    href: paths.places,
    label: tabs.places,
    icon: 'searchOutline',
    activeIcon: 'search',
  },
  {
    tab: 'profile',
    href: paths.profile,
    label: tabs.profile,
    icon: 'personOutline',
    activeIcon: 'person',
  },
] as const;

/** The ionicons names the tab bar uses. */
export type TabIconName = (typeof TAB_BAR)[number]['icon' | 'activeIcon'];
