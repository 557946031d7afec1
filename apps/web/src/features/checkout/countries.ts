/** The checkout's country and state lists: the app's (shared with the billing details form). */
export { countryOptions, US_STATES } from '@/app/countries';
