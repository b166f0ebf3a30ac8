import type { ApolloServerPlugin } from '@apollo/server';
import {
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLInt,
} from 'graphql';
import { Directive } from 'type-graphql';

// Apollo Server's cache control: each field's age comes from @cacheControl on its type or on the
// field, an answer's Cache-Control is the shortest of them, and a composite field without one
// is 0, so anything not marked public (orders, appointments, slots, receipts) is `no-store`.

const CacheControlScope = new GraphQLEnumType({
  name: 'CacheControlScope',
  values: { PUBLIC: {}, PRIVATE: {} },
});

/** Declared so the schema describes the hints its types carry. */
export const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  description: 'How long an answer holding this type or field may be cached (Apollo Server)',
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.OBJECT,
    DirectiveLocation.INTERFACE,
    DirectiveLocation.UNION,
  ],
  args: {
    maxAge: { type: GraphQLInt },
    scope: { type: CacheControlScope },
    inheritMaxAge: { type: GraphQLBoolean },
  },
});

/** Public data: any cache may keep an answer made only of such fields for `maxAge` seconds. */
export const CachePublicly = (maxAge: number) =>
  Directive(`@cacheControl(maxAge: ${maxAge}, scope: PUBLIC)`);

/** Part of its parent (a doctor's working day): as cacheable as the field it is reached by. */
export const CacheWithParent = () => Directive('@cacheControl(inheritMaxAge: true)');

/** Never cached, whatever its type says. */
export const NoCache = () => Directive('@cacheControl(maxAge: 0)');

/** A mutation's answer is never stored, whatever types it returns. */
export function mutationsAreNotCached<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, overallCachePolicy }) {
          if (operation?.operation !== 'query') overallCachePolicy.restrict({ maxAge: 0 });
        },
      };
    },
  };
}
