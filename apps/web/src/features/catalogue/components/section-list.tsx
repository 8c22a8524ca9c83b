import { Link } from 'react-router-dom';
import { formatRub } from '@sportkarta/contract/config/formats';
import { targetGroupLabel } from '@sportkarta/contract/labels';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruSections } from '@/i18n/ru-sections';
import { AdaptedBadge } from '@/ui/adapted-badge';
import { useSections } from '../api/get-sections';
import { CatalogueError, CatalogueSkeleton } from './catalogue-states';

const t = ruSections;

/** The sections tab (spec §3 service type tabs): each section leads to its screen. */
export function SectionList({ complexId }: { complexId: number }) {
  const q = useSections(complexId);
  if (q.isPending) return <CatalogueSkeleton />;
  if (q.isError) return <CatalogueError onRetry={() => void q.refetch()} />;
  return (
    <ul className="sk-cat-list" aria-label={t.tabTitle}>
      {q.data.map((s) => (
        <li key={s.id}>
          <Link className="sk-cat-card sk-cat-card--link" to={paths.section(complexId, s.id)}>
            <h3 className="sk-cat-card__title">{s.name}</h3>
            <AdaptedBadge needs={s.adaptedFor} kind="section" />
            <p className="sk-cat-card__text">
              {[s.sportName, targetGroupLabel(s.targetGroup, { from: s.ageFrom, to: s.ageTo })]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="sk-cat-card__text">
              {t.groupsCount(s.groups)} · {t.coachesCount(s.coaches)}
            </p>
            {s.minPriceKopecks !== null ? (
              <p className="sk-cat-card__price">{t.fromPrice(formatRub(s.minPriceKopecks))}</p>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
