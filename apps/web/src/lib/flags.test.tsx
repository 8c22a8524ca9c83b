import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
