import { DoctorsSection } from '../features/clinic/doctors-section';
import { HomePage } from '../features/content/home-page';

/** Home as the content feature lays it out, with the clinic feature's doctors section in it. */
export function HomeRoute() {
  return <HomePage doctorsSection={<DoctorsSection />} />;
}
