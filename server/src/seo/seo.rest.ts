import { Router, type Request } from 'express';
import type { SeoService } from './seo.service';
import { robotsTxt, sitemapXml } from './site-map';

/** Crawlers fetch these often; an hour is fresh enough for a new post or doctor to be found. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';
const SANE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface SeoDependencies {
  seo: SeoService;
  /** The site's public origin; unset: the request's own scheme and host. */
  siteUrl: string | undefined;
}

/** GET /robots.txt and GET /sitemap.xml, with absolute links to this site. */
export function seoRouter({ seo, siteUrl }: SeoDependencies): Router {
  const router = Router();

  const originOf = (req: Request): string | undefined => {
    if (siteUrl) return siteUrl;
    const host = req.get('host');
    return host && SANE_HOST.test(host) ? `${req.protocol}://${host.toLowerCase()}` : undefined;
  };

  router.get('/robots.txt', (req, res) => {
    const origin = originOf(req);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad Host header');
      return;
    }
    res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
    res.type('text/plain').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad Host header');
      return;
    }
    const entries = await seo.sitemapEntries();
    res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
    res.type('application/xml').send(sitemapXml(origin, entries));
  });

  return router;
}
