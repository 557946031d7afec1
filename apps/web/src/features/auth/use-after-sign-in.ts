import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizePath } from '@/i18n/use-language';
import { safeNextPath } from './next-path';

/** Where a finished sign-in goes: the page's `?next=` (a checkout keeps its order), else the portal. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const localize = useLocalizePath();
  return async () => {
    const next = safeNextPath(searchParams.get('next')) ?? localize('/subscriptions');
    await navigate(next, { replace: true });
  };
}
