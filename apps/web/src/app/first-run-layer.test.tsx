import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { versionQueryKey } from '@/lib/version';
import { FIRST_RUN_FLAGS } from '@/lib/first-run-flags';
import { answerCached, answerWith, startApiServer } from '@/test/api-server';
import { FirstRunLayer } from './first-run-layer';

startApiServer();
vi.mock('@/features/app-update/lib/register-service-worker', () => ({
  registerServiceWorker: vi.fn(),
}));

const STORES = {
  ios: 'https://apps.apple.com/app/id1',
  android: 'https://play.google.com/store/apps/details?id=x',
};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the storage reads, the query and the effects that follow them settle (each act flushes React). */
async function settle() {
  for (let i = 0; i < 5; i++) await advance(0);
}

function renderLayer(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FirstRunLayer />
    </QueryClientProvider>,
  );
  return client;
}

const a2hs = () => screen.queryByRole('dialog', { name: 'Спорткарта на экране «Домой»' });

// The layer's timers are fake; the fake API's I/O (immediates) stays real so answers arrive.
// The popups' cards are lazy chunks (issue 27): loaded once here, so that under fake timers
// they are ready when due, as the service worker's cache has them ready in the app.
beforeAll(async () => {
  await Promise.all([
    import('@/features/a2hs/components/a2hs-sheet'),
    import('@/features/app-update/components/update-dialog'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.clear();
  answerWith('get', '/v1/version', {
    version: '1.8.4',
    build: 260,
    minSupportedBuild: 200,
    stores: STORES,
  });
});
afterEach(() => vi.useRealTimers());

describe('FirstRunLayer', () => {
  it('shows the onboarding first and the add-to-home-screen popup only after it', async () => {
    renderLayer();
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Знакомство с приложением' })).toBeInTheDocument();
    await advance(5_000);
    expect(a2hs()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    await settle();
    await advance(1_000);
    expect(
      screen.queryByRole('dialog', { name: 'Знакомство с приложением' }),
    ).not.toBeInTheDocument();
    expect(a2hs()).toBeInTheDocument();
  });

  it('goes straight to the popup timer when the onboarding was already shown', async () => {
    localStorage.setItem(FIRST_RUN_FLAGS.onboardingShown, '1');
    renderLayer();
    await settle();
    await advance(1_000);
    expect(
      screen.queryByRole('dialog', { name: 'Знакомство с приложением' }),
    ).not.toBeInTheDocument();
    expect(a2hs()).toBeInTheDocument();
  });

  it('holds the popup back while an update prompt is open', async () => {
    localStorage.setItem(FIRST_RUN_FLAGS.onboardingShown, '1');
    answerWith('get', '/v1/version', {
      version: '1.8.5',
      build: 261,
      minSupportedBuild: 200,
      stores: STORES,
    });
    await answerCached(renderLayer(), versionQueryKey);
    await settle();
    await advance(3_000);
    expect(screen.getByRole('dialog', { name: 'Доступно обновление' })).toBeInTheDocument();
    expect(a2hs()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Позже' }));
    await settle();
    await advance(1_000);
    expect(a2hs()).toBeInTheDocument();
  });
});
