// `npm run bench`: runs every benchmark and prints its figures; exits non-zero when one breaks its limit.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/storage-stream.ts',
  'bench/upload-api.ts',
  'bench/lists.ts',
  'bench/lists-load.ts',
  'bench/notify-cost.ts',
  'bench/conversations.ts',
  'bench/questionnaires.ts',
  'bench/sends.ts',
  'bench/signatures.ts',
  'bench/tax-returns.ts',
  'bench/exports.ts',
  'bench/workflows.ts',
  'bench/connect.ts',
  'bench/web-bundle.ts',
];
let failed = false;
for (const bench of benches) {
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', bench], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
