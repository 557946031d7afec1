import { LANGUAGES, type LanguageCode } from '@halyard/domain';
import { z } from 'zod';
import { defineRoute, errors } from './http';

const codes = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** The page's language (spec §2 locale code, e.g. `jp`); English when absent. */
const Lang = z.enum(codes).default('en');

/** Where a text comes from: its own language, or English shown in its place (issue 17). */
const TextLanguage = {
  /** The locale code of the text as served. */
  language: z.enum(codes),
  /** True when the asked-for language has no text and English is shown (marked on the page). */
  fallback: z.boolean(),
};

/** One help article in a list: what a search result or a section page shows. */
export const HelpArticleSummary = z
  .object({
    slug: z.string(),
    section: z.string().nullable(),
    /** The article's address without locale prefix (spec §2 addresses for troubleshooting). */
    path: z.string(),
    title: z.string(),
    summary: z.string(),
    ...TextLanguage,
  })
  .meta({ id: 'HelpArticleSummary' });
export type HelpArticleSummary = z.infer<typeof HelpArticleSummary>;

/** A rendered Markdown document (help article or legal page). */
export const ContentDocument = z
  .object({
    title: z.string(),
    /** HTML rendered from Markdown on the server; raw HTML in the source is escaped. */
    html: z.string(),
    ...TextLanguage,
  })
  .meta({ id: 'ContentDocument' });
export type ContentDocument = z.infer<typeof ContentDocument>;

export const HelpArticle = ContentDocument.extend({
  slug: z.string(),
  section: z.string().nullable(),
  path: z.string(),
  summary: z.string(),
}).meta({ id: 'HelpArticle' });
export type HelpArticle = z.infer<typeof HelpArticle>;

export const listHelpArticles = defineRoute({
  method: 'GET',
  path: '/api/v1/help/articles',
  summary: 'Help centre articles, optionally one section or those matching a search',
  tags: ['help'],
  auth: false,
  querystring: z.object({
    lang: Lang,
    section: z.string().max(40).optional(),
    /** Words that must all appear in the title or text (case and accents ignored). */
    q: z.string().trim().max(200).optional(),
  }),
  response: {
    200: z.object({ articles: z.array(HelpArticleSummary) }).meta({ id: 'HelpArticleList' }),
    ...errors(400),
  },
});

export const getHelpArticle = defineRoute({
  method: 'GET',
  path: '/api/v1/help/articles/{slug}',
  summary: 'One help centre article, rendered',
  tags: ['help'],
  auth: false,
  params: z.object({ slug: z.string().max(100) }),
  querystring: z.object({ lang: Lang }),
  response: { 200: HelpArticle, ...errors(400, 404) },
});

export const getLegalPage = defineRoute({
  method: 'GET',
  path: '/api/v1/legal/{page}',
  summary: 'A legal page (privacy policy, terms, refund policy, cookie policy), rendered',
  tags: ['help'],
  auth: false,
  params: z.object({ page: z.string().max(40) }),
  querystring: z.object({ lang: Lang }),
  response: { 200: ContentDocument, ...errors(400, 404) },
});
