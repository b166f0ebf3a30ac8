import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { productInput } from './api/save-product';
import { EMPTY_PRODUCT, ProductForm } from './product-form';
import { productFormTexts as texts } from './strings';

const categories = [{ id: '1', name: 'Piles Care' }];

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  render(
    <ProductForm
      initialValues={EMPTY_PRODUCT}
      categories={categories}
      submitLabel={texts.create}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });

async function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('The product form', () => {
  it('names every missing field and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.required.name)).toBeInTheDocument();
    expect(screen.getByText(texts.required.description)).toBeInTheDocument();
    expect(screen.getByText(texts.required.price)).toBeInTheDocument();
    expect(screen.getByText(texts.required.category)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an earlier price below the price and a short HSN code', async () => {
    renderForm();
    fireEvent.change(field(/^Price/), { target: { value: '200' } });
    fireEvent.change(field(/Earlier price/), { target: { value: '150' } });
    fireEvent.change(field(/HSN code/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.comparePriceLow)).toBeInTheDocument();
    expect(screen.getByText(texts.hsnCodeInvalid)).toBeInTheDocument();
  });

  it('makes Schedule H prescription-only and refuses Schedule X', async () => {
    renderForm();
    await chooseOption(/Drug schedule/, texts.schedules.H);
    const rx = screen.getByRole('checkbox', { name: texts.prescriptionOnly });
    expect(rx).toBeChecked();
    expect(rx).toBeDisabled();
    expect(screen.getByText(texts.prescriptionBySchedule)).toBeInTheDocument();
    await chooseOption(/Drug schedule/, texts.schedules.X);
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.scheduleX)).toBeInTheDocument();
  });

  it('sends what was typed, and puts the server’s field messages under their fields', async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Another product already uses this web address. Please choose another.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: {
                slug: 'Another product already uses this web address. Please choose another.',
              },
            },
          },
        ],
      }),
    );
    renderForm(onSubmit);
    fireEvent.change(field(/^Name/), { target: { value: 'Pain Relief Gel' } });
    fireEvent.change(field(/Web address/), { target: { value: 'pain-relief-gel' } });
    fireEvent.change(field(/^Description/), { target: { value: 'Cools and soothes.' } });
    fireEvent.change(field(/^Price/), { target: { value: '99.50' } });
    await chooseOption(/Category/, 'Piles Care');
    fireEvent.click(screen.getByRole('button', { name: texts.addSize }));
    fireEvent.change(field('Size 1'), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Pain Relief Gel',
      price: '99.50',
      categoryId: '1',
      sizes: [{ id: null, label: 'M' }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Another product already uses');
    expect(field(/Web address/)).toHaveAccessibleDescription(
      'Another product already uses this web address. Please choose another.',
    );
  });

  it('sends the Hindi versions typed (blank ones as none) and shows the server’s message under one', async () => {
    const message = 'A Hindi text can be at most as long as its English field allows.';
    const onSubmit = jest.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          {
            message,
            extensions: { code: 'BAD_USER_INPUT', fields: { 'hindi.description': message } },
          },
        ],
      }),
    );
    renderForm(onSubmit);
    fireEvent.change(field(/^Name/), { target: { value: 'Sitz Bath Tub' } });
    fireEvent.change(field(/^Description/), { target: { value: 'A tub for warm water.' } });
    fireEvent.change(field(/^Price/), { target: { value: '349' } });
    await chooseOption(/Category/, 'Piles Care');
    const hindiName = field(texts.hindiName);
    expect(hindiName.closest('[lang]')).toHaveAttribute('lang', 'hi');
    fireEvent.change(hindiName, { target: { value: ' सिट्ज़ बाथ टब ' } });
    fireEvent.change(field(texts.hindiDescription), { target: { value: 'गुनगुने पानी का टब' } });
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(productInput(onSubmit.mock.calls[0][0]).hindi).toEqual({
      name: 'सिट्ज़ बाथ टब',
      shortDescription: null,
      description: 'गुनगुने पानी का टब',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(texts.hindiDescription)).toHaveAccessibleDescription(message);
  });

  it('says Saved. once the server took it, until the next edit', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field(/^Name/), { target: { value: 'Fibre Powder' } });
    fireEvent.change(field(/^Description/), { target: { value: 'Psyllium husk.' } });
    fireEvent.change(field(/^Price/), { target: { value: '149' } });
    await chooseOption(/Category/, 'Piles Care');
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.change(field(/^Price/), { target: { value: '159' } });
    expect(screen.queryByText(texts.saved)).not.toBeInTheDocument();
  });
});
