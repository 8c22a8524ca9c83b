import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ru } from '@/i18n/ru';
import type { InstallPlatform } from '../lib/platform';

const platforms: readonly InstallPlatform[] = ['ios', 'android'];
const steps: Record<InstallPlatform, readonly string[]> = {
  ios: ru.a2hs.iosSteps,
  android: ru.a2hs.androidSteps,
};

/** iOS / Android steps with tabs (WAI-ARIA tabs pattern: arrows move between the tabs). */
export function InstallInstructions({ initial }: { initial: InstallPlatform }) {
  const [platform, setPlatform] = useState<InstallPlatform>(initial);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<InstallPlatform, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = platforms[(platforms.indexOf(platform) + 1) % platforms.length]!;
    setPlatform(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="sk-a2hs-instructions">
      <div className="sk-a2hs-tabs" role="tablist" aria-label={ru.a2hs.platformLabel}>
        {platforms.map((p) => (
          <button
            key={p}
            ref={(el) => {
              tabRefs.current[p] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${p}`}
            aria-selected={p === platform}
            aria-controls={`${baseId}-panel`}
            tabIndex={p === platform ? 0 : -1}
            className="sk-a2hs-tab"
            onClick={() => setPlatform(p)}
            onKeyDown={onKeyDown}
          >
            {ru.a2hs[p]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${platform}`}>
        <ol className="sk-a2hs-steps">
          {steps[platform].map((step, i) => (
            <li key={step} className="sk-a2hs-step">
              <span className="sk-a2hs-step__num" aria-hidden="true">
                {i + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
