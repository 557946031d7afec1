// The portal feature's route components, loaded as one chunk by src/app/router.tsx.
export { PortalLayout } from './portal-layout';
// Issue 17: the site's header and footer around public pages (help centre, legal pages).
export { SiteLayout } from './site-layout';
