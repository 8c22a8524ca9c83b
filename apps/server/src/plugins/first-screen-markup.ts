import type { NewsItem } from '@sportkarta/contract/api/static-files';
import { MONTHS_GENITIVE } from '@sportkarta/contract/config/formats';

// issue 2 §8 (LCP): the static first screen of /tabs/main that the server puts into index.html
// for a returning visitor (first-screen.ts). It copies the markup of apps/web/src/pages/
// main-page.tsx and features/news/components/news-card.tsx with the same CSS classes, so the
// app that replaces it looks the same; the texts are those of apps/web/src/i18n/ru.ts
// (ru.news, ru.tabs) and the routes those of apps/web/src/config/paths.ts.

/** How many of the newest items the main tab shows (MainPage: <NewsFeed limit={3} />). */
export const FIRST_SCREEN_NEWS = 3;

const TEXT = {
  mainTitle: 'Главная',
  heroEyebrow: 'Спорткарта',
  heroTitle: 'Спорт рядом с домом',
  heroText:
    'Находите спортивные площадки на карте, покупайте билеты и абонементы, записывайте детей в секции.',
  heroAction: 'Найти площадку',
  feedTitle: 'Новости',
  allNews: 'Все новости',
  tabs: 'Разделы приложения',
} as const;

const PATHS = {
  main: '/tabs/main',
  news: '/tabs/main/news',
  places: '/tabs/places',
  profile: '/tabs/profile',
  newsItem: (id: string) => `/tabs/main/news/${encodeURIComponent(id)}`,
} as const;

// ionicons 8 (home, search-outline, person-outline): the icons of the app's tab bar.
const ICONS = {
  home: '<path d="M261.56 101.28a8 8 0 0 0-11.06 0L66.4 277.15a8 8 0 0 0-2.47 5.79L63.9 448a32 32 0 0 0 32 32H192a16 16 0 0 0 16-16V328a8 8 0 0 1 8-8h80a8 8 0 0 1 8 8v136a16 16 0 0 0 16 16h96.06a32 32 0 0 0 32-32V282.94a8 8 0 0 0-2.47-5.79Z"/><path d="m490.91 244.15-74.8-71.56V64a16 16 0 0 0-16-16h-48a16 16 0 0 0-16 16v32l-57.92-55.38C272.77 35.14 264.71 32 256 32c-8.68 0-16.72 3.14-22.14 8.63l-212.7 203.5c-6.22 6-7 15.87-1.34 22.37A16 16 0 0 0 43 267.56L250.5 69.28a8 8 0 0 1 11.06 0l207.52 198.28a16 16 0 0 0 22.59-.44c6.14-6.36 5.63-16.86-.76-22.97"/>',
  search:
    '<path d="M221.09 64a157.09 157.09 0 1 0 157.09 157.09A157.1 157.1 0 0 0 221.09 64Z" fill="none" stroke="currentColor" stroke-miterlimit="10" stroke-width="32"/><path d="M338.29 338.29 448 448" fill="none" stroke="currentColor" stroke-linecap="round" stroke-miterlimit="10" stroke-width="32"/>',
  person:
    '<path d="M344 144c-3.92 52.87-44 96-88 96s-84.15-43.12-88-96c-4-55 35-96 88-96s92 42 88 96" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="32"/><path d="M256 304c-87 0-175.3 48-191.64 138.6C62.39 453.52 68.57 464 80 464h352c11.44 0 17.62-10.48 15.65-21.4C431.3 352 343 304 256 304Z" fill="none" stroke="currentColor" stroke-miterlimit="10" stroke-width="32"/>',
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values from the database never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** '2026-11-18' → «18 ноября 2026», as formatNewsDate of the app. */
export function formatNewsDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = m ? MONTHS_GENITIVE[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return isoDate;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** As mediaUrl of the app with the API on this origin: absolute addresses stay as they are. */
function imageUrl(image: string): string {
  if (/^https?:/.test(image)) return image;
  return image.startsWith('/') ? image : `/${image}`;
}

/** The first card's picture as a data: address when it is small (first-screen.ts), else none. */
export type InlineImage = (image: string) => string | undefined;

function newsCard(item: NewsItem, priority: boolean, inline: InlineImage): string {
  const src = (priority ? inline(item.image) : undefined) ?? imageUrl(item.image);
  const loading = priority
    ? 'loading="eager" fetchpriority="high"'
    : 'loading="lazy" decoding="async"';
  return `<article class="sk-news-card"><a class="sk-news-card__link" href="${escapeHtml(
    PATHS.newsItem(item.id),
  )}"><div class="sk-news-media"><img src="${escapeHtml(src)}" alt="${escapeHtml(
    item.imageAlt,
  )}" width="640" height="360" ${loading}></div><div class="sk-news-card__body"><time class="sk-news-date" datetime="${escapeHtml(
    item.date,
  )}">${escapeHtml(formatNewsDate(item.date))}</time><h3 class="sk-news-card__title">${escapeHtml(
    item.title,
  )}</h3><p class="sk-news-card__summary">${escapeHtml(item.summary)}</p></div></a></article>`;
}

function hero(): string {
  return `<section class="sk-main-hero" aria-labelledby="sk-fs-hero-title"><p class="sk-main-hero__eyebrow">${TEXT.heroEyebrow}</p><h2 id="sk-fs-hero-title" class="sk-main-hero__title">${TEXT.heroTitle}</h2><p class="sk-main-hero__text">${TEXT.heroText}</p><a class="sk-main-hero__action" href="${PATHS.places}">${TEXT.heroAction}</a></section>`;
}

function tab(href: string, label: string, icon: string, selected: boolean): string {
  const current = selected ? ' aria-current="page"' : '';
  return `<a class="sk-fs-tab${selected ? ' sk-fs-tab--selected' : ''}" href="${href}"${current}><svg viewBox="0 0 512 512" aria-hidden="true" fill="currentColor">${icon}</svg><span>${label}</span></a>`;
}

/**
 * The first screen of the main tab: header, hero, the newest news cards (the first image
 * with a high fetch priority: it is the LCP element) and the tab bar. Links are plain
 * <a href> to the app's routes, so the screen works before (and without) the app's JS.
 */
export function renderFirstScreen(
  news: readonly NewsItem[],
  inline: InlineImage = () => undefined,
): string {
  const items = news.slice(0, FIRST_SCREEN_NEWS);
  const feed =
    items.length === 0
      ? ''
      : `<section class="sk-news-section" aria-labelledby="sk-fs-news-title"><div class="sk-news-section__head"><h2 id="sk-fs-news-title" class="sk-news-section__title">${TEXT.feedTitle}</h2><a class="sk-news-section__more" href="${PATHS.news}">${TEXT.allNews}</a></div><div class="sk-news-grid">${items
          .map((item, index) => newsCard(item, index === 0, inline))
          .join('')}</div></section>`;
  const tabs = [
    tab(PATHS.main, TEXT.mainTitle, ICONS.home, true),
    tab(PATHS.places, 'Поиск', ICONS.search, false),
    tab(PATHS.profile, 'Профиль', ICONS.person, false),
  ].join('');
  return `<div id="sk-first-screen" class="sk-fs-page"><header class="sk-fs-header"><div class="sk-fs-title"><span class="sk-page-title">${TEXT.mainTitle}</span></div></header><main class="sk-fs-content"><div class="sk-main">${hero()}${feed}</div></main><nav class="sk-fs-tabbar" aria-label="${TEXT.tabs}">${tabs}</nav></div>`;
}
