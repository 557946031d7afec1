export * from './help-articles';
export * from './legal-pages';
