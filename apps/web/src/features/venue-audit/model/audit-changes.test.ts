import { formatRub } from '@sportkarta/contract/config/formats';
import { auditChanges } from './audit-changes';

const ZONE = 'Europe/Moscow';

describe('auditChanges', () => {
  it('a role change: only what changed, in Russian labels and values', () => {
    const before = { userId: 'u', name: 'Ольга', phone: '+79160000002', role: 'CONTROLLER' };
    const after = { ...before, role: 'FRONT_DESK' };
    expect(auditChanges({ before, after, objectType: 'staff' }, ZONE)).toEqual([
      { field: 'role', label: 'Роль', before: 'Контролёр', after: 'Администратор зала' },
    ]);
  });

  it('the venue’s sports and a place: names, places’ sports, the place in the list', () => {
    const sports = auditChanges(
      {
        before: { sports: 'Плавание', placeSports: ['Бассейн: —'] },
        after: { sports: 'Плавание, Теннис', placeSports: ['Бассейн: Плавание'] },
        objectType: 'complex',
      },
      ZONE,
    );
    expect(sports.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Виды спорта', 'Плавание', 'Плавание, Теннис'],
      ['Виды спорта площадок', 'Бассейн: —', 'Бассейн: Плавание'],
    ]);
    const place = auditChanges(
      {
        before: { name: 'Зал', order: 2 },
        after: { name: 'Зал 2', order: 1 },
        objectType: 'place',
      },
      ZONE,
    );
    expect(place.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Название', 'Зал', 'Зал 2'],
      ['Место в списке', '2', '1'],
    ]);
  });

  it('the layout editor: a product’s name and price, a part’s group by name and place', () => {
    const product = auditChanges(
      {
        before: { name: 'Дорожка 1', priceKopecks: 50000 },
        after: { name: 'Дорожка 1 (утро)', priceKopecks: 60050 },
        objectType: 'event_product',
      },
      ZONE,
    );
    expect(product.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Название', 'Дорожка 1', 'Дорожка 1 (утро)'],
      ['Цена', formatRub(50000), formatRub(60050)],
    ]);
    const part = auditChanges(
      {
        before: { parentId: 11, order: 3 },
        after: { parentId: 12, order: 1 },
        objectType: 'place_part',
        names: { parentId: { '11': 'Бассейн', '12': 'Детские' } },
      },
      ZONE,
    );
    expect(part.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Группа', 'Бассейн', 'Детские'],
      ['Место в списке', '3', '1'],
    ]);
  });

  it('a thing created has no «before»; a refund reads as money, positions and a reason', () => {
    const changes = auditChanges(
      {
        before: { lines: [{ id: 11, refund: null }] },
        after: { refundId: 'r1', lineIds: [11, 12], amountKopecks: 55000, reason: 'Закрыто' },
        objectType: 'order',
      },
      ZONE,
    );
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Позиции', '1 позиция', null],
      ['Номер возврата', null, 'r1'],
      ['Позиции заказа', null, '11, 12'],
      ['Сумма', null, formatRub(55000)],
      ['Причина', null, 'Закрыто'],
    ]);
  });

  it('check-ins, lists and decisions: statuses, yes/no, minutes, the scan time in the zone', () => {
    expect(
      auditChanges(
        {
          before: { status: 'ACTIVE', visitsUsed: 0 },
          after: { status: 'DEACTIVATED', visitsUsed: 1, reentry: false },
          objectType: 'ticket',
        },
        ZONE,
      ).map((c) => `${c.label}: ${c.before ?? ''} → ${c.after ?? ''}`),
    ).toEqual([
      'Статус: Активный → Погашен',
      'Использовано посещений: 0 → 1',
      'Повторный вход:  → нет',
    ]);
    expect(
      auditChanges(
        {
          before: { id: 3, name: 'Вход', admitBeforeMinutes: 30, reentry: false },
          after: { id: 3, name: 'Главный вход', admitBeforeMinutes: 45, reentry: true },
          objectType: 'check_in_list',
        },
        ZONE,
      ).map((c) => [c.label, c.before, c.after]),
    ).toEqual([
      ['Название', 'Вход', 'Главный вход'],
      ['Вход до начала', '30 мин', '45 мин'],
      ['Повторный вход', 'нет', 'да'],
    ]);
    expect(
      auditChanges(
        {
          before: null,
          after: { scannedAt: '2026-11-25T08:30:00.000Z', result: 'USED' },
          objectType: 'ticket',
        },
        ZONE,
      ).map((c) => c.after),
    ).toEqual(['25 ноября 2026, 11:30', 'Погашен: билет уже использован']);
    expect(
      auditChanges(
        { before: { status: 'NEW' }, after: { status: 'APPROVED' }, objectType: 'member' },
        ZONE,
      )[0],
    ).toMatchObject({ before: 'Заявка подана', after: 'Заявка принята' });
  });

  it('a session cancelled: yes/no, counts, the start in the venue zone, refunds and people told', () => {
    const changes = auditChanges(
      {
        before: { canceled: false, sold: 3, held: 1 },
        after: {
          canceled: true,
          reason: 'Ремонт',
          startsAt: '2026-11-25T16:00:00.000Z',
          refunds: 2,
          amountKopecks: 142100,
          notified: 2,
        },
        objectType: 'session',
      },
      ZONE,
    );
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Отменён', 'нет', 'да'],
      ['Продано мест', '3', null],
      ['В брони', '1', null],
      ['Причина', null, 'Ремонт'],
      ['Начало сеанса', null, expect.stringContaining('19:00')],
      ['Возвратов', null, '2'],
      ['Сумма', null, formatRub(142100)],
      ['Уведомлено покупателей', null, '2'],
    ]);
  });

  it('a field it does not know is shown under its own name, its value as written', () => {
    expect(
      auditChanges({ before: null, after: { seats: { row: 3 } }, objectType: 'x' }, ZONE),
    ).toEqual([{ field: 'seats', label: 'seats', before: null, after: '{"row":3}' }]);
  });

  it("a section's sport, place and package read by the names the log answers", () => {
    const changes = auditChanges(
      {
        before: { sportTypeId: 1, placeId: 5, packageId: 7 },
        after: { sportTypeId: 2, placeId: 6, packageId: null },
        objectType: 'section',
        // Place 6 is no longer found: the server leaves it out.
        names: {
          sportTypeId: { '1': 'Плавание', '2': 'Фитнес' },
          placeId: { '5': 'Большой зал' },
          packageId: { '7': 'Секция плавания' },
        },
      },
      ZONE,
    );
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Вид спорта', 'Плавание', 'Фитнес'],
      ['Площадка', 'Большой зал', '6'],
      ['Абонемент', 'Секция плавания', '—'],
    ]);
  });

  it('sections, groups and coach cards: every field the editor writes under a Russian label', () => {
    const read = (before: object | null, after: object, objectType: string) =>
      auditChanges({ before, after, objectType }, ZONE).map((c) => [c.label, c.before, c.after]);
    expect(
      read(
        null,
        {
          name: 'Плавание',
          targetGroup: 'SPECIFIC',
          ageFrom: 4,
          requiredDocuments: ['POOL_MEDICAL_CERTIFICATE'],
          adaptedFor: [],
        },
        'section',
      ),
    ).toEqual([
      ['Название', null, 'Плавание'],
      ['Для кого', null, 'Определённый возраст'],
      ['Возраст от', null, '4'],
      ['Документы участника', null, 'Медицинская справка для посещения бассейна'],
      ['Адаптирована для', null, 'нет'],
    ]);
    // A change writes lists as comma-joined text and the lessons as JSON text.
    expect(
      read(
        { schedule: '[{"weekday":2,"start":"17:00","end":"18:00"}]', places: 8, adaptedFor: '' },
        {
          schedule:
            '[{"weekday":2,"start":"17:00","end":"18:00"},{"weekday":6,"start":"10:00","end":"10:45"}]',
          places: 12,
          adaptedFor: 'HEARING,VISION',
          status: 'ARCHIVED',
        },
        'group',
      ),
    ).toEqual([
      ['Занятия', 'Вт 17:00–18:00', 'Вт 17:00–18:00, Сб 10:00–10:45'],
      ['Мест', '8', '12'],
      ['Адаптирована для', 'нет', 'Нарушения слуха, Нарушения зрения'],
      ['Статус', null, 'В архиве'],
    ]);
    expect(
      read(
        { lastName: 'Иванова', sportsStatus: 'SPORTSMAN', photos: ['/media/coaches/coach-1.svg'] },
        {
          lastName: 'Петрова',
          sportsStatus: 'AMATEUR',
          photos: ['/v1/photos/Q2xvdWRzQW5kU3VuQWJvdmVUaGVQb29s.jpg'],
        },
        'coach',
      ),
    ).toEqual([
      ['Фамилия', 'Иванова', 'Петрова'],
      ['Спортивный статус', 'Спортсмен', 'Любитель'],
      ['Фотография', 'файл coach-1.svg', 'файл Q2xvdWRzQW5k…'],
    ]);
  });
});
