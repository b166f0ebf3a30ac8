import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { shopCatalogue } from './catalogue';
import { storedNameLang } from './content-lang';
import { ProductImage } from './product-image';

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

function LineItem({ line }: { line: LineItemView }) {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  const money = (amount: number) => formatMoneyIn(locale, amount);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}>
      <ProductImage src={line.image} size={48} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography lang={storedNameLang(locale, line.name)} sx={{ overflowWrap: 'anywhere' }}>
          {line.name}
        </Typography>
        {line.size && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {_('shop.size', { size: line.size })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {_('shop.line', { quantity: line.quantity, price: money(line.unitPrice) })}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{money(line.lineTotal)}</Typography>
    </Box>
  );
}

/** Product lines as the checkout summary and an order card show them: image, name, 2 × ₹449. */
export function LineItems({ lines }: { lines: readonly LineItemView[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <LineItem key={line.key} line={line} />
      ))}
    </Box>
  );
}
