import type { DataSource } from 'typeorm';
import { StaffAccounts } from './accounts/staff-accounts';
import { AuditTrail } from './audit/audit-trail';
import { IntegrationKeys } from './keys/integration-keys';
import { PasswordHasher, PASSWORD_COST, type PasswordCost } from './password/password-hasher';
import { StaffSessions } from './sessions/staff-sessions';
import { SignInThrottle } from './sign-in/sign-in-throttle';
import { StaffSignIn } from './sign-in/staff-sign-in';
import { SecondFactor } from './totp/second-factor';

/** The staff side's own services: accounts, sign-in, sessions, keys and the audit trail. */
export function createStaffServices(
  dataSource: DataSource,
  passwordCost: PasswordCost = PASSWORD_COST,
) {
  const hasher = new PasswordHasher(passwordCost);
  const sessions = new StaffSessions(dataSource);
  const secondFactor = new SecondFactor(dataSource, sessions);
  const throttle = new SignInThrottle(dataSource);
  return {
    accounts: new StaffAccounts(dataSource, hasher, sessions),
    sessions,
    secondFactor,
    throttle,
    signIn: new StaffSignIn(dataSource, hasher, throttle, sessions, secondFactor),
    keys: new IntegrationKeys(dataSource),
    auditTrail: new AuditTrail(dataSource),
  };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
