import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenNear } from './load-when-near';

/** A stand-in observer the test moves by hand (jsdom has none). */
function fakeObserver() {
  const seen: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      seen.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const fire = (isIntersecting: boolean) =>
    act(() =>
      seen
        .at(-1)!
        .callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
  return { seen, fire };
}

afterEach(() => vi.unstubAllGlobals());

describe('LoadWhenNear', () => {
  it('mounts its children only once its place comes near the screen', () => {
    const io = fakeObserver();
    render(
      <LoadWhenNear>
        <p>блок</p>
      </LoadWhenNear>,
    );
    expect(screen.queryByText('блок')).toBeNull();
    expect(io.seen[0]!.options?.rootMargin).toBe('0px 0px 300px 0px');
    io.fire(false);
    expect(screen.queryByText('блок')).toBeNull();
    io.fire(true);
    expect(screen.getByText('блок')).toBeInTheDocument();
  });

  it('without an observer, at once', () => {
    render(
      <LoadWhenNear>
        <p>блок</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('блок')).toBeInTheDocument();
  });
});
