// Issue 17: the help centre (decision 0130), loaded as one chunk by src/app/router.tsx.
export { HelpCentrePage, helpCentreLoader } from './help-centre-page';
export { HelpSectionPage, helpSectionLoader } from './help-section-page';
export { HelpArticlePage, helpArticleLoader } from './help-article-page';
