import { BlogPost } from '../blog/blog-post.entity';
import { PostStatus } from '../blog/post-status';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const SEARCH = `query Search($q: String!, $language: Language) {
  search(q: $q, language: $language) {
    query
    conditions { kind id title summary path image }
    services { kind id title path }
    doctors { kind id title summary path image }
    products { kind id title summary path image }
    posts { kind id title summary path }
  }
}`;

type Hit = {
  kind: string;
  id: string;
  title: string;
  summary: string;
  path: string;
  image: string | null;
};

describe('site search', () => {
  let app: TestApp;

  beforeAll(async () => {
    // More searches than one visitor's budget of expensive reads allows in a few seconds.
    app = await startTestApp({ expensiveReadsPerMinute: 1200 });
  });

  afterAll(async () => {
    await app.close();
  });

  const search = async (q: string, language?: 'HI' | 'EN') => {
    const { data, errors } = await graphql(app.url, SEARCH, { q, language });
    expect(errors).toBeUndefined();
    return data!.search as Record<
      'conditions' | 'services' | 'doctors' | 'products' | 'posts',
      Hit[]
    >;
  };

  it('finds "fistula" as a condition, its doctor and its blog posts', async () => {
    const results = await search('  Fistula ');
    expect(results.conditions.map((hit) => hit.path)).toEqual(['/diseases/fistula']);
    expect(results.doctors.map((hit) => hit.title)).toContain('Dr. Anita Verma');
    expect(results.doctors[0].path).toMatch(/^\/doctor\/\d+$/);
    expect(results.posts.map((hit) => hit.title)).toEqual(
      expect.arrayContaining([
        'Anal Fistula: When Should You See a Doctor?',
        'Laser Treatment for Fistula: What to Expect',
      ]),
    );
    expect(results.posts.every((hit) => hit.path.startsWith('/blog/'))).toBe(true);
  });

  it('names each hit by its kind, so a doctor and a post with one id stay apart', async () => {
    const results = await search('fistula');
    const groups = {
      conditions: 'CONDITION',
      services: 'SERVICE',
      doctors: 'DOCTOR',
      products: 'PRODUCT',
      posts: 'POST',
    } as const;
    for (const [group, kind] of Object.entries(groups)) {
      const hits = results[group as keyof typeof groups];
      expect(hits.every((hit) => hit.kind === kind)).toBe(true);
    }
    expect(results.doctors.length).toBeGreaterThan(0);
    expect(results.posts.length).toBeGreaterThan(0);
    const keys = Object.values(results)
      .flat()
      .map((hit) => `${hit.kind}:${hit.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds products with a path into the shop and services by what patients type', async () => {
    const products = (await search('knee brace')).products;
    expect(products.map((hit) => hit.title)).toContain('Knee Support Brace, Adjustable');
    expect(products[0].path).toBe('/products?search=Knee%20Support%20Brace%2C%20Adjustable');
    expect(products[0].image).toBe('/images/products/knee-support-brace.svg');

    const services = (await search('delivery')).services;
    expect(services.map((hit) => hit.path)).toEqual(['/services/medicine-delivery']);
  });

  it('knows common Hindi names of the conditions', async () => {
    expect((await search('bawaseer')).conditions.map((hit) => hit.id)).toEqual(['piles']);
    expect((await search('bhagandar')).conditions.map((hit) => hit.id)).toEqual(['fistula']);
  });

  it('finds a condition by its Hindi name or a Latin spelling of it, and answers in Hindi', async () => {
    for (const q of ['बवासीर', 'bavasir', 'Bawaseer', 'piles']) {
      expect((await search(q)).conditions.map((hit) => hit.id)).toEqual(['piles']);
    }
    const [piles] = (await search('बवासीर', 'HI')).conditions;
    expect(piles).toMatchObject({ title: 'बवासीर (Piles)', path: '/hi/diseases/piles' });
    expect(piles.summary).toMatch(/[\u0900-\u097F]/);
    const english = (await search('बवासीर')).conditions[0];
    expect(english).toMatchObject({ title: 'Piles (Hemorrhoids)', path: '/diseases/piles' });
    expect((await search('जोड़ों का दर्द')).conditions.map((hit) => hit.id)).toEqual(['joint-pain']);
  });

  it('finds a doctor by a Hindi name and answers with Hindi texts and /hi paths', async () => {
    const [doctor] = await app.dataSource.query(
      `SELECT id, name, translations FROM doctor ORDER BY id LIMIT 1`,
    );
    await app.dataSource.query(`UPDATE doctor SET translations = $1 WHERE id = $2`, [
      { hi: { name: 'डॉ. खोजपरीक्षा वर्मा' } },
      doctor.id,
    ]);
    try {
      const hindi = (await search('खोजपरीक्षा', 'HI')).doctors;
      expect(hindi).toHaveLength(1);
      expect(hindi[0]).toMatchObject({
        title: 'डॉ. खोजपरीक्षा वर्मा',
        path: `/hi/doctor/${doctor.id}`,
      });
      expect((await search('खोजपरीक्षा')).doctors[0].title).toBe(doctor.name);
      const { status, body } = await getJson(
        app.url,
        '/api/search?q=%E0%A4%96%E0%A5%8B%E0%A4%9C%E0%A4%AA%E0%A4%B0%E0%A5%80%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE&lang=hi',
      );
      expect(status).toBe(200);
      expect(body.doctors[0].path).toBe(`/hi/doctor/${doctor.id}`);
    } finally {
      await app.dataSource.query(`UPDATE doctor SET translations = $1 WHERE id = $2`, [
        doctor.translations,
        doctor.id,
      ]);
    }
  });

  it('never shows a draft post', async () => {
    const repository = app.dataSource.getRepository(BlogPost);
    const draft = await repository.save(
      repository.create({
        slug: 'draft-zebracorn-search-test',
        title: 'Zebracorn draft about fistula',
        excerpt: 'Not ready',
        content: '<p>Not ready</p>',
        status: PostStatus.DRAFT,
      }),
    );
    try {
      expect((await search('zebracorn')).posts).toEqual([]);
    } finally {
      await repository.delete(draft.id);
    }
  });

  it('treats % and _ as letters and answers nothing found with empty groups', async () => {
    const results = await search('%_%');
    for (const group of Object.values(results)) if (Array.isArray(group)) expect(group).toEqual([]);
  });

  it('asks for at least 2 letters and caps the length, over GraphQL and REST', async () => {
    const short = await graphql(app.url, SEARCH, { q: ' a ' });
    expect(short.errors![0]).toMatchObject({
      message: 'Please type at least 2 letters to search',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await getJson(app.url, `/api/search?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ q: 'Search text must be at most 100 characters' });
    const missing = await getJson(app.url, '/api/search');
    expect(missing.status).toBe(400);
  });

  it('answers GET /api/search with the same groups', async () => {
    const { status, body } = await getJson(app.url, '/api/search?q=hydrocele');
    expect(status).toBe(200);
    expect(body.query).toBe('hydrocele');
    expect(body.conditions[0]).toMatchObject({ id: 'hydrocele', path: '/diseases/hydrocele' });
    expect(body.doctors.length).toBeGreaterThan(0);
  });
});
