import Chip from '@mui/material/Chip';
import type { AppointmentStatus } from '../graphql/__generated__/graphql';
import { statusTexts } from './appointment-texts';

const colours: Record<AppointmentStatus, 'default' | 'info' | 'primary' | 'success' | 'warning'> = {
  PENDING: 'warning',
  CONFIRMED: 'info',
  ARRIVED: 'primary',
  COMPLETED: 'success',
  NO_SHOW: 'default',
  CANCELLED: 'default',
};

export function StatusChip({ status }: { status: AppointmentStatus }) {
  return <Chip size="small" color={colours[status]} label={statusTexts[status]} />;
}
