import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { DoctorsList } from './doctors-list';
import { clinicTexts } from './strings';

export function DoctorsPage() {
  return (
    <PageContainer>
      <PageHeader title={clinicTexts.doctors.title} intro={clinicTexts.doctors.intro} />
      <DoctorsList cardHeading="h2" />
    </PageContainer>
  );
}
