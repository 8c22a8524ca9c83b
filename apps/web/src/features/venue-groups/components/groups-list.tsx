import { useState } from 'react';
import { Link } from 'react-router-dom';
import { schoolOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { ruVenueGroupEditor as e } from '@/i18n/ru-venue-group-editor';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { useStaffGroups } from '../api/get-staff-groups';
import { useGroupEditor } from '../api/group-editor';
import { GroupDialog, type GroupItem } from './group-dialog';
import { SectionsPanel } from './sections-panel';
import { ListSkeleton } from '@/ui/list-skeleton';
import '@/ui/staff-kit.css';

/**
 * A coach's groups (every group of the venue with `groups.all`), each opening its roster. The
 * administrator (`edits`: catalogue.edit) also makes a group («Новая группа») and changes one.
 */
export function GroupsList({ complexId, edits = false }: { complexId: number; edits?: boolean }) {
  const q = useStaffGroups(complexId);
  const editor = useGroupEditor(complexId, edits);
  const [open, setOpen] = useState<GroupItem | null>(null);
  if (q.isPending) return <ListSkeleton label={t.groupsLoading} />;
  if (q.isError) return <QueryErrorState title={t.groupsError} query={q} />;
  const groupOf = (id: number) =>
    editor.data?.sections.flatMap((s) => s.groups).find((g) => g.id === id);
  const tools =
    edits && editor.data ? (
      <>
        <SectionsPanel complexId={complexId} editor={editor.data} />
        <h2 className="sk-staff-h">{e.groups}</h2>
        <button type="button" className="sk-button" onClick={() => setOpen('new')}>
          {e.newGroup}
        </button>
        <GroupDialog
          complexId={complexId}
          editor={editor.data}
          item={open}
          onClose={() => setOpen(null)}
        />
      </>
    ) : null;
  if (q.data.length === 0)
    return (
      <div className="sk-staff">
        <EmptyState title={t.groupsEmpty} hint={t.groupsEmptyHint} icon={schoolOutline} />
        {tools}
      </div>
    );
  return (
    <div className="sk-staff">
      {tools}
      <ul className="sk-staff-list" aria-label={t.groupsLabel}>
        {q.data.map((g) => (
          <li key={g.id}>
            <Link className="sk-staff-card" to={paths.staffRoster(g.id)}>
              <span className="sk-staff-card__head">
                <span className="sk-staff-card__title">{g.name}</span>
                {g.newApplications > 0 ? (
                  <span className="sk-staff-badge sk-staff-badge--wait">
                    {t.newApplications(g.newApplications)}
                  </span>
                ) : null}
              </span>
              <span className="sk-staff-card__line">{g.sectionName}</span>
              <span className="sk-staff-card__line">
                {t.groupCoach(g.coachName)} · {t.places(g.taken, g.places)}
              </span>
            </Link>
            {edits ? (
              <span className="sk-staff-card__actions">
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  aria-label={e.editGroup(g.name)}
                  disabled={!groupOf(g.id)}
                  onClick={() => setOpen(groupOf(g.id) ?? null)}
                >
                  {e.edit}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
