import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ChildSchema } from '@sportkarta/contract/api/children';
import { PermitDocSchema } from '@sportkarta/contract/api/permit-docs';
import { describe, expect, it } from 'vitest';
import { png, sendMultipart, signIn, VALID_CHILD, type Part } from './accounts-helpers';
import { testClock } from './clock';
import {
  docPart,
  listDocs,
  PDF,
  POOL_DOC,
  saveDoc,
  savedDoc,
  scanPart,
} from './permit-docs-helpers';
import { ENGINES, engineTitle, uploadsDirOf, useTestApp } from './test-app';
import { DEMO_COPY_STEPS } from '../src/demo-copy-steps';
import { sweepDemoCopies } from '../src/modules/auth/demo-service';

// Issue 14, permit documents: who may see and change them, which files are taken, and when a
// document becomes ARCHIVED. One app per engine; the clock is a Monday evening in Moscow, 23:59
// — a minute before the day turns there, while UTC is still on 20:59 of the same day.
const clock = testClock('2026-11-23T23:59:00+03:00');

describe.each(ENGINES)('permit documents ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const t = useTestApp(engine.name, { clock });
    const app = () => t().app;
    const docsDir = () => path.join(uploadsDirOf(t().config), 'documents');

    async function parentWithChild() {
      const s = await signIn(app());
      const res = await sendMultipart(app(), 'POST', '/v1/userInfo/child', s.auth, [
        { name: 'child', value: JSON.stringify({ ...VALID_CHILD, parentId: s.user.id }) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      return { ...s, child: ChildSchema.parse(res.json()) };
    }

    it('a parent adds a certificate for a child with an image and a PDF, and reads it back', async () => {
      clock.set('2026-11-23T23:59:00+03:00');
      const p = await parentWithChild();
      const doc = await savedDoc(app(), p.auth, { ...POOL_DOC, personId: p.child.id }, [
        scanPart(await png(1200, 800), 'справка.png'),
        scanPart(PDF, 'scan.pdf', 'application/pdf'),
      ]);
      expect(doc).toMatchObject({
        personId: p.child.id,
        childId: p.child.id,
        personName: 'Петрова Маша',
        kind: 'POOL_MEDICAL_CERTIFICATE',
        number: '№ 17/2026',
        listState: 'ACTIVE',
        createdAt: '2026-11-23T20:59:00.000Z',
      });
      expect(doc.scans.map((s) => s.contentType)).toEqual(['image/jpeg', 'application/pdf']);
      expect(doc.scans[1]!.thumbUrl).toBeNull();
      clock.advance(1000); // the newer document is listed first

      const image = await app().inject({ method: 'GET', url: doc.scans[0]!.url, headers: p.auth });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const thumb = await app().inject({
        method: 'GET',
        url: doc.scans[0]!.thumbUrl!,
        headers: p.auth,
      });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.rawPayload.length).toBeLessThan(image.rawPayload.length);
      const pdf = await app().inject({ method: 'GET', url: doc.scans[1]!.url, headers: p.auth });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload).toEqual(PDF);

      const own = await savedDoc(
        app(),
        p.auth,
        {
          kind: 'BIRTH_CERTIFICATE',
          number: 'II-МЮ 123456',
          issueDate: '2016-05-10',
          personId: p.user.id,
        },
        [scanPart(await png(40, 40))],
      );
      expect(own).toMatchObject({ childId: null, personId: p.user.id, validUntil: null });

      expect((await listDocs(app(), p.auth, 'getVisitorPermitDocsAll')).map((d) => d.id)).toEqual([
        own.id,
        doc.id,
      ]);
      expect((await listDocs(app(), p.auth, 'getVisitorPermitDocs')).map((d) => d.id)).toEqual([
        own.id,
      ]);
      const childDocs = await listDocs(app(), p.auth, 'getVisitorPermitDocs', {
        personId: p.child.id,
        kinds: ['POOL_MEDICAL_CERTIFICATE'],
      });
      expect(childDocs.map((d) => d.id)).toEqual([doc.id]);
      const byKind = await listDocs(app(), p.auth, 'getVisitorPermitDocsAll', {
        kinds: ['SPORTS_MEDICAL_CLEARANCE'],
      });
      expect(byKind).toEqual([]);
    });

    it('a second person can neither see, change nor attach to my child', async () => {
      const p = await parentWithChild();
      const doc = await savedDoc(app(), p.auth, { ...POOL_DOC, personId: p.child.id }, [
        scanPart(await png(30, 30)),
      ]);
      const other = await signIn(app());

      expect(await listDocs(app(), other.auth, 'getVisitorPermitDocsAll')).toEqual([]);
      const asked = await app().inject({
        method: 'POST',
        url: '/v1/mob/getVisitorPermitDocs',
        headers: other.auth,
        payload: { personId: p.child.id },
      });
      expect(asked.statusCode).toBe(404);
      expect(asked.json()).toEqual({ code: 'NOT_FOUND', message: 'Ребёнок не найден' });

      for (const url of [doc.scans[0]!.url, doc.scans[0]!.thumbUrl!]) {
        const read = await app().inject({ method: 'GET', url, headers: other.auth });
        expect(read.statusCode).toBe(404);
        expect(read.json().message).toBe('Скан не найден');
        expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
      }

      const removed = await app().inject({
        method: 'DELETE',
        url: `/v1/mob/deletePermitDoc?id=${doc.id}`,
        headers: other.auth,
      });
      expect(removed.statusCode).toBe(404);
      expect(removed.json().message).toBe('Документ не найден');

      const attached = await saveDoc(app(), other.auth, [
        docPart({ ...POOL_DOC, personId: p.child.id }),
        scanPart(await png(30, 30)),
      ]);
      expect(attached.statusCode).toBe(404);
      expect(attached.json().message).toBe('Ребёнок не найден');
      expect(await listDocs(app(), p.auth, 'getVisitorPermitDocsAll')).toHaveLength(1);
    });

    // Issue 28: a document is changed in place by its owner only; new scans replace the old.
    it('the owner edits a document — fields, whose it is, and scans; a second person cannot', async () => {
      clock.set('2026-11-23T12:00:00+03:00');
      const p = await parentWithChild();
      const doc = await savedDoc(app(), p.auth, { ...POOL_DOC, personId: p.user.id }, [
        scanPart(await png(30, 30)),
      ]);
      const update = (auth: Record<string, string>, parts: Part[], id = doc.id) =>
        sendMultipart(app(), 'PUT', `/v1/mob/updatePermitDoc?id=${id}`, auth, parts);
      const files = () => readdirSync(docsDir()).length;

      const other = await signIn(app());
      const foreign = await update(other.auth, [
        docPart({ ...POOL_DOC, personId: other.user.id, number: 'чужой' }),
      ]);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Документ не найден');
      const childOfOther = await update(other.auth, [
        docPart({ ...POOL_DOC, personId: p.child.id }),
      ]);
      expect(childOfOther.statusCode).toBe(404);
      const bad = await update(p.auth, [docPart({ ...POOL_DOC, personId: p.user.id, number: '' })]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Поле обязательно/);
      const future = await update(p.auth, [
        docPart({ ...POOL_DOC, personId: p.user.id, issueDate: '2026-11-24' }),
      ]);
      expect(future.statusCode).toBe(400);

      // Fields and the person change; without new scans the old one stays.
      const moved = await update(p.auth, [
        docPart({
          ...POOL_DOC,
          personId: p.child.id,
          number: '№ 18/2026',
          validUntil: '2027-06-01',
        }),
      ]);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(PermitDocSchema.parse(moved.json())).toMatchObject({
        id: doc.id,
        childId: p.child.id,
        number: '№ 18/2026',
        validUntil: '2027-06-01',
        scans: [{ id: doc.scans[0]!.id }],
      });
      // New scans replace the old ones, whose files go.
      const before = files();
      const rescanned = await update(p.auth, [
        docPart({ ...POOL_DOC, personId: p.child.id }),
        scanPart(PDF, 'scan.pdf', 'application/pdf'),
      ]);
      expect(rescanned.statusCode, rescanned.body).toBe(200);
      const scans = PermitDocSchema.parse(rescanned.json()).scans;
      expect(scans.map((s) => s.contentType)).toEqual(['application/pdf']);
      expect(files()).toBe(before - 2 + 1); // the image and its thumbnail out, the PDF in
      const docs = await listDocs(app(), other.auth, 'getVisitorPermitDocsAll');
      expect(docs).toEqual([]);
      expect(
        (await app().inject({ method: 'GET', url: doc.scans[0]!.url, headers: p.auth })).statusCode,
      ).toBe(404);
    });

    it('refuses files that are not JPEG, PNG or PDF by content, too large, or too many', async () => {
      const s = await signIn(app());
      const doc = docPart({ ...POOL_DOC, personId: s.user.id });
      const refused = async (
        scans: ReturnType<typeof scanPart>[],
        status: number,
        message: string,
      ) => {
        const before = existsSync(docsDir()) ? readdirSync(docsDir()).length : 0;
        const res = await saveDoc(app(), s.auth, [doc, ...scans]);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toContain(message);
        expect(existsSync(docsDir()) ? readdirSync(docsDir()).length : 0).toBe(before);
      };
      const type = 'Скан документа должен быть изображением JPG или PNG или файлом PDF';
      await refused(
        [scanPart(Buffer.from('просто текст'), 'справка.pdf', 'application/pdf')],
        400,
        type,
      );
      await refused([scanPart(Buffer.from('MZ\x90\x00\x03'), 'photo.png', 'image/png')], 400, type);
      // A good first file does not carry a bad second one.
      await refused(
        [scanPart(await png(20, 20)), scanPart(Buffer.from('<svg/>'), 'a.jpg', 'image/jpeg')],
        400,
        type,
      );
      const brokenPng = Buffer.concat([(await png(20, 20)).subarray(0, 16), Buffer.alloc(64)]);
      await refused([scanPart(brokenPng)], 400, 'Файл повреждён');
      await refused(
        [scanPart(PDF.subarray(0, 40), 'cut.pdf', 'application/pdf')],
        400,
        'Файл повреждён',
      );
      const huge = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(10_000_000)]);
      await refused(
        [scanPart(huge, 'big.pdf', 'application/pdf')],
        413,
        'не больше 10 000 000 байт',
      );
      const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => png(10, 10)));
      await refused(
        six.map((b) => scanPart(b)),
        400,
        'Превышен лимит в 5 файлов',
      );
      await refused([], 400, 'Поле «Сканы документа»: Приложите хотя бы один скан');
      const plain = await app().inject({
        method: 'POST',
        url: '/v1/mob/savePermitDoc',
        headers: s.auth,
        payload: { doc: POOL_DOC },
      });
      expect(plain.statusCode).toBe(415);
      expect(plain.json().message).toBe('Ожидается запрос multipart/form-data');
    });

    it('bad input → 400 with a Russian message naming the field, never a 500', async () => {
      clock.set('2026-11-23T23:59:00+03:00');
      const s = await signIn(app());
      const scan = scanPart(await png(10, 10));
      const cases: [Record<string, unknown>, string][] = [
        [{ number: '  ' }, 'Поле «Номер документа»: Поле обязательно'],
        [{ number: 'x'.repeat(51) }, 'Длина текста не может быть больше 50 символов'],
        [{ number: '<script>' }, 'Поле «Номер документа»: Недопустимые символы'],
        [{ kind: 'PASSPORT' }, 'Поле «Вид»: Выберите вид документа из списка'],
        [{ issueDate: '01.11.2026' }, 'Поле «Дата выдачи»: Неверный формат даты'],
        [{ validUntil: null }, 'Поле «Действителен до»: Поле обязательно'],
        [{ validUntil: '2026-10-01' }, 'Дата окончания должна быть позже чем дата начала'],
        [{ personId: 'me' }, 'Поле «Чей документ»: Неверный идентификатор'],
        // Moscow's today is 2026-11-23: the 24th has not come yet.
        [{ issueDate: '2026-11-24' }, 'Дата выдачи не может быть позже сегодняшнего дня'],
      ];
      for (const [fields, message] of cases) {
        const res = await saveDoc(app(), s.auth, [
          docPart({ ...POOL_DOC, personId: s.user.id, ...fields }),
          scan,
        ]);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      const notJson = await saveDoc(app(), s.auth, [{ name: 'doc', value: '{oops' }, scan]);
      expect(notJson.json().message).toBe(
        'Проверьте правильность заполнения полей. Поле «Данные документа»: Часть не является корректным JSON',
      );
      const asks: [string, string, unknown, string][] = [
        ['DELETE', '/v1/mob/deletePermitDoc?id=1', undefined, 'Неверный идентификатор документа'],
        ['DELETE', '/v1/mob/deletePermitDoc', undefined, 'Поле «Идентификатор»'],
        [
          'POST',
          '/v1/mob/getVisitorPermitDocsAll',
          { listState: 'OLD' },
          'Поле «Состояние документа»',
        ],
        ['POST', '/v1/mob/getVisitorPermitDocsAll', { kinds: 'POOL' }, 'Поле «Виды»'],
        ['POST', '/v1/mob/getVisitorPermitDocs', { personId: 5 }, 'Поле «Чей документ»'],
        ['GET', '/v1/mob/permitDocScan/abc', undefined, 'Неверный идентификатор скана'],
      ];
      for (const [method, url, payload, message] of asks) {
        const res = await app().inject({
          method: method as 'GET',
          url,
          headers: s.auth,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('is ACTIVE through its last day in Moscow and ARCHIVED from the next; delete removes files', async () => {
      clock.set('2026-11-23T23:59:00+03:00');
      const s = await signIn(app());
      const doc = await savedDoc(
        app(),
        s.auth,
        { ...POOL_DOC, personId: s.user.id, issueDate: '2026-05-23', validUntil: '2026-11-23' },
        [scanPart(await png(50, 50))],
      );
      expect(doc.listState).toBe('ACTIVE');
      const archived = () =>
        listDocs(app(), s.auth, 'getVisitorPermitDocs', { listState: 'ARCHIVED' });
      expect(await archived()).toEqual([]);
      // 00:01 in Moscow is still 21:01 of the 23rd in UTC: the day that counts is Moscow's.
      clock.set('2026-11-24T00:01:00+03:00');
      expect((await archived()).map((d) => [d.id, d.listState])).toEqual([[doc.id, 'ARCHIVED']]);
      expect(
        await listDocs(app(), s.auth, 'getVisitorPermitDocsAll', { listState: 'ACTIVE' }),
      ).toEqual([]);

      const files = () => readdirSync(docsDir());
      const before = files().length;
      const removed = await app().inject({
        method: 'DELETE',
        url: `/v1/mob/deletePermitDoc?id=${doc.id}`,
        headers: s.auth,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ id: doc.id });
      expect(files().length).toBe(before - 2); // the scan and its thumbnail
      expect(
        (await app().inject({ method: 'GET', url: doc.scans[0]!.url, headers: s.auth })).statusCode,
      ).toBe(404);
      const again = await app().inject({
        method: 'DELETE',
        url: `/v1/mob/deletePermitDoc?id=${doc.id}`,
        headers: s.auth,
      });
      expect(again.statusCode).toBe(404);
    });

    it('a demo copy has an active and an archived pool certificate for its child; their files go with it', async () => {
      clock.set('2026-11-24T12:00:00+03:00');
      const res = await app().inject({ method: 'POST', url: '/v1/demo-user' });
      const auth = { authorization: `Bearer ${res.json().accessToken as string}` };
      const docs = await listDocs(app(), auth, 'getVisitorPermitDocsAll');
      expect(docs.map((d) => [d.kind, d.listState])).toEqual([
        ['POOL_MEDICAL_CERTIFICATE', 'ACTIVE'],
        ['POOL_MEDICAL_CERTIFICATE', 'ARCHIVED'],
      ]);
      expect(new Set(docs.map((d) => d.childId)).size).toBe(1);
      expect(docs[0]!.childId).not.toBeNull();
      const tokens = readdirSync(docsDir()).length;
      const scan = await app().inject({
        method: 'GET',
        url: docs[1]!.scans[0]!.url,
        headers: auth,
      });
      expect(scan.statusCode).toBe(200);
      expect(scan.headers['content-type']).toBe('image/jpeg');

      // A day and more later the copy is swept, and with it the scans and their thumbnails.
      clock.advance(25 * 3_600_000);
      expect(
        await sweepDemoCopies(app().db, app().files, t().config, DEMO_COPY_STEPS, clock.now()),
      ).toBeGreaterThan(0);
      expect(readdirSync(docsDir()).length).toBe(tokens - 4);
    });

    it('deleting the account removes its documents and their files', async () => {
      const p = await parentWithChild();
      await savedDoc(app(), p.auth, { ...POOL_DOC, personId: p.child.id }, [
        scanPart(PDF, 'a.pdf'),
      ]);
      await savedDoc(app(), p.auth, { ...POOL_DOC, personId: p.user.id }, [scanPart(PDF, 'b.pdf')]);
      const before = readdirSync(docsDir()).length;
      const res = await app().inject({
        method: 'POST',
        url: '/v1/mobile/user/deleteRegistration',
        headers: p.auth,
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(readdirSync(docsDir()).length).toBe(before - 2);
    });
  });
});
