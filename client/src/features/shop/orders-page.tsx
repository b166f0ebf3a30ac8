import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { shopTexts } from './strings';

export function OrdersPage() {
  return (
    <PageContainer>
      <PageHeader title={shopTexts.orders.title} intro={shopTexts.orders.intro} />
    </PageContainer>
  );
}
