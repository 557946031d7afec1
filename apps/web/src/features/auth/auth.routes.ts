// The auth feature's route components, loaded as one chunk by src/app/router.tsx.
export { SignInPage } from './sign-in-page';
