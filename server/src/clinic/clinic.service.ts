import type { DataSource } from 'typeorm';
import { DomainError } from '../common/errors';
import { ClinicProfile } from './clinic-profile.entity';

export class ClinicService {
  constructor(private readonly dataSource: DataSource) {}

  /** The one stored profile every screen reads its phones, hours and address from. */
  async profile(): Promise<ClinicProfile> {
    const profile = await this.dataSource.getRepository(ClinicProfile).findOneBy({ id: 1 });
    if (!profile) throw new DomainError('NOT_FOUND', 'The clinic details are not available yet.');
    return profile;
  }
}
