/* global __ENV */
// k6 partner journey: the manufacturing partner's system polling its orders and reporting what it made: every paid
// order goes to production, ships with a tracking number, and gets a fit session (a few points of measure, read from
// the order's pack revision as the partner would read the PDF). Run it beside designer-journey.js (which pays samples).
//   k6 run -e BASE_URL=http://localhost:3000 -e MANUFACTURER_API_KEY=... infra/k6/partner-journey.js
// Options: POLL (seconds between polls, default 10), DURATION (default 60s).
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const KEY = __ENV.MANUFACTURER_API_KEY;
if (!KEY) throw new Error('set MANUFACTURER_API_KEY (the value the product is configured with)');
const POLL = Number(__ENV.POLL || 10);
const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

export const options = {
  scenarios: { partner: { executor: 'constant-vus', vus: 1, duration: __ENV.DURATION || '60s' } },
  thresholds: { http_req_failed: ['rate<0.001'], http_req_duration: ['p(95)<300'] },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max', 'count'],
};

// Made-up measurements of the sample at its base size: the spec +/- 2 cm on four points, so some fall out of tolerance.
function measurementsFor(order) {
  const m = {};
  const size = order.spec?.baseSize;
  for (const r of (order.spec?.rows ?? []).slice(0, 4))
    if (r.values[size] !== undefined)
      m[r.key] = Math.round((r.values[size] + (Math.random() * 4 - 2)) * 10) / 10;
  return m;
}
// 409: a designer cancelled, or another poll moved the order meanwhile (not a failure of the product)
const moved = { responseCallback: http.expectedStatuses(200, 201, 409) };

export default function () {
  const list = http.get(`${BASE}/api/manufacturer/orders`, { headers, tags: { name: 'partner-orders' } });
  check(list, { 'orders listed': (r) => r.status === 200 });
  if (list.status !== 200) return sleep(POLL);
  for (const order of list.json()) {
    const next = {
      paid: { status: 'in_production' },
      in_production: {
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: `1Z${order.orderNumber.replace(/\D/g, '')}`,
      },
    }[order.status];
    if (next) {
      const res = http.patch(`${BASE}/api/manufacturer/orders/${order.id}/status`, JSON.stringify(next), {
        headers,
        tags: { name: 'partner-status' },
        ...moved,
      });
      // 409: a designer cancelled or another poll moved it meanwhile
      check(res, { 'status moved': (r) => r.status === 200 || r.status === 409 });
    }
    if (order.status === 'shipped' && order.techPackId) {
      const measurements = measurementsFor(order);
      if (Object.keys(measurements).length > 0) {
        const body = JSON.stringify({ size: order.spec.baseSize, measurements });
        const res = http.post(`${BASE}/api/orders/${order.id}/fit-sessions`, body, {
          headers,
          tags: { name: 'partner-fit-session' },
          ...moved,
        });
        check(res, { 'fit session recorded': (r) => r.status === 201 || r.status === 409 });
      }
      http.patch(
        `${BASE}/api/manufacturer/orders/${order.id}/status`,
        JSON.stringify({ status: 'delivered' }),
        { headers, tags: { name: 'partner-status' }, ...moved },
      );
    }
  }
  sleep(POLL);
}
