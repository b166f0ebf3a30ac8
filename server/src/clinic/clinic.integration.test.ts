import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const DOCTOR_FIELDS = `id slug name specialization qualification experienceYears image isAvailable
  consultationFee bio expertise languages`;

describe('clinic and doctors', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GraphQL', () => {
    it('serves the one clinic profile', async () => {
      const { data, errors } = await graphql(
        app.url,
        `
          query Clinic {
            clinic {
              name
              streetAddress
              locality
              phones {
                label
                number
              }
              emails {
                label
                address
              }
              whatsapp
              emergencyPhone
              hours {
                weekday
                opens
                closes
              }
              mapUrl
            }
          }
        `,
      );
      expect(errors).toBeUndefined();
      expect(data!.clinic.name).toBeTruthy();
      expect(data!.clinic.phones.length).toBeGreaterThan(0);
      for (const phone of data!.clinic.phones) expect(phone.number).toMatch(/^\d{10}$/);
      expect(data!.clinic.hours).toHaveLength(7);
    });

    it('lists doctors by name, with one not taking bookings', async () => {
      const { data, errors } = await graphql(app.url, `{ doctors { ${DOCTOR_FIELDS} } }`);
      expect(errors).toBeUndefined();
      const doctors = data!.doctors as { name: string; isAvailable: boolean }[];
      expect(doctors.length).toBeGreaterThanOrEqual(6);
      expect(doctors.some((d) => !d.isAvailable)).toBe(true);
      const names = doctors.map((d) => d.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('filters by availability and specialization', async () => {
      const all = (
        await graphql(
          app.url,
          `
            {
              doctors {
                isAvailable
                specialization
              }
            }
          `,
        )
      ).data!.doctors as { isAvailable: boolean; specialization: string }[];
      const available = await graphql(
        app.url,
        `
          {
            doctors(available: true) {
              isAvailable
            }
          }
        `,
      );
      expect(available.data!.doctors).toHaveLength(all.filter((d) => d.isAvailable).length);

      const special = all[0].specialization;
      const filtered = await graphql(
        app.url,
        `
          query Doctors($s: String) {
            doctors(specialization: $s) {
              specialization
            }
          }
        `,
        { s: special.toUpperCase() },
      );
      expect(filtered.data!.doctors).toHaveLength(
        all.filter((d) => d.specialization === special).length,
      );
    });

    it('finds one doctor by id or slug, and NOT_FOUND otherwise', async () => {
      const [first] = (
        await graphql(
          app.url,
          `
            {
              doctors {
                id
                slug
                name
              }
            }
          `,
        )
      ).data!.doctors;
      const byId = await graphql(
        app.url,
        `
          query D($id: ID) {
            doctor(id: $id) {
              slug
            }
          }
        `,
        {
          id: first.id,
        },
      );
      expect(byId.data!.doctor.slug).toBe(first.slug);
      const bySlug = await graphql(
        app.url,
        `
          query D($s: String) {
            doctor(slug: $s) {
              name
            }
          }
        `,
        {
          s: first.slug,
        },
      );
      expect(bySlug.data!.doctor.name).toBe(first.name);

      const missing = await graphql(
        app.url,
        `
          {
            doctor(id: "999999") {
              name
            }
          }
        `,
      );
      expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
      expect(missing.errors![0].message).toBe('Doctor not found');
    });

    it('refuses a non-numeric doctor id, naming the field', async () => {
      const { errors } = await graphql(
        app.url,
        `
          {
            doctor(id: "abc") {
              name
            }
          }
        `,
      );
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields).toEqual({ id: expect.stringContaining('id') });
      expect(JSON.stringify(errors)).not.toMatch(/stacktrace|validationErrors|target/);
    });

    it('lists distinct specializations alphabetically', async () => {
      const { data } = await graphql(
        app.url,
        `
          {
            specializations
          }
        `,
      );
      const list = data!.specializations as string[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list).size).toBe(list.length);
      expect(list).toEqual([...list].sort());
    });
  });

  describe('REST', () => {
    it('GET /api/clinic returns the profile', async () => {
      const { status, body } = await getJson(app.url, '/api/clinic');
      expect(status).toBe(200);
      expect(body).toMatchObject({ name: expect.any(String), phones: expect.any(Array) });
    });

    it("GET /api/doctors returns the spec's doctor shape", async () => {
      const { status, body } = await getJson(app.url, '/api/doctors');
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThanOrEqual(6);
      for (const doctor of body) {
        expect(doctor).toEqual(
          expect.objectContaining({
            id: expect.any(Number),
            name: expect.any(String),
            specialization: expect.any(String),
            qualification: expect.any(String),
            experience: expect.any(Number),
            isAvailable: expect.any(Boolean),
            consultationFee: expect.any(Number),
          }),
        );
        expect(doctor).toHaveProperty('image');
      }
    });

    it('GET /api/doctors/:id returns one doctor, 404 when unknown, 400 when not a number', async () => {
      const [first] = (await getJson(app.url, '/api/doctors')).body;
      const one = await getJson(app.url, `/api/doctors/${first.id}`);
      expect(one.status).toBe(200);
      expect(one.body.name).toBe(first.name);

      const missing = await getJson(app.url, '/api/doctors/999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Doctor not found', code: 'NOT_FOUND' });

      const bad = await getJson(app.url, '/api/doctors/abc');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('id');
    });

    it('GET /api/doctors/meta/specializations', async () => {
      const { status, body } = await getJson(app.url, '/api/doctors/meta/specializations');
      expect(status).toBe(200);
      expect(body.specializations.length).toBeGreaterThanOrEqual(3);
    });
  });
});
