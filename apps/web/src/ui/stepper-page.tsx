import type { ReactNode } from 'react';
import { ru } from '@/i18n/ru';
import { PageShell } from './page-shell';
import './ui.css';
import './stepper.css';

export interface StepperProps {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
}

/** Progress of a multi-step flow (spec §2.3); the current step has aria-current="step". */
export function Stepper({ steps, current }: StepperProps) {
  return (
    <nav className="sk-stepper" aria-label={ru.ui.stepperLabel}>
      <p className="sk-stepper__count">{ru.ui.stepOf(current + 1, steps.length)}</p>
      <ol className="sk-stepper__list">
        {steps.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={title}
              className={`sk-stepper__step sk-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="sk-stepper__dot" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="sk-stepper__title">
                {title}
                {state === 'done' ? (
                  <span className="sk-visually-hidden">, {ru.ui.stepDone}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface StepperFlowProps extends StepperProps {
  children: ReactNode;
  /** Omitted on the first step: no «Назад». */
  onBack?: () => void;
  /** Omitted when the step has its own final action. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
}

/** Stepper, the step's content and the back/next buttons the caller controls. */
export function StepperFlow({
  steps,
  current,
  children,
  onBack,
  onNext,
  nextLabel = ru.ui.next,
  nextDisabled,
}: StepperFlowProps) {
  return (
    <div className="sk-flow">
      <Stepper steps={steps} current={current} />
      <div className="sk-flow__body">{children}</div>
      {onBack || onNext ? (
        <StepperNav
          onBack={onBack}
          next={
            onNext ? (
              <button type="button" className="sk-button" disabled={nextDisabled} onClick={onNext}>
                {nextLabel}
              </button>
            ) : null
          }
        />
      ) : null}
    </div>
  );
}

/** «Назад» (when there is a step before) and the step's own next action under its content. */
export function StepperNav({ onBack, next }: { onBack?: () => void; next?: ReactNode }) {
  return (
    <div className="sk-flow__nav">
      {onBack ? (
        <button type="button" className="sk-button sk-button--secondary" onClick={onBack}>
          {ru.ui.back}
        </button>
      ) : (
        <span />
      )}
      {next ?? null}
    </div>
  );
}

export interface StepperPageProps extends StepperFlowProps {
  title: string;
  backHref?: string;
}

/** A whole multi-step screen: PageShell around StepperFlow. */
export function StepperPage({ title, backHref, ...flow }: StepperPageProps) {
  return (
    <PageShell title={title} backHref={backHref}>
      <StepperFlow {...flow} />
    </PageShell>
  );
}
