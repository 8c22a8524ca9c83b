import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyEventsFilter,
  EVENTS_FILTER_STORAGE_KEY,
  getEventsSelection,
  resetEventsStateForTests,
} from '@/features/events/model/events-state';
import { createQueryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { answerWith, startApiServer } from '@/test/api-server';
import EventsFilterPage from './events-filter-page';

startApiServer();

const SPORTS = [
  { id: 1, name: 'Плавание' },
  { id: 2, name: 'Футбол' },
];

function renderPage() {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/filter/events']}>
          <IonRouterOutlet>
            <Route path="/filter/events" element={<EventsFilterPage />} />
            <Route path="/tabs/places" element={<p>Карта площадок</p>} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

describe('/filter/events', () => {
  beforeEach(async () => {
    resetEventsStateForTests();
    await storage.remove(EVENTS_FILTER_STORAGE_KEY);
    answerWith('get', '/v1/sportTypes', SPORTS);
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts at «Сегодня» and every sport; «Применить» stores the choice and returns', async () => {
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Сегодня' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'На выходных' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Футбол' }));
    expect(screen.getByRole('button', { name: 'Все виды спорта' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // A draft until «Применить».
    expect(getEventsSelection().selectedPeriod).toEqual({ kind: 'today' });
    fireEvent.click(screen.getByText('Применить'));
    expect(getEventsSelection()).toMatchObject({
      selectedPeriod: { kind: 'weekend' },
      sportTypes: [2],
    });
    expect(JSON.parse((await storage.get(EVENTS_FILTER_STORAGE_KEY))!)).toEqual({
      period: { kind: 'weekend' },
      sportTypes: [2],
    });
    expect(await screen.findByText('Карта площадок')).toBeInTheDocument();
  });

  it('«Сбросить» brings the draft back to today and every sport', async () => {
    applyEventsFilter({ kind: 'tomorrow' }, [1]);
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Завтра' })).toHaveAttribute('aria-checked', 'true'),
    );
    fireEvent.click(screen.getByText('Сбросить'));
    expect(screen.getByRole('radio', { name: 'Сегодня' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('button', { name: 'Все виды спорта' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
