import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/card-grid';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/toast-context';
import { PRODUCTS_PAGE_SIZE, useProducts, type ProductCardData } from './api/products';
import { addItem } from './cart';
import { maxPerProductVar, updateCart } from './cart-store';
import { ProductCard } from './product-card';
import { readFilters, writeFilters, type UrlFilters } from './product-filters';
import { ProductsToolbar } from './products-toolbar';
import { JsonLd } from '../../components/json-ld';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { groupIndian } from '../../lib/numbers';
import { useMetaDescription } from '../../lib/page-head';
import { product } from '../../lib/structured-data';
import { shopCatalogue } from './catalogue';

function LoadingGrid() {
  const { _ } = useCatalogue(shopCatalogue);
  return (
    <CardGrid widest={4} aria-busy="true" aria-label={_('shop.products.loading')} role="status">
      {Array.from({ length: 8 }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      ))}
    </CardGrid>
  );
}

export function ProductsPage() {
  const { _ } = useCatalogue(shopCatalogue);
  const language = apiLanguage(useLocale());
  const toast = useToast();
  useMetaDescription(_('shop.products.description'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, loading, error, refetch } = useProducts({
    search: filters.q,
    category: filters.category,
    sortBy: filters.sort,
    page: filters.page,
    language,
  });

  const errorTitle = _('shop.products.errorTitle');
  const loadError = _('shop.products.loadError');
  useEffect(() => {
    if (error) toast.show({ title: errorTitle, description: loadError, variant: 'error' });
  }, [error, toast, errorTitle, loadError]);

  const change = (next: Partial<UrlFilters>) => setParams(writeFilters({ ...filters, ...next }));

  const add = (product: ProductCardData, size?: { id: string; label: string }) => {
    updateCart((cart) =>
      addItem(
        cart,
        {
          id: product.id,
          name: product.name,
          price: product.price,
          image: product.images[0] ?? '',
          ...(size ? { variantId: size.id, size: size.label } : {}),
        },
        maxPerProductVar(),
      ),
    );
    toast.show({
      title: _('shop.card.added'),
      description: _('shop.card.addedBody'),
      variant: 'success',
    });
  };

  const page = data?.products;
  const pageCount = page ? Math.ceil(page.total / PRODUCTS_PAGE_SIZE) : 0;

  return (
    <PageContainer>
      <PageHeader
        title={_('shop.products.title')}
        intro={_('shop.products.intro')}
        documentTitle={_('shop.products.documentTitle')}
      />
      <ProductsToolbar filters={filters} onChange={change} />

      {loading && !page ? (
        <LoadingGrid />
      ) : error && !page ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 48 }}>
              {_('shop.products.retry')}
            </Button>
          }
        >
          {loadError}
        </Alert>
      ) : page && page.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>{_('shop.products.empty')}</Typography>
          <Button
            variant="outlined"
            onClick={() => setParams(new URLSearchParams())}
            sx={{ minHeight: 48 }}
          >
            {_('shop.products.clearAll')}
          </Button>
        </Box>
      ) : page ? (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {_('shop.products.results', {
              count: page.total,
              shown: groupIndian(page.total),
              more: String(page.totalIsLowerBound),
            })}
          </Typography>
          <CardGrid widest={4} sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
            {page.items.map((item) => (
              <ProductCard key={item.id} product={item} onAdd={add} />
            ))}
            {page.items.map((item) => (
              <JsonLd key={item.id} data={product(item)} />
            ))}
          </CardGrid>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={filters.page}
              onChange={(_event, next) => change({ page: next })}
              aria-label={_('shop.products.pages')}
              size="large"
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      ) : null}
    </PageContainer>
  );
}
