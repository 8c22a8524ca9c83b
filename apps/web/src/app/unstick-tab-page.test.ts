import { afterEach, describe, expect, it } from 'vitest';
import { unstickTabPages } from './unstick-tab-page';

const page = (classes: string) => `<div class="${classes}"></div>`;

describe('unstickTabPages', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a tab page left marked invisible, and leaves hidden pages and other outlets alone', () => {
    document.body.innerHTML =
      `<ion-router-outlet>${page('ion-page ion-page-invisible')}</ion-router-outlet>` +
      `<ion-tabs><ion-router-outlet>` +
      page('ion-page ion-page-hidden ion-page-invisible') +
      page('ion-page ion-page-invisible') +
      `</ion-router-outlet></ion-tabs>`;
    expect(unstickTabPages(document)).toBe(1);
    const [outer, hidden, shown] = document.querySelectorAll('.ion-page');
    expect(outer!.classList.contains('ion-page-invisible')).toBe(true);
    expect(hidden!.classList.contains('ion-page-invisible')).toBe(true);
    expect(shown!.classList.contains('ion-page-invisible')).toBe(false);
  });

  it('waits while an animation runs in the tabs', () => {
    document.body.innerHTML = `<ion-tabs><ion-router-outlet>${page('ion-page ion-page-invisible')}</ion-router-outlet></ion-tabs>`;
    const outlet = document.querySelector('ion-router-outlet')!;
    Object.assign(outlet, { getAnimations: () => [{}] });
    expect(unstickTabPages(document)).toBe(0);
    Object.assign(outlet, { getAnimations: () => [] });
    expect(unstickTabPages(document)).toBe(1);
  });
});
