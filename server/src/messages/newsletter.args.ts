import { isEmail, IsString, MaxLength, ValidateBy } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';
export const NEWSLETTER_THANKS =
  'Thank you for subscribing! You will get our health tips in your inbox.';

/** Phone keyboards add a space after a suggested address; it is trimmed before storing. */
function IsEmailOnceTrimmed(): PropertyDecorator {
  return ValidateBy({
    name: 'isEmailOnceTrimmed',
    validator: {
      validate: (value) => typeof value === 'string' && isEmail(value.trim()),
      defaultMessage: () => NEWSLETTER_EMAIL_MESSAGE,
    },
  });
}

@ArgsType()
export class NewsletterArgs {
  @Field(() => String)
  @IsString({ message: NEWSLETTER_EMAIL_MESSAGE })
  @MaxLength(254, { message: NEWSLETTER_EMAIL_MESSAGE })
  @IsEmailOnceTrimmed()
  email: string;
}

@ObjectType({ description: 'The address is on the newsletter list (new or already there)' })
export class NewsletterReceipt {
  @Field(() => Boolean)
  subscribed: boolean;

  @Field(() => String, { description: 'The thank-you text to show' })
  message: string;
}
