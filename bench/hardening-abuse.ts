import { Worker } from 'node:worker_threads';
import { PACK_LIMITS } from '@techpack/contracts';

// The load of bench/hardening-bench.ts's loaded phase: designer A's saves of the largest content and the sign-in flood.

// The largest content a pack update may carry.
const longText = (n: number) =>
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(Math.ceil(n / 57)).slice(0, n);
const many = (n: number, value: (i: number) => unknown) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`item${String(i).padStart(2, '0')}`, value(i)]));
export const largest = {
  trims: many(PACK_LIMITS.trims, () => longText(200)),
  measurements: many(PACK_LIMITS.measurements, (i) => 30 + (i % 50)),
  colors: Array.from({ length: PACK_LIMITS.colors }, (_, i) => ({
    name: `Colour ${i} ${longText(80)}`.slice(0, 100),
    hex: `#${(0x102030 + i * 0x050505).toString(16).padStart(6, '0')}`,
    pantone: longText(50),
  })),
  aiAnalysis: {
    description: longText(2000),
    components: many(PACK_LIMITS.components, () => longText(PACK_LIMITS.componentChars)),
  },
  materials: {
    mainFabric: longText(200),
    fabricDetails: { composition: longText(200), texture: longText(200), category: longText(100) },
  },
  branding: { mainLabel: longText(200), hangTagContent: longText(500) },
};

export type Abuse = {
  saveStatuses: number[];
  saveMs: number[];
  floodAnswers: { status: number; ms: number }[];
};

// A's client and the sign-in flood run on their own thread, as the remote clients they stand for: their HTTP
// client work (90 requests at once) is not on the event loop that embedded mode's gateway and services share.
// A's client saves `saveConcurrency` packs at a time. `sent`: every save and sign-in has gone out; `abuse`: their answers.
export function startAbuser(o: {
  url: string;
  token: string;
  packs: string[];
  body: string;
  flood: number;
  saveConcurrency: number;
}) {
  const worker = new Worker(
    `const { parentPort, workerData: w } = require('node:worker_threads');
  const saveMs = [];
  const queue = [...w.packs];
  const saves = Promise.all(Array.from({ length: Math.min(w.saveConcurrency, queue.length) }, async () => {
    const statuses = [];
    for (let id = queue.shift(); id; id = queue.shift()) {
      const t0 = performance.now();
      const res = await fetch(w.url + '/api/tech-pack/' + id, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + w.token }, body: w.body });
      await res.arrayBuffer();
      saveMs.push(performance.now() - t0);
      statuses.push(res.status);
    }
    return statuses;
  })).then((lists) => lists.flat());
  const flood = Promise.all(Array.from({ length: w.flood }, async (_, i) => {
    const t0 = performance.now();
    const res = await fetch(w.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody-' + i + '@example.com', password: 'guess-1234' }) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  }));
  parentPort.postMessage({ started: true });
  Promise.all([saves, flood]).then(([saveStatuses, floodAnswers]) => parentPort.postMessage({ saveStatuses, saveMs, floodAnswers }));`,
    {
      eval: true,
      workerData: {
        url: o.url,
        token: o.token,
        packs: o.packs,
        body: o.body,
        flood: o.flood,
        saveConcurrency: o.saveConcurrency,
      },
    },
  );
  let burstSent!: () => void;
  const sent = new Promise<void>((r) => (burstSent = r));
  const abuse = new Promise<Abuse>((done, fail) => {
    worker.on('message', (m: Abuse | { started: true }) => ('started' in m ? burstSent() : done(m)));
    worker.once('error', fail);
  });
  return { worker, sent, abuse };
}
