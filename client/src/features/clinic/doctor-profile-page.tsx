import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { clinicTexts } from './strings';

export function DoctorProfilePage() {
  return (
    <PageContainer>
      <PageHeader title={clinicTexts.doctor.title} intro={clinicTexts.doctor.intro} />
    </PageContainer>
  );
}
