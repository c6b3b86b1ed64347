import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What the sign-in page fetches before it is drawn (issue 22 §4), from a real build of the app (not written to
 * disk): the entry chunk, the chunks of the lazy routes the router loads for /signin, and every chunk they
 * import statically. A module that must stay out of it (zod, the date picker, the popover engine, a layout or
 * a staff screen) fails here, before `npm run bench` (bench/web-bundle.ts) weighs the result.
 */
const webRoot = path.dirname(fileURLToPath(import.meta.url));
/** The session route, its error boundary and the sign-in screen (router.tsx). */
const SIGN_IN_ROUTE = [
  'src/app/layouts/session-layout.tsx',
  'src/app/routes/route-error.tsx',
  'src/app/routes/sign-in.tsx',
].map((f) => path.join(webRoot, f));

/** The signed-in client's `/`: the session route, the home route, the client's shell and dashboard (router.tsx, load-home.ts). */
const CLIENT_DASHBOARD_ROUTE = [
  'src/app/layouts/session-layout.tsx',
  'src/app/routes/route-error.tsx',
  'src/app/routes/home.tsx',
  'src/app/layouts/client-layout.tsx',
  'src/app/routes/client-home.tsx',
].map((f) => path.join(webRoot, f));

type Rule = [name: string, module: RegExp];

const FORBIDDEN: Rule[] = [
  ['zod', /node_modules\/zod\//],
  ['@mantine/dates', /node_modules\/@mantine\/dates\//],
  ['dayjs', /node_modules\/dayjs\//],
  ['floating-ui', /node_modules\/@floating-ui\//],
  ['the rich text editor', /node_modules\/(?:@tiptap|prosemirror-[a-z]+|@mantine\/tiptap)\//],
  ['dompurify', /node_modules\/dompurify\//],
  ['the staff layout', /src\/app\/layouts\/staff-layout\.tsx$/],
  ['the client layout', /src\/app\/layouts\/client-layout\.tsx$/],
  ['Collect', /src\/app\/routes\/collect\.tsx$|src\/features\/collect\//],
  ['the entities list', /src\/features\/entities\/components\/entities-list/],
];

/** FORBIDDEN's rules of these names (a name it does not have is a mistake in the test, not a pass). */
function forbidden(...names: string[]): Rule[] {
  const rules = FORBIDDEN.filter(([name]) => names.includes(name));
  if (rules.length !== names.length) throw new Error(`no such rule among ${names.join(', ')}`);
  return rules;
}

/** Each module a rule matches, named by the rule (a route's initial JavaScript must have none). */
const offendersIn = (modules: string[], rules: Rule[]) =>
  rules.flatMap(([name, re]) => modules.filter((m) => re.test(m)).map((m) => `${name}: ${path.relative(webRoot, m)}`));

let chunks: Rolldown.OutputChunk[] = [];
let outDir = '';

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-initial-load-'));
  const result = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, write: false, minify: false, sourcemap: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  chunks = outputs.flatMap((o) => o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'));
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The chunks fetched for the entry and the given lazy modules, following static imports. */
function initialChunks(lazyModules: string[]): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  for (const module of lazyModules) {
    const chunk = chunks.find((c) => c.facadeModuleId === module || c.moduleIds.includes(module));
    if (!chunk) throw new Error(`${module} is in no chunk of the build`);
    visit(chunk);
  }
  return [...found.values()];
}

describe('the sign-in page’s initial JavaScript', () => {
  it('holds the sign-in screen and none of what other screens need', () => {
    const modules = initialChunks(SIGN_IN_ROUTE).flatMap((c) => c.moduleIds);
    expect(modules.some((m) => m.endsWith('src/features/auth/components/login-screen.tsx'))).toBe(true);
    expect(offendersIn(modules, FORBIDDEN)).toEqual([]);
  });
});

/** What the client dashboard draws below or beside its first view, or only now and then: loaded when drawn. */
const DASHBOARD_LATER: Rule[] = [
  ['the entity selector', /src\/app\/layouts\/entity-selector\.tsx$/],
  ['the tax returns section', /src\/features\/tax-returns\/components\/client-tax-returns\.tsx$/],
  ['the no-active-entities dialog', /src\/app\/layouts\/no-active-entities\.tsx$/],
  ['the toasts container', /node_modules\/@mantine\/notifications\/esm\/Notifications\.mjs$/],
  ['the modals manager', /node_modules\/@mantine\/modals\//],
];

describe('the client dashboard’s initial JavaScript', () => {
  it('holds the client’s shell and dashboard, without zod, the popover engine or a staff screen', () => {
    const modules = initialChunks(CLIENT_DASHBOARD_ROUTE).flatMap((c) => c.moduleIds);
    expect(modules.some((m) => m.endsWith('src/features/answering/components/dashboard/client-dashboard.tsx'))).toBe(
      true,
    );
    expect(modules.some((m) => m.endsWith('src/app/layouts/shell-header.tsx'))).toBe(true);
    // The schemas that check the dashboard's answers and the header's menus load when first needed.
    const dashboardForbidden = [
      ...forbidden('zod', 'floating-ui', 'the staff layout', 'Collect', 'the entities list', 'the rich text editor'),
      ...DASHBOARD_LATER,
    ];
    expect(offendersIn(modules, dashboardForbidden)).toEqual([]);
  });
});

/** The client's questionnaire page: the session route, the client's shell and the questionnaire screen (router.tsx). */
const CLIENT_QUESTIONNAIRE_ROUTE = [
  'src/app/layouts/session-layout.tsx',
  'src/app/routes/route-error.tsx',
  'src/app/layouts/client-layout.tsx',
  'src/app/routes/questionnaire.tsx',
].map((f) => path.join(webRoot, f));

describe('the client questionnaire page’s initial JavaScript', () => {
  it('holds the questionnaire screen, without its page, zod, the popover engine or a staff screen', () => {
    const modules = initialChunks(CLIENT_QUESTIONNAIRE_ROUTE).flatMap((c) => c.moduleIds);
    expect(modules.some((m) => m.endsWith('src/features/answering/components/page/questionnaire-screen.tsx'))).toBe(
      true,
    );
    // The page (and with it zod and floating-ui) is fetched while the questionnaire is, its loader drawn until
    // both have come; the rest when a question or section of its kind is drawn, or a dialog first opens.
    const later: Rule[] = [
      ...forbidden(
        'zod',
        'floating-ui',
        '@mantine/dates',
        'dompurify',
        'the staff layout',
        'Collect',
        'the entities list',
      ),
      ['the questionnaire page', /src\/features\/answering\/components\/page\/questionnaire-page\.tsx$/],
      ['the questions', /src\/features\/questionnaire-questions\/components\/question-list\.tsx$/],
      ['the drop zone', /node_modules\/(?:@mantine\/dropzone|react-dropzone)\//],
    ];
    expect(offendersIn(modules, later)).toEqual([]);
  });
});
