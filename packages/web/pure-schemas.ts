import ts from 'typescript';
import type { Plugin } from 'vite';

/** The shared domain package (@portal/domain): its schemas and rules, in TypeScript. */
const DOMAIN_SOURCE = /\/packages\/domain\/src\/.+\.ts$/;

/** A top-level initializer the bundler must assume does something when it runs: a call, a `new`, a property read. */
const mayHaveEffects = (node: ts.Expression): boolean => {
  const inner = ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? node.expression : node;
  return (
    ts.isCallExpression(inner) ||
    ts.isNewExpression(inner) ||
    ts.isPropertyAccessExpression(inner) ||
    ts.isElementAccessExpression(inner) ||
    ts.isTaggedTemplateExpression(inner)
  );
};

/**
 * Marks every top-level `const x = <call>` of a domain module as pure, by wrapping it in an annotated arrow
 * called at once: `const x = /* @__PURE__ *\/ (() => <call>)()`. The value and the order it is made in are
 * unchanged; only a bundle that never reads `x` now drops it. Building a zod schema has no effect beyond the
 * schema, but the bundler cannot know it: without this, a screen that imports one message or rule from a
 * module of schemas (e.g. `authMessages` beside `emailSchema`) bundles every schema of that module, and zod
 * with them (issue 22 §4). Answers null when nothing is to be marked.
 */
export function markTopLevelPure(code: string, fileName = 'module.ts'): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !mayHaveEffects(init)) continue;
      edits.push({ at: init.getStart(source), text: '/* @__PURE__ */ (() => (' });
      edits.push({ at: init.getEnd(), text: '))()' });
    }
  }
  if (!edits.length) return null;
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The build's plugin: domain modules with their top-level schemas marked pure (see markTopLevelPure). */
export function pureSchemas(): Plugin {
  return {
    name: 'portal-pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!DOMAIN_SOURCE.test(file)) return null;
      const marked = markTopLevelPure(code, file);
      // Text is only inserted within lines, so the module's lines keep their numbers in the source map.
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
