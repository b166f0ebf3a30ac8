import { Router } from 'express';
import { cachePublicly, CATALOGUE_MAX_AGE } from '../common/http-cache';
import { assertValid, queryText } from '../common/validation';
import { SearchArgs } from './search.args';
import type { SearchService } from './search.service';

export function searchRouter({ search }: { search: SearchService }): Router {
  const router = Router();

  router.get('/search', async (req, res) => {
    const args = await assertValid(
      Object.assign(new SearchArgs(), { q: queryText(req.query.q) ?? '' }),
    );
    const results = await search.search(args.q);
    cachePublicly(res, CATALOGUE_MAX_AGE);
    res.json(results);
  });

  return router;
}
