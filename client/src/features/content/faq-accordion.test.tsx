import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';

const faqs = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('opens one answer at a time and closes it on a second press', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion faqs={faqs} />);
    expect(screen.queryByText('First answer.')).not.toBeVisible();

    await user.click(trigger('First question?'));
    expect(trigger('First question?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question?' })).toHaveTextContent(
      'First answer.',
    );

    await user.click(trigger('Second question?'));
    expect(trigger('First question?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer.')).not.toBeVisible();
    expect(screen.getByText('Second answer.')).toBeVisible();

    await user.click(trigger('Second question?'));
    expect(trigger('Second question?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('moves focus with the arrow keys (wrapping), Home and End, and opens with Enter', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion faqs={faqs} />);
    await user.tab();
    expect(trigger('First question?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Second question?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Third question?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('First question?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Third question?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('First question?')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('First answer.')).toBeVisible();
    await user.keyboard('{ArrowDown}{ }');
    expect(screen.getByText('Second answer.')).toBeVisible();
    expect(screen.getByText('First answer.')).not.toBeVisible();
  });

  it('ties each question to its answer for screen readers', () => {
    render(<FaqAccordion faqs={faqs} />);
    const button = trigger('Third question?');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('Third answer.');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
