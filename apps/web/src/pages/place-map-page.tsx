import { PageShell } from '@/ui/page-shell';

// Placeholder while issue 4 is being built; replaced by the real screen.
export default function Page() {
  return <PageShell title="…">{null}</PageShell>;
}
