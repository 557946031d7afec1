/** Rules of the storefront pages (order, checkout, gift cards, setup): issue 5. */
export * from './addon-choice';
export * from './card-entry';
export * from './currency-choice';
export * from './visit';
