import { spawnSync } from 'node:child_process';
import { DRIZZLE_TARGETS } from './drizzle-targets';

// `npm run db:generate`: drizzle-kit generate for every schema (a new migration where a Drizzle table changed).
// `npm run db:generate -- <target> [drizzle-kit options]`: one schema, e.g. `-- admin --custom --name backfill`.
const [only, ...options] = process.argv.slice(2);
if (only && !DRIZZLE_TARGETS[only]) {
  console.error(`unknown target ${only}: one of ${Object.keys(DRIZZLE_TARGETS).join(', ')}`);
  process.exit(2);
}
for (const target of only ? [only] : Object.keys(DRIZZLE_TARGETS)) {
  console.log(`# ${target}`);
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', ...options], {
    stdio: 'inherit',
    env: { ...process.env, DRIZZLE_TARGET: target },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // the journal and snapshots as the repository formats JSON (`npm run lint` checks it)
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', DRIZZLE_TARGETS[target].out], {
    stdio: 'inherit',
  });
}
