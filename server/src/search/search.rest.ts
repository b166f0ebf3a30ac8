import { Router } from 'express';
import { cachePublicly, CATALOGUE_MAX_AGE } from '../common/http-cache';
import type { RestDependencies } from '../common/rest';
import { assertValid, queryText } from '../common/validation';
import { SearchArgs } from './search.args';
import { SearchService } from './search.service';

export function searchRouter({ dataSource }: RestDependencies): Router {
  const search = new SearchService(dataSource);
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
