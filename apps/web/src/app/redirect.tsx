import { Navigate } from 'react-router';
import { serverScope } from './ssr/server-scope';

/**
 * Leaves a page for another while rendering (a page guard, an ended session): in the browser a
 * replacing navigation; on the server the answer becomes a redirect (decision 0140).
 */
export function Redirect({ to }: { readonly to: string }) {
  const server = serverScope();
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate replace to={to} />;
}
