import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ScheduledEvent, Session } from '@sportkarta/contract/api/catalogue';
import { setClock } from '@sportkarta/contract/clock';
import { SessionList } from './session-list';

const NOW = '2026-11-25T08:00:00.000Z';

const session = (id: number, startsAt: string, over: Partial<Session> = {}): Session => ({
  id,
  startsAt,
  endsAt: startsAt,
  band: 'evening',
  capacity: 20,
  seatsLeft: 3,
  availability: 'NEED_RESERVATION',
  salesOpenAt: null,
  ...over,
});

const event = (sessions: Session[]): ScheduledEvent => ({
  id: 1,
  placeId: 2,
  name: 'Свободное плавание',
  description: '',
  serviceType: 'GROUP',
  priceKopecks: 40000,
  durationMinutes: 45,
  audience: 'USER_AND_CHILDREN',
  targetGroup: 'ALL',
  ageFrom: null,
  ageTo: null,
  salesOpenAt: null,
  permits: [],
  sessions,
});

function renderList(sessions: Session[]) {
  render(
    <MemoryRouter>
      <SessionList
        complexId={7}
        placeId={2}
        date="2026-11-27"
        timeZone="Europe/Moscow"
        events={[event(sessions)]}
      />
    </MemoryRouter>,
  );
}

describe('SessionList', () => {
  beforeEach(() => setClock(NOW));
  afterEach(() => vi.useRealTimers());

  it('shows seats left with the right plural, and a sold-out session without a buy link', () => {
    renderList([
      session(1, '2026-11-27T16:00:00.000Z', { seatsLeft: 1 }),
      session(2, '2026-11-27T17:00:00.000Z', { seatsLeft: 0, availability: 'DEPLETED' }),
      session(3, '2026-11-27T18:00:00.000Z', { seatsLeft: 5 }),
    ]);
    expect(screen.getByText('Осталось 1 место')).toBeInTheDocument();
    expect(screen.getByText('Осталось 5 мест')).toBeInTheDocument();
    expect(screen.getByText('Мест нет')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Купить: 19:00 · Свободное плавание' }),
    ).toHaveAttribute(
      'href',
      '/payment/order/event-ordering?complexId=7&placeId=2&sessionId=1&date=2026-11-27',
    );
    expect(screen.queryByRole('link', { name: 'Купить: 20:00 · Свободное плавание' })).toBeNull();
  });

  it('counts down to the opening of sales, then shows the buy link without a reload', () => {
    vi.useFakeTimers({ now: new Date(NOW) });
    setClock(NOW);
    renderList([
      session(4, '2026-11-27T16:00:00.000Z', { salesOpenAt: '2026-11-25T08:00:05.000Z' }),
    ]);
    expect(screen.getByRole('timer')).toHaveAccessibleName(/Продажи откроются через: 5 секунд/);
    expect(screen.queryByRole('link', { name: /Купить/ })).toBeNull();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.focus(screen.getByRole('link', { name: 'Купить: 19:00 · Свободное плавание' }));
  });
});
