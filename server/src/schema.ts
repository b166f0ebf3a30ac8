import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { BlogResolver } from './blog/blog.resolver';
import { ClinicResolver } from './clinic/clinic.resolver';
import { DoctorsResolver } from './clinic/doctors.resolver';
import { ShopResolver } from './shop/shop.resolver';

export const resolvers = [ClinicResolver, DoctorsResolver, ShopResolver, BlogResolver] as const;

let schema: Promise<GraphQLSchema> | undefined;

/** The app's one GraphQL schema, built once per process; needs no database. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers,
    // Validation of args and inputs with class-validator; unknown objects are ours to allow.
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  return schema;
}
