import { IonIcon } from '@ionic/react';
import {
  gridOutline,
  barChartOutline,
  calendarOutline,
  clipboardOutline,
  documentAttachOutline,
  documentTextOutline,
  footballOutline,
  listOutline,
  peopleOutline,
  pricetagsOutline,
  qrCodeOutline,
  receiptOutline,
  schoolOutline,
  stopwatchOutline,
  walletOutline,
} from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruStaff as t } from '@/i18n/ru-staff';
import { useFlags } from '@/lib/flags';
import { EmptyState } from '@/ui/empty-state';
import { tileHref, tilesFor, type TileId } from '../model/tiles';
import '@/ui/staff-kit.css';
import './staff.css';

const ICONS: Readonly<Record<TileId, string>> = {
  scanner: qrCodeOutline,
  orders: receiptOutline,
  sessions: calendarOutline,
  catalogue: pricetagsOutline,
  layouts: gridOutline,
  sports: footballOutline,
  applications: clipboardOutline,
  groups: schoolOutline,
  coaches: stopwatchOutline,
  audit: documentTextOutline,
  team: peopleOutline,
  lists: listOutline,
  policies: documentAttachOutline,
  reports: barChartOutline,
  money: walletOutline,
};

/** The chosen role's home: one tile per section its permission keys open (issue 24). */
export function StaffHome({ role }: { role: StaffRole }) {
  const { enabled } = useFlags();
  const tiles = tilesFor(role, enabled);
  if (tiles.length === 0) return <EmptyState title={t.emptyHome} hint={t.noAccessHint} />;
  return (
    <div className="sk-staff">
      <h2 className="sk-staff__venue">{role.complexName}</h2>
      <p className="sk-staff__intro">{role.roleLabel}</p>
      <ul className="sk-staff-tiles" aria-label={t.homeTilesLabel}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link className="sk-staff-tile sk-focusable" to={tileHref(tile, role)}>
              <IonIcon className="sk-staff-tile__icon" icon={ICONS[tile.id]} aria-hidden="true" />
              <span className="sk-staff-tile__title">{t.tiles[tile.id]}</span>
              <span className="sk-staff-tile__hint">{t.tiles[`${tile.id}Hint`]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
