import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import type { ProductCardData } from './api/products';
import { ProductImage } from './product-image';
import { stockText } from './stock-text';
import { shopCatalogue } from './catalogue';
import { englishIf } from './content-lang';

type Size = ProductCardData['variants'][number];

interface ProductCardProps {
  product: ProductCardData;
  /** With the size chosen, for a product sold in sizes. */
  onAdd: (product: ProductCardData, size?: Size) => void;
}

/** The sizes of a product as a choice; a sold-out size is shown but cannot be chosen. */
function SizeChoice({
  product,
  value,
  onChange,
}: {
  product: ProductCardData;
  value: string;
  onChange: (id: string) => void;
}) {
  const { _ } = useCatalogue(shopCatalogue);
  const legendId = `product-${product.id}-size`;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={legendId}>
        {_('shop.card.sizeLegend')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legendId}
        name={`size-${product.id}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {product.variants.map((size) => (
          <FormControlLabel
            key={size.id}
            value={size.id}
            control={<Radio />}
            disabled={size.stock <= 0}
            label={size.stock <= 0 ? _('shop.card.soldOutSize', { size: size.label }) : size.label}
            sx={{ minHeight: 48, mr: 1.5 }}
          />
        ))}
      </RadioGroup>
      {!value && <FormHelperText sx={{ mx: 0 }}>{_('shop.card.chooseSize')}</FormHelperText>}
    </FormControl>
  );
}

export function ProductCard({ product, onAdd }: ProductCardProps) {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  const money = (amount: number) => formatMoneyIn(locale, amount);
  const english = (field: string) => englishIf(product.inEnglish, field);
  const [sizeId, setSizeId] = useState('');
  const sized = product.variants.length > 0;
  const size = product.variants.find((variant) => variant.id === sizeId);
  const soldOut = product.stock <= 0;
  const showCompare = product.comparePrice != null && product.comparePrice > product.price;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`product-${product.id}`}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ position: 'relative', p: 1.5, pb: 0 }}>
        <ProductImage src={product.images[0]} alt={product.name} lang={english('name')} />
        {product.isFeatured && (
          <Chip
            label={_('shop.card.featured')}
            color="secondary"
            size="small"
            sx={{ position: 'absolute', top: 20, left: 20, fontWeight: 600 }}
          />
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          lang={englishIf(product.category.inEnglish, 'name')}
        >
          {product.category.name}
        </Typography>
        <Typography
          id={`product-${product.id}`}
          variant="h6"
          component="h2"
          lang={english('name')}
          sx={{ lineHeight: 1.3 }}
        >
          {product.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          lang={english(product.shortDescription ? 'shortDescription' : 'description')}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {product.shortDescription || product.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
          <Typography component="p" variant="h6" color="primary.dark" sx={{ fontWeight: 700 }}>
            {money(product.price)}
          </Typography>
          {showCompare && (
            <Typography
              component="s"
              variant="body2"
              color="text.secondary"
              aria-label={_('shop.card.was', { price: money(product.comparePrice!) })}
            >
              {money(product.comparePrice!)}
            </Typography>
          )}
        </Box>
        {product.prescriptionOnly && (
          <Chip
            icon={<ReceiptLongIcon />}
            label={_('shop.prescription.needed')}
            title={_('shop.prescription.neededHint')}
            size="small"
            color="info"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        <Typography
          variant="body2"
          sx={{
            color: soldOut ? 'error.main' : product.stock <= 10 ? 'warning.dark' : 'success.dark',
          }}
        >
          {stockText(_, product.stock)}
        </Typography>
        {sized && !soldOut && <SizeChoice product={product} value={sizeId} onChange={setSizeId} />}
        <Button
          variant="contained"
          startIcon={soldOut ? undefined : <AddShoppingCartIcon />}
          disabled={soldOut || (sized && !size)}
          onClick={() => (size ? onAdd(product, size) : onAdd(product))}
          aria-describedby={`product-${product.id}`}
          sx={{ minHeight: 48 }}
        >
          {soldOut ? _('shop.card.outOfStock') : _('shop.card.addToCart')}
        </Button>
      </CardContent>
    </Card>
  );
}
