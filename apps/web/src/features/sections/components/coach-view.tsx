import { Link } from 'react-router-dom';
import type { CoachDetail } from '@sportkarta/contract/api/sections';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruSections } from '@/i18n/ru-sections';
import { mediaUrl } from '@/lib/media-url';
import { useCoach } from '../api/get-coach';
import { coachName, coachStatusText } from '../model/format';
import { GroupCard } from './group-card';
import { Loaded } from './states';
import './sections.css';

const t = ruSections;

/** /coaches/coach/{id}: name plus status, photos, where and whom they teach. */
export function CoachView({ id }: { id: number }) {
  const q = useCoach(id);
  return (
    <Loaded query={q} notFound={t.coachNotFound}>
      {(data) => <CoachBody data={data} />}
    </Loaded>
  );
}

function CoachBody({ data }: { data: CoachDetail }) {
  const { coaches: coach, sectionGroupList, sections, complexId, complexName } = data;
  const name = coachName(coach);
  return (
    <div className="sk-sec">
      <header className="sk-sec-profile">
        {coach.photos.length > 0 ? (
          <div className="sk-sec-profile__photos">
            {coach.photos.map((p) => (
              <img key={p} src={mediaUrl(p)} alt={t.coachPhotoAlt(name)} width={160} height={160} />
            ))}
          </div>
        ) : null}
        <h1 className="sk-sec-head__title">{name}</h1>
        <p className="sk-sec-profile__status">{coachStatusText(coach)}</p>
        {coach.experienceYears !== null ? (
          <p className="sk-sec-head__meta">{t.experience(coach.experienceYears)}</p>
        ) : null}
        <p className="sk-sec-head__meta">
          <Link to={paths.place(complexId)}>{complexName}</Link>
        </p>
      </header>
      {coach.about ? <p className="sk-sec__text">{coach.about}</p> : null}
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`sk-coach-sec-${s.id}`}>
          <h2 id={`sk-coach-sec-${s.id}`} className="sk-sec__heading">
            <Link to={paths.section(complexId, s.id)}>{s.name}</Link>
          </h2>
          <ul className="sk-sec-groups" aria-label={t.coachGroups}>
            {sectionGroupList
              .filter((g) => g.sectionId === s.id)
              .map((g) => (
                <GroupCard key={g.id} group={g} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
