import { DEFAULT_CONFIG, readConfig } from '../../../src/core/config';

describe('runtime configuration', () => {
  it('falls back to the defaults for anything missing or of the wrong type', () => {
    expect(readConfig(undefined)).toEqual(DEFAULT_CONFIG);
    expect(readConfig({ exitUrl: 42, requestTimeoutMs: -1, thirdParty: 'x' })).toEqual(DEFAULT_CONFIG);
  });

  it('keeps third-party scripts off unless they are https (or a local test host)', () => {
    const config = readConfig({
      thirdParty: {
        tagManagerUrl: 'https://tags.example/gtm.js',
        feedbackSdkUrl: 'http://evil.example/x.js',
        domLibraryUrl: 'javascript:alert(1)',
        monitoringUrl: 'http://127.0.0.1:9/m.js',
      },
      thirdPartyIntegrity: { tagManagerUrl: 'sha384-abc+/=', feedbackSdkUrl: 'md5-nope' },
    });
    expect(config.thirdParty).toEqual({
      tagManagerUrl: 'https://tags.example/gtm.js',
      feedbackSdkUrl: '',
      domLibraryUrl: '',
      monitoringUrl: 'http://127.0.0.1:9/m.js',
    });
    expect(config.thirdPartyIntegrity).toEqual({ tagManagerUrl: 'sha384-abc+/=' });
  });

  it('drops a trailing slash from the API origin', () => {
    expect(readConfig({ apiOrigin: 'https://api.example/' }).apiOrigin).toBe('https://api.example');
  });
});
