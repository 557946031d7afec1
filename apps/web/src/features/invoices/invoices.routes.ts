// The invoices feature's route components, loaded as one chunk by src/app/router.tsx.
export { InvoicesPage } from './invoices-page';
