import { useId, useState, type FormEvent } from 'react';
import {
  TaxPayerInputSchema,
  type TaxCertificate,
  type TaxOrganisation,
} from '@sportkarta/contract/api/tax';
import { todayLocalIso } from '@sportkarta/contract/clock';
import { ruTax } from '@/i18n/ru-tax';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { DateField } from '@/ui/date-picker-sheet';
import { Dialog } from '@/ui/dialog';
import '@/ui/field.css';
import { useCreateTaxCertificate } from '../api/create-tax-certificate';

const t = ruTax;

export interface TaxRequestTarget {
  year: number;
  organisation: TaxOrganisation;
  childId: string | null;
  personName: string;
}

type Errors = Partial<Record<'fullName' | 'inn' | 'birthDate', string>>;

/** The payer as the profile knows them: ФИО, a person's 12-digit ИНН, the birth date. */
function usePrefill() {
  const user = useSession().user;
  return {
    fullName: user
      ? [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ')
      : '',
    inn: user && /^\d{12}$/.test(user.inn) ? user.inn : '',
    birthDate: user?.birthDate ?? null,
  };
}

function Field(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
}) {
  const id = useId();
  const described = p.error ? `${id}-error` : p.hint ? `${id}-hint` : undefined;
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={id}>
        {p.label}
      </label>
      <input
        id={id}
        className={`sk-field__input sk-focusable${p.error ? ' sk-field__input--error' : ''}`}
        value={p.value}
        inputMode={p.inputMode}
        autoComplete={p.autoComplete}
        maxLength={p.maxLength}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.error ? (
        <span id={`${id}-error`} className="sk-field__hint sk-tax__error">
          {p.error}
        </span>
      ) : p.hint ? (
        <span id={`${id}-hint`} className="sk-field__hint">
          {p.hint}
        </span>
      ) : null}
    </div>
  );
}

/** The request of integrations.md §6: who pays (ФИО and ИНН, or the birth date), for whom, where. */
export function TaxRequestForm({
  target,
  onClose,
  onIssued,
}: {
  target: TaxRequestTarget;
  onClose: () => void;
  onIssued: (certificate: TaxCertificate) => void;
}) {
  const prefill = usePrefill();
  const [fullName, setFullName] = useState(prefill.fullName);
  const [inn, setInn] = useState(prefill.inn);
  const [birthDate, setBirthDate] = useState<string | null>(prefill.birthDate);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateTaxCertificate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payer = { fullName, inn: inn.trim(), birthDate: birthDate ?? '' };
    const parsed = TaxPayerInputSchema.safeParse(payer);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(
      {
        year: target.year,
        ownerId: target.organisation.ownerId,
        childId: target.childId,
        payer: parsed.data,
      },
      { onSuccess: onIssued },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t.formTitle}>
      <form className="sk-tax__form" onSubmit={submit} noValidate>
        <p className="sk-tax__muted">
          {t.formFor(target.organisation.name, target.personName, target.year)}
        </p>
        <Field
          label={t.fullName}
          value={fullName}
          onChange={setFullName}
          error={errors.fullName}
          autoComplete="name"
          maxLength={200}
        />
        <Field
          label={t.inn}
          value={inn}
          onChange={(v) => setInn(v.replace(/\D/g, ''))}
          error={errors.inn}
          hint={t.innHint}
          inputMode="numeric"
          maxLength={12}
        />
        <DateField
          label={t.birthDate}
          value={birthDate}
          onChange={setBirthDate}
          max={todayLocalIso()}
          error={errors.birthDate}
        />
        {create.isError ? <AlertBanner type="error" title={create.error.message} /> : null}
        <div className="sk-tax__actions">
          <button type="button" className="sk-button sk-button--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="sk-button" disabled={create.isPending}>
            {create.isPending ? t.sending : t.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
