import { Router } from 'express';
import type { ExpensiveReads } from '../common/expensive-reads';
import { cachePublicly, CATALOGUE_MAX_AGE } from '../common/http-cache';
import { contextOf } from '../common/request-context';
import { assertValid, queryText } from '../common/validation';
import { SearchArgs } from './search.args';
import type { SearchService } from './search.service';

export function searchRouter({
  search,
  reads,
}: {
  search: SearchService;
  reads: ExpensiveReads;
}): Router {
  const router = Router();

  router.get('/search', async (req, res) => {
    const args = await assertValid(
      Object.assign(new SearchArgs(), { q: queryText(req.query.q) ?? '' }),
    );
    await reads.charge(contextOf(req));
    const results = await search.search(args.q);
    cachePublicly(res, CATALOGUE_MAX_AGE);
    res.json(results);
  });

  return router;
}
