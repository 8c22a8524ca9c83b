import { IonLabel, IonSpinner } from '@ionic/react';
import { IonItem, IonList } from '@/ui/ionic/item';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { useChildren } from '@/features/profile/api/children-api';
import { Avatar } from '@/features/profile/components/avatar';
import { MemberSelect } from '@/features/profile/components/member-select';
import { useActingMember } from '@/features/profile/model/acting-member';
import '@/features/profile/components/profile.css';
import { ru } from '@/i18n/ru';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';

// /tabs/profile/children (spec §2.2): the person's children with photos; «Добавить ребёнка»
// opens the child form without an id.
export default function ChildrenPage() {
  const { status } = useSession();
  const children = useChildren(status === 'logged-in');
  const acting = useActingMember(ru.account.memberSelf);
  const add = (
    <IonItem routerLink={paths.child()} detail>
      <IonLabel color="primary">{ru.account.addChild}</IonLabel>
    </IonItem>
  );
  return (
    <PageShell
      title={ru.account.childrenTitle}
      backHref={paths.profile}
      onRefresh={children.refetch}
    >
      {status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : children.isError ? (
        <div className="sk-section">
          <AlertBanner type="error">{ru.account.loadError}</AlertBanner>
        </div>
      ) : !children.data ? (
        <div className="sk-section">
          <IonSpinner aria-label={ru.ui.loadingDefault} />
        </div>
      ) : children.data.length === 0 ? (
        <>
          <EmptyState title={ru.account.childrenEmpty} hint={ru.account.childrenEmptyHint} />
          <IonList inset className="menu-list">
            {add}
          </IonList>
        </>
      ) : (
        <IonList inset className="menu-list">
          {children.data.map((child) => (
            <IonItem key={child.id} routerLink={paths.child(child.id)} detail>
              <div slot="start">
                <Avatar photo={child.photo} alt="" size={44} />
              </div>
              <IonLabel>
                <h2>
                  {[child.lastName, child.firstName, child.middleName].filter(Boolean).join(' ')}
                </h2>
                <p>{formatFieldDate(child.birthDate)}</p>
              </IonLabel>
            </IonItem>
          ))}
          {add}
        </IonList>
      )}
      {acting.options.length > 1 ? (
        <section className="sk-section" aria-labelledby="member-title">
          <h2 id="member-title" className="section-head__title">
            {ru.account.memberTitle}
          </h2>
          <p className="sk-muted">{ru.account.memberHint}</p>
          <MemberSelect
            options={acting.options}
            value={acting.member?.id ?? null}
            onChange={acting.select}
            label={ru.account.memberTitle}
          />
        </section>
      ) : null}
    </PageShell>
  );
}
