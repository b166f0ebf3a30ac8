import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DomainError } from '../../common/errors';
import type { StaffAccountView } from '../accounts/staff-accounts';
import type { StaffContext } from '../staff-context';
import { STAFF_WORDS } from '../staff-words';
import { roleValue } from './staff-role.enum';
import { StaffMember, TotpConfirmation, TotpEnrolment } from './staff.types';

export const memberOf = (account: StaffAccountView): StaffMember => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: roleValue(account.role),
  doctorId: account.doctorId,
  totpEnabled: account.totpEnabled,
  disabledAt: account.disabledAt,
});

/** The door: sign-in, sign-out, who is signed in, and setting up the second factor. */
@Resolver()
export class StaffAuthResolver {
  @Query(() => StaffMember, {
    nullable: true,
    description: 'The signed-in staff member; null without a session (an integration key has none)',
  })
  async me(@Ctx() { request, staff }: StaffContext): Promise<StaffMember | null> {
    if (request.actor.kind !== 'staff') return null;
    const account = await staff.accounts.byId(request.actor.staffId);
    return account ? memberOf(account) : null;
  }

  @Mutation(() => StaffMember, {
    description:
      'Signs in and sets the session cookie. BAD_CREDENTIALS, TOTP_REQUIRED, ENROLMENT_REQUIRED (admin without a second factor: the session may only enrol), RATE_LIMITED',
  })
  async signIn(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Arg('code', () => String, {
      nullable: true,
      description: 'The 6-digit authenticator code, or an unused recovery code',
    })
    code: string | null,
    @Ctx() { request, staff, cookie }: StaffContext,
  ): Promise<StaffMember> {
    const signedIn = await staff.signIn.signIn(request, { email, password, code }, cookie.current);
    cookie.set(signedIn.token);
    if (signedIn.enrolmentOnly)
      throw new DomainError('ENROLMENT_REQUIRED', STAFF_WORDS.enrolmentRequired);
    const account = await staff.accounts.byId(signedIn.staffId);
    return memberOf(account!);
  }

  @Mutation(() => Boolean, { description: 'Ends this session at once; true even without one' })
  async signOut(@Ctx() { request, staff, session, cookie }: StaffContext): Promise<boolean> {
    if (session) {
      await staff.sessions.end(session.id);
      request.logger.info({ staffSignOut: { staffId: session.staff.id } }, 'staff sign-out');
    }
    cookie.clear();
    return true;
  }

  @Authorized()
  @Mutation(() => TotpEnrolment, {
    description: 'A new authenticator secret for the signed-in staff member',
  })
  beginTotpEnrolment(@Ctx() { request, staff }: StaffContext): Promise<TotpEnrolment> {
    return staff.secondFactor.begin(request);
  }

  @Authorized()
  @Mutation(() => TotpConfirmation, {
    description:
      'Turns the second factor on with a code from the app; answers the recovery codes once',
  })
  async confirmTotpEnrolment(
    @Arg('code', () => String) code: string,
    @Ctx() { request, staff }: StaffContext,
  ): Promise<TotpConfirmation> {
    return { recoveryCodes: await staff.secondFactor.confirm(request, code) };
  }
}
