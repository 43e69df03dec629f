#!/usr/bin/env node
// Writes a package's type declarations with one `tsc --emitDeclarationOnly` run instead of tsup's
// bundled declarations, which type-checked the package once per format and grew past 7 GB of memory
// with the number of entries. Run in a package's folder after tsup:
//   node ../../scripts/emit-declarations.mjs
// 1. tsc writes every module's declarations under dist/types, mirroring the source tree;
// 2. relative specifiers get their `.js` (or `/index.js`), as Node's ESM resolution needs;
// 3. each export's `types` (.d.ts and .d.cts) re-exports its source module's declarations.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const folder = process.cwd();
/** The package's own build settings, else the repository's. */
const base = existsSync(join(folder, 'tsconfig.build.json'))
  ? './tsconfig.build.json'
  : '../../tsconfig.json';
const typesDir = join(folder, 'dist', 'types');
const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));

/** Each export's source module and the declaration files its conditions name. */
const entries = Object.values(manifest.exports)
  .filter((target) => typeof target === 'object' && target.source && target.import?.types)
  .map((target) => ({
    source: target.source,
    declarations: [target.import.types, target.require?.types].filter(Boolean),
  }));

rmSync(typesDir, { recursive: true, force: true });
// Only the entries and what they import: the package's tests and fixtures are not published.
const config = join(folder, '.tsconfig.declarations.json');
writeFileSync(
  config,
  JSON.stringify({
    extends: base,
    compilerOptions: {
      noEmit: false,
      emitDeclarationOnly: true,
      declaration: true,
      allowImportingTsExtensions: false,
      // Workspace packages resolve to their published declarations, not to their source.
      customConditions: null,
      rootDir: '.',
      outDir: 'dist/types',
    },
    files: entries.map((entry) => entry.source),
    include: [],
  }),
);
try {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', config], { cwd: folder, stdio: 'inherit' });
} finally {
  rmSync(config, { force: true });
}

/** The `.js` specifier of a relative import from `file`: `./x` is `./x.js` or `./x/index.js`. */
function withExtension(file, specifier) {
  if (/\.(c|m)?js$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return specifier;
}

/** Every `.d.ts` file under a folder. */
function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return name.endsWith('.d.ts') ? [path] : [];
  });
}

const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
for (const file of declarationFiles(typesDir)) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(
    relativeSpecifier,
    (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (fixed !== text) writeFileSync(file, fixed);
}

for (const { source, declarations } of entries) {
  const module = join(typesDir, source.replace(/\.tsx?$/, '.js'));
  for (const declaration of declarations) {
    const path = join(folder, declaration);
    let specifier = relative(dirname(path), module).split('\\').join('/');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    writeFileSync(path, `export * from '${specifier}';\n`);
  }
}
console.info(`Declarations: ${entries.length} entries of ${manifest.name} in dist/types.`);
