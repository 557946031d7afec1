import 'i18next';
import type admin from './locales/en/admin.json';
import type checkout from './locales/en/checkout.json';
import type en from './locales/en/translation.json';

// English is the source catalogue: every key used with t() must exist in it (type-checked).
// `checkout` is the storefront's namespace (decision 0050), `admin` the back office's (0170).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; checkout: typeof checkout; admin: typeof admin };
  }
}
