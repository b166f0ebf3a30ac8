import { registerEnumType } from 'type-graphql';

/** What a search hit is. With `id` it names the hit uniquely: doctor 2 and post 2 are not one. */
export enum SearchKind {
  CONDITION = 'CONDITION',
  SERVICE = 'SERVICE',
  DOCTOR = 'DOCTOR',
  PRODUCT = 'PRODUCT',
  POST = 'POST',
}

registerEnumType(SearchKind, {
  name: 'SearchKind',
  description: 'The kind of page a search hit opens; kind and id together identify a hit',
});
