import { TsJestTransformer } from 'ts-jest';
import { spawn } from 'node:child_process';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const shared = require('../../test/support/ts-jest-shared.js') as {
  createTransformer(options: object): {
    process(source: string, file: string, options: object): { code: string };
    cachePath(source: string, file: string, options: object): string;
  };
};

describe('the compile cache the jest projects share', () => {
  const options = { tsconfig: resolve(__dirname, '../../tsconfig.jest.json'), diagnostics: false };
  const project = (displayName: string) => ({
    config: { rootDir: resolve(__dirname, '../..'), cwd: resolve(__dirname, '../..'), displayName, globals: {} },
    cacheFS: new Map(),
    supportsStaticESM: false,
    instrument: false,
    transformerConfig: options,
  });

  it('compiles a file once for every project, and again once it changes', () => {
    const compile = jest.spyOn(TsJestTransformer.prototype, 'process');
    try {
      const file = resolve(__dirname, `shared-${process.pid}-${Date.now()}.ts`);
      const source = 'export const answer: number = 42;\n';
      const core = shared.createTransformer(options);
      const ui = shared.createTransformer(options);
      const first = core.process(source, file, project('core'));
      expect(first.code).toContain('exports.answer = 42');
      expect(ui.process(source, file, project('ui'))).toEqual(first);
      expect(compile).toHaveBeenCalledTimes(1);
      expect(ui.process(source.replace('42', '43'), file, project('ui')).code).toContain('exports.answer = 43');
      expect(compile).toHaveBeenCalledTimes(2);
    } finally {
      compile.mockRestore();
    }
  });

  it('waits for the compile of a file the other worker is compiling, instead of compiling it again', async () => {
    const compile = jest.spyOn(TsJestTransformer.prototype, 'process');
    try {
      const file = resolve(__dirname, `claimed-${process.pid}-${Date.now()}.ts`);
      const source = 'export const answer: number = 42;\n';
      const ui = shared.createTransformer(options);
      const cached = ui.cachePath(source, file, project('ui'));
      writeFileSync(`${cached}.claim`, '');
      // The other worker: its compile arrives 300 ms later, written whole as the transformer writes it (a file
      // renamed into place), then it lets go of the file.
      const other = spawn(process.execPath, [
        '-e',
        `setTimeout(() => { const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(`${cached}.other`)}, '{"code":"// the other worker"}'); fs.renameSync(${JSON.stringify(`${cached}.other`)}, ${JSON.stringify(cached)}); fs.rmSync(${JSON.stringify(`${cached}.claim`)}); }, 300)`,
      ]);
      const exited = new Promise((done) => other.on('exit', done));
      expect(ui.process(source, file, project('ui')).code).toBe('// the other worker');
      expect(compile).not.toHaveBeenCalled();
      await exited;
    } finally {
      compile.mockRestore();
    }
    // A loaded machine may take seconds to start the other worker's process.
  }, 30_000);

  it('compiles a file whose claim a dead run left behind', () => {
    const compile = jest.spyOn(TsJestTransformer.prototype, 'process');
    try {
      const file = resolve(__dirname, `abandoned-${process.pid}-${Date.now()}.ts`);
      const source = 'export const answer: number = 42;\n';
      const ui = shared.createTransformer(options);
      const claim = `${ui.cachePath(source, file, project('ui'))}.claim`;
      writeFileSync(claim, '');
      const anHourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(claim, anHourAgo, anHourAgo);
      expect(ui.process(source, file, project('ui')).code).toContain('exports.answer = 42');
      expect(compile).toHaveBeenCalledTimes(1);
      expect(existsSync(claim)).toBe(false);
    } finally {
      compile.mockRestore();
    }
  });
});
