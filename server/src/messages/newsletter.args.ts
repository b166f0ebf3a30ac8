import { IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { IsEmailOnceTrimmed } from '../common/validators';

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';
export const NEWSLETTER_THANKS =
  'Thank you for subscribing! You will get our health tips in your inbox.';

@ArgsType()
export class NewsletterArgs {
  @Field(() => String)
  @IsString({ message: NEWSLETTER_EMAIL_MESSAGE })
  @MaxLength(254, { message: NEWSLETTER_EMAIL_MESSAGE })
  // Phone keyboards add a space after a suggested address; it is trimmed before storing.
  @IsEmailOnceTrimmed({ message: NEWSLETTER_EMAIL_MESSAGE })
  email: string;
}

@ObjectType({ description: 'The address is on the newsletter list (new or already there)' })
export class NewsletterReceipt {
  @Field(() => Boolean)
  subscribed: boolean;

  @Field(() => String, { description: 'The thank-you text to show' })
  message: string;
}
