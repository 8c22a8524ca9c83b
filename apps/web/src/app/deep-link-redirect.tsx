import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { DeepLink } from '@sportkarta/contract/routes/deep-links';
import { paths } from '@sportkarta/contract/routes/paths';

/**
 * An address of the deep-link table that is not itself a screen (`/deeplink/place/{...}`,
 * `/invite/{code}`): replaced by the route its row names, the search kept.
 */
export function DeepLinkRedirect({ link }: { link: DeepLink }) {
  const params = useParams();
  const { search } = useLocation();
  const clean = Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return <Navigate to={(link.to ? link.to(clean) : paths.main) + search} replace />;
}
