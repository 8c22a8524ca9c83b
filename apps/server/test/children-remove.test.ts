import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  ChildListSchema,
  ChildRemovedSchema,
  ChildSchema,
} from '@sportkarta/contract/api/children';
import { ApplicationListSchema } from '@sportkarta/contract/api/applications';
import { describe, expect, it } from 'vitest';
import { png, sendMultipart, signIn, VALID_CHILD } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createService, createShop } from './orders-fixtures';
import { listDocs, POOL_DOC, savedDoc, scanPart } from './permit-docs-helpers';
import { applyUrl, createSection } from './sections-fixtures';
import { ENGINES, engineTitle, uploadsDirOf, useTestApp } from './test-app';

// Issue 28: a parent removes a child profile. Refused while money or a group place is still in
// play for the child; otherwise its applications under review are withdrawn, its documents and
// photo deleted, and the profile gone from every list — while paid history keeps its name.
// Wednesday 25 November 2026, 11:00 in Moscow: the orders are for the next day.
const clock = testClock('2026-11-25T11:00:00+03:00');

describe.each(ENGINES)('removing a child profile ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const t = useTestApp(engine.name, { clock });
    const app = () => t().app;

    async function parentWithChild() {
      const s = await signIn(app());
      const res = await sendMultipart(app(), 'POST', '/v1/userInfo/child', s.auth, [
        {
          name: 'child',
          value: JSON.stringify({ ...VALID_CHILD, parentId: s.user.id, birthDate: '2017-03-10' }),
        },
        { name: 'photo', value: await png(30, 30), filename: 'm.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      return { ...s, child: ChildSchema.parse(res.json()) };
    }
    const remove = (auth: Record<string, string>, id: string) =>
      app().inject({ method: 'DELETE', url: `/v1/userInfo/child/${id}`, headers: auth });

    it('withdraws pending applications, deletes documents and photo; the rest is history', async () => {
      clock.set('2026-11-25T11:00:00+03:00');
      const p = await parentWithChild();
      const shop = await createShop(app());
      const s = await createSection(app(), shop, [{ name: 'Младшая группа', places: 3 }]);
      const applied = await app().inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: p.auth,
        payload: { childId: p.child.id },
      });
      expect(applied.statusCode, applied.body).toBe(200);
      await savedDoc(app(), p.auth, { ...POOL_DOC, personId: p.child.id }, [
        scanPart(await png(30, 30)),
      ]);
      const photoFile = path.join(
        uploadsDirOf(t().config),
        'photos',
        p.child.photo!.split('/').pop()!,
      );
      expect(existsSync(photoFile)).toBe(true);
      const docsDir = path.join(uploadsDirOf(t().config), 'documents');
      const docFiles = readdirSync(docsDir).length;

      // A second person cannot remove it, nor can bad ids or visitors.
      const other = await signIn(app());
      const foreign = await remove(other.auth, p.child.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Ребёнок не найден');
      expect((await remove(p.auth, 'not-a-uuid')).statusCode).toBe(400);
      expect(
        (await app().inject({ method: 'DELETE', url: `/v1/userInfo/child/${p.child.id}` }))
          .statusCode,
      ).toBe(401);

      const res = await remove(p.auth, p.child.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(ChildRemovedSchema.parse(res.json())).toEqual({
        id: p.child.id,
        withdrawnApplications: 1,
        deletedDocuments: 1,
      });
      const children = await app().inject({
        method: 'GET',
        url: '/v1/userInfo/children',
        headers: p.auth,
      });
      expect(ChildListSchema.parse(children.json()).children).toEqual([]);
      expect(await listDocs(app(), p.auth, 'getVisitorPermitDocsAll')).toEqual([]);
      expect(readdirSync(docsDir).length).toBe(docFiles - 2);
      expect(existsSync(photoFile)).toBe(false);
      // The group's place is free again; the application shows as withdrawn.
      expect(
        await countRows(
          app(),
          sql`select taken as n from section_groups where id = ${s.groupIds[0]}`,
        ),
      ).toBe(0);
      const apps = ApplicationListSchema.parse(
        (
          await app().inject({ method: 'GET', url: '/v1/mob/user/applications', headers: p.auth })
        ).json(),
      );
      expect(apps.applications.map((a) => a.status)).toEqual(['WITHDRAWN']);
      // Gone for every new action: editing, applying, a document.
      expect((await remove(p.auth, p.child.id)).statusCode).toBe(404);
      const again = await app().inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: p.auth,
        payload: { childId: p.child.id },
      });
      expect(again.statusCode).toBe(404);
    });

    it('is refused while the child has an unpaid order, and allowed once it is settled', async () => {
      clock.set('2026-11-25T11:00:00+03:00');
      const p = await parentWithChild();
      const shop = await createShop(app());
      const serviceId = await createService(app(), shop);
      const ordered = await app().inject({
        method: 'POST',
        url: '/v2/mob/preorder',
        headers: p.auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          childId: p.child.id,
          lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
        },
      });
      expect(ordered.statusCode, ordered.body).toBe(200);
      const refused = await remove(p.auth, p.child.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/Профиль нельзя удалить/);
      const listed = await app().inject({
        method: 'GET',
        url: '/v1/userInfo/children',
        headers: p.auth,
      });
      expect(ChildListSchema.parse(listed.json()).children.map((c) => c.id)).toEqual([p.child.id]);

      // The unpaid order is canceled (as the sweeper does): nothing is in play any more, and the
      // canceled order keeps the child it was for.
      await app().db.execute(
        sql`update orders set status = 'canceled', canceled_at = ${clock.now().toISOString()}
             where id = ${(ordered.json() as { id: string }).id}`,
      );
      expect((await remove(p.auth, p.child.id)).statusCode).toBe(200);
      expect(
        await countRows(
          app(),
          sql`select count(*)::int as n from orders where child_id = ${p.child.id}`,
        ),
      ).toBe(1);
    });
  });
});
