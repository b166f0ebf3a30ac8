import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { messagesTexts } from './strings';

export function ContactPage() {
  return (
    <PageContainer>
      <PageHeader title={messagesTexts.contact.title} intro={messagesTexts.contact.intro} />
    </PageContainer>
  );
}
