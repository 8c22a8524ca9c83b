import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { matchDeepLink } from '@/config/deep-links';

/**
 * An address of the deep-link table that is not itself a screen (`/deeplink/place/{...}`,
 * `/invite/{code}`): replaced by the route its row names, the search kept.
 */
export function DeepLinkRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={matchDeepLink(pathname, search) ?? paths.main} replace />;
}
