import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField } from './phone-field';

function Harness() {
  const [phone, setPhone] = useState('');
  return <PhoneField label="Phone Number" value={phone} onChange={setPhone} />;
}

describe('PhoneField', () => {
  it('keeps digits only, at most 10, from typing and pasting', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await user.type(input, '98a7-65 43210999');
    expect(input).toHaveValue('9876543210');
    await user.clear(input);
    await user.click(input);
    await user.paste('+91 98765 43210');
    expect(input).toHaveValue('9876543210');
  });
});
