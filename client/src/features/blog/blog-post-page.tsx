import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { blogTexts } from './strings';

export function BlogPostPage() {
  return (
    <PageContainer>
      <PageHeader title={blogTexts.post.title} intro={blogTexts.post.intro} />
    </PageContainer>
  );
}
