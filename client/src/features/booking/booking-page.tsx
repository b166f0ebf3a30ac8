import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { bookingTexts } from './strings';

export function BookingPage() {
  return (
    <PageContainer>
      <PageHeader title={bookingTexts.page.title} intro={bookingTexts.page.intro} />
    </PageContainer>
  );
}
