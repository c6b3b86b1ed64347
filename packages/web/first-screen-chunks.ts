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

/** The names a module imports from `source` in `import { a, b as c } from 'source'`. */
export function importedNames(code: string, source: string): string[] {
  const names: string[] = [];
  for (const [, kind, specs, from] of code.matchAll(SPECIFIERS))
    if (kind === 'import' && from === source)
      names.push(...(specs ?? '').split(',').map((s) => s.trim().split(/\s+as\s+/)[0]!));
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

/**
 * The libraries' modules (Mantine's components and hooks, icons, the query and form hooks) the sign-in page and
 * the client's dashboard load after the entry go in three chunks, what both use, what only the dashboard uses, and
 * what only the sign-in page uses, instead of one chunk per set of screens sharing each: split, they are ~40
 * requests of 1–2 kB, which a browser fetches six at a time over HTTP/1.1, one round trip each (issue 22 §4).
 * Other screens that use one of these modules load its chunk; what the entry holds stays in the entry.
 */
export function firstScreenChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let signIn = new Set<string>();
  let dashboard = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-screen-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const barrels = new Map<string, Map<string, string>>();
      const exportsOf = (barrel: string) => {
        let found = barrels.get(barrel);
        if (!found) barrels.set(barrel, (found = barrelExports(this.getModuleInfo(barrel)?.code ?? '', barrel)));
        return found;
      };
      /** Static imports, through a barrel only to the modules of the names imported from it. */
      const importsOf = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        return info.importedIds.flatMap((imported) => {
          if (!BARREL.test(imported)) return [imported];
          const names = importedNames(info.code ?? '', packageOf(imported));
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
        return new Set([...seen].filter((id) => NODE_MODULES.test(id) && !HEAVY.test(id) && !BARREL.test(id)));
      };
      signIn = closure(SIGN_IN_SCREEN);
      dashboard = closure(CLIENT_DASHBOARD);
    },
  };
  // After the entry's group: a module the entry holds stays there.
  return {
    plugin,
    groups: [
      { name: 'ui', test: (id) => signIn.has(id) && dashboard.has(id) },
      { name: 'ui-dashboard', test: (id) => dashboard.has(id) && !signIn.has(id) },
      { name: 'ui-sign-in', test: (id) => signIn.has(id) && !dashboard.has(id) },
    ],
  };
}
