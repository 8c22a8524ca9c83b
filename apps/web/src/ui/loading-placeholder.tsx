import type { ReactNode } from 'react';
import { ru } from '@/i18n/ru';

/**
 * What stands for content while it loads (skeleton cards, shimmer rows): one busy status region
 * named for a screen reader. The role is what lets it carry the name — axe refuses a div with
 * an aria-label and no role.
 */
export function LoadingPlaceholder({
  className,
  label = ru.app.loading,
  children,
}: {
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
