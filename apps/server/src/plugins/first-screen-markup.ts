import type { NewsItem } from '@sportkarta/contract/api/static-files';
import { formatLongDate } from '@sportkarta/contract/config/formats';
import { FIRST_SCREEN_TEXTS, TAB_BAR } from '@sportkarta/contract/first-screen';
import { paths } from '@sportkarta/contract/routes/paths';
import * as ionicons from 'ionicons/icons';

// issue 2 §8 (LCP): the static first screen of /tabs/main that the server puts into index.html
// for a returning visitor (first-screen.ts). It repeats the markup of apps/web/src/pages/
// main-page.tsx and features/news/components/news-card.tsx with the same CSS classes, so the
// app that replaces it looks the same. What it shows comes from the contract, which the app
// draws from too, so the two cannot drift: the texts from FIRST_SCREEN_TEXTS (the app's ru.news
// and ru.tabs), the routes from `paths`, the tab bar (routes, labels, ionicons names) from
// TAB_BAR, the dates from formatLongDate, which the app's news cards call too.

/** How many of the newest items the main tab shows (MainPage: <NewsFeed limit={3} />). */
export const FIRST_SCREEN_NEWS = 3;

const t = FIRST_SCREEN_TEXTS.news;

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

/** As mediaUrl of the app with the API on this origin: absolute addresses stay as they are. */
function imageUrl(image: string): string {
  if (/^https?:/.test(image)) return image;
  return image.startsWith('/') ? image : `/${image}`;
}

/** The first card's picture as a data: address when it is small (first-screen.ts), else none. */
export type InlineImage = (image: string) => string | undefined;

function newsCard(item: NewsItem, priority: boolean, inline: InlineImage): string {
  const src = (priority ? inline(item.image) : undefined) ?? imageUrl(item.image);
  // The first picture is named for the Element Timing API: index.html's loader starts the app
  // once the browser reports it shown, not merely painted on the main thread.
  const loading = priority
    ? 'loading="eager" fetchpriority="high" elementtiming="sk-first-picture"'
    : 'loading="lazy" decoding="async"';
  return `<article class="sk-news-card"><a class="sk-news-card__link" href="${escapeHtml(
    paths.newsItem(item.id),
  )}"><div class="sk-news-media"><img src="${escapeHtml(src)}" alt="${escapeHtml(
    item.imageAlt,
  )}" width="640" height="360" ${loading}></div><div class="sk-news-card__body"><time class="sk-news-date" datetime="${escapeHtml(
    item.date,
  )}">${escapeHtml(formatLongDate(item.date))}</time><h3 class="sk-news-card__title">${escapeHtml(
    item.title,
  )}</h3><p class="sk-news-card__summary">${escapeHtml(item.summary)}</p></div></a></article>`;
}

function hero(): string {
  return `<section class="sk-main-hero" aria-labelledby="sk-fs-hero-title"><p class="sk-main-hero__eyebrow">${t.heroEyebrow}</p><h2 id="sk-fs-hero-title" class="sk-main-hero__title">${t.heroTitle}</h2><p class="sk-main-hero__text">${t.heroText}</p><a class="sk-main-hero__action" href="${paths.places}">${t.heroAction}</a></section>`;
}

/**
 * An ionicons icon (`data:image/svg+xml;utf8,<svg …>…</svg>`, the markup as it is) → the shapes
 * inside its <svg>. Outline shapes carry ionicons' classes, styled in first-screen.ts as
 * <ion-icon> styles them.
 */
export function iconShapes(dataUrl: string): string {
  const svg = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
}

function tab(entry: (typeof TAB_BAR)[number], selected: boolean): string {
  const current = selected ? ' aria-current="page"' : '';
  const icon = iconShapes(ionicons[selected ? entry.activeIcon : entry.icon]);
  return `<a class="sk-fs-tab${selected ? ' sk-fs-tab--selected' : ''}" href="${entry.href}"${current}><svg viewBox="0 0 512 512" aria-hidden="true" fill="currentColor">${icon}</svg><span>${entry.label}</span></a>`;
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
      : `<section class="sk-news-section" aria-labelledby="sk-fs-news-title"><div class="sk-news-section__head"><h2 id="sk-fs-news-title" class="sk-news-section__title">${t.feedTitle}</h2><a class="sk-news-section__more" href="${paths.news}">${t.allNews}</a></div><div class="sk-news-grid">${items
          .map((item, index) => newsCard(item, index === 0, inline))
          .join('')}</div></section>`;
  const tabs = TAB_BAR.map((entry) => tab(entry, entry.href === paths.main)).join('');
  return `<div id="sk-first-screen" class="sk-fs-page"><header class="sk-fs-header"><div class="sk-fs-title"><span class="sk-page-title">${t.mainTitle}</span></div></header><main class="sk-fs-content"><div class="sk-main">${hero()}${feed}</div></main><nav class="sk-fs-tabbar" aria-label="${FIRST_SCREEN_TEXTS.tabs.bar}">${tabs}</nav></div>`;
}
