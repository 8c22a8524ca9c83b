import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CreationSchedule, CreationSummary } from '@sportkarta/contract/api/creations';
import { setClock } from '@sportkarta/contract/clock';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { CreationView } from './creation-view';
import PosterBlock from './poster-block';
import { PosterView } from './poster-view';

startApiServer();

// Thursday 26 November 2026, 10:00 in Moscow: «Завтра» is Friday the 27th, the weekend 28–29.
const NOW = '2026-11-26T10:00:00+03:00';
const MOSCOW = { cityId: 1, name: 'Москва', timeZone: 'Europe/Moscow', lat: 55.75, lon: 37.61 };

const item = (over: Partial<CreationSummary>): CreationSummary => ({
  id: 1,
  kind: 'CONCERT',
  title: 'Бах при свечах',
  venueName: 'Дом музыки',
  address: 'Космодамианская наб., 52',
  image: '/media/creations/concert-1.svg',
  imageAlt: 'Сцена',
  ageRating: '6+',
  sportName: null,
  priceFromKopecks: 120000,
  nextSession: {
    id: 10,
    startsAt: '2026-11-26T16:00:00.000Z',
    endsAt: '2026-11-26T17:30:00.000Z',
    priceKopecks: 120000,
  },
  sessionsAhead: 3,
  ...over,
});
const page = (items: CreationSummary[]) => ({
  cityId: 1,
  timeZone: 'Europe/Moscow',
  items,
  total: items.length,
  page: 0,
  size: 20,
});

function renderIn(node: ReactNode) {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/main']}>{node}</IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

beforeEach(() => {
  setClock(NOW);
  answerWith('post', '/v1/mob/creations/city-id', MOSCOW);
});

describe('the poster', () => {
  it('the main tab’s block shows the soonest few and leads to the whole poster', async () => {
    const seen = recordRequests();
    answerWith(
      'post',
      '/v1/mob/creations/page',
      page([item({}), item({ id: 2, title: 'Хоккей', kind: 'SPORT_EVENT', priceFromKopecks: 0 })]),
    );
    renderIn(<PosterBlock />);
    const row = await screen.findByRole('list', { name: 'Ближайшие события афиши' });
    const cards = within(row).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', '/tabs/main/poster/1');
    expect(within(cards[0]!).getByText('Сегодня, 19:00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('от 1 200 ₽')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Бесплатно')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все события' })).toHaveAttribute(
      'href',
      '/tabs/main/poster',
    );
    expect(seen.find((r) => r.url.endsWith('/page'))!.body).toEqual({
      cityId: 1,
      page: 0,
      size: 6,
    });
  });

  it('the poster screen filters by kinds and days of the city', async () => {
    const seen = recordRequests();
    answerWith('post', '/v1/mob/creations/page', page([item({})]));
    renderIn(<PosterView />);
    await screen.findByRole('list', { name: 'События афиши' });
    fireEvent.click(screen.getByRole('button', { name: 'Кино' }));
    fireEvent.click(screen.getByRole('button', { name: 'Спорт' }));
    fireEvent.click(screen.getByRole('button', { name: 'Выходные' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.url.endsWith('/page')).at(-1)!.body).toEqual({
        cityId: 1,
        kinds: ['MOVIE', 'SPORT_EVENT'],
        dateFrom: '2026-11-28',
        dateTo: '2026-11-29',
        page: 0,
        size: 20,
      }),
    );
    expect(screen.getByRole('button', { name: 'Кино' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Все' }));
    fireEvent.click(screen.getByRole('button', { name: 'Завтра' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.url.endsWith('/page')).at(-1)!.body).toEqual({
        cityId: 1,
        dateFrom: '2026-11-27',
        dateTo: '2026-11-27',
        page: 0,
        size: 20,
      }),
    );
  });

  it('nothing found: says so and offers to reset the filters', async () => {
    answerWith('post', '/v1/mob/creations/page', ({ request }) =>
      request
        .json()
        .then((b) => Response.json(page((b as { kinds?: string[] }).kinds ? [] : [item({})]))),
    );
    renderIn(<PosterView />);
    await screen.findByRole('list', { name: 'События афиши' });
    fireEvent.click(screen.getByRole('button', { name: 'Экскурсии' }));
    expect(await screen.findByText('Событий не найдено')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('list', { name: 'События афиши' })).toBeInTheDocument();
  });

  it('a creation shows its description and the schedule by day', async () => {
    const schedule: CreationSchedule = {
      creation: {
        ...item({}),
        description: 'Токката и фуга ре минор.',
        lat: 55.73,
        lon: 37.65,
        cityId: 1,
        cityName: 'Москва',
        timeZone: 'Europe/Moscow',
      },
      dateFrom: '2026-11-26',
      dateTo: '2026-12-25',
      days: [
        {
          date: '2026-11-26',
          sessions: [
            {
              id: 10,
              startsAt: '2026-11-26T16:00:00.000Z',
              endsAt: '2026-11-26T17:30:00.000Z',
              priceKopecks: 120000,
            },
          ],
        },
        {
          date: '2026-11-28',
          sessions: [
            {
              id: 11,
              startsAt: '2026-11-28T09:00:00.000Z',
              endsAt: '2026-11-28T10:30:00.000Z',
              priceKopecks: 0,
            },
            {
              id: 12,
              startsAt: '2026-11-28T16:00:00.000Z',
              endsAt: '2026-11-28T17:30:00.000Z',
              priceKopecks: 150000,
            },
          ],
        },
      ],
    };
    // A creation's detail carries no next session: the schedule is its sessions.
    const {
      nextSession: _n,
      sessionsAhead: _s,
      ...creation
    } = schedule.creation as typeof schedule.creation & Partial<CreationSummary>;
    answerWith('post', '/v1/mob/creations/1/schedule', { ...schedule, creation });
    renderIn(<CreationView id={1} />);
    expect(await screen.findByRole('heading', { name: 'Бах при свечах' })).toBeInTheDocument();
    expect(screen.getByText('Токката и фуга ре минор.')).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Расписание по дням' }));
    expect(days.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Сегодня, четверг, 26 ноября',
      'Суббота, 28 ноября',
    ]);
    expect(days.getByText('12:00')).toBeInTheDocument();
    expect(days.getByText('Бесплатно')).toBeInTheDocument();
    expect(days.getByText('билет 1 500 ₽')).toBeInTheDocument();
  });

  it('a creation taken off the poster: «Событие не найдено» and the way back', async () => {
    answerWith('post', '/v1/mob/creations/5/schedule', () =>
      apiError(404, 'NOT_FOUND', 'Событие не найдено'),
    );
    renderIn(<CreationView id={5} />);
    expect(await screen.findByText('Событие не найдено')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко всей афише' })).toHaveAttribute(
      'href',
      '/tabs/main/poster',
    );
  });
});
