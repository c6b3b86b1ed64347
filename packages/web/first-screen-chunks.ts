import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = Extract<
  NonNullable<Rolldown.OutputOptions['codeSplitting']>,
  { groups?: unknown }
>['groups'] extends (infer G)[] | undefined
  ? G
  : never;

const fromWeb = (files: string[]) => files.map((f) => path.resolve(import.meta.dirname, f));

/** The lazy modules a visitor's sign-in page starts from (router.tsx, load-home.ts). */
export const SIGN_IN_SCREEN = fromWeb(['src/app/routes/sign-in.tsx', 'src/features/auth/components/login-screen.tsx']);
/** The lazy modules a client's dashboard starts from (router.tsx, load-layouts.ts, load-home.ts). */
export const CLIENT_DASHBOARD = fromWeb([
  'src/app/routes/home.tsx',
  'src/app/layouts/client-layout.tsx',
  'src/app/routes/client-home.tsx',
]);

/** `/` for everyone (the sign-in page, Collect or the dashboard), loaded before the side is known: a chunk of its own. */
const HOME = fromWeb(['src/app/routes/home.tsx']);
/** The shells of both sides: what they share is one chunk, what only the client's uses another (with its dashboard). */
const STAFF_SHELL = fromWeb(['src/app/layouts/staff-layout.tsx']);
/** What checks the dashboard's answers: zod and the questionnaires' schemas, loaded with the session (router.tsx). */
const CLIENT_QUESTIONNAIRES_SCHEMA = fromWeb(['src/features/answering/api/client-questionnaires-schema.ts']);
/** `@portal/domain`: `export * from` each module of the package. */
const DOMAIN_INDEX = path.resolve(import.meta.dirname, '../domain/src/index.ts');

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Libraries only some screens load; the first screens must not (initial-load.test.ts). */
const HEAVY =
  /[\\/]node_modules[\\/](?:@floating-ui|@tiptap|prosemirror-|@mantine[\\/](?:dates|tiptap|dropzone)|dayjs|zod|dompurify)[\\/]/;
/** Packages whose entry only re-exports their modules: a screen takes from it only the names it imports. */
const BARREL =
  /[\\/]node_modules[\\/](?:@mantine[\\/](?:core|hooks|form|notifications)[\\/]esm[\\/]index\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js)$/;

/** `@mantine/core` for …/node_modules/@mantine/core/esm/index.mjs. */
const packageOf = (id: string) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)![1]!.replace(/\\/g, '/');

const SPECIFIERS = /\b(import|export)\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g;

/** The names a module imports (or re-exports) from `source`: `import { a, b as c } from 'source'`, `export { d } from`. */
export function importedNames(code: string, source: string): string[] {
  const names: string[] = [];
  for (const [, , specs, from] of code.matchAll(SPECIFIERS))
    if (from === source) names.push(...(specs ?? '').split(',').map((s) => s.trim().split(/\s+as\s+/)[0]!));
  return names.filter(Boolean);
}

/** A barrel's exported names and the module each comes from (`import {…} from` + `export {…}`, `export {…} from`). */
export function barrelExports(code: string, barrel: string): Map<string, string> {
  const local = new Map<string, string>();
  const exported = new Map<string, string>();
  const resolve = (from: string) => path.resolve(path.dirname(barrel), from);
  for (const [, kind, specs, from] of code.matchAll(SPECIFIERS)) {
    for (const spec of (specs ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [name, alias = name] = spec.split(/\s+as\s+/) as [string, string?];
      if (kind === 'import' && from) local.set(alias, resolve(from));
      else if (kind === 'export' && from) exported.set(alias, resolve(from));
      else if (kind === 'export' && local.has(name)) exported.set(alias, local.get(name)!);
    }
  }
  return exported;
}

/** `export * from './x'`: the modules a barrel re-exports whole. */
export const starExports = (code: string, barrel: string): string[] =>
  [...code.matchAll(/\bexport\s*\*\s*from\s*["']([^"']+)["']/g)].map(([, from]) =>
    path.resolve(path.dirname(barrel), from!),
  );

const isApp = (id: string) => !NODE_MODULES.test(id) && id !== DOMAIN_INDEX && !id.startsWith('\0');

/**
 * The modules the sign-in page and the client's dashboard load after the entry, in a few chunks instead of one per
 * set of screens sharing each: split, they were ~40 requests of 1–2 kB, which a browser fetches six at a time
 * over HTTP/1.1, one round trip each (issue 22 §4). The libraries' (Mantine's components and hooks, icons, the
 * query and form hooks) in three, what both use, what only the dashboard uses and what only the sign-in page
 * uses; the app's own in two, what the client's shell shares with the staff shell, and the rest of the client's
 * shell and dashboard; zod with the dashboard's schemas in one. Other screens that use one of these modules load
 * its chunk; what the entry holds stays in the entry.
 */
export function firstScreenChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let signIn = new Set<string>();
  let dashboard = new Set<string>();
  let staffShell = new Set<string>();
  let schema = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-screen-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const barrels = new Map<string, Map<string, string>>();
      const exportsOf = (barrel: string) => {
        let found = barrels.get(barrel);
        if (!found) {
          const code = this.getModuleInfo(barrel)?.code ?? '';
          found = barrelExports(code, barrel);
          for (const module of starExports(code, barrel))
            for (const name of this.getModuleInfo(module)?.exports ?? []) found.set(name, module);
          barrels.set(barrel, found);
        }
        return found;
      };
      /** Static imports, through a barrel only to the modules of the names imported from it. */
      const importsOf = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        return info.importedIds.flatMap((imported) => {
          const source = BARREL.test(imported)
            ? packageOf(imported)
            : imported === DOMAIN_INDEX
              ? '@portal/domain'
              : null;
          if (!source) return [imported];
          const names = importedNames(info.code ?? '', source);
          const modules = exportsOf(imported);
          return names.flatMap((n) => (modules.has(n) ? [modules.get(n)!] : []));
        });
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          importsOf(id).forEach(visit);
        };
        for (const root of roots) {
          if (!this.getModuleInfo(root)) this.error(`first-screen-chunks: ${root} is not in the build`);
          visit(root);
        }
        return seen;
      };
      signIn = closure(SIGN_IN_SCREEN);
      dashboard = closure(CLIENT_DASHBOARD);
      staffShell = closure(STAFF_SHELL);
      schema = closure(CLIENT_QUESTIONNAIRES_SCHEMA);
    },
  };
  const library = (id: string) => NODE_MODULES.test(id) && !HEAVY.test(id) && !BARREL.test(id);
  /** The app's modules of the client's screens; what the sign-in page uses stays out (it must not load a shell). */
  const clientApp = (id: string) => isApp(id) && dashboard.has(id) && !signIn.has(id) && !HOME.includes(id);
  // After the entry's group: a module the entry holds stays there. The app's groups take no more than the modules
  // named: through `@portal/domain`'s index every module of the package is a dependency of each.
  return {
    plugin,
    groups: [
      { name: 'ui', test: (id) => library(id) && signIn.has(id) && dashboard.has(id) },
      { name: 'ui-dashboard', test: (id) => library(id) && dashboard.has(id) && !signIn.has(id) },
      { name: 'ui-sign-in', test: (id) => library(id) && signIn.has(id) && !dashboard.has(id) },
      {
        name: 'shell',
        test: (id) => clientApp(id) && staffShell.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'client',
        test: (id) => clientApp(id) && !staffShell.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'client-questionnaires-schema',
        test: (id) => schema.has(id) && id !== DOMAIN_INDEX && !signIn.has(id) && !dashboard.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
}
