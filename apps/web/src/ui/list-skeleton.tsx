import { LoadingPlaceholder } from './loading-placeholder';
import './staff-kit.css';

/** Rows that stand for a list while it loads (the app's shimmer, theme.css); `label` tells a screen reader what is coming. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <LoadingPlaceholder className="sk-staff-skeleton" label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="sk-staff-skeleton__row sk-shimmer" />
      ))}
    </LoadingPlaceholder>
  );
}
