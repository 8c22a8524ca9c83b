import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TOGGLES_REFRESH_S } from '@sportkarta/contract/config/timings';
import { apiServer, startApiServer } from '@/test/api-server';
import { FlagsProvider, useFlag, useFlags, type FlagsClient } from './flags';
import * as reporter from './error-reporter';

function fakeClient(enabled: Set<string>) {
  const handlers = new Map<string, Set<() => void>>();
  const client: FlagsClient & { emit(event: string): void } = {
    on: (event, handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event, handler) => handler && handlers.get(event)?.delete(handler),
    isEnabled: (name) => enabled.has(name),
    start: vi.fn(async () => undefined),
    stop: vi.fn(),
    emit: (event) => handlers.get(event)?.forEach((h) => h()),
  };
  return client;
}

function Probe() {
  const map = useFlag('ignore-map');
  const { ready } = useFlags();
  return <p>{`${ready ? 'ready' : 'waiting'} map:${map ? 'hidden' : 'shown'}`}</p>;
}

describe('FlagsProvider', () => {
  it('re-renders on ready and update, and binds ignore-reporting to the reporter', async () => {
    const enabled = new Set<string>();
    const client = fakeClient(enabled);
    const ignore = vi.spyOn(reporter, 'setIgnoreReporting');
    const { unmount } = render(
      <FlagsProvider client={client}>
        <Probe />
      </FlagsProvider>,
    );
    expect(screen.getByText('waiting map:shown')).toBeInTheDocument();
    await act(async () => undefined); // the client starts on the next tick
    expect(client.start).toHaveBeenCalled();

    act(() => client.emit('ready'));
    expect(screen.getByText('ready map:shown')).toBeInTheDocument();

    enabled.add('ignore-map');
    enabled.add('ignore-reporting');
    act(() => client.emit('update'));
    expect(screen.getByText('ready map:hidden')).toBeInTheDocument();
    expect(ignore).toHaveBeenLastCalledWith(true);

    unmount();
    expect(client.stop).toHaveBeenCalled();
  });
});

describe('FlagsProvider without a client (issue 27: no Unleash client on the first screen)', () => {
  startApiServer();

  it('reads the flags once at start, and the Unleash client takes over at the first refresh', async () => {
    // Time also runs on its own, so that waiting for the screen works; the jumps below are the
    // refresh period.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    const seen: Array<string | null> = [];
    const toggles = [
      { name: 'ignore-map', enabled: true, variant: { name: 'disabled', enabled: false } },
    ];
    apiServer.use(
      http.get('*/v1/unleash/toggles', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ toggles });
      }),
    );
    const { unmount } = render(
      <FlagsProvider>
        <Probe />
      </FlagsProvider>,
    );
    expect(await screen.findByText('ready map:hidden')).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    // The client is loaded and started only when the first refresh is due; its own first
    // fetch then reads the change.
    toggles.length = 0;
    await act(async () => {
      await vi.advanceTimersByTimeAsync((TOGGLES_REFRESH_S * 1000) / 2);
    });
    expect(seen).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync((TOGGLES_REFRESH_S * 1000) / 2);
    });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(await screen.findByText('ready map:shown')).toBeInTheDocument();
    unmount();
    vi.useRealTimers();
  });

  it('leaves every flag off when the flag service fails, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiServer.use(http.get('*/v1/unleash/toggles', () => new HttpResponse(null, { status: 503 })));
    render(
      <FlagsProvider>
        <Probe />
      </FlagsProvider>,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('waiting map:shown')).toBeInTheDocument();
    warn.mockRestore();
  });
});
