import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../client';
import { z } from 'zod';
import {
  complexes,
  gazetteer,
  placeOwners,
  places,
  policyFiles,
  ratings,
  sportTypes,
  users,
} from '../schema';
import { textPdf } from '../../lib/text-pdf';
import { buildGazetteer } from './gazetteer';
import {
  OWNER_NAMES,
  PAYBACK_POLICY,
  VISIT_POLICY,
  kppFor,
  sportListYearsFor,
} from './owners-data';
import { buildDemoPlaces, DEMO_COMPLEX_COUNT, ownerUuid, type DemoPlaces } from './places';
import { stableUuid } from './prng';
import { SPORT_TYPES } from './sport-types-data';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Issue 4 demo venues. Like the rest of the seed every insert is ON CONFLICT DO NOTHING, but the
// bulk of it (venues, places, ratings, gazetteer) is skipped outright when its last row is
// already there: a start on a seeded database costs one query, not a thousand-row no-op.

const POLICIES_JOINED_AT = new Date('2025-09-01T09:00:00+03:00');

async function insertPolicies(tx: Tx, owners: DemoPlaces['owners']): Promise<void> {
  const rows = [];
  for (const owner of owners) {
    for (const [kind, text] of [
      ['VISIT', VISIT_POLICY],
      ['PAYBACK', PAYBACK_POLICY],
    ] as const) {
      const pdf = await textPdf({
        title: text.title,
        subtitle: [owner.name, `ИНН ${owner.inn}`, 'Утверждены приказом руководителя организации'],
        paragraphs: text.paragraphs.map((p) => p.replace('{owner}', owner.name)),
      });
      rows.push({
        id: stableUuid(`policy:${owner.id}:${kind}`),
        ownerId: owner.id,
        kind,
        title: text.title,
        pdf,
        // The rules the organisation joined with: before any clock a test or the demo runs at
        // (never the machine's real date, which the app's clock may be behind).
        createdAt: POLICIES_JOINED_AT,
      });
    }
  }
  await tx.insert(policyFiles).values(rows).onConflictDoNothing();
}

async function insertVenues(tx: Tx, data: DemoPlaces): Promise<void> {
  await tx.insert(placeOwners).values(data.owners).onConflictDoNothing();
  await insertPolicies(tx, data.owners);
  await tx
    .insert(users)
    .values(data.raters.map((r) => ({ ...r, loginMethod: 'PHONE', isDemo: false })))
    .onConflictDoNothing();
  await tx
    .insert(complexes)
    .values(data.complexes.map(({ street: _s, house: _h, ...c }) => c))
    .onConflictDoNothing();
  await tx.insert(places).values(data.units).onConflictDoNothing();
  await tx
    .insert(ratings)
    .values(data.ratings.map((r) => ({ ...r, updatedAt: r.createdAt })))
    .onConflictDoNothing();
  // Explicit ids do not move the identity sequences: without this the first venue a person
  // proposes (and an operator approves) would collide with demo venue 1.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('complexes', 'id'), (select max(id) from complexes))`,
  );
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('places', 'id'), (select max(id) from places))`,
  );
}

/**
 * Issue 12: owners seeded before КПП and Минспорт's list existed get them once (only while both
 * are still empty, so an operator's change stays).
 */
async function backfillOwnerTaxData(tx: Tx): Promise<void> {
  const rows = OWNER_NAMES.map(
    (_, i) =>
      sql`(${ownerUuid(i)}::uuid, ${kppFor(i)}, ${`{${sportListYearsFor(i).join(',')}}`}::smallint[])`,
  );
  await tx.execute(
    sql`update place_owners o set kpp = v.kpp, sport_list_years = v.years
          from (values ${sql.join(rows, sql`, `)}) as v(id, kpp, years)
         where o.id = v.id and o.kpp is null and o.sport_list_years = '{}'`,
  );
}

export async function seedPlaces(db: Db): Promise<void> {
  // The last rows written (venue N and its attraction in the gazetteer) are known without
  // building the data set, so a seeded database is recognised before any work is done.
  // raw SQL: two EXISTS probes answered in one round trip, no table to select from
  const [have] = await queryRows(
    db,
    sql`select
      exists (select 1 from complexes where id = ${DEMO_COMPLEX_COUNT}) as venues,
      exists (select 1 from gazetteer where id = ${`attraction:${DEMO_COMPLEX_COUNT}`}) as gazetteer`,
    z.object({ venues: z.boolean(), gazetteer: z.boolean() }),
  );
  const data = have?.venues && have.gazetteer ? null : buildDemoPlaces();
  await db.transaction(async (tx) => {
    await tx
      .insert(sportTypes)
      .values(SPORT_TYPES.map((s, i) => ({ id: s.id, name: s.name, sortOrder: i })))
      .onConflictDoNothing();
    if (have?.venues) await backfillOwnerTaxData(tx);
    if (!data) return;
    if (!have?.venues) await insertVenues(tx, data);
    if (!have?.gazetteer) {
      await tx.insert(gazetteer).values(buildGazetteer(data.complexes)).onConflictDoNothing();
    }
  });
}
