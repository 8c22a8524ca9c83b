import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCovered } from './covered-transitions';
import { FIRST_SCREEN_COPY_ID, releaseFirstScreen } from './first-screen-copy';
import { MountAfterCovered } from './mount-after-covered';

vi.mock('@/pages/main-page', () => ({ default: () => null }));

// issue 2 §8 (TBT): while the landing or the server's copy covers the app, its first mount is
// split into more, shorter tasks; once the app is seen everything renders as before.
function cover({ landing = false, copy = false, removing = false } = {}) {
  document.documentElement.classList.toggle('sk-fs', copy);
  document.body.innerHTML = `${landing ? `<div id="preloader"${removing ? ' data-removing="1"' : ''}></div>` : ''}${
    copy ? `<div id="${FIRST_SCREEN_COPY_ID}"><nav class="sk-fs-tabbar"></nav></div>` : ''
  }`;
}

afterEach(() => {
  document.documentElement.classList.remove('sk-fs');
  document.body.innerHTML = '';
});

describe('appCovered', () => {
  it('is true under the landing and under the copy of the first screen', () => {
    cover({ landing: true });
    expect(appCovered()).toBe(true);
    cover({ copy: true });
    expect(appCovered()).toBe(true);
  });

  it('is false once the landing fades out without a copy, and without either', () => {
    cover({ landing: true, removing: true });
    expect(appCovered()).toBe(false);
    cover();
    expect(appCovered()).toBe(false);
  });
});

describe('MountAfterCovered', () => {
  it('renders at once when the app is seen', () => {
    cover();
    render(<MountAfterCovered>tab bar</MountAfterCovered>);
    expect(screen.getByText('tab bar')).toBeInTheDocument();
  });

  it('under a cover, renders a task later', async () => {
    cover({ landing: true });
    render(<MountAfterCovered>tab bar</MountAfterCovered>);
    expect(screen.queryByText('tab bar')).toBeNull();
    expect(await screen.findByText('tab bar')).toBeInTheDocument();
  });
});

describe('releaseFirstScreen', () => {
  it('keeps the copy until the app has its tab bar too', async () => {
    cover({ copy: true });
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<article class="sk-news-card"><img alt=""></article>';
    root.querySelector('img')!.decode = () => Promise.resolve();
    document.body.append(root);
    releaseFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.getElementById(FIRST_SCREEN_COPY_ID)).not.toBeNull();
    root.append(document.createElement('ion-tab-bar'));
    await vi.waitFor(() => expect(document.getElementById(FIRST_SCREEN_COPY_ID)).toBeNull(), {
      timeout: 3000,
    });
  });
});
