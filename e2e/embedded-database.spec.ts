import { expect, test } from '@playwright/test';
import { live } from './settle';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm start` on a machine with no database: the embedded PostgreSQL is created, migrated and
// seeded once, closed cleanly on Ctrl-C, and found again, intact, by the next start, even after
// the process was killed in the middle of writing.

const port = Number(process.env.E2E_PORT ?? 4100) + 1;
const base = `http://127.0.0.1:${port}`;

interface Started {
  child: ChildProcess;
  log: () => string;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The kill test places many orders from one address; the order limit is not under test.
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // A cold embedded database (WebAssembly, migrations) on a busy 2-core machine can take a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within 120 s:\n${output}`);
}

function interrupt(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

test('the embedded database is created once, closed cleanly and kept between starts', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-start-')), 'data');
  try {
    const first = await startServer(dataDir);
    expect(first.log()).toContain('migrations applied');
    expect(first.log()).toContain('demo data seeded');
    const doctors = await fetch(`${base}/api/doctors`).then((res) => res.json());
    expect(doctors.length).toBeGreaterThanOrEqual(6);
    expect(await interrupt(first.child)).toBe(0);
    expect(first.log()).toContain('stopped');

    // The second start also shows a clinic's setting at work: Hindi numbers in Devanagari.
    const second = await startServer(dataDir, { HINDI_DIGITS: 'devanagari' });
    expect(second.log()).not.toContain('migrations applied');
    expect(second.log()).not.toContain('demo data seeded');
    const again = await fetch(`${base}/api/doctors`).then((res) => res.json());
    expect(again).toEqual(doctors);
    const hindi = await fetch(`${base}/hi/products`).then((res) => res.text());
    expect(hindi).toContain('<html lang="hi" data-digits="devanagari"');
    expect(hindi).toMatch(/₹[०-९]{2,}/);
    const english = await fetch(`${base}/products`).then((res) => res.text());
    expect(english).not.toContain('data-digits');
    expect(english).not.toMatch(/₹[०-९]/);
    // The browser keeps them once it has taken the page over.
    await page.goto(`${base}/hi/products`);
    await live(page);
    await expect(page.getByRole('main')).toContainText(/₹[०-९]{2,}/);
    expect(await interrupt(second.child)).toBe(0);
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

interface Product {
  id: number;
  stock: number;
}

test('an embedded database killed mid-write opens intact with every acknowledged order', async () => {
  test.setTimeout(300_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-kill-')), 'data');
  try {
    const first = await startServer(dataDir);
    const { products } = (await fetch(`${base}/api/products`).then((res) => res.json())) as {
      products: Product[];
    };
    const stocked = products.filter((product) => product.stock > 20);
    const acknowledged: { orderNumber: string; phone: string }[] = [];
    let writing = true;
    const placeOrder = async (i: number) => {
      // A patient each: one phone may place only a few orders a day.
      const phone = `98765${String(i).padStart(5, '0')}`;
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `kill-test-${i}` },
        body: JSON.stringify({
          items: [{ productId: stocked[i % stocked.length].id, quantity: 1 }],
          shippingAddress: '12 Station Road, Vidisha',
          customerPhone: phone,
          customerName: 'Asha Devi',
          customerEmail: 'asha@example.in',
        }),
      }).catch(() => undefined);
      if (res?.status === 201) {
        acknowledged.push({ orderNumber: (await res.json()).order.orderNumber, phone });
      }
    };
    // Three patients ordering at once, without pause, until the process is killed.
    const writers = (async () => {
      for (let i = 0; writing; i += 3) {
        await Promise.all([placeOrder(i), placeOrder(i + 1), placeOrder(i + 2)]);
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(30);
    first.child.kill('SIGKILL');
    writing = false;
    await writers;

    const second = await startServer(dataDir);
    // The last answers before the kill are the ones a lost write would take with it.
    for (const { orderNumber, phone } of acknowledged.slice(-8)) {
      const res = await fetch(
        `${base}/api/orders/lookup?phone=${phone}&orderNumber=${orderNumber}`,
      );
      expect(res.status, `order ${orderNumber} answered before the kill`).toBe(200);
    }
    expect(await interrupt(second.child)).toBe(0);
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
