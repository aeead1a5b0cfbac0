// Lint rules that prove the layers: which folder may import which (`layers/fence`), and no
// import cycles, type-only ones included (`layers/no-cycle`). Both resolve the import to a file
// first, so './x', '../../ui/entry/x' and an index file are judged by where they land, not by
// how the path is spelled. The layer table itself lives in eslint.config.js.
import path from 'node:path';
import { isRelative, importsOf, pathBack, resolveImport } from './import-graph.js';

/** Calls `check(node, specifier)` for every import form that names a module by a string. */
function visitImports(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') {
      check(node, source.value);
    }
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportType: (node) => literal(node, node.argument?.literal ?? node.argument),
    TSExternalModuleReference: (node) => literal(node, node.expression),
  };
}

function projectPath(cwd, file) {
  return path.relative(cwd, file).split(path.sep).join('/');
}

/**
 * The layer a project file belongs to, from the ordered table in the rule's options. A path
 * ending in '/*' makes each folder below it its own layer instance (each UI feature), so two
 * features are two instances of the kind 'feature'.
 */
export function layerOf(layers, file) {
  for (const { layer, path: prefix } of layers) {
    if (prefix.endsWith('/*')) {
      const parent = prefix.slice(0, -1);
      const [folder, ...rest] = file.startsWith(parent) ? file.slice(parent.length).split('/') : [];
      if (folder && rest.length > 0) return { kind: layer, id: parent + folder };
    } else if (file === prefix || file.startsWith(`${prefix}/`)) {
      return { kind: layer, id: prefix };
    }
  }
  return undefined;
}

const fence = {
  meta: {
    type: 'problem',
    docs: { description: 'A layer imports only the layers it is allowed to.' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array' },
          may: { type: 'object' },
          why: { type: 'object' },
          lazy: { type: 'object' },
          doors: { type: 'object' },
          home: { type: 'string' },
        },
        required: ['layers', 'may'],
        additionalProperties: false,
      },
    ],
    messages: {
      fenced: '{{from}} must not import {{to}} ({{target}}): {{why}}',
      outside:
        '{{from}} must not import {{target}}: the app imports only from {{home}}/ (what a script and the app share belongs in {{home}}).',
      door: '{{from}} must not load {{target}} itself: {{to}} is loaded only through {{door}}.',
    },
  },
  create(context) {
    const { layers, may, why = {}, lazy = {}, doors = {}, home } = context.options[0];
    const cwd = context.cwd;
    const file = context.filename;
    const filePath = projectPath(cwd, file);
    const from = layerOf(layers, filePath);
    if (!from) return {};
    const allowed = may[from.kind] ?? [];
    return visitImports((node, specifier) => {
      if (!isRelative(specifier)) return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const targetPath = projectPath(cwd, target);
      // Outside the app's folder a target has no layer: without this it would pass unseen (the
      // club's setup script once was imported by the app and imported the app back).
      if (home && !targetPath.startsWith(`${home}/`)) {
        context.report({
          node,
          messageId: 'outside',
          data: { from: from.id, target: targetPath, home },
        });
        return;
      }
      const to = layerOf(layers, targetPath);
      if (!to || to.id === from.id) return;
      // A lazy layer (its own chunk) is reached by import(), or for its types only (no code).
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      const lazily = node.type === 'ImportExpression' || node.type === 'TSImportType' || typeOnly;
      const lazyFor = lazy[to.kind] ?? [];
      const fenced = lazyFor.includes(from.kind)
        ? !lazily
        : !allowed.includes('*') && !allowed.includes(to.kind);
      // A lazy layer with a door is loaded only there: one list of what the UI loads of it, so
      // each loader is written once and the chunk boundaries are seen in one file.
      const door = doors[to.kind];
      if (!fenced && door && node.type === 'ImportExpression' && filePath !== door) {
        context.report({
          node,
          messageId: 'door',
          data: { from: from.id, to: to.id, target: targetPath, door },
        });
        return;
      }
      if (!fenced) return;
      const only = lazyFor.includes(from.kind)
        ? 'lazily only.'
        : `${from.kind} may import only ${allowed.join(', ') || 'itself'}.`;
      context.report({
        node,
        messageId: 'fenced',
        data: {
          from: from.id,
          to: to.id,
          target: targetPath,
          // A pair's own reason ('live>club') before the target's: rooms of one layer differ.
          why: why[`${from.kind}>${to.kind}`] ?? why[to.kind] ?? only,
        },
      });
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only and dynamic imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}' },
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const dead = new Set();
    return visitImports((node, specifier) => {
      if (!isRelative(specifier)) return;
      const target = resolveImport(file, specifier);
      if (!target || target === file) return;
      const back = pathBack(target, file, importsOf, dead);
      if (!back) return;
      const cycle = [file, ...back].map((step) => projectPath(cwd, step)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    });
  },
};

export default {
  meta: { name: 'layers' },
  rules: { fence, 'no-cycle': noCycle },
};
