// Checks the built packages as a consumer sees them: every export entry loads as ESM and as CJS,
// and a TypeScript consumer type-checks against the published declarations (no `source` condition).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['headless', 'reference-ui', 'adapters', 'simulator'];
const require = createRequire(import.meta.url);
const failures = [];

for (const name of packages) {
  const folder = join(root, 'packages', name);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target !== 'object' || !target.import) continue;
    const entry = (condition) => (typeof condition === 'string' ? condition : condition.default);
    const esm = join(folder, entry(target.import));
    const cjs = join(folder, entry(target.require));
    const label = `${manifest.name}${subpath.slice(1)}`;
    try {
      const loaded = await import(pathToFileURL(esm).href);
      if (Object.keys(loaded).length === 0) throw new Error('no exports');
      const required = require(cjs);
      if (Object.keys(required).length === 0) throw new Error('no CJS exports');
      console.info(`ok   ${label} (${Object.keys(loaded).length} exports)`);
    } catch (error) {
      failures.push(`${label}: ${error.message}`);
      console.error(`FAIL ${label}: ${error.message}`);
    }
  }
}

const consumer = join(root, 'node_modules', '.cache', 'cxkit-dist-check');
rmSync(consumer, { recursive: true, force: true });
mkdirSync(consumer, { recursive: true });
writeFileSync(
  join(consumer, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
      lib: ['ES2023', 'DOM'],
    },
    files: ['consumer.tsx'],
  }),
);
writeFileSync(
  join(consumer, 'consumer.tsx'),
  `import { createBus } from '@cxkit/headless/bus';
import { createCxApp } from '@cxkit/headless/app';
import { CxProvider, useApp } from '@cxkit/headless/react';
import { CxRoot } from '@cxkit/reference-ui';
import { createCxBusCompat } from '@cxkit/adapters';

const app = createCxApp({ config: { theme: 'light' } });
export const theme: Promise<{ theme: string; className: string }> = app.bus.command('App.setTheme', { theme: 'dark' });
// @ts-expect-error an unknown command is a type error for consumers too
void app.bus.command('App.noSuchCommand');
// @ts-expect-error wrong options are a type error for consumers too
void app.bus.command('App.setTheme', { theme: 1 });
export const compat = createCxBusCompat(createBus());
export function Page() {
  const { translate } = useApp();
  return <CxProvider><CxRoot>{translate('common.close')}</CxRoot></CxProvider>;
}
`,
);
try {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', consumer], {
    stdio: 'inherit',
  });
  console.info('ok   a TypeScript consumer type-checks against the published declarations');
} catch {
  failures.push('the TypeScript consumer does not type-check against dist');
}

if (failures.length > 0) {
  console.error(`\n${failures.length} dist check(s) failed`);
  process.exit(1);
}
