import type { DataSource } from 'typeorm';
import { foundOr } from '../common/errors';
import { ClinicProfile } from './clinic-profile.entity';

export class ClinicService {
  constructor(private readonly dataSource: DataSource) {}

  /** The one stored profile every screen reads its phones, hours and address from. */
  profile(): Promise<ClinicProfile> {
    return foundOr(
      this.dataSource.getRepository(ClinicProfile).findOneBy({ id: 1 }),
      'The clinic details are not available yet.',
    );
  }
}
