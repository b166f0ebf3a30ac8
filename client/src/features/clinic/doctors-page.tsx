import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { useMetaDescription } from '../../lib/page-head';
import { clinicCatalogue } from './catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { DoctorsList } from './doctors-list';

// The page's words start loading with its code, not after it first renders.
void loadCatalogue(clinicCatalogue, browserLocale());

export function DoctorsPage() {
  const { _ } = useCatalogue(clinicCatalogue);
  useMetaDescription(_('clinic.doctors.description'));
  return (
    <PageContainer>
      <PageHeader title={_('clinic.doctors.title')} intro={_('clinic.doctors.intro')} />
      <DoctorsList cardHeading="h2" />
    </PageContainer>
  );
}
