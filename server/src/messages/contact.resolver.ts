import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { ContactMessageInput, ContactReceipt } from './contact.input';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactReceipt, { description: 'Stores a contact message; rate-limited' })
  sendContactMessage(
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() ctx: AppContext,
  ): Promise<ContactReceipt> {
    return ctx.services.contact.send(ctx.request, input);
  }
}
