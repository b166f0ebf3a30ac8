import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { shopTexts } from './strings';

export function ProductsPage() {
  return (
    <PageContainer>
      <PageHeader title={shopTexts.products.title} intro={shopTexts.products.intro} />
    </PageContainer>
  );
}
