import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { validationError } from '../../common/errors';
import type { IntegrationKeyView } from '../keys/integration-keys';
import type { StaffContext } from '../staff-context';
import { memberOf } from './staff-auth.resolver';
import { roleValue, StaffRoleValue } from './staff-role.enum';
import {
  AuditFilter,
  AuditPage,
  IntegrationKey,
  NewIntegrationKey,
  StaffMember,
} from './staff.types';

const keyOf = (key: IntegrationKeyView): IntegrationKey => ({ ...key, role: roleValue(key.role) });

function idNumber(id: string, field: string): number {
  const number = Number(id);
  if (!/^\d{1,9}$/.test(id) || !Number.isSafeInteger(number))
    throw validationError({ [field]: 'Please give a whole-number id.' });
  return number;
}

/** What only an admin does: staff accounts, integration keys and the audit trail. */
@Resolver()
export class StaffAdminResolver {
  @Authorized('admin')
  @Query(() => [StaffMember], { description: 'Every staff account, disabled ones last' })
  async staffMembers(@Ctx() { staff }: StaffContext): Promise<StaffMember[]> {
    return (await staff.accounts.list()).map(memberOf);
  }

  @Authorized('admin')
  @Query(() => [IntegrationKey], { description: 'Every integration key, revoked ones last' })
  async integrationKeys(@Ctx() { staff }: StaffContext): Promise<IntegrationKey[]> {
    return (await staff.keys.list()).map(keyOf);
  }

  @Authorized('admin')
  @Query(() => AuditPage, { description: 'The audit trail by record, staff member and day' })
  auditTrail(
    @Arg('filter', () => AuditFilter) filter: AuditFilter,
    @Ctx() { staff }: StaffContext,
  ): Promise<AuditPage> {
    return staff.auditTrail.read({
      ...filter,
      staffId: filter.staffId ? idNumber(filter.staffId, 'staffId') : null,
    });
  }

  @Authorized('admin')
  @Mutation(() => NewIntegrationKey, { description: 'A new key; its secret is shown only now' })
  async createIntegrationKey(
    @Arg('name', () => String) name: string,
    @Arg('role', () => StaffRoleValue) role: StaffRoleValue,
    @Ctx() { request, staff }: StaffContext,
  ): Promise<NewIntegrationKey> {
    const { key, secret } = await staff.keys.create(request, { name, role });
    return { key: keyOf(key), secret };
  }

  @Authorized('admin')
  @Mutation(() => IntegrationKey, { description: 'Stops a key at once' })
  async revokeIntegrationKey(
    @Arg('id', () => ID) id: string,
    @Ctx() { request, staff }: StaffContext,
  ): Promise<IntegrationKey> {
    return keyOf(await staff.keys.revoke(request, idNumber(id, 'id')));
  }
}
