// spec §2 Changelog, loaded as one chunk by src/app/router.tsx.
export { ChangelogPage } from './changelog-page';
