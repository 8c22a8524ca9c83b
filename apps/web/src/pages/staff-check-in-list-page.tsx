import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useCheckInLists } from '@/features/venue-checkin-lists/api/check-in-lists';
import { ListForm } from '@/features/venue-checkin-lists/components/list-form';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';

function EditList({ complexId, listId }: { complexId: number; listId: number | null }) {
  const navigate = useNavigate();
  const lists = useCheckInLists(complexId);
  const done = () => navigate(paths.staffCheckInLists, { replace: true });
  if (listId === null) return <ListForm complexId={complexId} list={null} onDone={done} />;
  if (lists.isPending) return <ListSkeleton label={t.listsLoading} />;
  if (lists.isError) return <QueryErrorState title={t.listsError} query={lists} />;
  const list = lists.data.find((l) => l.id === listId);
  if (!list) return <EmptyState title={t.listNotFound} hint={t.listNotFoundHint} />;
  return <ListForm key={list.id} complexId={complexId} list={list} onDone={done} />;
}

/** Issue 24 (`checkin.lists`): a new check-in list, or one to edit or delete. */
export default function StaffCheckInListPage() {
  const param = useParams().listId;
  const listId = param === 'new' ? null : Number(param);
  return (
    <StaffPage
      title={listId === null ? t.listNew : t.listEdit}
      backHref={paths.staffCheckInLists}
      permission="checkin.lists"
    >
      {(r) => <EditList complexId={r.complexId} listId={listId} />}
    </StaffPage>
  );
}
