import type { VersionInfo } from '@sportkarta/contract';
import { decideUpdate, toUpdatePlatform } from './update-decision';

const info = (build: number, minSupportedBuild: number): VersionInfo => ({
  version: '1.9.0',
  build,
  minSupportedBuild,
  stores: {
    ios: 'https://apps.apple.com/app/id1',
    android: 'https://play.google.com/store/apps/details?id=x',
  },
});

describe('decideUpdate', () => {
  it('nothing to do at the same or an older build', () => {
    expect(decideUpdate(info(260, 200), 260, 'ios')).toEqual({ kind: 'none' });
    expect(decideUpdate(info(259, 200), 260, 'ios')).toEqual({ kind: 'none' });
  });
  it('optional when newer, required below the minimum supported build', () => {
    expect(decideUpdate(info(261, 260), 260, 'android')).toMatchObject({ kind: 'optional' });
    expect(decideUpdate(info(265, 261), 260, 'android')).toMatchObject({ kind: 'required' });
  });
  it('links to the platform store, none on the web', () => {
    expect(decideUpdate(info(261, 1), 260, 'ios')).toMatchObject({
      storeUrl: 'https://apps.apple.com/app/id1',
    });
    expect(decideUpdate(info(261, 1), 260, 'web')).toMatchObject({ storeUrl: null });
  });
  it('maps Capacitor platforms', () => {
    expect(toUpdatePlatform('ios')).toBe('ios');
    expect(toUpdatePlatform('android')).toBe('android');
    expect(toUpdatePlatform('web')).toBe('web');
    expect(toUpdatePlatform('electron')).toBe('web');
  });
});
