// Smoke test of the servers that start.sh started: reads servers.env's variables
// from the environment and checks each server for real.
//   set -a; source "$CI_RUN_DIR/servers.env"; set +a; node infra/servers/verify.mjs
// Uses the repo's own dependencies (pg, kafkajs, minio); exits 1 when a check fails.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Kafka, logLevel } from 'kafkajs';
import * as Minio from 'minio';

const env = (k) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set (source servers.env first)`);
  return v;
};

async function checkPostgres() {
  const client = new pg.Client({ connectionString: env('DATABASE_URL') });
  await client.connect();
  try {
    const r = await client.query('select current_database() as db, version() as v');
    await client.query('create temp table t (id int)');
    await client.query('insert into t values (1), (2)');
    const n = await client.query('select count(*)::int as n from t');
    if (r.rows[0].db !== 'techpack' || n.rows[0].n !== 2) throw new Error('unexpected result');
    return `${r.rows[0].db}: ${r.rows[0].v.split(' ').slice(0, 2).join(' ')}`;
  } finally {
    await client.end();
  }
}

async function checkKafka() {
  const kafka = new Kafka({
    clientId: 'techpack-ci-verify',
    brokers: env('KAFKA_BROKERS').split(','),
    logLevel: logLevel.ERROR,
    retry: { retries: 10 },
  });
  const topic = `ci-verify-${randomUUID()}`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
  await admin.disconnect();

  const producer = kafka.producer();
  await producer.connect();
  const values = ['a', 'b', 'c'].map((x) => `${x}-${Date.now()}`);
  await producer.send({ topic, messages: values.map((value, i) => ({ key: String(i), value })) });
  await producer.disconnect();

  const consumer = kafka.consumer({ groupId: `ci-verify-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const got = [];
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`consumed ${got.length}/3 within 30s`)), 30000);
    consumer.run({
      eachMessage: async ({ message }) => {
        got.push(message.value.toString());
        if (got.length === values.length) {
          clearTimeout(timer);
          resolve();
        }
      },
    });
  });
  await consumer.disconnect();
  if (got.sort().join() !== [...values].sort().join()) throw new Error(`got ${got}`);
  return `round trip of ${got.length} messages on ${topic}`;
}

async function checkMinio() {
  const url = new URL(env('S3_ENDPOINT'));
  const mc = new Minio.Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: url.protocol === 'https:',
    accessKey: env('S3_ACCESS_KEY'),
    secretKey: env('S3_SECRET_KEY'),
  });
  if (!(await mc.bucketExists(env('S3_BUCKET')))) throw new Error(`bucket ${env('S3_BUCKET')} missing`);
  const bucket = `ci-verify-${Date.now()}`;
  await mc.makeBucket(bucket);
  await mc.putObject(bucket, 'hello.txt', Buffer.from('hello'));
  const stream = await mc.getObject(bucket, 'hello.txt');
  let body = '';
  for await (const chunk of stream) body += chunk;
  await mc.removeObject(bucket, 'hello.txt');
  await mc.removeBucket(bucket);
  if (body !== 'hello') throw new Error(`read back '${body}'`);
  return `bucket ${env('S3_BUCKET')} exists; made ${bucket}, put/get/remove ok`;
}

async function checkStripe() {
  const res = await fetch(`${env('STRIPE_API_BASE')}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env('STRIPE_SECRET_KEY')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'amount=1000&currency=usd',
  });
  const json = await res.json();
  if (res.status !== 200 || json.object !== 'payment_intent') {
    throw new Error(`HTTP ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  }
  return `POST /v1/payment_intents -> ${json.id} amount=${json.amount} ${json.currency}`;
}

const checks = { postgres: checkPostgres, kafka: checkKafka, minio: checkMinio, stripe: checkStripe };
const only = process.argv.slice(2);
let failed = 0;
for (const [name, fn] of Object.entries(checks)) {
  if (only.length && !only.includes(name)) continue;
  const t0 = Date.now();
  try {
    const what = await fn();
    console.log(`ok   ${name} (${Date.now() - t0} ms): ${what}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name} (${Date.now() - t0} ms): ${e?.stack ?? e}`);
  }
}
process.exit(failed ? 1 : 0);
