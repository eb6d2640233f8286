import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG, hotlineHours, paidTwiceNote, readConfig } from '../../../src/core/config';
import { LANGUAGES } from '../../../src/core/shell/language';

/**
 * readConfig keeps the usable values and the defaults for the rest: what the servers build their own configuration
 * with, and the not-configured page's exit link and hotline (a file with problems never starts the portal).
 */
describe('runtime configuration', () => {
  it('falls back to the defaults for anything missing, of the wrong type or unusable', () => {
    expect(readConfig(undefined)).toEqual(DEFAULT_CONFIG);
    expect(readConfig({ exitUrl: 42, requestTimeoutMs: -1, thirdParty: 'x' })).toEqual(DEFAULT_CONFIG);
    expect(readConfig({ exitUrl: 'http://x.example/', customerServicePhone: 'call 900' })).toEqual(DEFAULT_CONFIG);
  });

  it('reads monitoring with the rest', () => {
    expect(readConfig({ monitoring: { endpoint: 'https://monitor.example/ingest' } }).monitoring).toEqual({
      endpoint: 'https://monitor.example/ingest',
      sampleRate: 1,
    });
    expect(readConfig({ monitoring: { endpoint: 'http://monitor.example/', sampleRate: 0.5 } }).monitoring).toEqual({
      endpoint: '',
      sampleRate: 0.5,
    });
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

  it('reads the insurer’s identity, keeping the logo on this origin and the links on https', () => {
    const config = readConfig({
      insurer: {
        name: '  Acme Assurance Pte Ltd ',
        uen: ' 201912345K',
        logoUrl: '/brand/acme.svg',
        privacyUrl: 'https://acme.example/privacy',
        termsUrl: 'javascript:alert(1)',
        securityUrl: 'http://acme.example/security',
      },
    });
    expect(config.insurer).toEqual({
      name: 'Acme Assurance Pte Ltd',
      uen: '201912345K',
      logoUrl: '/brand/acme.svg',
      privacyUrl: 'https://acme.example/privacy',
      termsUrl: DEFAULT_CONFIG.insurer.termsUrl,
      securityUrl: DEFAULT_CONFIG.insurer.securityUrl,
    });
    for (const logoUrl of ['https://cdn.example/logo.svg', '//cdn.example/logo.svg', 'data:image/svg+xml,x', '/\\x']) {
      expect(readConfig({ insurer: { logoUrl } }).insurer.logoUrl).toBe(DEFAULT_CONFIG.insurer.logoUrl);
    }
    expect(readConfig({ insurer: { name: ' ', uen: 7 } }).insurer).toEqual(DEFAULT_CONFIG.insurer);
    expect(DEFAULT_CONFIG.insurer.name).toBe('Example Insurance Pte Ltd');
  });
});

describe('the deployment template, public/config.json', () => {
  const template = readConfig(JSON.parse(readFileSync(join(__dirname, '../../../public/config.json'), 'utf8')));

  it('gives the words a customer reads in each of the portal’s languages, none falling back to English', () => {
    for (const words of [hotlineHours, paidTwiceNote]) {
      const shown = LANGUAGES.map((language) => words(template, language));
      expect(shown.every(Boolean)).toBe(true);
      expect(new Set(shown).size).toBe(LANGUAGES.length);
    }
  });

  it('keeps the English words at their defaults', () => {
    expect(template.customerServiceHours).toBe(DEFAULT_CONFIG.customerServiceHours);
    expect(template.paidTwiceNote).toBe(DEFAULT_CONFIG.paidTwiceNote);
  });
});
