import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2]; const filt = process.argv[3];
const r = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, format: 'esm', external: ['react','react-dom'], logLevel: 'error', outfile: '/tmp/x.js' });
const out = Object.values(r.metafile.outputs)[0];
for (const [f, v] of Object.entries(out.inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput)) if (f.includes(filt)) console.log(String(v.bytesInOutput).padStart(7), f);
