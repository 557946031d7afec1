import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import type { ResolvedLink } from './use-site-links';

/** A resolved site link: a client-side route inside the app, a plain link to another site. */
export function SiteLink({
  link,
  ...props
}: { readonly link: ResolvedLink } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return link.internal ? <Link to={link.href} {...props} /> : <a href={link.href} {...props} />;
}
