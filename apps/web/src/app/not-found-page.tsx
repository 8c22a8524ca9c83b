import { ru } from '@/i18n/ru';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';

// Any address outside spec §2.2's routes that the app has built.
export function NotFoundPage() {
  return (
    <PageShell title={ru.app.notFoundTitle}>
      <div className="state-screen">
        <p className="state-screen__code" aria-hidden="true">
          404
        </p>
        <EmptyState
          title={ru.app.notFoundTitle}
          hint={ru.app.notFoundHint}
          action={<BackToMainLink />}
        />
      </div>
    </PageShell>
  );
}
