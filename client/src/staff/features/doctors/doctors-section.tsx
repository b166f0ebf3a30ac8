import { useRoutes } from 'react-router-dom';
import DoctorPage from './doctor-page';
import DoctorsPage from './doctors-page';
import StrandedPage from './stranded-page';

/** /staff/doctors and below: the list, the bookings to reschedule, a new doctor, a doctor. */
export default function DoctorsSection() {
  return useRoutes([
    { index: true, element: <DoctorsPage /> },
    { path: 'needs-rescheduling', element: <StrandedPage /> },
    { path: ':doctorId', element: <DoctorPage /> },
  ]);
}
