import { contactHref, formatDistance, weekRows, weekdayIn } from './format';

describe('place-details format', () => {
  it('writes distances as «350 м» and «2,4 км»', () => {
    expect(formatDistance(349.6)).toBe('350 м');
    expect(formatDistance(2420)).toBe('2,4 км');
    expect(formatDistance(999.6)).toBe('1,0 км');
    expect(formatDistance(150_400)).toBe('150 км');
  });

  it('turns contacts into tel:, mailto: and https links', () => {
    expect(contactHref({ kind: 'PHONE', value: '+7 (495) 123-45-67' })).toBe('tel:+74951234567');
    expect(contactHref({ kind: 'E_MAIL', value: 'info@pool.ru' })).toBe('mailto:info@pool.ru');
    expect(contactHref({ kind: 'WEB_SITE', value: 'pool.ru' })).toBe('https://pool.ru/');
    expect(contactHref({ kind: 'TELEGRAM', value: '@pool' })).toBe('https://t.me/pool');
    expect(contactHref({ kind: 'FAX', value: '+7 495 1234567' })).toBeNull();
    expect(contactHref({ kind: 'VKONTAKTE', value: 'javascript:alert(1)' })).toBeNull();
  });

  it('lays the week out from Monday with days off as null', () => {
    const rows = weekRows([
      { weekday: 7, start: '10:00', end: '18:00' },
      { weekday: 1, start: '07:00', end: '23:00' },
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[0]?.start).toBe('07:00');
    expect(rows[1]).toBeNull();
    expect(rows[6]?.end).toBe('18:00');
  });

  it('knows the weekday in the venue time zone', () => {
    // Sunday 22:30 UTC is already Monday in Moscow.
    expect(weekdayIn('Europe/Moscow', new Date('2026-11-22T22:30:00Z'))).toBe(1);
    expect(weekdayIn('UTC', new Date('2026-11-22T22:30:00Z'))).toBe(7);
  });
});
