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
import { seedOrganisers, seedUserEvents } from './user-events';

export interface DemoSeedOptions {
  /** The app's clock: dated rows (sessions, events, games) start from its today. */
  now: Date;
  /** DEMO_SESSION_DAYS: how many days of sessions (tests keep it short). */
  sessionDays?: number | undefined;
  /** Where the demo people's photos are drawn. */
  uploadsDir: string;
}

/**
 * Demo data for the embedded mode (issue 2 §2: "seeded on first start, idempotently").
 * Every insert is ON CONFLICT DO NOTHING, so it runs on every start: rows an operator
 * changed (a flag switched off, a news text edited) are never overwritten, and rows added
 * to the seed in a later version appear on the next start.
 */
export async function seedDemo(db: Db, opts: DemoSeedOptions): Promise<void> {
  await seedDemoBase(db, opts);
  await seedDemoDated(db, opts);
}

/**
 * Everything that does not depend on today: flags, news, districts, venues with their policies
 * and ratings, what they sell, sections, the poster's creations, the demo people with their
 * photos. The costly part of a first start (PDFs, avatars); the server tests build it once
 * per run into a template database (apps/server/test/global-setup.ts).
 */
export async function seedDemoBase(db: Db, opts: DemoSeedOptions): Promise<void> {
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
  await seedCatalogue(db, opts.now);
  // Issue 14: the poster of Moscow and Saint Petersburg.
  await seedPoster(db);
  // Issue 3: agreements and the demo person; issue 14: the organisers of the demo games.
  await seedAccounts(db, opts.uploadsDir);
  await seedOrganisers(db, opts.now);
}

/**
 * The rows relative to today, topped up at every start so a long-lived demo never runs dry:
 * upcoming events, sessions for the next days, the poster's sessions, the demo games.
 */
export async function seedDemoDated(db: Db, opts: DemoSeedOptions): Promise<void> {
  const { now, sessionDays } = opts;
  await seedEvents(db, now);
  await seedCatalogueSessions(db, now, sessionDays);
  await seedPosterSessions(db, now, sessionDays);
  await seedUserEvents(db, now);
}
