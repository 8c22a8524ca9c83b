import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import type { Db } from '../client';
import { appRelease, districts, featureFlags, news, okrugs, sportCategories } from '../schema';
import { CATEGORIES } from './categories-data';
import { seedAccounts } from './accounts';
import { seedCatalogue, seedCatalogueSessions } from './catalogue';
import { seedPoster, seedPosterSessions } from './creations';
import { seedEvents } from './events';
import { OKRUGS, districtId } from './districts-data';
import { FLAG_SEEDS } from './flags-data';
import { NEWS } from './news-data';
import { RELEASE_SEED } from './release-data';
import { seedPlaces } from './seed-places';
import { seedStaff } from './staff';
import { seedOrganisers, seedUserEvents } from './user-events';
import type { FileStore } from '../../lib/file-store';

/** What the undated part needs: it reads no clock, so it can be built ahead (db/pglite-template.ts). */
export interface DemoBaseOptions {
  /** Where the demo people's photos are drawn. */
  fileStore: FileStore;
}

export interface DemoSeedOptions extends DemoBaseOptions {
  /**
   * The database is a copy of the current template (db/pglite-template.ts), which is
   * `seedDemoBase`'s output for these very sources: only the dated part is left to do.
   */
  baseSeeded?: boolean;
  /** The app's clock: dated rows (sessions, events, games) start from its today. */
  now: Date;
  /** DEMO_SESSION_DAYS: how many days of sessions (tests keep it short). */
  sessionDays?: number | undefined;
  /**
   * Of those, how many days `seedDemoDated` makes; `seedDemoLater` adds the rest (issue 27: a
   * cold start is ready before the sessions two months ahead are written). All by default.
   */
  sessionsFirst?: number | undefined;
}

/** A cold start of `npm start` writes two weeks of sessions before /ready, the rest after. */
export const SESSIONS_BEFORE_READY = 14;

/**
 * Demo data for the embedded mode (issue 2 §2: "seeded on first start, idempotently").
 * Every insert is ON CONFLICT DO NOTHING, so it runs on every start: rows an operator
 * changed (a flag switched off, a news text edited) are never overwritten, and rows added
 * to the seed in a later version appear on the next start.
 */
export async function seedDemo(db: Db, opts: DemoSeedOptions): Promise<void> {
  if (!opts.baseSeeded) await seedDemoBase(db, opts);
  await seedDemoDated(db, opts);
}

/**
 * Everything that depends neither on today nor on the app's clock: flags, news, districts,
 * venues with their policies and ratings, what they sell, sections, the poster's creations,
 * the demo people with their photos. The costly part of a first start (PDFs, avatars): `npm
 * start` copies it prebuilt into an empty data folder (db/pglite-template.ts), and the server
 * tests build it once per run into a template database (apps/server/test/global-setup.ts).
 */
export async function seedDemoBase(db: Db, opts: DemoBaseOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(featureFlags)
      .values(
        Object.entries(FLAG_SEEDS).map(([name, f]) => ({
          name,
          enabled: f.enabled,
          description: f.description,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(appRelease)
      .values({ id: 1, ...RELEASE_SEED })
      .onConflictDoNothing();

    await tx
      .insert(news)
      .values(
        NEWS.map((n) => ({
          id: n.id,
          title: n.title,
          publishedOn: n.date,
          summary: n.summary,
          text: n.paragraphs.join('\n\n'),
          image: `/media/news/${n.id}.svg`,
          imageAlt: n.imageAlt,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(okrugs)
      .values(
        OKRUGS.map((o, i) => ({
          id: o.id,
          name: o.name,
          abbreviation: o.abbreviation,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(districts)
      .values(
        OKRUGS.flatMap((o) =>
          o.districts.map((name, i) => ({
            id: districtId(name),
            okrugId: o.id,
            name,
            sortOrder: i,
          })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(sportCategories)
      .values(CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoNothing();
  });
  // Issue 4: venues with owners, policies, ratings and the gazetteer.
  await seedPlaces(db);
  // Issue 10: what the venues sell.
  await seedCatalogue(db);
  // Issue 14: the poster of Moscow and Saint Petersburg.
  await seedPoster(db);
  // Issue 3: agreements and the demo person.
  await seedAccounts(db, opts.fileStore);
}

/**
 * The rows relative to today, topped up at every start so a long-lived demo never runs dry:
 * upcoming events, sessions for the next days, the poster's sessions, the demo games; and the
 * rows stamped with the app's clock (the venues' staff, the organisers' friendships), so a
 * prebuilt base never shows a date from the day it was built.
 */
export async function seedDemoDated(db: Db, opts: DemoSeedOptions): Promise<void> {
  const { now } = opts;
  const days = Math.min(opts.sessionDays ?? SALES_HORIZON_DAYS, opts.sessionsFirst ?? Infinity);
  // Issue 12: the staff member who checks visitors in; issue 14: the organisers of the games.
  await seedStaff(db, now);
  await seedOrganisers(db, now);
  await seedEvents(db, now);
  await seedCatalogueSessions(db, now, days);
  await seedPosterSessions(db, now, days);
  await seedUserEvents(db, now);
}

/** Days of sessions `seedDemoLater` writes at a time. */
const LATER_STEP_DAYS = 5;

/**
 * The sessions past `sessionsFirst` days, up to `sessionDays` (issue 27), a few days at a time.
 * Each kind's top-up is one transaction that adds the days after the last one written
 * (`*_seed_state`), so a reader sees whole days, never a day half-made; ids stay in day order.
 * PGlite runs one transaction at a time: the requests that arrive meanwhile (the first `/ready`,
 * a person's first screen) run between the steps instead of waiting for all of them.
 */
export async function seedDemoLater(
  db: Db,
  opts: DemoSeedOptions & {
    /** A shutdown: stop after the step under way; the next start writes the days left. */
    signal?: AbortSignal;
  },
): Promise<void> {
  const last = Math.min(opts.sessionDays ?? SALES_HORIZON_DAYS, SALES_HORIZON_DAYS);
  let days = opts.sessionsFirst ?? 0;
  do {
    days = Math.min(last, days + LATER_STEP_DAYS);
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (opts.signal?.aborted) return;
    await seedCatalogueSessions(db, opts.now, days);
    await seedPosterSessions(db, opts.now, days);
  } while (days < last);
}
