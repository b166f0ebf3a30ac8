import { Router } from 'express';
import type { SeoService } from './seo.service';
import { robotsTxt, sitemapXml } from './site-map';

/** Crawlers fetch these often; an hour is fresh enough for a new post or doctor to be found. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

export interface SeoDependencies {
  seo: SeoService;
  /**
   * The site's public origin (SITE_URL). Never the request's Host: these answers are cached for
   * everyone, so a forged Host would send every crawler to another site.
   */
  siteUrl: string;
}

/** GET /robots.txt and GET /sitemap.xml, with absolute links to this site. */
export function seoRouter({ seo, siteUrl }: SeoDependencies): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
    res.type('text/plain').send(robotsTxt(siteUrl));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const entries = await seo.sitemapEntries();
    res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
    res.type('application/xml').send(sitemapXml(siteUrl, entries));
  });

  return router;
}
