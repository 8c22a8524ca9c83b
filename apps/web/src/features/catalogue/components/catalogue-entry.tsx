import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { useServiceTypes } from '../api/get-service-types';
import './catalogue.css';

const t = ruCommerce;

/** The venue page's way into its catalogue, shown only when the venue sells something. */
export function CatalogueEntry({ complexId }: { complexId: number }) {
  const { data } = useServiceTypes(complexId);
  if (!data || data.tabs.length === 0) return null;
  return (
    <section className="sk-cat-entry" aria-label={t.entryTitle}>
      <div>
        <h2 className="sk-cat-entry__title">{t.entryTitle}</h2>
        <p className="sk-cat-entry__hint">{t.entryHint}</p>
      </div>
      <Link className="sk-button" to={paths.serviceTypes(complexId)}>
        {t.entryButton}
      </Link>
    </section>
  );
}
