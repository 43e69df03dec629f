import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await build({ entryPoints: ['packages/headless/chat.ts'], bundle: true, minify: true, write: false, metafile: true, format: 'esm', conditions:['source','module'], logLevel: 'error', outfile: '/tmp/x.js', external: ['xstate','zod','zod/mini','ky','react'] });
const code = r.outputFiles[0].text;
console.log('our code only: min', code.length, 'gz', gzipSync(code,{level:9}).length);
