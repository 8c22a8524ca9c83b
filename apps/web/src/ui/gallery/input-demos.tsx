import { now, nowMs } from '@sportkarta/contract/clock';
import { addDays, format } from 'date-fns';
import { useMemo, useState } from 'react';
import { toApiDate } from '@sportkarta/contract/config/formats';
import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { Calendar, type CalendarDay } from '../calendar';
import { Countdown } from '../countdown';
import { QuantityStepper } from '../quantity-stepper';
import { StepperFlow } from '../stepper-page';
import { showToast } from '../toast/toast-bus';
import { GallerySection } from './gallery-section';

const g = ruDevSettings.gallery;

export function QuantityDemo() {
  const [value, setValue] = useState(1);
  return (
    <GallerySection title={g.quantity}>
      <div className="sk-gallery__row">
        <QuantityStepper value={value} onChange={setValue} min={1} max={10} />
        <span className="sk-gallery__value">{value}</span>
      </div>
      <div className="sk-gallery__row">
        <QuantityStepper value={1} onChange={() => undefined} max={1} label={g.quantityLimited} />
        <span className="sk-gallery__note">{g.quantityLimited}</span>
      </div>
    </GallerySection>
  );
}

export function CountdownDemo() {
  const [long] = useState(() => nowMs() + ((2 * 24 + 5) * 60 + 42) * 60_000);
  const [short, setShort] = useState(() => nowMs() + 65_000);
  return (
    <GallerySection title={g.countdown}>
      <div className="sk-gallery__stack">
        <Countdown to={long} />
        <Countdown
          to={short}
          onZero={() => showToast({ type: 'success', message: g.countdownDone })}
        />
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => setShort(nowMs() + 65_000)}
        >
          {g.countdownRestart}
        </button>
      </div>
    </GallerySection>
  );
}

/** Demo tickets: the next six weeks, weekends with scheduled sessions, Wednesdays sold out. */
function demoDays(today: Date): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let i = 0; i < 42; i += 1) {
    const date = addDays(today, i);
    const weekday = date.getDay();
    if (weekday === 3) continue;
    const types = weekday === 0 || weekday === 6 ? ['SCHEDULED_EVENT', 'SERVICE'] : ['SERVICE'];
    days.push({ date: toApiDate(date), types });
  }
  return days;
}

export function CalendarDemo() {
  const [value, setValue] = useState<string | null>(null);
  const [today] = useState(now);
  const days = useMemo(() => demoDays(today), [today]);
  return (
    <GallerySection title={g.calendar}>
      <Calendar
        value={value}
        onChange={setValue}
        days={days}
        min={toApiDate(today)}
        max={toApiDate(addDays(today, 60))}
      />
      <p className="sk-gallery__note">
        <span className="sk-gallery__legend sk-gallery__legend--scheduled" aria-hidden="true" />{' '}
        {g.calendarLegendScheduled}
        {'  '}
        <span className="sk-gallery__legend" aria-hidden="true" /> {g.calendarLegendTickets}
      </p>
      <p className="sk-gallery__value" aria-live="polite">
        {g.calendarChosen} {value ? format(new Date(`${value}T00:00:00`), 'dd.MM.yyyy') : '—'}{' '}
        {value ? <code>{value}</code> : null}
      </p>
    </GallerySection>
  );
}

export function StepperDemo() {
  const [step, setStep] = useState(0);
  const steps = g.stepperSteps;
  const last = step === steps.length - 1;
  return (
    <GallerySection title={g.stepper}>
      <StepperFlow
        steps={steps}
        current={step}
        onBack={step > 0 ? () => setStep(step - 1) : undefined}
        onNext={() => setStep(last ? 0 : step + 1)}
        nextLabel={last ? g.stepperFinish : undefined}
      >
        <p className="sk-gallery__text">{g.stepperBody(step + 1)}</p>
      </StepperFlow>
    </GallerySection>
  );
}
