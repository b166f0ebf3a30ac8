import { data, Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import Button from '@mui/material/Button';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { findCondition } from './conditions';
import { contentTexts } from './strings';

const texts = contentTexts.condition;

/** Unknown condition ids are a real 404, answered by the route error page. */
export function conditionLoader({ params }: LoaderFunctionArgs) {
  if (!findCondition(params.conditionId)) {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export function ConditionPage() {
  const condition = findCondition(useParams().conditionId);
  if (!condition) return null;
  return (
    <PageContainer>
      <PageHeader title={condition.name} intro={texts.intro} />
      <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
        {texts.bookConsultation}
      </Button>
    </PageContainer>
  );
}
