import { TsJestTransformer } from 'ts-jest';
import { resolve } from 'node:path';

const shared = require('../../test/support/ts-jest-shared.js') as {
  createTransformer(options: object): {
    process(source: string, file: string, options: object): { code: string };
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
});
