import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextAreaField } from './text-area-field';

function Harness({ maxLength }: { maxLength?: number }) {
  const [text, setText] = useState('');
  return (
    <TextAreaField
      label="Message"
      value={text}
      onChange={(event) => setText(event.target.value)}
      minRows={4}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

describe('TextAreaField', () => {
  it('gives the textarea its lines, so the server paints it as tall as the live page', () => {
    render(<Harness />);
    // Without the attribute the server's page had two lines, and the field grew on adoption.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
  });

  it('keeps the input props it is given, and takes typing as any text field does', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={10} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAttribute('maxlength', '10');
    await user.type(field, 'Do you open on Sundays?');
    expect(field).toHaveValue('Do you ope');
  });
});
