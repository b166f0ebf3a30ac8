import { validate } from 'class-validator';
import { IsTenDigitPhone, PHONE_MESSAGE } from './validators';

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
