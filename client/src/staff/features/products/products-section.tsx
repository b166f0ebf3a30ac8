import { useRoutes } from 'react-router-dom';
import ProductPage from './product-page';
import ProductsPage from './products-page';

/** /staff/products and below: the list, a new product, and a product's own page. */
export default function ProductsSection() {
  return useRoutes([
    { index: true, element: <ProductsPage /> },
    { path: 'new', element: <ProductPage /> },
    { path: ':productId', element: <ProductPage /> },
  ]);
}
