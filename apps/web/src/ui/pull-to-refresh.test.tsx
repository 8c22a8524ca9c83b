import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh';

// The real ion-refresher needs a scrolling ion-content and touch gestures that jsdom lacks;
// a stand-in records the props we pass and lets the test fire ionRefresh.
vi.mock('@ionic/react', () => ({
  IonRefresher: (props: {
    slot: string;
    pullMin: number;
    pullMax: number;
    onIonRefresh: (event: { detail: { complete: () => void } }) => void;
    children: ReactNode;
  }) => (
    <button
      type="button"
      data-testid="refresher"
      data-slot={props.slot}
      data-min={props.pullMin}
      data-max={props.pullMax}
      onClick={() => props.onIonRefresh({ detail: { complete: completeSpy } })}
    >
      {props.children}
    </button>
  ),
  IonRefresherContent: () => null,
}));
const completeSpy = vi.fn();

describe('PullToRefresh', () => {
  it('is fixed with pull minimum 150 and maximum 200 (spec §9)', () => {
    render(<PullToRefresh onRefresh={() => Promise.resolve()} />);
    const refresher = screen.getByTestId('refresher');
    expect(refresher).toHaveAttribute('data-slot', 'fixed');
    expect(refresher).toHaveAttribute('data-min', '150');
    expect(refresher).toHaveAttribute('data-max', '200');
  });

  it('completes only once the refresh promise resolves', async () => {
    completeSpy.mockClear();
    let resolve!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<PullToRefresh onRefresh={onRefresh} />);
    screen.getByTestId('refresher').click();
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(completeSpy).not.toHaveBeenCalled();
    resolve();
    await vi.waitFor(() => expect(completeSpy).toHaveBeenCalledTimes(1));
  });

  it('completes when the refresh fails too', async () => {
    completeSpy.mockClear();
    render(<PullToRefresh onRefresh={() => Promise.reject(new Error('сеть'))} />);
    screen.getByTestId('refresher').click();
    await vi.waitFor(() => expect(completeSpy).toHaveBeenCalledTimes(1));
  });
});
