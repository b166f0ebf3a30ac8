import 'reflect-metadata';
import { specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { BlogDeskResolver } from './blog/desk/blog-desk.resolver';
import { bookingDeskResolvers } from './booking/booking-desk.resolvers';
import { DoctorDeskResolver } from './clinic/desk/doctor-desk.resolver';
import { cacheControlDirective } from './common/cache-control';
import { ClinicSetupDeskResolver } from './clinic/setup/clinic-setup-desk.resolver';
import { MessageDeskResolver } from './messages/desk/message-desk.resolver';
import { InboxDeskResolver } from './messages/inbox/inbox-desk.resolver';
import { shopDeskResolvers } from './shop/desk/shop-desk.resolvers';
import { rxDeskResolvers } from './shop/prescriptions/prescription-desk.resolvers';
import { DateTimeISOScalar } from './common/date-time-scalar';
import { staffAuthChecker } from './staff/graphql/auth-checker';
import { StaffAdminResolver } from './staff/graphql/staff-admin.resolver';
import { StaffAuthResolver } from './staff/graphql/staff-auth.resolver';
import { DataRightsDeskResolver } from './privacy/data-rights-desk.resolver';

/**
 * The staff schema's resolvers (POST /staff/graphql): the staff side of each domain. Every
 * operation but me, signIn and signOut names its roles with @Authorized; a test walks them all.
 */
export const staffResolvers = [
  StaffAuthResolver,
  StaffAdminResolver,
  ...bookingDeskResolvers,
  ...shopDeskResolvers,
  ...rxDeskResolvers,
  MessageDeskResolver,
  DoctorDeskResolver,
  DataRightsDeskResolver,
  InboxDeskResolver,
  ClinicSetupDeskResolver,
  BlogDeskResolver,
] as const;

let schema: Promise<GraphQLSchema> | undefined;

/** The staff schema, built once per process; the public schema never holds any of it. */
export function buildStaffSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: staffResolvers,
    authChecker: staffAuthChecker,
    // An unnamed operation is still checked: @Authorized() is its rule.
    authMode: 'error',
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
    // DateTimeISO as before, written faster: the desk's day holds some 300 instants.
    scalarsMap: [{ type: Date, scalar: DateTimeISOScalar }],
    directives: [...specifiedDirectives, cacheControlDirective],
  });
  return schema;
}
