import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { HasVisibleText, IsStorableText } from '../common/validators';
import type { Feedback } from './feedback.entity';

export const FEEDBACK_THANKS = 'Thank you for your feedback!';
// class-validator reports the bottom decorator first: the type check sits last, so a value of the
// wrong type reads as "missing", not as "too long".

@InputType({ description: "A patient's feedback from the feedback page" })
export class FeedbackInput implements Partial<Feedback> {
  @Field(() => String)
  @IsStorableText()
  @HasVisibleText({ message: 'Please enter your name' })
  @MaxLength(100, { message: 'Your name must be at most 100 characters' })
  @IsString({ message: 'Please enter your name' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Treatment or condition; optional' })
  @IsOptional()
  @IsStorableText()
  @MaxLength(100, { message: 'Treatment or condition must be at most 100 characters' })
  @IsString({ message: 'Treatment or condition must be text' })
  condition?: string | null;

  @Field(() => String, { description: 'What the patient wants to tell us' })
  @IsStorableText()
  @HasVisibleText({ message: 'Please enter your feedback' })
  @MaxLength(2000, { message: 'Your feedback must be at most 2000 characters' })
  @IsString({ message: 'Please enter your feedback' })
  message: string;

  @Field(() => Int, { defaultValue: 5, description: '1 (poor) to 5 (excellent)' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  rating: number = 5;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'The patient allows publishing this feedback with their first name and town only; ' +
      'false (the default) keeps it private',
  })
  @IsBoolean({ message: 'Permission to publish must be true or false' })
  consentToPublish: boolean = false;
}

@ObjectType({ description: 'Feedback was stored' })
export class FeedbackReceipt {
  @Field(() => ID)
  id: number;

  @Field(() => String, { description: `"${FEEDBACK_THANKS}"` })
  message: string;
}
