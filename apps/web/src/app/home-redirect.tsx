import { Navigate } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';

/** `/` (and `/de`) open the portal's dashboard. */
export function HomeRedirect() {
  const localize = useLocalizePath();
  return <Navigate replace to={localize('/subscriptions')} />;
}
