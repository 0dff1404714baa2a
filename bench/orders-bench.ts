// Checkout benchmark: N designers each place a sample order, set up payment and pay with the test card
// (the embedded provider then confirms through the signed webhook), C at a time, through the gateway of the
// real product. Reports p50/p95/p99 per step and checkouts per second, then checks every order is paid once.
//   npx tsx bench/orders-bench.ts [--orders 200] [--concurrency 10]
import { performance } from 'node:perf_hooks';
import { api, RAISED_AUTH_LIMITS, registerUser, startTestApp } from '../scripts/test-support/app';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 200);
const CONCURRENCY = arg('concurrency', 10);

const app = await startTestApp({ STRIPE_SECRET_KEY: '', LOG_LEVEL: 'error', ...RAISED_AUTH_LIMITS });
const times: Record<string, number[]> = {
  'POST /api/sample-order': [],
  'POST /api/create-payment-intent': [],
  'POST /api/payments/test/confirm (+webhook)': [],
  checkout: [],
};
try {
  const users = await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, ORDERS) }, (_, i) => registerUser(app, `bench${i}`)),
  );
  const placed: { id: string; token: string }[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    users.map(async (user) => {
      while (next < ORDERS) {
        next++;
        const start = performance.now();
        let t = performance.now();
        const order = await api(app, 'POST', '/api/sample-order', {
          token: user.token,
          body: {
            email: user.email,
            firstName: 'B',
            lastName: 'M',
            shippingAddress: '1 Bench St',
            fabricChoice: 'cotton-premium',
            customLabel: true,
            totalAmount: '210.00',
          },
        });
        if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
        times['POST /api/sample-order'].push(performance.now() - t);
        t = performance.now();
        const intent = await api(app, 'POST', '/api/create-payment-intent', {
          token: user.token,
          body: { orderId: order.body.id },
        });
        if (intent.status !== 200) throw new Error(`intent: ${intent.status} ${intent.text}`);
        times['POST /api/create-payment-intent'].push(performance.now() - t);
        t = performance.now();
        const paid = await api(app, 'POST', '/api/payments/test/confirm', {
          body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' },
        });
        if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${paid.text}`);
        times['POST /api/payments/test/confirm (+webhook)'].push(performance.now() - t);
        times.checkout.push(performance.now() - start);
        placed.push({ id: order.body.id, token: user.token });
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
  process.stdout.write(
    `\n  ${ORDERS} checkouts, concurrency ${CONCURRENCY}: ${(ORDERS / seconds).toFixed(1)} checkouts/s (${seconds.toFixed(1)} s)\n`,
  );
  for (const [k, xs] of Object.entries(times)) {
    process.stdout.write(
      `  ${k.padEnd(44)} p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms\n`,
    );
  }
  let wrong = 0;
  for (const o of placed) {
    const res = await api(app, 'GET', `/api/sample-order/${o.id}`, { token: o.token });
    const paidEntries = (res.body.statusHistory as { to: string }[]).filter((h) => h.to === 'paid').length;
    if (res.body.status !== 'paid' || paidEntries !== 1) wrong++;
  }
  process.stdout.write(`  orders paid exactly once: ${placed.length - wrong}/${placed.length}\n`);
  if (wrong) process.exitCode = 1;
} finally {
  await app.stop();
}
