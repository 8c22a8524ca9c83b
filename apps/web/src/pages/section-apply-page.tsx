import { SectionApplyScreen } from './section-apply-screen';

/** spec §2.2 /sections/{sectionId}/section-apply and /sections/{sectionId}/select-member. */
export default function SectionApplyPage() {
  return <SectionApplyScreen step="member" />;
}
