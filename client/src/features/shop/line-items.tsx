import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/money';
import { ProductImage } from './product-image';
import { shopTexts } from './strings';

export interface LineItemView {
  key: string;
  image: string | null | undefined;
  name: string;
  /** The size, for a product sold in sizes. */
  size?: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** An order's lines (as the API answers them) as LineItems shows them. */
export function orderLines(
  items: readonly (Omit<LineItemView, 'key'> & { id: string })[] | null | undefined,
): LineItemView[] {
  return (items ?? []).map(({ id, ...line }) => ({ ...line, key: id }));
}

/** Product lines as the checkout summary and an order card show them: image, name, 2 × ₹449. */
export function LineItems({ lines }: { lines: readonly LineItemView[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.key}
          sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}
        >
          <ProductImage src={line.image} size={48} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{line.name}</Typography>
            {line.size && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {shopTexts.size(line.size)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {shopTexts.line(line.quantity, formatMoney(line.unitPrice))}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{formatMoney(line.lineTotal)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
