import { Link } from 'react-router-dom';
import type { SectionGroups } from '@sportkarta/contract/api/sections';
import { formatRub } from '@sportkarta/contract/config/formats';
import { targetGroupLabel } from '@sportkarta/contract/labels';
import { AdaptedBadge } from '@/ui/adapted-badge';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruSections } from '@/i18n/ru-sections';
import { useSectionGroups } from '../api/get-section-groups';
import { CoachGroupList } from './coach-groups';
import { Loaded } from './states';
import './sections.css';

const t = ruSections;

/** /tabs/places/{complexId}/sections/{id}: what the section is, its groups by coach, apply. */
export function SectionView({ complexId, sectionId }: { complexId: number; sectionId: number }) {
  const q = useSectionGroups(complexId, sectionId);
  return (
    <Loaded query={q} notFound={t.sectionNotFound}>
      {(data) => <SectionBody complexId={complexId} data={data} />}
    </Loaded>
  );
}

function SectionBody({ complexId, data }: { complexId: number; data: SectionGroups }) {
  const { section, coachGroups } = data;
  return (
    <div className="sk-sec">
      <header className="sk-sec-head">
        <h1 className="sk-sec-head__title">{section.name}</h1>
        <AdaptedBadge needs={section.adaptedFor} kind="section" />
        <p className="sk-sec-head__meta">
          {[
            section.sportName,
            targetGroupLabel(section.targetGroup, { from: section.ageFrom, to: section.ageTo }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="sk-sec-head__meta">
          {t.groupsCount(section.groups)} · {t.coachesCount(section.coaches)}
          {section.minPriceKopecks !== null
            ? ` · ${t.fromPrice(formatRub(section.minPriceKopecks))}`
            : ''}
        </p>
        <Link
          className="sk-button sk-button--block"
          to={paths.sectionStep(section.id, 'section-apply', { complexId })}
        >
          {t.apply}
        </Link>
      </header>
      {section.description ? (
        <section aria-labelledby="sk-sec-about">
          <h2 id="sk-sec-about" className="sk-sec__heading">
            {t.aboutHeading}
          </h2>
          <p className="sk-sec__text">{section.description}</p>
        </section>
      ) : null}
      <section aria-labelledby="sk-sec-groups">
        <h2 id="sk-sec-groups" className="sk-sec__heading">
          {t.groupsHeading}
        </h2>
        <CoachGroupList coachGroups={coachGroups} />
      </section>
    </div>
  );
}
