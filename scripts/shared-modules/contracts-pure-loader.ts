import { createRequire } from 'node:module';
import type * as TS from 'typescript-5';

// TypeScript 7 (our tsc) has no JavaScript API; the 5.x line installed beside it (as for Stryker) parses.
const ts = createRequire(import.meta.url)('typescript-5') as typeof TS;

/**
 * In browser builds, every top-level `const` of a contracts module (contracts/src/*.ts) is computed in
 * an immediately called arrow marked `/*#__PURE__*\/`:
 *
 *   export const Post = z.object({ … });   →   export const Post = /*#__PURE__*\/ (() => z.object({ … }))();
 *
 * Same value, same moment. But a bundler may only drop an unused declaration whose initializer has no
 * side effects, and it must assume any call has some: so a screen that imported one constant of a
 * module (NATIVE_AD_EVERY from ads.ts) also ran — and downloaded zod for — every schema of that module.
 * Contract modules only declare (schemas, constants, pure functions: nothing registers itself), so each
 * declaration is pure, and now a bundle keeps the ones it uses and drops the rest; zod is downloaded
 * only by a chunk that really builds a schema (a form that validates).
 */
export function markDeclarationsPure(source: string, fileName = 'contract.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || isInert(init)) continue;
      edits.push({ at: init.getStart(file), text: '/*#__PURE__*/ (() => (' }, { at: init.getEnd(), text: '))()' });
    }
  }
  let out = source;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** Initializers a bundler already knows to be free of side effects: functions and plain literals. */
function isInert(node: TS.Expression): boolean {
  return (
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword
  );
}

export default function contractsPureLoader(this: { resourcePath: string }, source: string): string {
  return markDeclarationsPure(source, this.resourcePath);
}
