import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { shopTexts } from './strings';

export function CheckoutPage() {
  return (
    <PageContainer>
      <PageHeader title={shopTexts.checkout.title} intro={shopTexts.checkout.intro} />
    </PageContainer>
  );
}
