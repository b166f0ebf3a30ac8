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
import { shopTexts } from './strings';
import { JsonLd } from '../../components/json-ld';
import { product } from '../../lib/structured-data';

function LoadingGrid() {
  return (
    <CardGrid widest={4} aria-busy="true" aria-label={shopTexts.products.loading} role="status">
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
  const texts = shopTexts.products;
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, loading, error, refetch } = useProducts({
    search: filters.q,
    category: filters.category,
    sortBy: filters.sort,
    page: filters.page,
  });

  useEffect(() => {
    if (error) toast.show({ title: 'Error', description: texts.loadError, variant: 'error' });
  }, [error, toast, texts.loadError]);

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
      title: shopTexts.card.added,
      description: shopTexts.card.addedBody,
      variant: 'success',
    });
  };

  const page = data?.products;
  const pageCount = page ? Math.ceil(page.total / PRODUCTS_PAGE_SIZE) : 0;

  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <ProductsToolbar filters={filters} onChange={change} />

      {loading && !page ? (
        <LoadingGrid />
      ) : error && !page ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 48 }}>
              {texts.retry}
            </Button>
          }
        >
          {texts.loadError}
        </Alert>
      ) : page && page.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>{texts.empty}</Typography>
          <Button
            variant="outlined"
            onClick={() => setParams(new URLSearchParams())}
            sx={{ minHeight: 48 }}
          >
            {texts.clearAll}
          </Button>
        </Box>
      ) : page ? (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {texts.results(page.total, page.totalIsLowerBound)}
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
              aria-label={texts.pages}
              size="large"
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      ) : null}
    </PageContainer>
  );
}
