// The accessibility statement (issue 9), loaded as its own chunk by src/app/router.tsx.
export { AccessibilityPage } from './accessibility-page';
