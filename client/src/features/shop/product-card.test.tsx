import { render as renderBare, screen, fireEvent, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { ProductCardData } from './api/products';
import { ProductCard } from './product-card';
import { PRODUCT_PLACEHOLDER } from './product-image';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import type { Locale } from '../../lib/i18n/locales';

const render = (ui: ReactElement, locale: Locale = 'en') =>
  renderBare(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);

const product: ProductCardData = {
  __typename: 'Product',
  id: '7',
  slug: 'sitz-bath-tub',
  name: 'Sitz Bath Tub',
  description: 'A long description.',
  shortDescription: 'Warm-water soak basin.',
  price: 1449,
  comparePrice: 1599,
  images: ['/images/products/sitz-bath-tub.svg'],
  stock: 45,
  isFeatured: true,
  prescriptionOnly: false,
  variants: [],
  inEnglish: [],
  category: { __typename: 'Category', id: '1', name: 'Hygiene & Recovery', inEnglish: [] },
};

describe('ProductCard', () => {
  it('shows every field the spec lists and adds to the cart', async () => {
    const onAdd = jest.fn();
    render(<ProductCard product={product} onAdd={onAdd} />);
    const card = screen.getByRole('article', { name: 'Sitz Bath Tub' });
    expect(within(card).getByRole('heading', { name: 'Sitz Bath Tub' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Warm-water soak basin.');
    expect(card).not.toHaveTextContent('A long description.');
    expect(card).toHaveTextContent('₹1,449.00');
    expect(within(card).getByText('₹1,599.00').tagName).toBe('S');
    expect(card).toHaveTextContent('Featured');
    expect(card).toHaveTextContent('Hygiene & Recovery');
    expect(card).toHaveTextContent('In stock');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(onAdd).toHaveBeenCalledWith(product);
  });

  it('is Out of Stock and cannot be added when stock is 0', () => {
    render(<ProductCard product={{ ...product, stock: 0 }} onAdd={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Out of Stock' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('says how few are left, falls back to the description, hides a lower compare price', () => {
    render(
      <ProductCard
        product={{
          ...product,
          stock: 3,
          shortDescription: null,
          comparePrice: 999,
          isFeatured: false,
        }}
        onAdd={jest.fn()}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Only 3 left');
    expect(card).toHaveTextContent('A long description.');
    expect(card).not.toHaveTextContent('₹999.00');
    expect(card).not.toHaveTextContent('Featured');
  });

  it('shows the placeholder when the image fails', () => {
    render(<ProductCard product={product} onAdd={jest.fn()} />);
    const image = screen.getByTestId('product-image');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PRODUCT_PLACEHOLDER);
  });

  it('asks for a size first when the product comes in sizes, and adds the one chosen', async () => {
    const onAdd = jest.fn();
    const brief: ProductCardData = {
      ...product,
      name: 'Support Brief',
      variants: [
        { __typename: 'ProductVariant', id: '11', label: 'M', stock: 4 },
        { __typename: 'ProductVariant', id: '12', label: 'L', stock: 2 },
        { __typename: 'ProductVariant', id: '13', label: 'XL', stock: 0 },
      ],
    };
    render(<ProductCard product={brief} onAdd={onAdd} />);
    const card = screen.getByRole('article', { name: 'Support Brief' });
    const add = within(card).getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(card).toHaveTextContent('Choose a size first.');
    expect(within(card).getByRole('radio', { name: 'XL (sold out)' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('radio', { name: 'L' }));
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(brief, brief.variants[1]);
  });

  it('marks a prescription-only product', () => {
    render(<ProductCard product={{ ...product, prescriptionOnly: true }} onAdd={jest.fn()} />);
    const card = screen.getByRole('article', { name: 'Sitz Bath Tub' });
    expect(card).toHaveTextContent('Prescription needed');
    render(<ProductCard product={{ ...product, id: '8', name: 'Other' }} onAdd={jest.fn()} />);
    expect(screen.getByRole('article', { name: 'Other' })).not.toHaveTextContent(
      'Prescription needed',
    );
  });
});
