import type { DivIcon } from 'leaflet';
import { L } from './leaflet';

// Every marker is an inline SVG inside a divIcon: no image files to 404 under the bundler
// (stack-notes: Leaflet's default icons) and nothing for the CSP to fetch.

export type MarkerVariant = 'venue' | 'event';

const PIN_SIZE: [number, number] = [32, 42];
const PIN_ANCHOR: [number, number] = [16, 41];

// A map pin with a white inner disc; the glyph inside tells venues from events.
const PIN_PATH = 'M16 1C7.7 1 1 7.5 1 15.6 1 26.4 16 41 16 41s15-14.6 15-25.4C31 7.5 24.3 1 16 1z';
const GLYPHS: Record<MarkerVariant, string> = {
  // A plain disc: venues.
  venue: '<circle cx="16" cy="15.5" r="6.2" fill="#fff"/>',
  // A star: events.
  event:
    '<path fill="#fff" d="M16 8.2l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z"/>',
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * A divIcon whose element carries an accessible name: Leaflet gives keyboard markers
 * role="button" (and Enter opens them), the label tells a screen reader which one it is.
 */
function labelledIcon(options: L.DivIconOptions, label: string): DivIcon {
  const icon = L.divIcon(options);
  const create = icon.createIcon.bind(icon);
  icon.createIcon = (old?: HTMLElement) => {
    const el = create(old);
    el.setAttribute('aria-label', label);
    return el;
  };
  return icon;
}

/** A pin; `badge` (e.g. the number of events at one place) is drawn in its corner. */
export function pinIcon(variant: MarkerVariant, label: string, badge?: number): DivIcon {
  const badgeHtml =
    badge && badge > 1 ? `<span class="sk-map-pin__badge">${escapeHtml(String(badge))}</span>` : '';
  return labelledIcon(
    {
      className: `sk-map-pin sk-map-pin--${variant}`,
      html:
        `<svg viewBox="0 0 32 42" width="${PIN_SIZE[0]}" height="${PIN_SIZE[1]}" aria-hidden="true" focusable="false">` +
        `<path d="${PIN_PATH}" class="sk-map-pin__body"/>${GLYPHS[variant]}</svg>${badgeHtml}`,
      iconSize: PIN_SIZE,
      iconAnchor: PIN_ANCHOR,
    },
    label,
  );
}

const THOUSAND = 1000;

/** 7 → '7', 1234 → '1,2к', 56789 → '57к': a bubble stays readable at any count. */
export function shortCount(count: number): string {
  if (count < THOUSAND) return String(count);
  const thousands = count / THOUSAND;
  const text =
    thousands < 10
      ? thousands.toFixed(1).replace('.', ',').replace(',0', '')
      : String(Math.round(thousands));
  return `${text}к`;
}

// Bubble diameters grow with the number of digits so bigger groups read as bigger.
const BUBBLE_SIZES: Record<MarkerVariant, readonly number[]> = {
  venue: [34, 40, 46, 52],
  // Events happen at venues, so their groups sit on top of venue groups: smaller bubbles…
  event: [26, 30, 34, 38],
};
// …drawn to the upper right of their point, so the venue count under them stays readable.
const EVENT_BUBBLE_OFFSET = 4;

export function clusterIcon(count: number, variant: MarkerVariant, label: string): DivIcon {
  const sizes = BUBBLE_SIZES[variant];
  const size = sizes[Math.min(String(count).length, sizes.length) - 1]!;
  const anchor: [number, number] =
    variant === 'event' ? [-EVENT_BUBBLE_OFFSET, size + EVENT_BUBBLE_OFFSET] : [size / 2, size / 2];
  return labelledIcon(
    {
      className: `sk-map-cluster sk-map-cluster--${variant}`,
      html: `<span class="sk-map-cluster__count" aria-hidden="true">${escapeHtml(shortCount(count))}</span>`,
      iconSize: [size, size],
      iconAnchor: anchor,
    },
    label,
  );
}

const USER_SIZE = 22;

/** The person's position: a blue dot with a halo. */
export function userIcon(): DivIcon {
  return L.divIcon({
    className: 'sk-map-user',
    html: '<span class="sk-map-user__dot"></span>',
    iconSize: [USER_SIZE, USER_SIZE],
    iconAnchor: [USER_SIZE / 2, USER_SIZE / 2],
  });
}
