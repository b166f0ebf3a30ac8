import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { blogTexts } from './strings';

export function BlogListPage() {
  return (
    <PageContainer>
      <PageHeader title={blogTexts.list.title} intro={blogTexts.list.intro} />
    </PageContainer>
  );
}
