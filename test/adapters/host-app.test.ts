import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HostAppAdapter } from '../../src/adapters/host-app.adapter';
import { DEFAULT_CONFIG } from '../../src/core/config';

/**
 * docs/mobile-app.md, "The bridge": the app acts only on the messages listed there, from the portal's origin. The
 * list must be every message the portal posts, with exactly its fields, or the app would drop one or accept more.
 */
const doc = readFileSync(resolve(__dirname, '../../docs/mobile-app.md'), 'utf8');
const section = doc.slice(doc.indexOf('## The bridge'), doc.indexOf('\n## ', doc.indexOf('## The bridge') + 1));

/** The table's rows as type -> its other fields, sorted. */
function listed(): Record<string, string[]> {
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2); // past the header and its rule
  return Object.fromEntries(
    rows.map((row) => {
      const [, type, fields] = row.split('|').map((cell) => cell.trim());
      return [type!.replace(/`/g, ''), [...fields!.matchAll(/`(\w+)`:/g)].map((m) => m[1]!).sort()];
    }),
  );
}

describe('the bridge’s messages (docs/mobile-app.md)', () => {
  afterEach(() => delete window.ReactNativeWebView);

  it('lists every message the portal posts, with exactly its fields', () => {
    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (message) => posted.push(message) };
    const app = new HostAppAdapter(DEFAULT_CONFIG);
    app.returnToApp();
    app.saveImage('data:image/png;base64,AAAA');
    app.saveFile('Receipt-P1.pdf', 'data:application/pdf;base64,AAAA');
    const sent = Object.fromEntries(
      posted.map((text) => {
        const { type, ...fields } = JSON.parse(text) as { type: string } & Record<string, unknown>;
        return [type, Object.keys(fields).sort()];
      }),
    );
    expect(listed()).toEqual(sent);
  });

  it('makes checking the sender’s origin the app’s duty', () => {
    expect(section).toContain("**The app's duty**: in `onMessage`, act only when the origin of `nativeEvent.url`");
  });
});
