import { inflateSync } from 'node:zlib';

/** Every text a PDF draws, read back from its (Flate) content streams as pdf-lib writes them: hex strings. */
export function pdfTexts(bytes: Buffer): string {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const out: string[] = [];
  const raw = bytes.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}
