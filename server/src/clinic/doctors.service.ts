import type { DataSource } from 'typeorm';
import { DomainError, foundOr } from '../common/errors';
import { Doctor } from './doctor.entity';

export interface DoctorFilter {
  specialization?: string;
  condition?: string;
  available?: boolean;
}

export class DoctorsService {
  constructor(private readonly dataSource: DataSource) {}

  private get repository() {
    return this.dataSource.getRepository(Doctor);
  }

  async list(filter: DoctorFilter = {}): Promise<Doctor[]> {
    const query = this.repository
      .createQueryBuilder('d')
      .orderBy('d.name', 'ASC')
      .addOrderBy('d.id');
    if (filter.specialization?.trim()) {
      query.andWhere('lower(d.specialization) = lower(:specialization)', {
        specialization: filter.specialization.trim(),
      });
    }
    if (filter.condition) {
      query.andWhere(':condition = ANY(d.conditions)', { condition: filter.condition });
    }
    if (filter.available !== undefined && filter.available !== null) {
      query.andWhere('d.isAvailable = :available', { available: filter.available });
    }
    return query.getMany();
  }

  /** By id or slug (one is required). */
  async get(key: { id?: string | number; slug?: string }): Promise<Doctor> {
    const id = key.id === undefined || key.id === null ? undefined : Number(key.id);
    const slug = key.slug?.trim() || undefined;
    if (id === undefined && slug === undefined) {
      throw new DomainError('VALIDATION', 'Give a doctor id or slug.', {
        id: 'Give a doctor id or slug',
      });
    }
    if (id !== undefined && (!Number.isSafeInteger(id) || id < 1)) {
      throw new DomainError('VALIDATION', 'id must be a doctor number, e.g. 3', {
        id: 'id must be a doctor number, e.g. 3',
      });
    }
    return foundOr(
      this.repository.findOneBy(id !== undefined ? { id } : { slug }),
      'Doctor not found',
    );
  }

  /** Distinct specializations, alphabetical. */
  async specializations(): Promise<string[]> {
    const rows: { specialization: string }[] = await this.repository
      .createQueryBuilder('d')
      .select('d.specialization', 'specialization')
      .distinct(true)
      .orderBy('d.specialization', 'ASC')
      .getRawMany();
    return rows.map((row) => row.specialization);
  }
}
