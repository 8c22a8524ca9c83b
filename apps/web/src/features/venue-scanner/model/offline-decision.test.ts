import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/venue-staff';
import { describe, expect, it } from 'vitest';
import { decideOffline, type LocalAdmission, type OfflineInput } from './offline-decision';
import type { TokenCheck } from './qr-token';

// The door's offline rules (docs/venue-side.md), the server's rules (check-in/rules.ts) as far
// as the pack carries them. Every instant is written with its offset:
// the decision compares instants, so the machine's zone and date cannot change an answer.

const GENERATED = '2026-11-25T07:00:00+03:00';
const NOW = new Date('2026-11-25T18:45:00+03:00');

/** An item as the server packs it; `visitsLeft` follows the visits unless given. */
const item = (over: Partial<OfflinePackItem> = {}): OfflinePackItem => {
  const total = over.visitsTotal === undefined ? 1 : over.visitsTotal;
  const used = over.visitsUsed ?? 0;
  return {
    ...packed(),
    visitsTotal: total,
    visitsUsed: used,
    visitsLeft: total === null ? null : total - used,
    ...over,
  };
};
const packed = (): OfflinePackItem => ({
  qrCodeId: 'tk-1',
  kind: 'TICKET',
  title: 'Свободное плавание',
  holderName: 'Анна Петрова',
  childAge: null,
  sessionStart: '2026-11-25T19:00:00+03:00',
  sessionEnd: '2026-11-25T20:00:00+03:00',
  admitFrom: '2026-11-25T18:30:00+03:00',
  admitUntil: '2026-11-25T20:00:00+03:00',
  onList: true,
  visitsLeft: 1,
  status: 'ACTIVE',
  usedAt: null,
  reentry: false,
  refund: 'NONE',
  orderStatus: 'payed',
  validUntil: '2026-11-25T20:00:00+03:00',
  visitDate: null,
  dayRule: null,
  visitsTotal: 1,
  visitsUsed: 0,
  demo: false,
});
const pack = (...items: OfflinePackItem[]): OfflinePack => ({
  generatedAt: GENERATED,
  validDate: '2026-11-25',
  timeZone: 'Europe/Moscow',
  kid: 'k1',
  items,
});
const valid: TokenCheck = { status: 'valid', qrCodeId: 'tk-1', expiresAt: null };
const admitted = (at: string, nonce = 'n-1'): LocalAdmission => ({ qrCodeId: 'tk-1', nonce, at });

const decide = (over: Partial<OfflineInput>) =>
  decideOffline({
    token: valid,
    pack: pack(item()),
    admissions: [],
    pending: new Set(),
    now: NOW,
    ...over,
  });

describe('decideOffline', () => {
  it('admits a valid ticket of the pack within its window, with the holder and visits left', () => {
    expect(decide({})).toMatchObject({
      admitted: true,
      reason: 'ACCEPTED',
      offline: true,
      holderName: 'Анна Петрова',
      title: 'Свободное плавание',
      visitsLeft: 0,
    });
  });

  it("refuses a demo code at a real venue in the server's words (issue 26: DEMO)", () => {
    expect(decide({ pack: pack(item({ demo: true })) })).toMatchObject({
      admitted: false,
      reason: 'DEMO',
      message: 'Демо-билет: оплачен не по-настоящему, вход не разрешён',
    });
  });

  it('refuses a forged code, and says what is missing without a pack', () => {
    expect(decide({ token: { status: 'forged' } })).toMatchObject({
      admitted: false,
      reason: 'FORGED',
    });
    expect(decide({ pack: null })).toMatchObject({ admitted: false, reason: 'NO_PACK' });
  });

  it('decides nothing from a pack of another day', () => {
    // The venue's (Moscow's) next day: 00:00:01 on the 26th.
    const tomorrow = new Date('2026-11-26T00:00:01+03:00');
    expect(decide({ now: tomorrow })).toMatchObject({ admitted: false, reason: 'NO_PACK' });
  });

  it('refuses a code the venue does not expect today (another venue, another day)', () => {
    const other: TokenCheck = { status: 'valid', qrCodeId: 'tk-9', expiresAt: null };
    expect(decide({ token: other })).toMatchObject({ admitted: false, reason: 'NOT_IN_PACK' });
  });

  it('refuses an expired code of ours as outdated', () => {
    const expired: TokenCheck = { status: 'expired', qrCodeId: 'tk-1', expiresAt: NOW };
    expect(decide({ token: expired })).toMatchObject({ admitted: false, reason: 'OUTDATED' });
  });

  it.each([
    ['REFUNDED', 'REFUNDED'],
    ['CANCELED', 'CANCELED'],
    ['DEACTIVATED', 'USED'],
    ['EXHAUSTED', 'EXHAUSTED'],
  ] as const)('refuses a %s code with %s', (status, reason) => {
    expect(decide({ pack: pack(item({ status })) })).toMatchObject({ admitted: false, reason });
  });

  it.each([
    ['FREEZED', 'FREEZED'],
    ['CREATED', 'NOT_ACTIVATED'],
  ] as const)('refuses a %s package with %s', (status, reason) => {
    const pkg = item({ qrCodeId: 'pkg:7', kind: 'PACKAGE', status, admitFrom: null });
    const token: TokenCheck = { status: 'valid', qrCodeId: 'pkg:7', expiresAt: null };
    expect(decide({ token, pack: pack(pkg) })).toMatchObject({ admitted: false, reason });
  });

  it('admits from the window opening to its close, not a millisecond outside it', () => {
    // A list that admits until 15 minutes after the start (19:15); the session ends at 20:00.
    const listed = pack(item({ admitUntil: '2026-11-25T19:15:00+03:00' }));
    const at = (iso: string) => decide({ pack: listed, now: new Date(iso) });
    // Before the window the server says the door is not open yet; after it, closed.
    expect(at('2026-11-25T18:29:59.999+03:00')).toMatchObject({
      admitted: false,
      reason: 'NOT_YET',
      window: {
        from: '2026-11-25T18:30:00+03:00',
        until: '2026-11-25T19:15:00+03:00',
        timeZone: 'Europe/Moscow',
      },
    });
    expect(at('2026-11-25T18:30:00+03:00').admitted).toBe(true);
    expect(at('2026-11-25T19:15:00+03:00').admitted).toBe(true);
    expect(at('2026-11-25T19:15:00.001+03:00').reason).toBe('OUTSIDE_WINDOW');
    // The ticket itself ends with the session (as the server's validUntil says).
    expect(at('2026-11-25T20:00:00+03:00').reason).toBe('OUTDATED');
  });

  it('refuses as used a ticket this device admitted after the pack was made', () => {
    const admissions = [admitted('2026-11-25T18:40:00+03:00')];
    expect(decide({ admissions })).toMatchObject({
      admitted: false,
      reason: 'USED',
      visitsLeft: 0,
    });
  });

  it('counts an admission made before the pack only while it is still queued', () => {
    const early = [admitted('2026-11-25T06:59:00+03:00', 'n-early')];
    // Sent and answered: the newer pack already counts it (visitsLeft would say so).
    expect(decide({ admissions: early }).admitted).toBe(true);
    expect(decide({ admissions: early, pending: new Set(['n-early']) }).reason).toBe('USED');
  });

  it('refuses a ticket the pack says was used, unless the list allows re-entry', () => {
    const usedAt = '2026-11-25T18:35:00+03:00';
    expect(
      decide({ pack: pack(item({ status: 'DEACTIVATED', usedAt, visitsUsed: 1 })) }).reason,
    ).toBe('USED');
    expect(
      decide({ pack: pack(item({ status: 'DEACTIVATED', usedAt, visitsUsed: 1, reentry: true })) }),
    ).toMatchObject({ admitted: true, reentry: true });
    // Re-entry after this device's own admission.
    const admissions = [admitted('2026-11-25T18:40:00+03:00')];
    expect(decide({ pack: pack(item({ reentry: true })), admissions })).toMatchObject({
      admitted: true,
      reentry: true,
    });
  });

  it('lets a re-entry in only while every other rule still holds (the window, the status)', () => {
    const usedAt = '2026-11-25T18:35:00+03:00';
    const used = item({ status: 'DEACTIVATED', usedAt, visitsUsed: 1, reentry: true });
    expect(decide({ pack: pack(used), now: new Date('2026-11-25T20:00:01+03:00') })).toMatchObject({
      admitted: false,
      reason: 'USED',
    });
    expect(decide({ pack: pack({ ...used, status: 'REFUNDED' }) }).reason).toBe('REFUNDED');
    // Not used today: re-entry lifts nothing (a ticket used up yesterday stays used).
    expect(decide({ pack: pack({ ...used, usedAt: null }) }).reason).toBe('USED');
  });

  it('admits a ticket of several visits again while visits are left', () => {
    const admissions = [admitted('2026-11-25T18:40:00+03:00')];
    expect(decide({ pack: pack(item({ visitsTotal: 3 })), admissions })).toMatchObject({
      admitted: true,
      visitsLeft: 1,
    });
  });

  it('admits a package once a day, and none with no visits left', () => {
    const pkg = item({
      qrCodeId: 'pkg:7',
      kind: 'PACKAGE',
      visitsTotal: 4,
      admitFrom: null,
      admitUntil: null,
    });
    const token: TokenCheck = { status: 'valid', qrCodeId: 'pkg:7', expiresAt: null };
    expect(decide({ token, pack: pack(pkg) })).toMatchObject({ admitted: true, visitsLeft: 3 });
    const today = [{ qrCodeId: 'pkg:7', nonce: 'n', at: '2026-11-25T10:00:00+03:00' }];
    expect(decide({ token, pack: pack(pkg), admissions: today }).reason).toBe('ALREADY_TODAY');
    expect(
      decide({ token, pack: pack({ ...pkg, status: 'EXHAUSTED', visitsUsed: 4, visitsLeft: 0 }) })
        .reason,
    ).toBe('EXHAUSTED');
    expect(
      decide({ token, pack: pack({ ...pkg, visitsTotal: null, visitsLeft: null }) }),
    ).toMatchObject({
      admitted: true,
      visitsLeft: null,
    });
  });

  it('lets a package back in the same day where the list allows re-entry, spending no visit', () => {
    const token: TokenCheck = { status: 'valid', qrCodeId: 'pkg:7', expiresAt: null };
    const pkg = item({
      qrCodeId: 'pkg:7',
      kind: 'PACKAGE',
      admitFrom: null,
      admitUntil: null,
      reentry: true,
      usedAt: '2026-11-25T10:00:00+03:00',
    });
    expect(
      decide({ token, pack: pack({ ...pkg, visitsTotal: 4, visitsUsed: 1, visitsLeft: 3 }) }),
    ).toMatchObject({
      admitted: true,
      reentry: true,
      visitsLeft: 3,
    });
    // Its last visit was today's: EXHAUSTED is lifted too, as the server lifts it.
    expect(
      decide({
        token,
        pack: pack({ ...pkg, status: 'EXHAUSTED', visitsTotal: 4, visitsUsed: 4, visitsLeft: 0 }),
      }),
    ).toMatchObject({ admitted: true, reentry: true });
  });

  it('answers as the server does where the pack alone once could not (issue 24)', () => {
    const token: TokenCheck = { status: 'valid', qrCodeId: 'pkg:7', expiresAt: null };
    const pkg = item({ qrCodeId: 'pkg:7', kind: 'PACKAGE', admitFrom: null, visitsTotal: 8 });
    // A weekend package on a Wednesday: the server's reason and its words.
    expect(decide({ token, pack: pack({ ...pkg, dayRule: 'ON_WEEKENDS' }) })).toMatchObject({
      admitted: false,
      reason: 'WRONG_DAY',
      message: 'Абонемент — только на выходные',
    });
    // A ticket of three visits whose last one this device admitted: used up, as the server says.
    const admissions = [admitted('2026-11-25T18:40:00+03:00')];
    const three = item({ visitsTotal: 3, visitsUsed: 2 });
    expect(decide({ pack: pack(three), admissions })).toMatchObject({
      admitted: false,
      reason: 'EXHAUSTED',
      message: 'Все посещения уже использованы',
      visitsLeft: 0,
    });
    // A product no list of the venue admits.
    expect(decide({ pack: pack(item({ onList: false })) })).toMatchObject({
      reason: 'NOT_ON_LIST',
      message: 'Этот вход не пропускает по такому билету',
    });
  });

  it("a re-entry this device let in spends no visit of the device's count", () => {
    const admissions = [
      admitted('2026-11-25T18:40:00+03:00', 'n-1'),
      { ...admitted('2026-11-25T18:42:00+03:00', 'n-2'), reentry: true },
    ];
    // Three visits, one spent on this device, one re-entry: one visit left after this scan.
    const three = item({ visitsTotal: 3, reentry: true });
    expect(decide({ pack: pack(three), admissions })).toMatchObject({
      admitted: true,
      visitsLeft: 1,
    });
  });
});
