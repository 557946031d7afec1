// The auth feature's route components, loaded as one chunk by src/app/router.tsx.
export { SignInPage } from './sign-in-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
