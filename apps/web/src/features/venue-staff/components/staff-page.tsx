import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { useChosenStaffRole } from '@/lib/staff-role';
import { PageShell } from '@/ui/page-shell';
import { RoleChip } from './role-chip';
import { StaffGate, type StaffGateProps } from './staff-gate';

export interface StaffPageProps extends Omit<StaffGateProps, 'children'> {
  title: string;
  backHref: string;
  /** Pull-to-refresh reloads the queries under this key of the chosen venue. */
  refreshKey?: (complexId: number) => QueryKey;
  children: (role: StaffRole) => ReactNode;
}

/** A staff screen (issue 24): the page, the role chip in its header, pull-to-refresh, the gate. */
export function StaffPage({ title, backHref, refreshKey, children, ...gate }: StaffPageProps) {
  const client = useQueryClient();
  const { role } = useChosenStaffRole();
  const refresh =
    role && refreshKey
      ? () => client.invalidateQueries({ queryKey: refreshKey(role.complexId) })
      : undefined;
  return (
    <PageShell title={title} backHref={backHref} right={<RoleChip />} onRefresh={refresh}>
      <StaffGate {...gate}>{children}</StaffGate>
    </PageShell>
  );
}
