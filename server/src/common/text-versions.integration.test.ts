import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

// One demo doctor and product get a partial Hindi version (name and bio, or name only); the rest
// of their texts have none, so the English shows and is named in inEnglish.
const DOCTOR_HI = { name: 'डॉ. परीक्षा शर्मा', bio: 'बवासीर (piles) के इलाज में अनुभवी।' };
const PRODUCT_HI = { name: 'ईसबगोल भूसी (परीक्षा)' };

describe('texts in Hindi beside the English', () => {
  let app: TestApp;
  let doctor: {
    id: number;
    slug: string;
    name: string;
    qualification: string;
    translations: object;
  };
  let product: {
    id: number;
    slug: string;
    name: string;
    description: string;
    translations: object;
  };

  beforeAll(async () => {
    app = await startTestApp();
    [doctor] = await app.dataSource.query(
      `SELECT id, slug, name, qualification, translations FROM doctor ORDER BY id LIMIT 1`,
    );
    [product] = await app.dataSource.query(
      `SELECT id, slug, name, description, translations FROM product
       WHERE NOT hidden ORDER BY id LIMIT 1`,
    );
    await app.dataSource.query(`UPDATE doctor SET translations = $1 WHERE id = $2`, [
      { hi: DOCTOR_HI },
      doctor.id,
    ]);
    await app.dataSource.query(`UPDATE product SET translations = $1 WHERE id = $2`, [
      { hi: PRODUCT_HI },
      product.id,
    ]);
  });

  afterAll(async () => {
    await app.dataSource.query(`UPDATE doctor SET translations = $1 WHERE id = $2`, [
      doctor.translations,
      doctor.id,
    ]);
    await app.dataSource.query(`UPDATE product SET translations = $1 WHERE id = $2`, [
      product.translations,
      product.id,
    ]);
    await app.close();
  });

  it('GraphQL reads a text in Hindi, the English where Hindi has none, and says which', async () => {
    const { data, errors } = await graphql(
      app.url,
      `
        query ($slug: String!) {
          doctor(slug: $slug) {
            en: name
            name(language: HI)
            bio(language: HI)
            qualification(language: HI)
            inEnglish(language: HI)
            allEnglish: inEnglish(language: EN)
          }
        }
      `,
      { slug: doctor.slug },
    );
    expect(errors).toBeUndefined();
    expect(data!.doctor).toEqual({
      en: doctor.name,
      name: DOCTOR_HI.name,
      bio: DOCTOR_HI.bio,
      qualification: doctor.qualification,
      inEnglish: expect.arrayContaining(['qualification', 'specialization']),
      allEnglish: [],
    });
    expect(data!.doctor.inEnglish).not.toContain('name');
    expect(data!.doctor.inEnglish).not.toContain('bio');
  });

  it('a product reads in Hindi with its English description marked', async () => {
    const { data, errors } = await graphql(
      app.url,
      `
        query ($slug: String!) {
          product(slug: $slug) {
            name(language: HI)
            description(language: HI)
            inEnglish(language: HI)
          }
        }
      `,
      { slug: product.slug },
    );
    expect(errors).toBeUndefined();
    expect(data!.product).toMatchObject({
      name: PRODUCT_HI.name,
      description: product.description,
    });
    expect(data!.product.inEnglish).toEqual(expect.arrayContaining(['description']));
  });

  it('an unknown language is refused by the schema', async () => {
    const { status, errors } = await graphql(
      app.url,
      `
        {
          doctors {
            name(language: FR)
          }
        }
      `,
    );
    expect(status).toBe(400);
    expect(errors?.[0].message).toMatch(/Language/);
  });

  it("REST takes ?lang=hi, keeps today's answer without it, and refuses an unknown lang", async () => {
    const hindi = await getJson(app.url, `/api/doctors/${doctor.id}?lang=hi`);
    expect(hindi.status).toBe(200);
    expect(hindi.body).toMatchObject({ name: DOCTOR_HI.name, qualification: doctor.qualification });
    expect(hindi.body.inEnglish).toEqual(expect.arrayContaining(['qualification']));

    const english = await getJson(app.url, `/api/doctors/${doctor.id}`);
    expect(english.body.name).toBe(doctor.name);
    expect(english.body).not.toHaveProperty('inEnglish');
    expect(english.body).not.toHaveProperty('translations');

    const { body } = await getJson(app.url, `/api/products/${product.slug}?lang=HI`);
    expect(body.product.name).toBe(PRODUCT_HI.name);

    const wrong = await getJson(app.url, `/api/doctors?lang=fr`);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('lang must be one of en, hi');
  });

  it('the clinic profile never sends its stored versions whole', async () => {
    for (const query of ['', '?lang=hi']) {
      const { status, body } = await getJson(app.url, `/api/clinic${query}`);
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('translations');
      expect(typeof body.name).toBe('string');
    }
  });
});
