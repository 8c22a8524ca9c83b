import { useState } from 'react';
import { walletOutline } from 'ionicons/icons';
import { now } from '@sportkarta/contract/clock';
import { MoneyQuerySchema, type MoneyQuery } from '@sportkarta/contract/api/venue-money';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { dateInZone } from '@sportkarta/contract/zoned';
import { ruVenueMoney as t } from '@/i18n/ru-venue-money';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { FilterForm } from '@/ui/filter-form';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useOwnerMoney } from '../api/staff-money';
import { ProviderMoneyCard } from './provider-money-card';
import '@/ui/staff-kit.css';
import './money.css';

/** The month so far in the venue's zone: from its first day to today. */
export function monthSoFar(timeZone: string): MoneyQuery {
  const today = dateInZone(now(), timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * Issue 25 (`partners-page`): the owner's money — per acquirer, our books against its report
 * for a period, and the payments where they differ. A period the server would refuse is not
 * asked for: its message shows under the dates.
 */
export function MoneyView({ role }: { role: StaffRole }) {
  const [draft, setDraft] = useState<MoneyQuery>(() => monthSoFar(role.timeZone));
  const checked = MoneyQuerySchema.safeParse(draft);
  const q = useOwnerMoney(role.complexId, checked.success ? checked.data : null);
  return (
    <div className="sk-staff sk-money">
      <p className="sk-staff__intro">{t.intro}</p>
      <FilterForm
        label={t.period}
        rows={[
          [
            {
              kind: 'date',
              label: t.from,
              value: draft.from,
              onChange: (from) => setDraft((d) => ({ ...d, from })),
            },
            {
              kind: 'date',
              label: t.to,
              value: draft.to,
              onChange: (to) => setDraft((d) => ({ ...d, to })),
            },
          ],
        ]}
      >
        {!checked.success && (
          <p className="sk-staff-error" role="alert">
            {checked.error.issues[0]?.message}
          </p>
        )}
      </FilterForm>
      {checked.success && <Report q={q} />}
    </div>
  );
}

function Report({ q }: { q: ReturnType<typeof useOwnerMoney> }) {
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  if (q.data.providers.length === 0)
    return <EmptyState icon={walletOutline} title={t.noProviders} hint={t.noProvidersHint} />;
  return (
    <div className="sk-money__providers" aria-busy={q.isFetching}>
      {q.data.providers.map((p) => (
        <ProviderMoneyCard key={p.provider} money={p} />
      ))}
    </div>
  );
}
