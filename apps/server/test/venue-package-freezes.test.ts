import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { StaffPackageSchema, type StaffPackage } from '@sportkarta/contract/api/venue-packages';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { freePackage, myPackages, staffAt } from './venue-fixtures';
import { queryRows } from '../src/db/client';
import { markLineRefunded } from '../src/modules/payments/refund-repository';
import { sweepPurchases } from '../src/modules/purchases/sweeper';

// Issue 25 (new-visitor-service-package-action-record): the venue's record lists every freeze
// of a package (migration 0045), not only the running one — ended early by the holder, run its
// course, ended by a refund — and the package's counters are always the history's sum.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
/** Migration 0045's last statement: the running freezes of packages frozen before it. */
const BACKFILL = readFileSync(
  new URL('../drizzle/0045_package_freezes.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

describe.each(ENGINES)('venue package freezes ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);

    const record = (auth: Auth, shop: Shop, id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/mob/staff/complexes/${shop.complexId}/service-packages/${id}`,
        headers: auth,
      });
    const read = async (auth: Auth, shop: Shop, id: string): Promise<StaffPackage> => {
      const res = await record(auth, shop, id);
      expect(res.statusCode, res.body).toBe(200);
      return StaffPackageSchema.parse(res.json());
    };
    const act = async (auth: Auth, id: string, action: 'activate' | 'freeze' | 'unfreeze') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${id}/${action}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** An active package of the shop that may be frozen 14 days in all, twice. */
    const frozenable = async (auth: Auth, shop: Shop): Promise<string> => {
      const id = await freePackage(t.app, auth, shop);
      await t.app.db.execute(
        sql`update package_rates set freeze_days = 14, freeze_times = 2
             where id = (select rate_id from sold_packages where id = ${id})`,
      );
      await act(auth, id, 'activate');
      return id;
    };
    /** The holder's own counters must be the history's row count and sum of days. */
    const expectCountersMatch = async (auth: Auth, id: string, pkg: StaffPackage) => {
      const mine = (await myPackages(t.app, auth)).find((p) => p.id === id)!;
      const ended = pkg.freezes.filter((f) => !f.running);
      expect(mine.freeze.timesUsed).toBe(pkg.freezes.length);
      expect(mine.freeze.daysUsed).toBe(ended.reduce((sum, f) => sum + f.days, 0));
    };

    it('two freezes, one ended early: the record lists both, newest first, with their days', async () => {
      const shop = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const id = await frozenable(visitor.auth, shop);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');

      clock.set('2026-11-26T10:00:00+03:00');
      await act(visitor.auth, id, 'freeze');
      const first = { at: new Date('2026-11-26T10:00:00+03:00').toISOString() };
      expect((await read(desk.auth, shop, id)).freezes).toEqual([
        {
          ...first,
          startsOn: '2026-11-26',
          endsOn: '2026-12-09',
          endedOn: null,
          days: 1,
          running: true,
        },
      ]);
      // 3 days and 23 hours: four started days; ended early on the venue's 30th.
      clock.set('2026-11-30T09:00:00+03:00');
      await act(visitor.auth, id, 'unfreeze');

      clock.set('2026-12-02T10:00:00+03:00');
      await act(visitor.auth, id, 'freeze');
      const second = { at: new Date('2026-12-02T10:00:00+03:00').toISOString() };
      clock.set('2026-12-04T11:00:00+03:00');
      const running = await read(desk.auth, shop, id);
      expect(running.status).toBe('FREEZED');
      expect(running.freezes[0]).toEqual({
        ...second,
        startsOn: '2026-12-02',
        endsOn: '2026-12-11',
        endedOn: null,
        days: 3,
        running: true,
      });
      await expectCountersMatch(visitor.auth, id, running);

      // The ten days left run out: the sweeper ends it, not early.
      clock.set('2026-12-12T10:00:00+03:00');
      expect((await sweepPurchases(t.app.db, clock.now())).unfrozen).toBe(1);
      const after = await read(desk.auth, shop, id);
      expect(after.status).toBe('ACTIVE');
      expect(after.freezes).toEqual([
        {
          ...second,
          startsOn: '2026-12-02',
          endsOn: '2026-12-11',
          endedOn: null,
          days: 10,
          running: false,
        },
        {
          ...first,
          startsOn: '2026-11-26',
          endsOn: '2026-12-09',
          endedOn: '2026-11-30',
          days: 4,
          running: false,
        },
      ]);
      await expectCountersMatch(visitor.auth, id, after);
      // A month from the 25th, moved by the 14 frozen days.
      expect(after.validUntil).toBe(new Date('2027-01-08T00:00:00+03:00').toISOString());
      // The timeline has a FROZEN event for each, at the freeze's moment, by the visitor.
      const frozen = after.events.filter((e) => e.kind === 'FROZEN');
      expect(frozen.map((e) => e.at)).toEqual([first.at, second.at]);
      expect(frozen.every((e) => e.who !== '')).toBe(true);
    });

    it('a refund ends a running freeze: its days so far are counted and the row closed', async () => {
      const shop = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const id = await frozenable(visitor.auth, shop);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      await act(visitor.auth, id, 'freeze');
      clock.set('2026-11-27T12:00:00+03:00');
      const [line] = await queryRows(
        t.app.db,
        sql`select order_line_id as id from sold_packages where id = ${id}`,
        z.object({ id: z.coerce.number() }),
      );
      await t.app.db.transaction((tx) => markLineRefunded(tx, line!.id, clock.now()));
      const after = await read(admin.auth, shop, id);
      expect(after.freezes).toMatchObject([
        { startsOn: '2026-11-25', endedOn: '2026-11-27', days: 3, running: false },
      ]);
      await expectCountersMatch(visitor.auth, id, after);
    });

    it('the migration gives a package frozen before it its running freeze', async () => {
      const shop = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const id = await frozenable(visitor.auth, shop);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      clock.set('2026-11-26T10:00:00+03:00');
      await act(visitor.auth, id, 'freeze');
      // As before 0045: the counters and frozen_at, no row; one earlier freeze of 4 days.
      await t.app.db.execute(sql`delete from package_freezes where sold_package_id = ${id}`);
      await t.app.db.execute(sql`update sold_packages set freeze_days_used = 4 where id = ${id}`);
      expect((await read(admin.auth, shop, id)).freezes).toEqual([]);
      await t.app.db.execute(sql.raw(BACKFILL));
      expect((await read(admin.auth, shop, id)).freezes).toEqual([
        {
          at: new Date('2026-11-26T10:00:00+03:00').toISOString(),
          startsOn: '2026-11-26',
          endsOn: '2026-12-05',
          endedOn: null,
          days: 1,
          running: true,
        },
      ]);
    });

    it('another visitor, another venue’s staff: 403; through another venue: 404', async () => {
      const shop = await createShop(t.app, { provider: null });
      const elsewhere = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const stranger = await signIn(t.app);
      const id = await frozenable(visitor.auth, shop);
      await act(visitor.auth, id, 'freeze');
      const otherAdmin = await staffAt(t.app, elsewhere.complexId, 'ADMIN');

      expect((await record(stranger.auth, shop, id)).statusCode).toBe(403);
      expect((await record(visitor.auth, shop, id)).statusCode).toBe(403);
      expect((await record(otherAdmin.auth, shop, id)).statusCode).toBe(403);
      const through = await record(otherAdmin.auth, elsewhere, id);
      expect(through.statusCode, through.body).toBe(404);
      expect(through.body).not.toContain('2026-11-25');
    });
  });
});
