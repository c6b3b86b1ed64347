import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The spec's quoted user-facing texts ('...') and where the product's source has them (issue 23 §9, issue 41).
// Usage: node scripts/spec-texts.mjs [spec dir, default ../shared/spec] lists those found nowhere;
// with --write it refreshes the checked-in list scripts/spec-texts/quoted-texts.json from the spec.

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_SPEC_DIR = path.resolve(root, '../shared/spec');
export const QUOTED_TEXTS_FILE = path.join(import.meta.dirname, 'spec-texts/quoted-texts.json');
export const ABSENT_FILE = path.join(import.meta.dirname, 'spec-texts/absent.json');

/**
 * The quoted texts of the spec's documents, each with the document it comes from (000, 001, 002), in order.
 * A quote opens after a space or punctuation and closes before one, so an apostrophe inside ('couldn't') stays
 * in the text; a quote without a letter ('/', '0') is a character the spec names, not a text.
 */
export function extractQuotedTexts(specDir) {
  const texts = new Map();
  for (const f of readdirSync(specDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const body = readFileSync(path.join(specDir, f), 'utf8');
    for (const m of body.matchAll(/(?<=^|[\s([:,;/])'(.+?)'(?=$|[\s).,;:\]/])/gm)) {
      const t = m[1];
      if (/\p{L}/u.test(t) && !texts.has(t)) texts.set(t, f.slice(0, 3));
    }
  }
  return [...texts].map(([text, spec]) => ({ spec, text }));
}

/** The product's source, tests left out (a text only a test has is not in the product), quotes unescaped. */
export function productSource() {
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d)) {
      if (e === 'node_modules' || e === 'dist') continue;
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(tsx?|mjs)$/.test(e) && !/\.test\./.test(e)) files.push(p);
    }
  };
  for (const p of ['packages/domain/src', 'packages/server/src', 'packages/web/src']) walk(path.join(root, p));
  return normalize(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
}

const normalize = (s) => s.replace(/\\'/g, "'").replace(/[‘’]/g, "'");

/**
 * Whether the source has a text. Placeholders ({date}, <file>) are filled at run time: the pieces between them
 * must each be there. The spec abbreviates with '...' at either end. 'locked/unlocked' names two texts when the
 * source has no such slash: each must be there.
 */
export function isInSource(text, src) {
  const t = normalize(text)
    .replace(/^\.\.\.|\.\.\.$/g, '')
    .trim();
  const pieces = (s) =>
    s
      .split(/\{[^}]*\}|<[^>]*>/)
      .map((p) => p.trim())
      .filter(Boolean);
  const has = (s) => pieces(s).length > 0 && pieces(s).every((p) => src.includes(p));
  if (has(t)) return true;
  const alt = /(\S*?)(\p{L}+(?:\/\p{L}+)+)(\S*)/u.exec(t);
  if (!alt) return false;
  return alt[2]
    .split('/')
    .every((word) => has(t.slice(0, alt.index) + alt[1] + word + alt[3] + t.slice(alt.index + alt[0].length)));
}

/** The texts of the checked-in list the source lacks, beside the absent list's reasons. */
export function checkTexts(quoted, absent, src) {
  const missing = quoted.filter(({ text }) => !isInSource(text, src));
  return {
    missing,
    unexplained: missing.filter(({ text }) => !absent[text]),
    // A text the source has after all, or one whose other form (its pattern) is gone, makes the entry wrong.
    stale: Object.entries(absent).flatMap(([text, why]) => {
      if (!quoted.some((q) => q.text === text)) return [`${text}: not a quoted text of the spec`];
      if (isInSource(text, src)) return [`${text}: found in the source, drop it from the list`];
      if (why.pattern && !new RegExp(why.pattern).test(src)) return [`${text}: its pattern ${why.pattern} is gone`];
      return [];
    }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const specDir = args.find((a) => !a.startsWith('--')) ?? DEFAULT_SPEC_DIR;
  if (args.includes('--write')) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(QUOTED_TEXTS_FILE, `${JSON.stringify(extractQuotedTexts(specDir), null, 1)}\n`);
  }
  const quoted = existsSync(specDir)
    ? extractQuotedTexts(specDir)
    : JSON.parse(readFileSync(QUOTED_TEXTS_FILE, 'utf8'));
  const absent = JSON.parse(readFileSync(ABSENT_FILE, 'utf8'));
  const { missing, unexplained, stale } = checkTexts(quoted, absent, productSource());
  console.log(
    `${quoted.length - missing.length} of ${quoted.length} present, ${missing.length - unexplained.length} absent for a listed reason`,
  );
  for (const { spec, text } of unexplained) console.log(`${spec}  ${text}`);
  for (const s of stale) console.log(`stale: ${s}`);
}
