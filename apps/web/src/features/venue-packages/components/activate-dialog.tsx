import { useId, useState } from 'react';
import {
  StaffActivateRequestSchema,
  type StaffPackage,
} from '@sportkarta/contract/api/venue-packages';
import { ruStaffPackages as t } from '@/i18n/ru-staff-packages';
import { messageOf } from '@/lib/api-error';
import { Actions, Field, FormError, ItemDialog } from '@/ui/dialog-form';
import { showToast } from '@/ui/toast/toast-bus';
import { useActivateStaffPackage } from '../api/staff-package';

/**
 * «Активировать» at the desk (flag new-visits-activation-dialog, `packages.manage`): the term's
 * first day, today by default (the venue's day), never an earlier one; one request key per
 * opening, so a repeat after a lost answer is answered the same.
 */
export function ActivateDialog(p: {
  complexId: number;
  pkg: StaffPackage | null;
  onClose: () => void;
}) {
  const activate = useActivateStaffPackage(p.complexId, p.pkg?.id ?? '');
  return (
    <ItemDialog item={p.pkg} title={t.activateTitle} busy={activate.isPending} onClose={p.onClose}>
      {(pkg, close) => <ActivateForm pkg={pkg} activate={activate} close={close} />}
    </ItemDialog>
  );
}

function ActivateForm(p: {
  pkg: StaffPackage;
  activate: ReturnType<typeof useActivateStaffPackage>;
  close: () => void;
}) {
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [date, setDate] = useState(p.pkg.today);
  const [error, setError] = useState<{ date?: string; form?: string }>({});
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (p.activate.isPending) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError({ date: t.badDate });
    if (date < p.pkg.today) return setError({ date: t.pastDate });
    const body = StaffActivateRequestSchema.safeParse({ idempotencyKey: key, startDate: date });
    if (!body.success) return setError({ date: body.error.issues[0]?.message ?? t.badDate });
    setError({});
    p.activate.mutate(body.data, {
      onSuccess: (pkg) => {
        showToast({ type: 'success', message: t.activated(pkg.startsOn ?? date, pkg.today) });
        p.close();
      },
      onError: (err) => setError({ form: messageOf(err) }),
    });
  };
  return (
    <form onSubmit={send} noValidate>
      <p>{t.activateText(p.pkg.title, p.pkg.holderName)}</p>
      <Field id={`${id}-date`} label={t.startDate} error={error.date}>
        {(a) => (
          <input
            type="date"
            {...a}
            value={date}
            min={p.pkg.today}
            onChange={(e) => setDate(e.target.value)}
          />
        )}
      </Field>
      <p className="sk-staff-note">{t.startHint}</p>
      <FormError message={error.form} />
      <Actions
        busy={p.activate.isPending}
        label={t.activate}
        busyLabel={t.activating}
        onClose={p.close}
      />
    </form>
  );
}
