import { useState } from 'react';
import type { SectionEditor } from '@sportkarta/contract/api/venue-sections-editor';
import { ruVenueGroupEditor as t } from '@/i18n/ru-venue-group-editor';
import { SectionDialog, type SectionItem } from './section-dialog';

/**
 * The venue's sections on «Группы» for the administrator (catalogue.edit): each with its groups'
 * count and «Изменить», and «Новая секция» — a section's own fields;
 * the groups follow under their own heading.
 */
export function SectionsPanel(p: { complexId: number; editor: SectionEditor }) {
  const [open, setOpen] = useState<SectionItem | null>(null);
  return (
    <section className="sk-staff-form" aria-labelledby="sk-sections-h">
      <h2 id="sk-sections-h" className="sk-staff-h">
        {t.sections}
      </h2>
      {p.editor.sections.length > 0 ? (
        <ul className="sk-staff-list" aria-label={t.sectionsLabel}>
          {p.editor.sections.map((s) => (
            <li key={s.id} className="sk-staff-card">
              <span className="sk-staff-card__head">
                <span className="sk-staff-card__title">{s.name}</span>
                {s.status === 'ARCHIVED' ? (
                  <span className="sk-staff-badge">{t.sectionArchivedBadge}</span>
                ) : null}
              </span>
              <span className="sk-staff-card__line">{t.groupsCount(s.groups.length)}</span>
              <span className="sk-staff-card__actions">
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  aria-label={t.editSection(s.name)}
                  onClick={() => setOpen(s)}
                >
                  {t.edit}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="sk-button sk-button--secondary"
        onClick={() => setOpen('new')}
      >
        {t.newSection}
      </button>
      <SectionDialog complexId={p.complexId} item={open} onClose={() => setOpen(null)} />
    </section>
  );
}
