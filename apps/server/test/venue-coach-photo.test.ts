import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import {
  EditorCoachSchema,
  SectionEditorSchema,
} from '@sportkarta/contract/api/venue-sections-editor';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, png, signIn, type Part } from './accounts-helpers';
import { createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { createSection } from './sections-fixtures';
import { ENGINES, engineTitle } from './test-app';
import { staffAt, useSectionAdmin } from './venue-fixtures';

// Issue 25: the venue's administrator uploads a coach's photo. The bytes decide what it is
// (JPEG, PNG or WebP), the avatar pipeline makes a JPEG of at most 500×500, the card names the
// new address, the replaced file is gone, and the change is audited; the front desk and other
// venues are refused before the file is read.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('coach photo ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const fx = useSectionAdmin(engine.name, WEDNESDAY);
    const base = (complexId = fx.s.complexId) => `/v1/mob/staff/complexes/${complexId}`;
    const photoPart = (value: Buffer, filename = 'coach.png'): Part[] => [
      { name: 'photo', value, filename, contentType: 'image/png' },
    ];
    const upload = (auth: Auth, parts: Part[], coachId = fx.s.coachIds[0]!, complexId?: number) => {
      const body = multipart(parts);
      return fx.app.inject({
        method: 'POST',
        url: `${base(complexId)}/coaches/${coachId}/photo`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    const coachUpdates = async () =>
      AuditPageSchema.parse(
        (
          await fx.app.inject({
            method: 'GET',
            url: `${base()}/audit?kind=COACH_UPDATE`,
            headers: fx.admin,
          })
        ).json(),
      ).items;

    it('stores a PNG and then a WebP as JPEGs of at most 500×500; the old file goes; audited', async () => {
      const first = await upload(fx.admin, photoPart(await png(900, 600)));
      expect(first.statusCode, first.body).toBe(200);
      const card = EditorCoachSchema.parse(first.json());
      expect(card.photos).toHaveLength(1);
      const url = card.photos[0]!;
      expect(url).toMatch(/^\/v1\/photos\/[A-Za-z0-9_-]{32}\.jpg$/);
      const file = await fx.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 333 });

      const webp = await sharp({
        create: { width: 40, height: 40, channels: 3, background: '#0a0' },
      })
        .webp()
        .toBuffer();
      const second = await upload(fx.admin, photoPart(webp, 'coach.webp'));
      expect(second.statusCode, second.body).toBe(200);
      const next = EditorCoachSchema.parse(second.json()).photos[0]!;
      expect(next).not.toBe(url);
      expect((await fx.app.inject({ method: 'GET', url })).statusCode).toBe(404);

      const editor = SectionEditorSchema.parse(
        (
          await fx.app.inject({ method: 'GET', url: `${base()}/section-editor`, headers: fx.admin })
        ).json(),
      );
      expect(editor.coaches.find((c) => c.id === fx.s.coachIds[0])!.photos).toEqual([next]);
      const entries = await coachUpdates();
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        objectType: 'coach',
        objectId: String(fx.s.coachIds[0]),
        before: { photos: [url] },
        after: { photos: [next] },
      });
    });

    it('refuses what is not an image, too big a file, no file and a body not multipart, in Russian', async () => {
      const cases: [Part[], number, string][] = [
        [
          photoPart(Buffer.from('MZ not an image')),
          400,
          'Фотография должна быть в формате JPG, PNG или WebP',
        ],
        [
          photoPart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
          400,
          'Фотография должна быть в формате JPG, PNG или WebP',
        ],
        [[{ name: 'about', value: 'без файла' }], 400, 'Выберите фотографию'],
        [
          photoPart(Buffer.alloc(IMAGE_MAX_BYTES + 1)),
          413,
          'Фотография слишком большая: не больше 10 000 000 байт',
        ],
      ];
      for (const [parts, status, message] of cases) {
        const res = await upload(fx.admin, parts);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
      }
      const json = await fx.app.inject({
        method: 'POST',
        url: `${base()}/coaches/${fx.s.coachIds[0]}/photo`,
        headers: fx.admin,
        payload: { photo: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Ожидается запрос multipart/form-data');
      expect(await coachUpdates()).toEqual([]);
    });

    it("only catalogue.edit at this venue; another venue's coach is 404 through one's own venue", async () => {
      const desk = (await staffAt(fx.app, fx.s.complexId, 'FRONT_DESK')).auth;
      const other = await createSection(fx.app, await createShop(fx.app), [{ places: 1 }]);
      const otherAdmin = (await staffAt(fx.app, other.complexId, 'ADMIN')).auth;
      const visitor = (await signIn(fx.app)).auth;
      const photo = await png(20, 20);
      for (const who of [desk, otherAdmin, visitor]) {
        const res = await upload(who, photoPart(photo));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/[А-Яа-я]/);
      }
      const foreign = await upload(otherAdmin, photoPart(photo), fx.s.coachIds[0], other.complexId);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Тренер не найден');
      expect(await coachUpdates()).toEqual([]);
    });
  });
});
