import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/money';
import type { DeskProductFilter } from '../../graphql/__generated__/graphql';
import { deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { staffProductPath } from '../../staff-paths';
import { useDeskProducts } from './api/desk-products';
import { NearExpiryList } from './near-expiry-list';
import { ProductThumbnail } from './product-thumbnail';
import { productsTexts as texts } from './strings';

const FILTERS: DeskProductFilter[] = ['ALL', 'LOW_STOCK', 'NEAR_EXPIRY', 'HIDDEN'];
const LIMIT = 200;

/** Every product, hidden ones too, with what needs the pharmacist: low stock, batches expiring. */
export default function ProductsPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DeskProductFilter>('ALL');
  const { data, error, loading, refetch } = useDeskProducts(search, filter);
  const products = data?.deskProducts;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, flexGrow: 1 }}>
          {texts.title}
        </Typography>
        <Button component={RouterLink} to={staffProductPath('new')} variant="contained">
          {texts.newProduct}
        </Button>
      </Stack>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={texts.search}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          {texts.searchButton}
        </Button>
        <TextField
          select
          size="small"
          label={texts.filter}
          value={filter}
          onChange={(event) => setFilter(event.target.value as DeskProductFilter)}
          sx={{ minWidth: 180 }}
        >
          {FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {texts.filters[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {filter === 'NEAR_EXPIRY' && <NearExpiryList />}
      {loading && !products && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <span>{texts.loading}</span>
        </Stack>
      )}
      {error && !products && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.loadFailed)}
        </Alert>
      )}
      {products?.length === 0 && <Typography>{texts.empty}</Typography>}
      {products && products.length >= LIMIT && <Alert severity="info">{texts.limit}</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {products?.map((product) => (
          <Paper
            component="li"
            variant="outlined"
            key={product.id}
            data-testid="desk-product"
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <ProductThumbnail path={product.images[0]} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={staffProductPath(String(product.id))}
                  aria-label={texts.edit(product.name)}
                  sx={{ fontWeight: 600 }}
                >
                  {product.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {product.categoryName} · {formatMoney(product.price)} ·{' '}
                  {texts.stock(product.stock)}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  {product.lowStock && !product.hidden && (
                    <Chip size="small" color="warning" label={texts.lowStock} />
                  )}
                  {product.nearestExpiry && (
                    <Chip
                      size="small"
                      color="error"
                      label={texts.expires(deskDate(product.nearestExpiry))}
                    />
                  )}
                  {product.hidden && <Chip size="small" label={texts.hidden} />}
                  {product.prescriptionOnly && (
                    <Chip size="small" variant="outlined" label={texts.prescription} />
                  )}
                </Stack>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
