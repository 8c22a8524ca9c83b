import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';

/** spec §2.2: /deeplink/place/{...} maps to /tabs/places/{...} (the rest of the path kept). */
export function PlaceDeeplink() {
  const rest = useParams()['*'] ?? '';
  return <Navigate to={rest ? `${paths.places}/${rest}` : paths.places} replace />;
}
