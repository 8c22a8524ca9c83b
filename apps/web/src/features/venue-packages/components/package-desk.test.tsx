import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffPackage } from '@sportkarta/contract/api/venue-packages';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { ALL_STAFF_FLAGS, COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import { PackageDesk } from './package-desk';

startApiServer();
startStaffSession();

const ID = '5b0c1d2e-3f40-4a51-8b62-7c83d94e05f6';
const URL = `/v1/mob/staff/complexes/${COMPLEX}/service-packages/${ID}`;
const FLAGS = [
  ...ALL_STAFF_FLAGS,
  'new-visits-activation-dialog',
  'new-visitor-service-package-action-record',
] as const;

const sold: StaffPackage = {
  id: ID,
  title: 'Абонемент в бассейн · Месяц',
  holderName: 'Анна',
  status: 'CREATED',
  timeZone: 'Europe/Moscow',
  orderId: 'o1',
  orderNumber: 1042,
  visitsTotal: 8,
  visitsUsed: 0,
  activatedAt: null,
  startsOn: null,
  validUntil: null,
  canActivate: true,
  today: '2026-11-25',
  events: [{ kind: 'SOLD', at: '2026-11-24T09:13:00.000Z', who: 'Анна Демидова', detail: null }],
  freezes: [],
};
const activated: StaffPackage = {
  ...sold,
  status: 'ACTIVE',
  activatedAt: '2026-11-29T21:00:00.000Z',
  startsOn: '2026-11-30',
  validUntil: '2026-12-29T21:00:00.000Z',
  canActivate: false,
  events: [
    ...sold.events,
    {
      kind: 'ACTIVATED',
      at: '2026-11-25T08:00:00.000Z',
      who: 'Ольга Администратор',
      detail: '2026-11-30',
    },
    { kind: 'VISIT', at: '2026-11-30T15:05:00.000Z', who: 'Пётр Контролёр', detail: 'без сети' },
  ],
};

/** Frozen twice: once ended early, once running. */
const frozen: StaffPackage = {
  ...activated,
  status: 'FREEZED',
  events: [
    ...activated.events,
    { kind: 'FROZEN', at: '2026-12-02T07:00:00.000Z', who: 'Анна Демидова', detail: null },
    { kind: 'FROZEN', at: '2026-12-14T07:00:00.000Z', who: 'Анна Демидова', detail: null },
  ],
  freezes: [
    {
      at: '2026-12-14T07:00:00.000Z',
      startsOn: '2026-12-14',
      endsOn: '2026-12-18',
      endedOn: null,
      days: 2,
      running: true,
    },
    {
      at: '2026-12-02T07:00:00.000Z',
      startsOn: '2026-12-02',
      endsOn: '2026-12-15',
      endedOn: '2026-12-10',
      days: 9,
      running: false,
    },
  ],
};

describe('PackageDesk', () => {
  it('activates from a later day: «Активировать» waits, the record shows who and when', async () => {
    const seen = recordRequests();
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    answerWith('get', URL, sold);
    let answer: (v: unknown) => void = () => undefined;
    answerWith('post', `${URL}/activate`, async () => {
      await new Promise((r) => (answer = r));
      answerWith('get', URL, activated);
      return Response.json(activated);
    });
    renderStaff(<PackageDesk complexId={COMPLEX} packageId={ID} canManage />, { flags: FLAGS });

    const record = await screen.findByRole('list', { name: 'История абонемента' });
    expect(record).toHaveTextContent('24 ноября 2026, 12:13 · Продан — Анна Демидова');
    fireEvent.click(
      screen.getByRole('button', { name: 'Активировать: Абонемент в бассейн · Месяц' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Активация абонемента' });
    const date = within(dialog).getByLabelText('Начало действия');
    expect(date).toHaveValue('2026-11-25');
    expect(date).toHaveAttribute('min', '2026-11-25');

    fireEvent.change(date, { target: { value: '2026-11-24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Активировать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Дата начала уже прошла');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Активировать' }));
    const busy = await within(dialog).findByRole('button', { name: 'Активируем…' });
    expect(busy).toBeDisabled();
    answer(null);
    await waitFor(() => expect(toasts).toEqual(['Абонемент активирован с 30.11.2026']));
    stop();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ startDate: '2026-11-30' });
    expect((post?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Действует с 30.11.2026')).toBeInTheDocument();
    const after = screen.getByRole('list', { name: 'История абонемента' });
    expect(after).toHaveTextContent(
      '25 ноября 2026, 11:00 · Активирован с 30.11.2026 — Ольга Администратор',
    );
    expect(after).toHaveTextContent('30 ноября 2026, 18:05 · Проход (без сети) — Пётр Контролёр');
    expect(screen.queryByRole('button', { name: /Активировать/ })).toBeNull();
  });

  it('the server’s refusal stays in the dialog, in its words', async () => {
    answerWith('get', URL, sold);
    answerWith('post', `${URL}/activate`, () =>
      apiError(409, 'CONFLICT', 'Абонемент уже активирован'),
    );
    renderStaff(<PackageDesk complexId={COMPLEX} packageId={ID} canManage />, { flags: FLAGS });
    fireEvent.click(await screen.findByRole('button', { name: /Активировать/ }));
    const dialog = screen.getByRole('dialog', { name: 'Активация абонемента' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Активировать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Абонемент уже активирован');
  });

  it('without packages.manage, or with the flags off, no button; the record has its own flag', async () => {
    answerWith('get', URL, sold);
    const seen = recordRequests();
    const off = renderStaff(<PackageDesk complexId={COMPLEX} packageId={ID} canManage />);
    await waitFor(() => expect(off.container.textContent).toBe(''));
    off.unmount();
    expect(seen).toHaveLength(0);

    renderStaff(<PackageDesk complexId={COMPLEX} packageId={ID} canManage={false} />, {
      flags: [...ALL_STAFF_FLAGS, 'new-visitor-service-package-action-record'],
    });
    expect(await screen.findByRole('list', { name: 'История абонемента' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Активировать/ })).toBeNull();
  });

  it('lists every freeze in the timeline: its days, ended early or running', async () => {
    answerWith('get', URL, frozen);
    renderStaff(<PackageDesk complexId={COMPLEX} packageId={ID} canManage={false} />, {
      flags: [...ALL_STAFF_FLAGS, 'new-visitor-service-package-action-record'],
    });
    const record = await screen.findByRole('list', { name: 'История абонемента' });
    const items = within(record).getAllByRole('listitem');
    const frozenLines = items.filter((li) => li.textContent?.includes('Заморожен'));
    expect(frozenLines.map((li) => li.textContent)).toEqual([
      '2 декабря 2026, 10:00 · Заморожен — Анна Демидова' +
        'Заморозка с 02.12.2026 по 15.12.2026, завершена досрочно 10.12.2026 · 9 дней',
      '14 декабря 2026, 10:00 · Заморожен — Анна Демидова' +
        'Заморозка с 14.12.2026 по 18.12.2026, идёт · 2 дня',
    ]);
  });
});
