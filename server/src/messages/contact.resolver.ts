import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../common/context';
import { ContactMessageInput, ContactReceipt } from './contact.input';
import { ContactService } from './contact.service';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactReceipt, { description: 'Stores a contact message; rate-limited' })
  sendContactMessage(
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() ctx: AppContext,
  ): Promise<ContactReceipt> {
    return new ContactService(ctx.dataSource, ctx.rateLimiter).send(input, ctx.clientAddress);
  }
}
