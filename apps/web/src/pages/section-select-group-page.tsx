import { SectionApplyScreen } from './section-apply-screen';

/** spec §2.2 /sections/{sectionId}/select-group. */
export default function SectionSelectGroupPage() {
  return <SectionApplyScreen step="group" />;
}
