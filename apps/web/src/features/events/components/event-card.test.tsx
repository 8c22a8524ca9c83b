import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IonApp } from '@ionic/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { resetEventsStateForTests, selectEventMarker } from '../model/events-state';
import { EventCard } from './event-card';

const event = (id: number, name: string, price: number | null): SportEvent => ({
  id,
  kind: 'SPORT_EVENT',
  name,
  description: 'Описание',
  sportType: { id: 1, name: 'Плавание' },
  startsAt: '2026-11-22T10:30:00Z',
  endsAt: '2026-11-22T13:30:00Z',
  timeZone: 'Europe/Moscow',
  price,
  places: [
    { id: 9, name: 'Бассейн «Дельфин»', address: 'Москва, ул. Обручева, 85', lat: 55, lon: 37 },
  ],
  userEvent: null,
});
const EVENTS = [event(1, 'Заплыв', 0), event(2, 'Турнир', 150_000)];

function renderCard() {
  return render(
    <IonApp>
      <MemoryRouter>
        <EventCard events={EVENTS} />
      </MemoryRouter>
    </IonApp>,
  );
}

describe('EventCard', () => {
  beforeEach(() => resetEventsStateForTests());

  it('shows nothing until a marker is tapped', () => {
    renderCard();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('one event: kind, name, Moscow time, place and «Бесплатно»', () => {
    selectEventMarker([1]);
    renderCard();
    expect(screen.getByRole('heading', { name: 'Заплыв' })).toBeInTheDocument();
    expect(screen.getByText('Спортивное событие')).toBeInTheDocument();
    expect(screen.getByText(/22 ноября.*13:30–16:30/)).toBeInTheDocument();
    expect(screen.getByText('Бассейн «Дельфин»')).toBeInTheDocument();
    expect(screen.getByText('Бесплатно')).toBeInTheDocument();
  });

  it('several events at a place: a list, then the chosen one with its price in roubles', () => {
    selectEventMarker([1, 2]);
    renderCard();
    expect(screen.getByRole('heading', { name: 'События на площадке' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Турнир/ }));
    expect(screen.getByRole('heading', { name: 'Турнир' })).toBeInTheDocument();
    expect(screen.getByText('1 500 ₽')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Закрыть'));
    expect(screen.queryByRole('heading', { name: 'Турнир' })).not.toBeInTheDocument();
  });
});
