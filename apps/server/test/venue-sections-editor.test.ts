import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MembershipSchema } from '@sportkarta/contract/api/sections';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import {
  CreateCoachResultSchema,
  CreateGroupResultSchema,
  CreateSectionResultSchema,
  EditorGroupSchema,
  SectionEditorSchema,
} from '@sportkarta/contract/api/venue-sections-editor';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { applyUrl } from './sections-fixtures';
import { ENGINES, engineTitle } from './test-app';
import { staffAt, useSectionAdmin } from './venue-fixtures';

// Issue 25: the venue's administrator makes and changes sections, groups and coach cards —
// once per idempotency key, audited, refused to the front desk and to other venues, with
// Russian 400s; a group's places never go below the places taken, and more places go to the
// waiting list at once; visitors see what was made.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const CYRILLIC = /[А-ЯЁа-яё]/;
const OFFER = 'Место в группе освободилось';

describe.each(ENGINES)('sections editor ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const fx = useSectionAdmin(engine.name, WEDNESDAY);
    const base = (complexId = fx.s.complexId) => `/v1/mob/staff/complexes/${complexId}`;
    const send = (auth: Auth, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
      fx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    const audit = async (kind: string) =>
      AuditPageSchema.parse((await send(fx.admin, 'GET', `${base()}/audit?kind=${kind}`)).json())
        .items;
    const sectionBody = (o: object = {}) => ({
      idempotencyKey: randomUUID(),
      name: 'Плавание для малышей',
      description: 'Учимся держаться на воде',
      sportTypeId: 1,
      targetGroup: 'SPECIFIC',
      ageFrom: 4,
      ageTo: 7,
      packageId: fx.s.packageId,
      requiredDocuments: ['POOL_MEDICAL_CERTIFICATE'],
      ...o,
    });
    const groupBody = (o: object = {}) => ({
      idempotencyKey: randomUUID(),
      name: 'Утренняя',
      coachId: fx.s.coachIds[1],
      schedule: [
        { weekday: 6, start: '10:00', end: '10:45' },
        { weekday: 2, start: '17:00', end: '18:00' },
      ],
      places: 8,
      ...o,
    });

    it('makes a section once per key, a group in it and a coach; visitors see them; all audited', async () => {
      const body = sectionBody();
      const first = await send(fx.admin, 'POST', `${base()}/sections`, body);
      expect(first.statusCode, first.body).toBe(200);
      const made = CreateSectionResultSchema.parse(first.json());
      expect(made.fresh).toBe(true);
      expect(made.section).toMatchObject({
        name: 'Плавание для малышей',
        ageFrom: 4,
        status: 'ACTIVE',
      });
      const again = CreateSectionResultSchema.parse(
        (await send(fx.admin, 'POST', `${base()}/sections`, body)).json(),
      );
      expect(again).toMatchObject({ fresh: false, section: { id: made.section.id } });
      const other = await send(fx.admin, 'POST', `${base()}/sections`, { ...body, name: 'Другая' });
      expect(other.statusCode).toBe(409);

      const coach = await send(fx.admin, 'POST', `${base()}/coaches`, {
        idempotencyKey: randomUUID(),
        lastName: 'Петрова',
        firstName: 'Анна',
        sportsStatusLevel: 'CANDIDATE_FOR_MASTER_OF_SPORTS',
        about: 'Двадцать лет в бассейне',
      });
      expect(coach.statusCode, coach.body).toBe(200);
      const coachId = CreateCoachResultSchema.parse(coach.json()).coach.id;

      const g = await send(
        fx.admin,
        'POST',
        `${base()}/sections/${made.section.id}/groups`,
        groupBody({ coachId }),
      );
      expect(g.statusCode, g.body).toBe(200);
      const group = CreateGroupResultSchema.parse(g.json()).group;
      // Lessons in weekday order; the group's length is its longest lesson.
      expect(group.schedule.map((l) => l.weekday)).toEqual([2, 6]);
      expect(group.durationMinutes).toBe(60);

      const editor = SectionEditorSchema.parse(
        (await send(fx.admin, 'GET', `${base()}/section-editor`)).json(),
      );
      expect(editor.sections.find((x) => x.id === made.section.id)!.groups).toHaveLength(1);
      expect(editor.coaches.map((c) => c.lastName)).toContain('Петрова');

      const pub = await fx.app.inject({
        method: 'GET',
        url: `/v1/mob/public/place/${fx.s.complexId}/section`,
      });
      expect(pub.body).toContain('Плавание для малышей');
      const one = await fx.app.inject({
        method: 'GET',
        url: `/v1/mob/public/place/${fx.s.complexId}/sectionGroup/${group.id}`,
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.body).toContain('Петрова');

      expect(await audit('SECTION_CREATE')).toHaveLength(1);
      expect(await audit('GROUP_CREATE')).toHaveLength(1);
      expect(await audit('COACH_CREATE')).toHaveLength(1);
    });

    it("the log names a section's sport, place and package, a group's section and coach (read now, not stored)", async () => {
      const editor = SectionEditorSchema.parse(
        (await send(fx.admin, 'GET', `${base()}/section-editor`)).json(),
      );
      const placeId = editor.sections[0]!.placeId!;
      const made = await send(fx.admin, 'POST', `${base()}/sections`, sectionBody({ placeId }));
      expect(made.statusCode, made.body).toBe(200);
      const [entry] = await audit('SECTION_CREATE');
      expect(entry!.after).toMatchObject({ sportTypeId: 1, placeId, packageId: fx.s.packageId });
      expect(entry!.names).toEqual({
        sportTypeId: { '1': expect.stringMatching(CYRILLIC) },
        placeId: { [placeId]: 'Большой зал' },
        packageId: { [fx.s.packageId]: 'Секция плавания' },
      });
      // A group's section and coach, by name too.
      const sectionId = CreateSectionResultSchema.parse(made.json()).section.id;
      const g = await send(fx.admin, 'POST', `${base()}/sections/${sectionId}/groups`, groupBody());
      expect(g.statusCode, g.body).toBe(200);
      const [group] = await audit('GROUP_CREATE');
      expect(group!.names).toEqual({
        sectionId: { [sectionId]: 'Плавание для малышей' },
        coachId: { [fx.s.coachIds[1]!]: expect.stringMatching(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u) },
      });
      // An entry naming none answers no names.
      await send(fx.admin, 'PATCH', `${base()}/sections/${fx.s.sectionId}`, { name: 'Плавание' });
      expect((await audit('SECTION_UPDATE'))[0]!.names).toBeUndefined();
    });

    it('changes a section, archives it from visitors, and audits only real changes', async () => {
      const url = `${base()}/sections/${fx.s.sectionId}`;
      const res = await send(fx.admin, 'PATCH', url, { name: 'Плавание', requiredDocuments: [] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Плавание', requiredDocuments: [] });
      expect((await send(fx.admin, 'PATCH', url, { name: 'Плавание' })).statusCode).toBe(200);
      const entries = await audit('SECTION_UPDATE');
      expect(entries).toHaveLength(1);
      expect((await send(fx.admin, 'PATCH', url, { status: 'ARCHIVED' })).statusCode).toBe(200);
      const pub = await fx.app.inject({
        method: 'GET',
        url: `/v1/mob/public/place/${fx.s.complexId}/section`,
      });
      expect(pub.body).not.toContain('Плавание');
      expect(
        (await send(fx.admin, 'PATCH', `${base()}/sections/999999`, { name: 'X' })).statusCode,
      ).toBe(404);
    });

    it('refuses bad input in Russian, the front desk and another venue', async () => {
      const bad = [
        sectionBody({ name: '' }),
        sectionBody({ targetGroup: 'ALL' }),
        sectionBody({ requiredDocuments: ['PASSPORT_OF_MARS'] }),
        sectionBody({ packageId: 999999 }),
        sectionBody({ sportTypeId: 999999 }),
      ];
      for (const body of bad) {
        const res = await send(fx.admin, 'POST', `${base()}/sections`, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(CYRILLIC);
      }
      const groups = `${base()}/sections/${fx.s.sectionId}/groups`;
      for (const body of [
        groupBody({ schedule: [] }),
        groupBody({ schedule: [{ weekday: 8, start: '10:00', end: '11:00' }] }),
        groupBody({ schedule: [{ weekday: 1, start: '11:00', end: '10:00' }] }),
        groupBody({ places: 0 }),
        groupBody({ coachId: 999999 }),
      ]) {
        const res = await send(fx.admin, 'POST', groups, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(CYRILLIC);
      }
      const empty = await send(fx.admin, 'PATCH', `${base()}/coaches/${fx.s.coachIds[0]}`, {});
      expect(empty.statusCode).toBe(400);

      const desk = (await staffAt(fx.app, fx.s.complexId, 'FRONT_DESK')).auth;
      expect((await send(desk, 'POST', `${base()}/sections`, sectionBody())).statusCode).toBe(403);
      expect(
        (await send(desk, 'PATCH', `${base()}/groups/${fx.s.groupIds[0]}`, { places: 5 }))
          .statusCode,
      ).toBe(403);
      const elsewhere = await createShop(fx.app);
      const stranger = (await staffAt(fx.app, elsewhere.complexId, 'ADMIN')).auth;
      expect(
        (
          await send(stranger, 'POST', `${base()}/coaches`, {
            idempotencyKey: randomUUID(),
            lastName: 'А',
            firstName: 'Б',
          })
        ).statusCode,
      ).toBe(403);
      // An fx.admin of another venue cannot reach this venue's group through their own venue.
      const via = await send(
        stranger,
        'PATCH',
        `${base(elsewhere.complexId)}/groups/${fx.s.groupIds[0]}`,
        { places: 5 },
      );
      expect(via.statusCode).toBe(404);
      expect(await audit('SECTION_CREATE')).toHaveLength(0);
    });

    it('never lowers places below those taken; more places go to the waiting list at once', async () => {
      const apply = async () => {
        const me = await signIn(fx.app);
        const res = await fx.app.inject({
          method: 'POST',
          url: applyUrl(fx.s, fx.s.groupIds[0]!),
          headers: me.auth,
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(200);
        return { ...me, member: MembershipSchema.parse(res.json()) };
      };
      await apply();
      const [b, c, d] = [await apply(), await apply(), await apply()];
      expect(d.member.waitingPosition).toBe(3);
      const url = `${base()}/groups/${fx.s.groupIds[0]}`;
      await send(fx.admin, 'PATCH', url, { places: 1 }); // nothing changes
      const three = await send(fx.admin, 'PATCH', url, { places: 3 });
      expect(three.statusCode, three.body).toBe(200);
      expect(EditorGroupSchema.parse(three.json())).toMatchObject({ places: 3, taken: 3 });
      const offers = (userId: string) =>
        countRows(
          fx.app,
          sql`select count(*)::int as n from notifications where user_id = ${userId} and title = ${OFFER}`,
        );
      expect([await offers(b.user.id), await offers(c.user.id), await offers(d.user.id)]).toEqual([
        1, 1, 0,
      ]);

      const low = await send(fx.admin, 'PATCH', url, { places: 2 });
      expect(low.statusCode).toBe(409);
      expect(low.json().message).toBe('В группе уже занято мест: 3 — мест не может быть меньше');
      const entries = await audit('GROUP_UPDATE');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ before: { places: 1 }, after: { places: 3 } });
    });

    it('changes a coach card once, audited', async () => {
      const url = `${base()}/coaches/${fx.s.coachIds[0]}`;
      const res = await send(fx.admin, 'PATCH', url, {
        about: 'Мастер спорта',
        sportsStatus: 'AMATEUR',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ about: 'Мастер спорта', sportsStatus: 'AMATEUR' });
      const bad = await send(fx.admin, 'PATCH', url, { sportsStatusLevel: 'CHAMPION' });
      expect(bad.statusCode).toBe(400);
      expect(await audit('COACH_UPDATE')).toHaveLength(1);
    });
  });
});
