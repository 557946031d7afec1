// The password manager page's route component (spec §2 /keys).
export { PasswordManagerPage } from './password-manager-page';
