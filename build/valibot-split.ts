// valibot ships as one file, and a bundler places a whole module in one chunk: since the entry checks
// the runtime config and API errors with valibot, every valibot function any page uses (email, uuid,
// record, strictObject…) sat in the vendor chunk of every first screen (~12 KB raw; the first screens
// use about half). This plugin serves valibot as one module per top-level declaration behind a module
// that re-exports them all, and rewrites the app's `import * as v from 'valibot'` into imports of the
// parts, so Rolldown places each part with the pages that use it. It also marks the calls of valibot's
// side-effect-free functions `@__PURE__`: Rolldown 1.3 does not apply `@__NO_SIDE_EFFECTS__` to a
// function in another chunk of a manual group, and unused schemas stayed as bare calls. Build only:
// development and the tests import valibot as it is (docs/performance.md).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from '@babel/parser';
import traverseModule, { type NodePath } from '@babel/traverse';
import type { Statement } from '@babel/types';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// @babel/traverse is CommonJS: its default export is the module object under some loaders.
const traverse = ((traverseModule as unknown as { default?: typeof traverseModule }).default ?? traverseModule);

export type SplitModule = {
  /** Each part's code by its name (the first name it declares). */
  parts: Map<string, string>;
  /** The public exports: exported name → [part, local name]. */
  exports: Map<string, [part: string, local: string]>;
  /** The exported names of functions marked free of side effects (`@__NO_SIDE_EFFECTS__`). */
  pure: Set<string>;
};

/**
 * Split an ES module (one bundled library file) into one module per top-level statement, statements that
 * assign one another's variables kept together (ES imports are read-only). A part imports the top-level
 * names it uses from the parts that declare them (`importPath(part)`, a part named after its first
 * name), and exports its own. Throws where splitting could change behaviour: a part using another
 * part's name while it is evaluated (in a cycle it could see it uninitialised).
 */
export function splitModule(code: string, importPath: (part: string) => string): SplitModule {
  const ast = parse(code, { sourceType: 'module' });
  const statements: Statement[] = [];
  const exportedLocals: { local: string; exported: string }[] = [];
  for (const statement of ast.program.body) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source) {
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ExportSpecifier') throw new Error('splitModule: unexpected export form');
        const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
        exportedLocals.push({ local: specifier.local.name, exported });
      }
      continue;
    }
    if (statement.type.startsWith('Export') || statement.type === 'ImportDeclaration') {
      throw new Error(`splitModule: ${statement.type} is not supported`);
    }
    statements.push(statement);
  }
  const indexOf = new Map<Statement, number>(statements.map((statement, i) => [statement, i]));
  const statementOf = (path: NodePath) => {
    const top = path.find((p) => p.parentPath?.isProgram() ?? false);
    const index = top ? indexOf.get(top.node as Statement) : undefined;
    if (index === undefined) throw new Error('splitModule: a name outside the statements');
    return index;
  };

  // Statements that assign each other's variables form one part (union–find).
  const group = statements.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  const declaredIn = new Map<string, number>();
  const references: { name: string; owner: number; user: number; eager: boolean }[] = [];
  traverse(ast, {
    Program(program: NodePath) {
      for (const [name, binding] of Object.entries(program.scope.bindings)) {
        const owner = statementOf(binding.path);
        declaredIn.set(name, owner);
        for (const violation of binding.constantViolations) group[root(statementOf(violation))] = root(owner);
        for (const reference of binding.referencePaths) {
          if (reference.parentPath?.isExportSpecifier()) continue;
          references.push({ name, owner, user: statementOf(reference), eager: !reference.getFunctionParent() });
        }
      }
      program.stop();
    },
  });

  const partName = new Map<number, string>();
  const names = [...declaredIn];
  for (let i = 0; i < statements.length; i += 1) {
    const r = root(i);
    if (!partName.has(r)) partName.set(r, names.find(([, owner]) => root(owner) === r)?.[0] ?? `statement-${r}`);
  }
  const partOf = (i: number) => partName.get(root(i))!;

  const imports = new Map<string, Map<string, Set<string>>>(); // part → from part → names
  for (const { name, owner, user, eager } of references) {
    const [from, to] = [partOf(owner), partOf(user)];
    if (from === to) continue;
    if (eager) throw new Error(`splitModule: ${name} is used while ${to} is evaluated`);
    const byPart = imports.get(to) ?? new Map<string, Set<string>>();
    byPart.set(from, (byPart.get(from) ?? new Set<string>()).add(name));
    imports.set(to, byPart);
  }

  const parts = new Map<string, string>();
  const pureLocals = new Set<string>();
  statements.forEach((statement, i) => {
    const part = partOf(i);
    if (statement.type === 'FunctionDeclaration' && statement.id && statement.leadingComments?.some((c) => c.value.includes('@__NO_SIDE_EFFECTS__'))) {
      pureLocals.add(statement.id.name);
    }
    // With its leading comments: its JSDoc and `@__NO_SIDE_EFFECTS__` come along.
    const text = code.slice(statement.leadingComments?.[0]?.start ?? statement.start!, statement.end!);
    parts.set(part, `${parts.get(part) ?? ''}${text}\n`);
  });
  for (const [part, body] of parts) {
    const lines: string[] = [];
    for (const [from, used] of imports.get(part) ?? []) lines.push(`import { ${[...used].join(', ')} } from ${JSON.stringify(importPath(from))};`);
    const own = names.filter(([, owner]) => partOf(owner) === part).map(([name]) => name);
    parts.set(part, `${lines.join('\n')}\n${body}export { ${own.join(', ')} };\n`);
  }

  const exports = new Map<string, [string, string]>();
  const pure = new Set<string>();
  for (const { local, exported } of exportedLocals) {
    const owner = declaredIn.get(local);
    if (owner === undefined) throw new Error(`splitModule: export of undeclared ${local}`);
    exports.set(exported, [partOf(owner), local]);
    if (pureLocals.has(local)) pure.add(exported);
  }
  return { parts, exports, pure };
}

/** The re-exporting module that stands for the library. */
export function facadeModule(split: SplitModule, importPath: (part: string) => string): string {
  const byPart = new Map<string, string[]>();
  for (const [exported, [part, local]] of split.exports) {
    const list = byPart.get(part) ?? [];
    list.push(local === exported ? local : `${local} as ${exported}`);
    byPart.set(part, list);
  }
  return [...byPart].map(([part, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(importPath(part))};`).join('\n');
}

/**
 * `import * as v from 'valibot'` in `code` (JavaScript) as named imports of the parts (`v.object` →
 * `v$object`), so that the graph shows which module uses which part (the first screens' chunk rule
 * reads importers, and through the re-exporting module every part would look imported by the entry).
 * Undefined when there is nothing to rewrite or `v` is used other than as `v.name`.
 */
export function importParts(
  code: string,
  source: string,
  partOf: (name: string) => [id: string, local: string] | undefined,
  pure: ReadonlySet<string> = new Set(),
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const ast = parse(code, { sourceType: 'module' });
  const out = new MagicString(code);
  let changed = false;
  traverse(ast, {
    ImportDeclaration(declaration) {
      const { node } = declaration;
      if (node.source.value !== source || node.specifiers.length !== 1 || node.specifiers[0]!.type !== 'ImportNamespaceSpecifier') return;
      const namespace = node.specifiers[0]!.local.name;
      const binding = declaration.scope.getBinding(namespace);
      if (!binding) return;
      const used = new Map<string, string>();
      const edits: { start: number; end: number; name: string }[] = [];
      const calls: number[] = [];
      for (const reference of binding.referencePaths) {
        const member = reference.parent;
        if (member.type !== 'MemberExpression' || member.object !== reference.node || member.computed || member.property.type !== 'Identifier') return;
        const name = member.property.name;
        if (!partOf(name)) return;
        used.set(name, `${namespace}$${name}`);
        edits.push({ start: member.start!, end: member.end!, name: `${namespace}$${name}` });
        const call = reference.parentPath!.parent;
        if (pure.has(name) && call.type === 'CallExpression' && call.callee === member) calls.push(call.start!);
      }
      const byId = new Map<string, string[]>();
      for (const [name, local] of used) {
        const [id, partLocal] = partOf(name)!;
        byId.set(id, [...(byId.get(id) ?? []), `${partLocal} as ${local}`]);
      }
      out.overwrite(node.start!, node.end!, [...byId].map(([id, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(id)};`).join('\n'));
      for (const edit of edits) out.overwrite(edit.start, edit.end, edit.name);
      for (const start of calls) out.prependLeft(start, '/* @__PURE__ */ ');
      changed = true;
    },
  });
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : undefined;
}

/** Serves `valibot` in parts (see the top of this file); `apply: 'build'`. */
export function valibotSplitPlugin(): Plugin {
  const file = fileURLToPath(import.meta.resolve('valibot'));
  // Ids inside valibot's folder: the vendor chunk rule (/node_modules/) still sees them as a package's.
  const dir = path.join(path.dirname(file), 'parts');
  const idOf = (part: string) => path.join(dir, `${part.replace(/[^\w.-]+/g, '_')}.mjs`);
  let loaded: Promise<{ split: SplitModule; byId: Map<string, string>; facade: string }> | undefined;
  const load = () =>
    (loaded ??= readFile(file, 'utf8').then((code) => {
      const split = splitModule(code, idOf);
      const byId = new Map([...split.parts].map(([part, text]) => [idOf(part), text]));
      if (byId.size !== split.parts.size || byId.has(facadeId)) throw new Error('valibot-split: two parts share a file name');
      return { split, byId, facade: facadeModule(split, idOf) };
    }));
  const facadeId = path.join(dir, 'index.mjs');
  return {
    name: 'swasthya:valibot-split',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'valibot') return { id: facadeId, moduleSideEffects: false };
      if (source.startsWith(dir + path.sep)) return { id: source, moduleSideEffects: false };
      return null;
    },
    // After TypeScript and JSX are compiled away: plain JavaScript to parse.
    transform: {
      order: 'post',
      filter: { code: /["']valibot["']/ },
      async handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        const { split } = await load();
        return importParts(code, 'valibot', (name) => {
          const found = split.exports.get(name);
          return found ? [idOf(found[0]), found[1]] : undefined;
        }, split.pure);
      },
    },
    async load(id) {
      if (id === facadeId) return (await load()).facade;
      if (!id.startsWith(dir + path.sep)) return null;
      const code = (await load()).byId.get(id);
      if (code === undefined) throw new Error(`valibot-split: no part ${id}`);
      return code;
    },
  };
}
