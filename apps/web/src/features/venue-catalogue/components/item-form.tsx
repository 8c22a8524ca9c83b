import type { VenueCatalogue } from '@sportkarta/contract/api/venue-catalogue';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import {
  useCreateEvent,
  useCreatePackage,
  useCreateService,
  useUpdateEvent,
  useUpdatePackage,
  useUpdateService,
} from '../api/staff-catalogue';
import {
  draftOfItem,
  newDraft,
  readCreate,
  readItemChange,
  type CatalogueItem,
  type CatalogueKind,
} from '../model/catalogue-draft';
import { DraftFormBody, FormDialog, SelectField, TextField, useDraftForm } from './draft-form';
import { ExtraFields } from './extra-fields';
import { RateFields } from './rate-form';
import '@/ui/field.css';

/** An event, a service or a package to create (no item) or to change (only what differs). */
export interface ItemFormTarget {
  kind: CatalogueKind;
  item?: CatalogueItem;
}

type Places = VenueCatalogue['places'];

/** Issue 25: the dialog of a new or changed event, service or package. */
export function ItemFormDialog(p: {
  complexId: number;
  places: Places;
  /** The venue's zone: the sales moment is typed and shown on its clock. */
  timeZone: string;
  target: ItemFormTarget | null;
  onClose: () => void;
}) {
  const m = useItemWrites(p.complexId);
  const busy = Object.values(m).some((x) => x.isPending);
  const target = p.target;
  const title = target
    ? target.item
      ? `${t.editTitle[target.kind]}: ${target.item.name}`
      : t.formTitle[target.kind]
    : '';
  return (
    <FormDialog open={target !== null} title={title} busy={busy} onClose={p.onClose}>
      {target ? <ItemFormBody {...p} target={target} title={title} m={m} busy={busy} /> : null}
    </FormDialog>
  );
}

function useItemWrites(complexId: number) {
  return {
    createEvent: useCreateEvent(complexId),
    createService: useCreateService(complexId),
    createPackage: useCreatePackage(complexId),
    updateEvent: useUpdateEvent(complexId),
    updateService: useUpdateService(complexId),
    updatePackage: useUpdatePackage(complexId),
  };
}

function ItemFormBody(p: {
  places: Places;
  timeZone: string;
  target: ItemFormTarget;
  title: string;
  m: ReturnType<typeof useItemWrites>;
  busy: boolean;
  onClose: () => void;
}) {
  const { kind, item } = p.target;
  const { m, onClose, timeZone } = p;
  const form = useDraftForm(() =>
    item ? draftOfItem(item, timeZone) : newDraft(kind, p.places[0]?.id),
  );
  const d = form.draft;
  const made = (fresh: boolean, name: string) => (fresh ? t.created(name) : t.createdAgain);
  const saved = () => t.saved(d.name.trim());

  const send = () => {
    if (item) {
      const id = item.id;
      if (kind === 'events')
        return form.submit(
          readItemChange(kind, d, item, timeZone),
          (body) => m.updateEvent.mutateAsync({ id, body }).then(saved),
          onClose,
        );
      if (kind === 'services')
        return form.submit(
          readItemChange(kind, d, item, timeZone),
          (body) => m.updateService.mutateAsync({ id, body }).then(saved),
          onClose,
        );
      return form.submit(
        readItemChange(kind, d, item, timeZone),
        (body) => m.updatePackage.mutateAsync({ id, body }).then(saved),
        onClose,
      );
    }
    if (kind === 'events')
      return form.submit(
        readCreate(kind, d, form.key, timeZone),
        (body) => m.createEvent.mutateAsync(body).then((r) => made(r.fresh, r.event.name)),
        onClose,
      );
    if (kind === 'services')
      return form.submit(
        readCreate(kind, d, form.key, timeZone),
        (body) => m.createService.mutateAsync(body).then((r) => made(r.fresh, r.service.name)),
        onClose,
      );
    return form.submit(
      readCreate(kind, d, form.key, timeZone),
      (body) => m.createPackage.mutateAsync(body).then((r) => made(r.fresh, r.package.name)),
      onClose,
    );
  };

  const places: Record<string, string> = Object.fromEntries(
    p.places.map((x) => [String(x.id), x.name]),
  );
  return (
    <DraftFormBody
      form={form}
      label={p.title}
      busy={p.busy}
      editing={item !== undefined}
      onSubmit={send}
      onClose={onClose}
    >
      <TextField form={form} field="name" label={t.fieldName} />
      <SelectField
        form={form}
        field="placeId"
        label={t.fieldPlace}
        options={kind === 'packages' ? { '': t.anyPlace, ...places } : places}
      />
      {kind === 'packages' ? null : (
        <>
          <div className="sk-staff-form__row">
            <TextField
              form={form}
              field="priceKopecks"
              label={t.fieldPrice}
              hint={t.priceHint}
              numeric="decimal"
            />
            {kind === 'events' ? (
              <TextField
                form={form}
                field="durationMinutes"
                label={t.fieldDuration}
                numeric="numeric"
              />
            ) : null}
          </div>
          <SelectField
            form={form}
            field="serviceType"
            label={t.fieldServiceType}
            options={t.serviceTypes}
          />
        </>
      )}
      {kind === 'events' ? null : (
        <SelectField form={form} field="dayRule" label={t.fieldDayRule} options={t.dayRules} />
      )}
      <TextField form={form} field="description" label={t.fieldDescription} multiline />
      <ExtraFields form={form} kind={kind} timeZone={timeZone} />
      {kind === 'packages' && !item ? (
        <fieldset className="sk-catalogue-fieldset">
          <legend className="sk-field__label">{t.firstRate}</legend>
          <p className="sk-catalogue-hint">{t.firstRateHint}</p>
          <RateFields form={form} />
        </fieldset>
      ) : null}
    </DraftFormBody>
  );
}
