import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { CalendarFeedControl } from './calendar-feed';

startApiServer();

const TOKEN = 'RpPsJ2rtx0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1';
const feed = (token: string) => ({
  path: `/v1/calendar/${token}.ics`,
  url: `https://sportkarta.example/v1/calendar/${token}.ics`,
  webcalUrl: `webcal://sportkarta.example/v1/calendar/${token}.ics`,
  createdAt: '2026-11-25T08:00:00.000Z',
});

const renderControl = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarFeedControl />
    </QueryClientProvider>,
  );

describe('CalendarFeedControl', () => {
  it('opens my feed and shows its address to copy or open as webcal://', async () => {
    const seen = recordRequests();
    answerWith('post', '/v1/mob/user/calendar-feed', feed(TOKEN));
    renderControl();
    const toggle = screen.getByRole('button', { name: 'Добавить в календарь' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The address as this app reaches the API (same origin in tests).
    const address = await screen.findByRole('textbox', { name: 'Адрес календаря' });
    expect(address).toHaveValue(`${window.location.origin}/v1/calendar/${TOKEN}.ics`);
    expect(screen.getByRole('link', { name: 'Открыть в календаре' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/v1/calendar/${TOKEN}.ics`,
    );
    expect(screen.getByRole('button', { name: 'Скопировать' })).toBeEnabled();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('«Отключить ссылку» revokes it; opening again gives the new address', async () => {
    const seen = recordRequests();
    let opened = 0;
    answerWith('post', '/v1/mob/user/calendar-feed', () =>
      HttpResponse.json(feed(opened++ === 0 ? TOKEN : TOKEN.replace('R', 'S'))),
    );
    answerWith(
      'delete',
      '/v1/mob/user/calendar-feed',
      () => new HttpResponse(null, { status: 204 }),
    );
    renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    await screen.findByRole('textbox', { name: 'Адрес календаря' });
    fireEvent.click(screen.getByRole('button', { name: 'Отключить ссылку' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Адрес календаря' })).toBeNull(),
    );
    expect(seen.map((r) => r.method)).toEqual(['POST', 'DELETE']);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    expect(await screen.findByRole('textbox', { name: 'Адрес календаря' })).toHaveValue(
      `${window.location.origin}/v1/calendar/S${TOKEN.slice(1)}.ics`,
    );
  });
});
