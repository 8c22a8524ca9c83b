import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useChildren } from '@/features/profile/api/children-api';
import {
  SectionApply,
  type ApplyStep,
  type SectionApplyProps,
} from '@/features/sections/components/apply/section-apply';
import { SectionsSkeleton } from '@/features/sections/components/states';
import type { ApplyMember } from '@/features/sections/model/members';
import { ruSections } from '@/i18n/ru-sections';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

const t = ruSections;

/** The person and their children, as the first step offers them. */
function useMembers(): readonly ApplyMember[] | null {
  const { user } = useSession();
  const children = useChildren(user !== null);
  if (!user || !children.data) return null;
  return [
    {
      key: 'me',
      childId: null,
      name: `${t.me} (${[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'})`,
      birthDate: user.birthDate,
    },
    ...children.data.map((c) => ({
      key: c.id,
      childId: c.id,
      name: `${c.firstName} ${c.lastName}`,
      birthDate: c.birthDate,
    })),
  ];
}

/**
 * spec §2.2 /sections/{sectionId}/section-apply and its steps select-member, select-group,
 * group/{groupId}/select-rate: one page per step (a hidden page of Ionic's stack re-renders
 * with the visible page's address, so the step comes from the route, never from the path).
 * The venue and the member travel as search parameters.
 */
export function SectionApplyScreen({ step }: { step: ApplyStep }) {
  const { sectionId: sid, groupId: gid } = useParams<{ sectionId: string; groupId: string }>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const members = useMembers();
  const params = new URLSearchParams(search);
  const complexId = routeId(params.get('complexId'));
  const sectionId = routeId(sid);
  const go: SectionApplyProps['go'] = (to) => {
    const q = { complexId, member: to.member ?? '' };
    navigate(
      paths.sectionStep(
        sectionId,
        to.step === 'member'
          ? 'select-member'
          : to.step === 'group'
            ? 'select-group'
            : `group/${to.groupId ?? 0}/select-rate`,
        q,
      ),
    );
  };
  return (
    <PageShell title={t.applyTitle} backHref={paths.section(complexId, sectionId)}>
      {status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : members ? (
        <SectionApply
          complexId={complexId}
          sectionId={sectionId}
          step={step}
          members={members}
          memberKey={params.get('member')}
          groupId={routeId(gid)}
          go={go}
        />
      ) : (
        <SectionsSkeleton />
      )}
    </PageShell>
  );
}
