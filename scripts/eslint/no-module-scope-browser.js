import globals from 'globals';

const runtimeGlobals = new Set([
  ...Object.keys(globals.es2024),
  ...Object.keys(globals.node),
  ...Object.keys(globals['shared-node-browser']),
]);
/** Page globals that newer Node versions define in part, but that a server render must not rely on. */
const pageGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
];
/** Browser-only globals: present in a browser, absent from Node and plain ECMAScript. */
const browserOnly = new Set([
  ...pageGlobals,
  ...Object.keys(globals.browser).filter((name) => !runtimeGlobals.has(name)),
]);
const reactModules = /^(react|react-dom|@xstate\/react)(\/.*)?$/;

function insideFunction(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (
      current.type === 'FunctionDeclaration' ||
      current.type === 'FunctionExpression' ||
      current.type === 'ArrowFunctionExpression' ||
      current.type === 'MethodDefinition' ||
      current.type === 'PropertyDefinition'
    ) {
      return true;
    }
  }
  return false;
}

/** Forbids React imports and browser globals evaluated at module scope, so the module imports safely in SSR and Node. */
export const noModuleScopeBrowser = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid React imports and module-scope browser globals in framework-free layers (machines, transports, services, bus).',
    },
    schema: [],
    messages: {
      react: "'{{name}}' is React: framework-free layers must not import it.",
      global:
        "'{{name}}' is a browser global used at module scope: inject it as a service or read it inside a function.",
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (reactModules.test(node.source.value)) {
          context.report({ node, messageId: 'react', data: { name: node.source.value } });
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && reactModules.test(String(node.source.value))) {
          context.report({ node, messageId: 'react', data: { name: node.source.value } });
        }
      },
      'Program:exit'(program) {
        const globalScope = context.sourceCode.getScope(program);
        const declared = [...browserOnly].flatMap(
          (name) => globalScope.set.get(name)?.references ?? [],
        );
        for (const reference of [...globalScope.through, ...declared]) {
          const { identifier } = reference;
          if (!browserOnly.has(identifier.name)) continue;
          if (reference.isTypeReference || reference.isValueReference === false) continue;
          if (
            identifier.parent?.type === 'UnaryExpression' &&
            identifier.parent.operator === 'typeof'
          ) {
            continue;
          }
          if (insideFunction(identifier)) continue;
          context.report({
            node: identifier,
            messageId: 'global',
            data: { name: identifier.name },
          });
        }
      },
    };
  },
};

/** The repository's local ESLint plugin. */
export default { rules: { 'no-module-scope-browser': noModuleScopeBrowser } };
