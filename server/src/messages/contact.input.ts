import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import {
  HasVisibleText,
  IsEmailOnceTrimmed,
  IsStorableText,
  IsTenDigitPhone,
  PHONE_MESSAGE,
} from '../common/validators';
import type { ContactMessage } from './contact-message.entity';

export const CONTACT_TITLE = 'Message Sent!';
export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you soon.";
// class-validator reports the bottom decorator first: the type check sits last, so a value of the
// wrong type reads as "missing", not as "too long".
const EMAIL_MESSAGE = 'Please enter a valid email address';

@InputType({ description: 'A message from the contact page' })
export class ContactMessageInput implements Partial<ContactMessage> {
  @Field(() => String)
  @IsStorableText()
  @HasVisibleText({ message: 'Please enter your name' })
  @MaxLength(100, { message: 'Your name must be at most 100 characters' })
  @IsString({ message: 'Please enter your name' })
  name: string;

  @Field(() => String)
  @MaxLength(254, { message: EMAIL_MESSAGE })
  // Phone keyboards add a space after a suggested address; it is trimmed before storing.
  @IsEmailOnceTrimmed({ message: EMAIL_MESSAGE })
  @IsString({ message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, { nullable: true, description: '10 digits; optional (null or empty)' })
  // Forms send an untouched optional field as '', which means "no phone", not a bad one.
  @ValidateIf((input: ContactMessageInput) => input.phone !== '' && input.phone != null)
  @IsTenDigitPhone()
  @IsString({ message: PHONE_MESSAGE })
  phone?: string | null;

  @Field(() => String)
  @IsStorableText()
  @HasVisibleText({ message: 'Please enter a subject' })
  @MaxLength(150, { message: 'The subject must be at most 150 characters' })
  @IsString({ message: 'Please enter a subject' })
  subject: string;

  @Field(() => String)
  @IsStorableText()
  @HasVisibleText({ message: 'Please enter your message' })
  @MaxLength(5000, { message: 'Your message must be at most 5000 characters' })
  @IsString({ message: 'Please enter your message' })
  message: string;
}

@ObjectType({ description: 'The contact message was stored' })
export class ContactReceipt {
  @Field(() => ID)
  id: number;

  @Field(() => String, { description: `"${CONTACT_TITLE}"` })
  title: string;

  @Field(() => String, { description: 'What to tell the patient next' })
  message: string;
}
