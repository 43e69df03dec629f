import { build } from 'esbuild';
const r = await build({ stdin: { contents: process.argv[2], resolveDir: 'packages/headless', loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm', conditions:['source','module'], logLevel: 'error', external: ['xstate','zod','zod/mini','ky','react'], metafile: true });
console.log(r.outputFiles[0].text);
const out = Object.values(r.metafile.outputs)[0];
for (const [f, v] of Object.entries(out.inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput)) console.error(String(v.bytesInOutput).padStart(7), f);
