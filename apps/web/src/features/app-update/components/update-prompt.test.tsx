import { Capacitor } from '@capacitor/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { VersionInfo } from '@sportkarta/contract';
import { APP_BUILD } from '@sportkarta/contract/config/app';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { versionQueryKey } from '@/lib/version';
import { applyNewVersion } from '../lib/new-version';
import { UpdatePrompt } from './update-prompt';

startApiServer();
vi.mock('../lib/new-version', () => ({ applyNewVersion: vi.fn() }));

const STORES = {
  ios: 'https://apps.apple.com/ru/app/sportkarta/id1000000000',
  android: 'https://play.google.com/store/apps/details?id=ru.sportkarta.app',
};
function version(build: number, minSupportedBuild = 250): VersionInfo {
  return { version: '1.8.5', build, minSupportedBuild, stores: STORES };
}

function renderPrompt(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/**
 * Waits until the version answer is in the cache and React has rendered with it: only then does
 * "no dialog" mean the prompt decided not to show one (a fixed sleep proves nothing under load).
 */
async function versionSettled(client: QueryClient) {
  await waitFor(() => expect(client.getQueryState(versionQueryKey)?.status).toBe('success'));
  await act(async () => {});
}

function onPlatform(platform: 'ios' | 'android' | 'web') {
  vi.spyOn(Capacitor, 'getPlatform').mockReturnValue(platform);
}

afterEach(() => vi.restoreAllMocks());

describe('UpdatePrompt', () => {
  it('our build is 260', () => {
    expect(APP_BUILD).toBe(260);
  });

  it.each([
    ['ios', STORES.ios],
    ['android', STORES.android],
  ] as const)('build 261 > 260 on %s links to that store', async (platform, store) => {
    onPlatform(platform);
    const seen = recordRequests();
    answerWith('get', '/v1/version', version(261));
    renderPrompt(<UpdatePrompt />);
    expect(await screen.findByRole('dialog', { name: 'Доступно обновление' })).toBeInTheDocument();
    expect(screen.getByText(/Вышла версия 1\.8\.5/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Обновить' })).toHaveAttribute('href', store);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/version']);
  });

  it('on the web «Обновить» updates the page itself', async () => {
    onPlatform('web');
    answerWith('get', '/v1/version', version(261));
    renderPrompt(<UpdatePrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Обновить' }));
    expect(applyNewVersion).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Обновить' })).not.toBeInTheDocument();
  });

  it('«Позже» dismisses an optional update', async () => {
    onPlatform('android');
    answerWith('get', '/v1/version', version(261));
    const onOpenChange = vi.fn();
    renderPrompt(<UpdatePrompt onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Позже' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('is not shown when the server reports our own build 260', async () => {
    onPlatform('ios');
    answerWith('get', '/v1/version', version(260));
    const { client } = renderPrompt(<UpdatePrompt />);
    await versionSettled(client);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('blocks when our build is below the minimum supported one: no «Позже», Escape does nothing', async () => {
    onPlatform('ios');
    answerWith('get', '/v1/version', version(270, 261));
    renderPrompt(<UpdatePrompt />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Нужно обновить приложение' });
    expect(screen.queryByRole('button', { name: 'Позже' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Обновить' })).toHaveAttribute('href', STORES.ios);
  });

  it('holds an optional prompt back while deferred (onboarding open) but never a blocking one', async () => {
    onPlatform('android');
    answerWith('get', '/v1/version', version(261));
    const { client, unmount } = renderPrompt(<UpdatePrompt deferOptional />);
    await versionSettled(client);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    answerWith('get', '/v1/version', version(270, 261));
    renderPrompt(<UpdatePrompt deferOptional />);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});
