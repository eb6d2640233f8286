import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOT_FILES } from '../e2e/screenshot-list';

/**
 * docs/screenshots/ holds what `npm run screenshots` writes and nothing else: a listed screen missing, or a picture
 * no run takes any more (so never refreshed with the build), fails here.
 */
describe('docs/screenshots', () => {
  const files = readdirSync(join(__dirname, '../../docs/screenshots')).filter((f) => f.endsWith('.png'));

  it('holds every listed screen', () => {
    expect(SCREENSHOT_FILES.filter((f) => !files.includes(f))).toEqual([]);
  });

  it('holds no screen the command does not take', () => {
    expect(files.filter((f) => !SCREENSHOT_FILES.includes(f))).toEqual([]);
  });
});
