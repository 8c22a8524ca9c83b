import type { CataloguePackage, CatalogueRate } from '@sportkarta/contract/api/venue-catalogue';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { useCreateRate, useUpdateRate } from '../api/staff-catalogue';
import { draftOfRate, newDraft, readRateChange, readRateCreate } from '../model/catalogue-draft';
import {
  DraftFormBody,
  FormDialog,
  SelectField,
  TextField,
  useDraftForm,
  type DraftForm,
} from './draft-form';

/** A rate's fields: its name, cost, term (its days for MANUAL_DAYS), visits, freezing (days, times). */
export function RateFields({ form }: { form: DraftForm }) {
  return (
    <>
      <TextField form={form} field="category" label={t.fieldCategory} />
      <div className="sk-staff-form__row">
        <TextField form={form} field="costKopecks" label={t.fieldCost} numeric="decimal" />
        <SelectField form={form} field="term" label={t.fieldTerm} options={t.terms} />
      </div>
      {form.draft.term === 'MANUAL_DAYS' ? (
        <TextField form={form} field="manualTermDays" label={t.fieldManualDays} numeric="numeric" />
      ) : null}
      <TextField
        form={form}
        field="visits"
        label={t.fieldVisits}
        hint={t.visitsHint}
        numeric="numeric"
      />
      <div className="sk-staff-form__row">
        <TextField form={form} field="freezeDays" label={t.fieldFreezeDays} numeric="numeric" />
        <TextField form={form} field="freezeTimes" label={t.fieldFreezeTimes} numeric="numeric" />
      </div>
    </>
  );
}

/** A rate to add to a package (no rate) or to change (only what differs). */
export interface RateFormTarget {
  pkg: CataloguePackage;
  rate?: CatalogueRate;
}

/** Issue 25: the dialog of a package's new or changed rate. */
export function RateFormDialog(p: {
  complexId: number;
  target: RateFormTarget | null;
  onClose: () => void;
}) {
  const create = useCreateRate(p.complexId);
  const update = useUpdateRate(p.complexId);
  const busy = create.isPending || update.isPending;
  const rate = p.target?.rate;
  const title = p.target
    ? rate
      ? `${t.rateEditTitle}: ${rate.category}`
      : `${t.rateFormTitle}: ${p.target.pkg.name}`
    : '';
  return (
    <FormDialog open={p.target !== null} title={title} busy={busy} onClose={p.onClose}>
      {p.target ? (
        <RateFormBody
          target={p.target}
          title={title}
          busy={busy}
          create={create}
          update={update}
          onClose={p.onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function RateFormBody(p: {
  target: RateFormTarget;
  title: string;
  busy: boolean;
  create: ReturnType<typeof useCreateRate>;
  update: ReturnType<typeof useUpdateRate>;
  onClose: () => void;
}) {
  const { pkg, rate } = p.target;
  const form = useDraftForm(() => (rate ? draftOfRate(rate) : newDraft('packages')));
  const send = () =>
    rate
      ? form.submit(
          readRateChange(form.draft, rate),
          (body) => p.update.mutateAsync({ id: rate.id, body }).then((r) => t.saved(r.category)),
          p.onClose,
        )
      : form.submit(
          readRateCreate(form.draft),
          (body) => p.create.mutateAsync({ id: pkg.id, body }).then((r) => t.rateAdded(r.category)),
          p.onClose,
        );
  return (
    <DraftFormBody
      form={form}
      label={p.title}
      busy={p.busy}
      editing={rate !== undefined}
      onSubmit={send}
      onClose={p.onClose}
    >
      <RateFields form={form} />
    </DraftFormBody>
  );
}
