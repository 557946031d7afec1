// The My Subscription feature's route component, loaded as one chunk by src/app/router.tsx.
export { MySubscriptionsPage } from './my-subscriptions-page';
