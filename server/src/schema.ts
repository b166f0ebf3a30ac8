import 'reflect-metadata';
import { specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { cacheControlDirective } from './common/cache-control';
import { BlogResolver } from './blog/blog.resolver';
import { AppointmentLookupResolver } from './booking/appointment-lookup.resolver';
import { BookingResolver } from './booking/booking.resolver';
import { QueueResolver } from './booking/queue.resolver';
import { ClinicResolver } from './clinic/clinic.resolver';
import { DoctorsResolver } from './clinic/doctors.resolver';
import { CategoryResolver } from './shop/category.resolver';
import { ShopResolver } from './shop/shop.resolver';
import { NewsletterResolver } from './messages/newsletter.resolver';
import { OrderResolver } from './shop/order.resolver';
import { LookupCodeResolver } from './shop/lookup-code/lookup-code.resolver';
import { DataRightsResolver } from './privacy/data-rights.resolver';
import { OrderLimitsResolver } from './shop/order-limits.resolver';
import { DeliveryResolver } from './shop/delivery/delivery.resolver';
import { ContactResolver } from './messages/contact.resolver';
import { FeedbackResolver } from './messages/feedback.resolver';
import { SearchResolver } from './search/search.resolver';
import { textVersionsResolvers } from './common/text-versions.resolvers';
import { DoctorRatingResolver, TestimonialsResolver } from './messages/inbox/testimonials.resolver';

export const resolvers = [
  ClinicResolver,
  DoctorsResolver,
  ShopResolver,
  CategoryResolver,
  BlogResolver,
  NewsletterResolver,
  FeedbackResolver,
  ContactResolver,
  SearchResolver,
  OrderResolver,
  LookupCodeResolver,
  OrderLimitsResolver,
  DeliveryResolver,
  BookingResolver,
  AppointmentLookupResolver,
  QueueResolver,
  DataRightsResolver,
  ...textVersionsResolvers,
  TestimonialsResolver,
  DoctorRatingResolver,
] as const;

let schema: Promise<GraphQLSchema> | undefined;

/** The app's one GraphQL schema, built once per process; needs no database. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers,
    // Validation of args and inputs with class-validator; unknown objects are ours to allow.
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
    // No public operation names a role. TypeGraphQL's metadata is global: once the staff
    // schema's @Authorized resolvers are loaded in the process, every schema needs a checker;
    // this one would refuse any role rule that ever reached the public schema.
    authChecker: () => false,
    directives: [...specifiedDirectives, cacheControlDirective],
  });
  return schema;
}
