import type {
  Application,
  ApplicationList,
  ApplicationsQuery,
} from '@sportkarta/contract/api/applications';
import type { ApplicationStatus } from '@sportkarta/contract/enums';
import { APPLICATION_STATUS_LABELS } from '@sportkarta/contract/labels';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { enrolmentsOf, proposalsOf, type EnrolmentRow, type ProposalRow } from './repository';

// Issue 14: the spec's application statuses over our moderation and membership statuses
// (docs/api-applications.md). Nothing is a draft yet: CREATED is kept for one.

const PROPOSAL_STATUS: Readonly<Record<ProposalRow['status'], ApplicationStatus>> = {
  NEW: 'SENT',
  APPROVED: 'APPROVED',
  DISMISSED: 'REJECTED',
  // Archived by the moderators without a venue made of it: for the person, not accepted.
  ARCHIVE: 'REJECTED',
};

const ENROLMENT_STATUS: Readonly<Record<EnrolmentRow['status'], ApplicationStatus>> = {
  NEW: 'SENT',
  APPROVED: 'APPROVED',
  DISMISSED: 'REJECTED',
  WITHDRAWN: 'WITHDRAWN',
};

const withLabel = (status: ApplicationStatus) => ({
  status,
  statusLabel: APPLICATION_STATUS_LABELS[status],
});

const fromProposal = (p: ProposalRow): Application => ({
  id: `PLACE_PROPOSAL:${p.id}`,
  kind: 'PLACE_PROPOSAL',
  ...withLabel(PROPOSAL_STATUS[p.status]),
  title: p.name,
  details: p.address,
  forWhom: null,
  childId: null,
  createdAt: p.createdAt.toISOString(),
  decidedAt: null,
  reason: null,
  link: null,
  waitingPosition: null,
});

const fromEnrolment = (e: EnrolmentRow): Application => ({
  id: `SECTION:${e.id}`,
  kind: 'SECTION',
  ...withLabel(ENROLMENT_STATUS[e.status]),
  title: e.sectionName,
  details: `Группа «${e.groupName}» · ${e.complexName}`,
  forWhom: e.childName,
  childId: e.childId,
  createdAt: e.createdAt.toISOString(),
  decidedAt: e.decidedAt?.toISOString() ?? null,
  reason: e.reason,
  // «Мои секции» shows the group's schedule and the next step (paying once approved).
  link: paths.mySections,
  waitingPosition: e.waitingPosition,
});

/** GET /v1/mob/user/applications: newest first, optionally of one status. */
export async function applicationsOf(
  db: Db,
  userId: string,
  query: ApplicationsQuery,
): Promise<ApplicationList> {
  const [proposals, enrolments] = [await proposalsOf(db, userId), await enrolmentsOf(db, userId)];
  const all = [...proposals.map(fromProposal), ...enrolments.map(fromEnrolment)]
    .filter((a) => !query.status || a.status === query.status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  return { applications: all };
}
