#!/usr/bin/env node
// The floor for the doctors list: node:http and pg, no framework. It reads the request body,
// runs the one SELECT the Doctors query needs and answers GraphQL's JSON shape, so the bench can
// show what Express, Apollo, TypeGraphQL and TypeORM cost on top.
// DATABASE_URL and PORT from the environment; GET /readyz answers once the database does.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const SQL = `SELECT id, name, specialization, qualification, experience_years, image, is_available,
  consultation_fee, expertise FROM doctor ORDER BY name, id`;

async function doctors() {
  const { rows } = await pool.query(SQL);
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    specialization: row.specialization,
    qualification: row.qualification,
    experienceYears: row.experience_years,
    image: row.image,
    isAvailable: row.is_available,
    consultationFee: Number(row.consultation_fee),
    expertise: row.expertise,
  }));
}

function answer(res, status, payload) {
  const body = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-sql-queries': '1',
  });
  res.end(body);
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      if (req.method === 'GET' && req.url === '/readyz') {
        await pool.query('SELECT 1');
        return answer(res, 200, { ok: true });
      }
      if (chunks.length) JSON.parse(Buffer.concat(chunks).toString('utf8'));
      answer(res, 200, { data: { doctors: await doctors() } });
    } catch (error) {
      answer(res, 500, { errors: [{ message: String(error.message) }] });
    }
  });
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4901), '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end().then(() => process.exit(0));
});
