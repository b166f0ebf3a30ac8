import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeskProductFields_ProductFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../lib/staff-errors';
import { staffPaths, staffProductPath } from '../../staff-paths';
import { useDeskCategories } from './api/desk-categories';
import { useDeskProduct } from './api/desk-product';
import {
  productInput,
  useCreateProduct,
  useUpdateProduct,
  type ProductFormValues,
} from './api/save-product';
import { useSetProductHidden } from './api/set-product-hidden';
import { EMPTY_PRODUCT, ProductForm } from './product-form';
import { StockPanel } from './stock-panel';
import { productFormTexts as texts, productsTexts } from './strings';

/** The form's values of a product as the desk has it. */
export function formValuesOf(product: DeskProductFields_ProductFragment): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription ?? '',
    description: product.description,
    price: String(product.price),
    comparePrice: product.comparePrice === null ? '' : String(product.comparePrice),
    categoryId: String(product.categoryId),
    lowStockThreshold: String(product.lowStockThreshold),
    hsnCode: product.hsnCode ?? '',
    gstRate: String(product.gstRate),
    isFeatured: product.isFeatured,
    prescriptionOnly: product.prescriptionOnly,
    drugSchedule: product.drugSchedule,
    sizes: product.sizes.map((size) => ({ id: String(size.id), label: size.label })),
    images: product.images,
    hindiName: product.hindi.name ?? '',
    hindiShortDescription: product.hindi.shortDescription ?? '',
    hindiDescription: product.hindi.description ?? '',
  };
}

/** A new product, or one product's details, images, visibility and stock. */
export default function ProductPage() {
  const { productId } = useParams();
  const id = productId && productId !== 'new' ? productId : undefined;
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useDeskProduct(id);
  const categories = useDeskCategories().data?.deskCategories ?? [];
  const [createProduct] = useCreateProduct();
  const [updateProduct] = useUpdateProduct();
  const [setHidden, hiding] = useSetProductHidden();
  const product = data?.deskProduct;
  const initialValues = useMemo(
    () => (product ? formValuesOf(product) : EMPTY_PRODUCT),
    // Once per product: later answers (stock moved) must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product?.id],
  );

  const back = (
    <Button component={RouterLink} to={staffPaths.products} sx={{ alignSelf: 'start' }}>
      {texts.back}
    </Button>
  );
  if (id && loading && !product) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <span>{productsTexts.loading}</span>
      </Stack>
    );
  }
  if (id && !product) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{productsTexts.retry}</Button>}
        >
          {errorMessage(error, texts.loadFailed)}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      {back}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {product ? texts.editTitle(product.name) : texts.newTitle}
      </Typography>
      {product && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {product.hidden && <Alert severity="warning">{texts.hiddenNote}</Alert>}
          <Button
            variant="outlined"
            color={product.hidden ? 'primary' : 'warning'}
            disabled={hiding.loading}
            onClick={() =>
              void setHidden({ variables: { id: product.id, hidden: !product.hidden } })
            }
          >
            {product.hidden ? texts.unhide : texts.hide}
          </Button>
        </Stack>
      )}
      <ProductForm
        key={product?.id ?? 'new'}
        initialValues={initialValues}
        categories={categories.map((category) => ({
          id: String(category.id),
          name: category.name,
        }))}
        productId={product ? String(product.id) : undefined}
        submitLabel={product ? texts.save : texts.create}
        onSubmit={async (values) => {
          if (product) {
            await updateProduct({ variables: { id: product.id, input: productInput(values) } });
            return;
          }
          const created = await createProduct({ variables: { input: productInput(values) } });
          const newId = created.data?.createProduct.id;
          if (newId) navigate(staffProductPath(String(newId)), { replace: true });
        }}
      />
      {product && (
        <>
          <Divider />
          <StockPanel
            productId={String(product.id)}
            stock={product.stock}
            sizes={product.sizes.map((size) => ({ ...size, id: String(size.id) }))}
          />
        </>
      )}
    </Stack>
  );
}
