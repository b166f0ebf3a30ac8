import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import type { PrescriptionCheckView } from './prescription-desk.service';
import {
  ApprovePrescriptionArgs,
  PrescriptionCheck,
  PrescriptionFileKind,
  PrescriptionListArgs,
  PrescriptionOrderArgs,
  RejectPrescriptionArgs,
} from './prescription-desk.types';

/** Where the staff route serves an order's prescription file. */
export const prescriptionFilePath = (orderNumber: string) =>
  `/staff/files/prescriptions/${encodeURIComponent(orderNumber)}`;

const asCheck = (view: PrescriptionCheckView): PrescriptionCheck => ({
  ...view,
  kind: view.kind as PrescriptionFileKind,
  fileUrl: prescriptionFilePath(view.orderNumber),
});

/** The pharmacy desk's prescription checks. */
@Resolver(() => PrescriptionCheck)
export class PrescriptionDeskResolver {
  @Authorized('pharmacy', 'admin')
  @Query(() => [PrescriptionCheck], {
    description: 'Orders with a prescription in that state (TO_CHECK: oldest first); at most 100',
  })
  async prescriptionChecks(
    @Args(() => PrescriptionListArgs) args: PrescriptionListArgs,
    @Ctx() ctx: AppContext,
  ): Promise<PrescriptionCheck[]> {
    return (await ctx.services.prescriptionDesk.list(args.status ?? undefined)).map(asCheck);
  }

  @Authorized('pharmacy', 'admin')
  @Query(() => PrescriptionCheck, { description: "One order's prescription and its check" })
  async prescriptionCheck(
    @Args(() => PrescriptionOrderArgs) args: PrescriptionOrderArgs,
    @Ctx() ctx: AppContext,
  ): Promise<PrescriptionCheck> {
    return asCheck(await ctx.services.prescriptionDesk.byOrderNumber(args.orderNumber));
  }

  @Authorized('pharmacy', 'admin')
  @Query(() => String, {
    nullable: true,
    description: "The signed-in pharmacist's registration number on file, if any",
  })
  pharmacistRegistration(@Ctx() ctx: AppContext): Promise<string | null> {
    return ctx.services.prescriptionDesk.registrationOf(ctx.request);
  }

  @Authorized('pharmacy', 'admin')
  @Mutation(() => PrescriptionCheck, {
    description:
      'APPROVED, with the pharmacist’s name and registration number; the order stays PENDING',
  })
  async approvePrescription(
    @Args(() => ApprovePrescriptionArgs) args: ApprovePrescriptionArgs,
    @Ctx() ctx: AppContext,
  ): Promise<PrescriptionCheck> {
    return asCheck(
      await ctx.services.prescriptionDesk.approve(
        ctx.request,
        args.orderNumber,
        args.registrationNumber,
      ),
    );
  }

  @Authorized('pharmacy', 'admin')
  @Mutation(() => PrescriptionCheck, {
    description:
      'REJECTED: the order is CANCELLED, its stock returned, the reason shown to the patient',
  })
  async rejectPrescription(
    @Args(() => RejectPrescriptionArgs) args: RejectPrescriptionArgs,
    @Ctx() ctx: AppContext,
  ): Promise<PrescriptionCheck> {
    return asCheck(
      await ctx.services.prescriptionDesk.reject(ctx.request, args.orderNumber, args.reason),
    );
  }
}
