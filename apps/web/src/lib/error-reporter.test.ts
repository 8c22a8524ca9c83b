import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureReporter,
  installGlobalErrorReporting,
  reportError,
  setIgnoreReporting,
} from './error-reporter';

const ym = vi.fn();

beforeEach(() => {
  window.ym = Object.assign(ym, { a: [] as unknown[][] });
  setIgnoreReporting(false);
});

afterEach(() => {
  ym.mockReset();
  delete window.ym;
  document.head.querySelectorAll('script[src*="mc.yandex.ru"]').forEach((s) => s.remove());
});

describe('error reporter (spec §8)', () => {
  it('sends message and stack to the js_error goal in production with a counter id', () => {
    configureReporter({ production: true, counterId: '12345' });
    const error = new Error('boom');
    expect(reportError(error)).toBe(true);
    expect(ym).toHaveBeenCalledWith(12345, 'reachGoal', 'js_error', {
      message: 'boom',
      stack: error.stack,
    });
    // The Metrica tag is injected lazily by the first report, and only once.
    reportError(new Error('second'));
    expect(
      document.head.querySelectorAll('script[src="https://mc.yandex.ru/metrika/tag.js"]'),
    ).toHaveLength(1);
    expect(ym).toHaveBeenCalledWith(12345, 'init', { defer: true });
  });

  it('does nothing outside production', () => {
    configureReporter({ production: false, counterId: '12345' });
    expect(reportError(new Error('dev'))).toBe(false);
    expect(ym).not.toHaveBeenCalled();
  });

  it('does nothing without a counter id', () => {
    configureReporter({ production: true, counterId: '' });
    expect(reportError(new Error('x'))).toBe(false);
    expect(ym).not.toHaveBeenCalled();
  });

  it("does nothing while the flag 'ignore-reporting' is on", () => {
    configureReporter({ production: true, counterId: '12345' });
    setIgnoreReporting(true);
    expect(reportError(new Error('x'))).toBe(false);
    expect(ym).not.toHaveBeenCalled();
  });

  it('reports uncaught script errors and unhandled rejections', () => {
    configureReporter({ production: true, counterId: '7' });
    // A bare EventTarget stands in for window so the test runner's own error hooks stay out.
    const target = new EventTarget();
    const undo = installGlobalErrorReporting(target as unknown as Window);
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    target.dispatchEvent(rejection);
    undo();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after undo') }));

    const messages = ym.mock.calls
      .filter((c) => c[1] === 'reachGoal')
      .map((c) => (c[3] as { message: string }).message);
    expect(messages).toEqual(['uncaught', 'rejected']);
  });
});
