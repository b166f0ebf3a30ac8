import { Router } from 'express';
import { cachePublicly, CONTENT_MAX_AGE } from '../common/http-cache';
import { Language, queryLanguage } from '../common/language';
import { textsIn } from '../common/text-versions';
import { TRANSLATED } from '../common/text-versions.resolvers';
import { assertValid, queryText } from '../common/validation';
import type { Doctor } from './doctor.entity';
import { DoctorArgs, DoctorsArgs } from './doctors.args';
import type { DoctorsService } from './doctors.service';

/** The spec's doctor shape (`experience` in years) plus the public profile fields. */
export function doctorJson(doctor: Doctor, language: Language = Language.EN) {
  return {
    id: doctor.id,
    slug: doctor.slug,
    name: doctor.name,
    specialization: doctor.specialization,
    qualification: doctor.qualification,
    registrationNumber: doctor.registrationNumber,
    experience: doctor.experienceYears,
    image: doctor.image,
    isAvailable: doctor.isAvailable,
    consultationFee: doctor.consultationFee,
    bio: doctor.bio,
    expertise: doctor.expertise,
    languages: doctor.languages,
    conditions: doctor.conditions,
    consultationModes: doctor.consultationModes,
    slotMinutes: doctor.slotMinutes,
    workingPlan: doctor.workingPlan,
    daysOff: doctor.daysOff,
    ...textsIn(doctor, TRANSLATED.doctor, language),
  };
}

function queryBoolean(value: unknown): boolean | string | undefined {
  const text = queryText(value)?.trim().toLowerCase();
  if (text === undefined || text === '') return undefined;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return text;
}

export function doctorsRouter({ doctors }: { doctors: DoctorsService }): Router {
  const router = Router();

  router.get('/doctors', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const args = Object.assign(new DoctorsArgs(), {
      specialization: queryText(req.query.specialization),
      condition: queryText(req.query.condition),
      available: queryBoolean(req.query.available),
    });
    await assertValid(args);
    const list = await doctors.list(args);
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json(list.map((doctor) => doctorJson(doctor, language)));
  });

  router.get('/doctors/meta/specializations', async (_req, res) => {
    const specializations = await doctors.specializations();
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ specializations });
  });

  router.get('/doctors/:id', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const args = await assertValid(Object.assign(new DoctorArgs(), { id: req.params.id }));
    const doctor = await doctors.get(args);
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json(doctorJson(doctor, language));
  });

  return router;
}
