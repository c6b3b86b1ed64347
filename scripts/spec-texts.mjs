import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
// Lists the spec's quoted user-facing texts ('...') that appear nowhere in the product's source (issue 23 §9).
// Usage: node scripts/spec-texts.mjs [spec dir, default ../shared/spec]. Texts with placeholders such as {n}
// are built at run time, so they may be listed although present.
const specDir = process.argv[2] ?? path.resolve(import.meta.dirname, '../../shared/spec');
const texts = new Map();
for (const f of readdirSync(specDir).filter((f) => f.endsWith('.txt'))) {
  const body = readFileSync(path.join(specDir, f), 'utf8');
  for (const m of body.matchAll(/'([A-Z][^'\n]{3,160}?)'(?=[\s,.;:)\]]|$)/g)) {
    const t = m[1];
    if (!/\s/.test(t) && t.length < 12) continue;
    if (!texts.has(t)) texts.set(t, f.slice(0, 3));
  }
}
const files = [];
const walk = (d) => {
  for (const e of readdirSync(d)) {
    if (e === 'node_modules' || e === 'dist') continue;
    const p = path.join(d, e);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(tsx?|mjs)$/.test(e) && !/\.test\./.test(e)) files.push(p);
  }
};
const root = path.resolve(import.meta.dirname, '..');
for (const p of ['packages/domain/src', 'packages/server/src', 'packages/web/src']) walk(path.join(root, p));
const src = files
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n')
  .replace(/\\'/g, "'");
const missing = [...texts].filter(([t]) => !src.includes(t));
console.log(`${texts.size - missing.length} of ${texts.size} present`);
for (const [t, s] of missing) console.log(`${s}  ${t}`);
