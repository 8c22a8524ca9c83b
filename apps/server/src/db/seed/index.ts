import type { Db } from '../client';
import { appRelease, districts, featureFlags, news, okrugs, sportCategories } from '../schema';
import { CATEGORIES } from './categories-data';
import { seedCatalogue } from './catalogue';
import { seedPoster } from './creations';
import { seedEvents } from './events';
import { OKRUGS, districtId } from './districts-data';
import { FLAG_SEEDS } from './flags-data';
import { NEWS } from './news-data';
import { RELEASE_SEED } from './release-data';
import { seedPlaces } from './seed-places';

/**
 * Demo data for the embedded mode (issue 2 §2: "seeded on first start, idempotently").
 * Every insert is ON CONFLICT DO NOTHING, so it runs on every start: rows an operator
 * changed (a flag switched off, a news text edited) are never overwritten, and rows added
 * to the seed in a later version appear on the next start.
 */
export async function seedDemoData(db: Db, now: Date, sessionDays?: number): Promise<void> {
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
  // Issue 4: venues with owners, policies, ratings and the gazetteer, then upcoming events.
  await seedPlaces(db);
  await seedEvents(db, now);
  // Issue 10: what the venues sell, and sessions for the next 60 days.
  await seedCatalogue(db, now, sessionDays);
  // Issue 14: the poster of Moscow and Saint Petersburg, sessions topped up the same way.
  await seedPoster(db, now, sessionDays);
}
