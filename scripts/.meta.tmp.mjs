import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2];
const r = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, format: 'esm', external: ['react','react-dom'], conditions: ['source','module'], logLevel: 'error', outfile: '/tmp/x.js' });
const out = Object.values(r.metafile.outputs)[0];
const total = gzipSync(r.outputFiles[0].contents, {level: 9}).length;
console.log('total min', r.outputFiles[0].contents.length, 'gz', total);
const groups = {};
for (const [f, v] of Object.entries(out.inputs)) {
  let k = f.replace(/^.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*$/, '$1');
  if (!k.startsWith('nm:')) k = f;
  groups[k] = (groups[k] || 0) + v.bytesInOutput;
}
for (const [k, v] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(String(v).padStart(7), k);
