import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { contentTexts } from './strings';

export function FaqPage() {
  return (
    <PageContainer>
      <PageHeader title={contentTexts.faq.title} intro={contentTexts.faq.intro} />
    </PageContainer>
  );
}
