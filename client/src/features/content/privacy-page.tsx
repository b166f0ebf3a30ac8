import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { contentTexts } from './strings';

export function PrivacyPage() {
  return (
    <PageContainer>
      <PageHeader title={contentTexts.privacy.title} intro={contentTexts.privacy.intro} />
    </PageContainer>
  );
}
