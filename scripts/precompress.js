// @ts-check
// Writes `<file>.br` and `<file>.gz` beside every file of dist/ (docs/deploy.md): nginx serves them as they are
// (brotli_static, gzip_static), the preview server reads them, and no server compresses on each request.
// config.json is left alone: the deployment replaces it (docs/config.md).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const NOT_COMPRESSED = new Set(['config.json']);

/** @param {string} dist */
function precompress(dist) {
  let files = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (!/\.(br|gz)$/.test(name) && !(dir === dist && NOT_COMPRESSED.has(name))) {
        const raw = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
        files++;
      }
    }
  };
  walk(dist);
  return files;
}

module.exports = { precompress, NOT_COMPRESSED };

if (require.main === module) {
  const dist = path.resolve(process.argv[2] ?? path.join(__dirname, '../dist'));
  console.log(
    `precompressed ${precompress(dist)} files in ${path.relative(process.cwd(), dist) || '.'} (brotli 11, gzip 9)`,
  );
}
