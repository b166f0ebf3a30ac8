import { IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { IsLanguageWhenGiven, Language } from '../../common/language';
import { OrdersByPhoneArgs } from '../order-lookup.args';
import { LOOKUP_CODE_WORDS as W } from './lookup-code-words';

@ArgsType()
export class SendLookupCodeArgs extends OrdersByPhoneArgs {
  @Field(() => Language, {
    nullable: true,
    description: 'The language the code is sent in; EN when not given',
  })
  @IsLanguageWhenGiven()
  language?: Language | null;
}

@ArgsType()
export class VerifyLookupCodeArgs extends OrdersByPhoneArgs {
  @Field(() => String, { description: 'The 6 digits sent to the phone; spaces are ignored' })
  @IsString({ message: W.codeFormat })
  @MaxLength(20, { message: W.codeFormat })
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: W.codeFormat })
  code: string;
}

@ArgsType()
export class UnlockedOrdersArgs extends OrdersByPhoneArgs {
  @Field(() => String, { description: 'The token verifyOrderLookupCode gave; never in a URL' })
  @IsString({ message: W.unlockOver })
  @MaxLength(100, { message: W.unlockOver })
  unlockToken: string;
}

/** The code's digits without the space a patient may type in the middle. */
export const digitsOf = (code: string) => code.replace(/\s/g, '');

@ObjectType({ description: 'The same answer whether or not the phone has orders' })
export class LookupCodeSent {
  @Field(() => String)
  message: string;

  @Field(() => Int, { description: 'How long the code works' })
  minutes: number;
}

@ObjectType({ description: 'What the right code gives: a token that unlocks the phone’s orders' })
export class OrderLookupUnlock {
  @Field(() => String, { description: 'Hold it in the page; send it to unlockedOrders' })
  token: string;

  @Field(() => Date)
  expiresAt: Date;
}
