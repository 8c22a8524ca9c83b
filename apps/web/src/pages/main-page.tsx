import { Suspense, useContext, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { releaseFirstScreen } from '@/app/first-screen-copy';
import { paths } from '@sportkarta/contract/routes/paths';
import { useAppStarted } from '@/ui/app-started';
import { NewsFeed } from '@/features/news/components/news-feed';
import { useNews, useRefreshNews } from '@/features/news/api/get-news';
import { ru } from '@/i18n/ru';
import { LazyBlocksContext } from '@/lib/lazy-blocks';
import { LoadWhenNear } from '@/ui/load-when-near';
import { PageShell } from '@/ui/page-shell';
import './main-page.css';

/** The greeting at the top of the main tab: what the app is for, and the way to the map. */
function MainHero() {
  return (
    <section className="sk-main-hero" aria-labelledby="sk-main-hero-title">
      <p className="sk-main-hero__eyebrow">{ru.news.heroEyebrow}</p>
      <h2 id="sk-main-hero-title" className="sk-main-hero__title">
        {ru.news.heroTitle}
      </h2>
      <p className="sk-main-hero__text">{ru.news.heroText}</p>
      <Link className="sk-main-hero__action" to={paths.places}>
        {ru.news.heroAction}
      </Link>
    </section>
  );
}

/**
 * issue 2 §8: the server's copy of this screen (app/first-screen-copy.ts) stays on top until the
 * app is started and the feed is settled, so the switch is invisible. A leaf of its own: the
 * start and the feed's answer re-render only this, not the page with its web components (TBT).
 */
function FirstScreenRelease() {
  const started = useAppStarted();
  const newsPending = useNews().isPending;
  useEffect(() => {
    if (started && !newsPending) releaseFirstScreen();
  }, [started, newsPending]);
  return null;
}

/**
 * spec §2.2 /tabs/main. Built from sections so later issues add their blocks beside the news;
 * pull-to-refresh reloads every section.
 */
export default function MainPage() {
  const refreshNews = useRefreshNews();
  // Issue 14: below the news, its chunk fetched when scrolled near (the first screen's budget).
  const { poster: PosterBlock, refreshPoster } = useContext(LazyBlocksContext);
  const refresh = () => Promise.all([refreshNews(), refreshPoster?.()]);
  return (
    <PageShell title={ru.news.mainTitle} onRefresh={refresh}>
      <FirstScreenRelease />
      <div className="sk-main">
        <MainHero />
        <NewsFeed limit={3} />
        {PosterBlock ? (
          <LoadWhenNear className="sk-poster-slot">
            <Suspense fallback={null}>
              <PosterBlock />
            </Suspense>
          </LoadWhenNear>
        ) : null}
      </div>
    </PageShell>
  );
}
