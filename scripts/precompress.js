// @ts-check
// Writes `<file>.br` and `<file>.gz` beside every file of dist/ (docs/deploy.md) for nginx's brotli_static and
// gzip_static and the preview server; config.json is left alone: the deployment replaces it (docs/config.md).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const NOT_COMPRESSED = new Set(['config.json']);
const brotli = (/** @type {Buffer} */ bytes) =>
  zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

function precompress(/** @type {string} */ dist) {
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && !(e.parentPath === dist && NOT_COMPRESSED.has(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const raw = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, brotli(raw));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  }
  return files.length;
}

module.exports = { precompress, brotli, NOT_COMPRESSED };

if (require.main === module) {
  const dist = path.resolve(process.argv[2] ?? path.join(__dirname, '../dist'));
  console.log(
    `precompressed ${precompress(dist)} files in ${path.relative(process.cwd(), dist) || '.'} (brotli 11, gzip 9)`,
  );
}
