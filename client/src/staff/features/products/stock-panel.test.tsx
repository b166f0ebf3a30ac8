import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { receiveStockMutation } from './api/move-stock';
import { stockMovementsQuery } from './api/stock-movements';
import { StockPanel } from './stock-panel';
import { stockTexts as texts } from './strings';

const movements = (rows: unknown[]) => ({
  request: { query: stockMovementsQuery, variables: { productId: '7' } },
  result: { data: { stockMovements: rows } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const movement = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'StockMovementView' as const,
  id,
  kind: 'SALE',
  quantity: -2,
  size: null,
  reason: null,
  batchNumber: null,
  expiryDate: null,
  orderNumber: null,
  by: 'patient',
  at: '2026-11-24T05:00:00.000Z',
  ...extra,
});

const product = {
  __typename: 'DeskProduct' as const,
  id: '7',
  slug: 'fibre-powder',
  name: 'Fibre Powder',
  description: 'x',
  shortDescription: null,
  price: 99,
  comparePrice: null,
  images: [],
  categoryId: '1',
  categoryName: 'Piles Care',
  stock: 15,
  lowStockThreshold: 5,
  lowStock: false,
  nearestExpiry: null,
  isFeatured: false,
  hsnCode: null,
  gstRate: 0,
  prescriptionOnly: false,
  drugSchedule: 'NONE',
  hidden: false,
  sizes: [],
};

function renderPanel(mocks: unknown[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <StockPanel productId="7" stock={10} sizes={[]} />
    </MockedProvider>,
  );
}

describe('The stock panel', () => {
  it('lists movements newest first with what, why and who', async () => {
    renderPanel([
      movements([
        movement('3', { kind: 'ADJUSTMENT', quantity: -1, reason: 'Damaged', by: 'Ravi' }),
        movement('2', { kind: 'SALE', quantity: -2, orderNumber: 'ORD-20261124-4821' }),
        movement('1', {
          kind: 'RECEIPT',
          quantity: 13,
          batchNumber: 'BN-7',
          expiryDate: '2027-06-30',
          by: 'Ravi',
        }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('stock-movement');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^-1Adjustment.*Damaged.*by Ravi$/),
      expect.stringMatching(/^-2Sale.*Order ORD-20261124-4821.*by patient$/),
      expect.stringMatching(/^\+13Delivery.*Batch BN-7, expires Wed, 30 Jun 2027.*by Ravi$/),
    ]);
  });

  it('says when no stock has moved', async () => {
    renderPanel([movements([])]);
    expect(await screen.findByText(texts.movementsEmpty)).toBeInTheDocument();
  });

  it('asks for a count or a change and a reason before adjusting', async () => {
    renderPanel([movements([])]);
    fireEvent.change(screen.getByRole('textbox', { name: texts.countedStock }), {
      target: { value: '8' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: texts.change }), {
      target: { value: '-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.adjust }));
    expect(await screen.findByText(texts.oneOf)).toBeInTheDocument();
    expect(screen.getByText(texts.reasonRequired)).toBeInTheDocument();
  });

  it('receives a delivery and says so', async () => {
    const input = {
      productId: '7',
      variantId: null,
      quantity: 5,
      batchNumber: 'BN-9',
      expiryDate: '2027-01-31',
      note: null,
    };
    renderPanel([
      movements([]),
      {
        request: { query: receiveStockMutation, variables: { input } },
        result: { data: { receiveStock: { ...product, stock: 15 } } },
      },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: texts.quantity }), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: texts.batchNumber }), {
      target: { value: ' BN-9 ' },
    });
    fireEvent.change(screen.getByLabelText(texts.expiryDate), {
      target: { value: '2027-01-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.receive }));
    await waitFor(() => expect(screen.getByText(texts.received)).toBeInTheDocument());
  });
});
