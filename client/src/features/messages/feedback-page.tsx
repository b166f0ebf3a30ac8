import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { messagesTexts } from './strings';

export function FeedbackPage() {
  return (
    <PageContainer>
      <PageHeader title={messagesTexts.feedback.title} intro={messagesTexts.feedback.intro} />
    </PageContainer>
  );
}
