import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { contentTexts } from './strings';

export function TermsPage() {
  return (
    <PageContainer>
      <PageHeader title={contentTexts.terms.title} intro={contentTexts.terms.intro} />
    </PageContainer>
  );
}
