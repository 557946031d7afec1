import type { FastifyInstance } from 'fastify';
import { getHelpArticle, getLegalPage, listHelpArticles } from '@halyard/contract';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { createContentService } from './content.service';
import { createContentStore } from './content-store';

/** Public, the same for everyone: browsers and proxies may keep them a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * Issue 17: the help centre's articles and the legal pages, Markdown rendered on the server
 * (decisions 0130, 0131). No session needed: a visitor looking for help has often none.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  deps: { contentDir: { override?: string; builtIn: string }; brandName: string },
): void {
  const service = createContentService({
    store: createContentStore(deps.contentDir),
    brandName: deps.brandName,
  });
  registerRoute(app, listHelpArticles, async ({ query, reply }) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return {
      articles: service.helpArticles(query.lang, { section: query.section, query: query.q }),
    };
  });
  registerRoute(app, getHelpArticle, async ({ params, query, reply }) => {
    const article = service.helpArticle(query.lang, params.slug);
    if (!article) throw notFound('Help article');
    reply.header('cache-control', PUBLIC_CACHE);
    return article;
  });
  registerRoute(app, getLegalPage, async ({ params, query, reply }) => {
    const page = service.legalPage(query.lang, params.page);
    if (!page) throw notFound('Legal page');
    reply.header('cache-control', PUBLIC_CACHE);
    return page;
  });
}
