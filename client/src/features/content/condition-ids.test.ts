import { conditionIds } from './condition-ids';
import { conditions } from './conditions';

it('knows every condition page by its id, and no other', () => {
  expect(conditions.map((condition) => condition.id)).toEqual([...conditionIds]);
});
