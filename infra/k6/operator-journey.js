// k6 operator journey: an admin dashboard polling every list on the spec's intervals
// (stats 30 s, users 30 s, uploads 15 s, tech packs 15 s, orders 10 s, messages 5 s).
//   k6 run -e BASE_URL=http://localhost:3000 -e ADMIN_USERNAME=admin -e ADMIN_PASSWORD=... -e OPERATORS=5 infra/k6/operator-journey.js
import http from 'k6/http';
import { check } from 'k6';

const BASE = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const OPERATORS = Number(__ENV.OPERATORS || 5);
const DURATION = __ENV.DURATION || '60s';

// One scenario per list: arrival rate = operators / interval.
const lists = { stats: 30, users: 30, uploads: 15, 'tech-packs': 15, orders: 10, messages: 5 };
const scenarios = {};
for (const [list, seconds] of Object.entries(lists)) {
  scenarios[list] = {
    executor: 'constant-arrival-rate',
    rate: OPERATORS,
    timeUnit: `${seconds}s`,
    duration: DURATION,
    preAllocatedVUs: OPERATORS,
    exec: 'poll',
    env: { LIST: list },
  };
}

export const options = {
  scenarios,
  thresholds: {
    http_req_failed: ['rate<0.001'],
    http_req_duration: ['p(95)<300'],
  },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max', 'count'],
};

export function setup() {
  const res = http.post(
    `${BASE}/api/admin/login`,
    JSON.stringify({ username: __ENV.ADMIN_USERNAME || 'admin', password: __ENV.ADMIN_PASSWORD }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.body}`);
  return { token: res.json('token') };
}

export function poll(data) {
  const list = __ENV.LIST;
  const res = http.get(`${BASE}/api/admin/${list}`, {
    headers: { authorization: `Bearer ${data.token}` },
    tags: { name: `admin-${list}` },
  });
  check(res, { [`${list} listed`]: (r) => r.status === 200 });
}
