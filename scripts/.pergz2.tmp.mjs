import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
for (const e of process.argv.slice(2)) {
const r = await build({ stdin: { contents: e, resolveDir: 'packages/headless', loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm', conditions:['source','module'], logLevel: 'error', external: ['xstate','zod','zod/mini','ky','react'] });
const code = r.outputFiles[0].text;
console.log(String(gzipSync(code,{level:9}).length).padStart(6), String(code.length).padStart(6), e);
}
