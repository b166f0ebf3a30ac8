import { Router } from 'express';
import type { ExpensiveReads } from '../common/expensive-reads';
import { cachePublicly, CATALOGUE_MAX_AGE } from '../common/http-cache';
import { GRAPHQL_LIMITS } from '../common/graphql-limits';
import { queryLanguage } from '../common/language';
import { contextOf } from '../common/request-context';
import { assertValid, queryText } from '../common/validation';
import { SearchArgs } from './search.args';
import type { SearchService } from './search.service';

const SITE_SEARCH_SCANS = GRAPHQL_LIMITS.searchScans.search;

export function searchRouter({
  search,
  reads,
}: {
  search: SearchService;
  reads: ExpensiveReads;
}): Router {
  const router = Router();

  router.get('/search', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const args = await assertValid(
      Object.assign(new SearchArgs(), { q: queryText(req.query.q) ?? '' }),
    );
    // Doctors, products and posts: three searches, as GraphQL counts search(q).
    const results = await reads.run(
      contextOf(req),
      () => search.search(args.q, language),
      SITE_SEARCH_SCANS,
    );
    cachePublicly(res, CATALOGUE_MAX_AGE);
    res.json(results);
  });

  return router;
}
