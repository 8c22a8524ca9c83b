import { SectionApplyScreen } from './section-apply-screen';

/** spec §2.2 /sections/{sectionId}/group/{groupId}/select-rate. */
export default function SectionSelectRatePage() {
  return <SectionApplyScreen step="rate" />;
}
