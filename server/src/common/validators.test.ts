import { validate } from 'class-validator';
import {
  hasVisibleText,
  isDatabaseId,
  isEmailAddress,
  IsStorableText,
  isStorableText,
  IsTenDigitPhone,
  MaxCharacters,
  PHONE_MESSAGE,
  UNSTORABLE_MESSAGE,
} from './validators';

class Contact {
  @IsTenDigitPhone()
  phone: string;
}

async function phoneErrors(phone: unknown) {
  const contact = Object.assign(new Contact(), { phone });
  const errors = await validate(contact);
  return errors.map((error) => Object.values(error.constraints ?? {})[0]);
}

describe('IsTenDigitPhone', () => {
  it('accepts exactly ten digits', async () => {
    expect(await phoneErrors('9876543210')).toEqual([]);
  });

  it.each(['987654321', '98765432101', '98765 43210', '+919876543210', '98765abcde', 12345])(
    'refuses %p with the spec message',
    async (phone) => {
      expect(await phoneErrors(phone)).toEqual([PHONE_MESSAGE]);
    },
  );
});

describe('isStorableText', () => {
  it.each(['Asha', '', 'आशा 👩🏽‍⚕️', '\u200Fعلي', 'line\nbreak\ttab', '\u0007 bell', 42, null])(
    'takes %j',
    (value) => {
      expect(isStorableText(value)).toBe(true);
    },
  );

  it.each(['Asha\u0000', '\u0000', 'half \uD83D', '\uDE4F alone'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it('says what to do', async () => {
    class Note {
      @IsStorableText()
      text: string;
    }
    const errors = await validate(Object.assign(new Note(), { text: 'a\u0000b' }));
    expect(errors.map((e) => Object.values(e.constraints ?? {}))).toEqual([[UNSTORABLE_MESSAGE]]);
  });
});

describe('hasVisibleText', () => {
  it.each(['Asha', ' a ', '🙏', 'आ', '\u200Fعلي'])('takes %j', (value) => {
    expect(hasVisibleText(value)).toBe(true);
  });

  it.each(['', '   ', '\t\n', '\u200B\u200C\u200D', '\uFEFF', '\u00A0', '\u0000', 5])(
    'calls %j blank',
    (value) => {
      expect(hasVisibleText(value)).toBe(false);
    },
  );
});

describe('isEmailAddress', () => {
  it.each(['asha@example.in', '  Asha@Example.IN ', "o'brien@example.in"])('takes %j', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  // A lone surrogate made validator's isEmail throw URIError, a 500 on every e-mail field.
  it.each(['asha\uD83D@example.in', 'asha\u0000@example.in', 'asha@', '', 7, null])(
    'refuses %j without throwing',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});

describe('MaxCharacters', () => {
  class Symptoms {
    @MaxCharacters(3, { message: 'too long' })
    text: unknown;
  }
  const errors = async (text: unknown) =>
    (await validate(Object.assign(new Symptoms(), { text }))).length;

  it('counts code points as PostgreSQL length() does', async () => {
    expect(await errors('🙏🙏🙏')).toBe(0);
    // Three hearts with variation selectors are six characters to PostgreSQL.
    expect(await errors('❤️❤️❤️')).toBe(1);
    expect(await errors('abcd')).toBe(1);
    expect(await errors(5)).toBe(0);
  });
});

describe('isDatabaseId', () => {
  it.each(['1', '42', '2147483647'])('takes %j', (value) => {
    expect(isDatabaseId(value)).toBe(true);
  });

  it.each(['0', '01', '-1', '1.5', '2147483648', '9999999999', ' 1', '１', 1, ''])(
    'refuses %j',
    (value) => {
      expect(isDatabaseId(value)).toBe(false);
    },
  );
});
