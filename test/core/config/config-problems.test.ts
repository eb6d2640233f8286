import fc from 'fast-check';
import {
  configProblems,
  DEFAULT_CONFIG,
  isUen,
  readConfigFile,
  rsaModulusBits,
  type ConfigProblem,
} from '../../../src/core/config';
import { fuzzParameters } from '../../support/fuzz-config';
import { PUBLIC_KEY_2048, PUBLIC_KEY_3072, PUBLIC_KEY_4096 } from '../../support/rsa-public-keys';
import { TEST_TOKEN_KEY } from '../../support/sandbox-keys';

// Committed keys: generating pairs here made this the core's slowest file.
const GOOD = { aesSecret: TEST_TOKEN_KEY, rsaPublicKey: PUBLIC_KEY_3072, apiOrigin: 'https://api.insurer.example' };
/** A whole config.json: the defaults with the two secrets a deployment adds. */
const WHOLE = { ...DEFAULT_CONFIG, ...GOOD };

const problemsWith = (change: Record<string, unknown>) => configProblems({ ...GOOD, ...change });

describe('config.json: every key known, of its type, and usable, or the portal does not start', () => {
  it('a complete file has no problem, nor one with only the secrets (the rest default)', () => {
    expect(configProblems(WHOLE)).toEqual([]);
    expect(configProblems(GOOD)).toEqual([]);
    expect(problemsWith({ apiOrigin: '' })).toEqual([]);
    expect(problemsWith({ apiOrigin: 'http://localhost:8105' })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, ConfigProblem]>([
    ['a missing token secret', { aesSecret: undefined }, 'aesSecretMissing'],
    ['an empty token secret', { aesSecret: '' }, 'aesSecretMissing'],
    ['a blank token secret', { aesSecret: '   ' }, 'aesSecretMissing'],
    ['a passphrase for a token secret', { aesSecret: 'a-real-secret' }, 'aesSecretNotKey'],
    ['a token key of 128 bits', { aesSecret: 'ab'.repeat(16) }, 'aesSecretNotKey'],
    ['a token key of 64 characters that are not hex', { aesSecret: 'g'.repeat(64) }, 'aesSecretNotKey'],
    ['a missing RSA key', { rsaPublicKey: undefined }, 'rsaKeyMissing'],
    ['an RSA key that is not a PEM public key', { rsaPublicKey: 'not a key' }, 'rsaKeyMissing'],
    ['a garbled PEM', { rsaPublicKey: '-----BEGIN PUBLIC KEY-----\n!!!!\n-----END PUBLIC KEY-----' }, 'rsaKeyMissing'],
    ['a 2048-bit RSA key', { rsaPublicKey: PUBLIC_KEY_2048 }, 'rsaKeyShort'],
    ['an API origin with a path', { apiOrigin: 'https://api.insurer.example/rs' }, 'apiOriginMalformed'],
    ['an API origin on plain http', { apiOrigin: 'http://api.insurer.example' }, 'apiOriginMalformed'],
    ['an API origin that is not a URL', { apiOrigin: 'api.insurer.example' }, 'apiOriginMalformed'],
    ['an API origin with credentials', { apiOrigin: 'https://user@api.insurer.example' }, 'apiOriginMalformed'],
    ['an exit URL on plain http', { exitUrl: 'http://www.insurer.example/' }, 'exitUrlNotHttps'],
    ['an exit URL that runs script', { exitUrl: 'javascript:alert(1)' }, 'exitUrlNotHttps'],
    ['an exit URL with credentials', { exitUrl: 'https://www.insurer.example@evil.example/' }, 'exitUrlNotHttps'],
    ['an exit URL with a backslash', { exitUrl: 'https://evil.example\\@www.insurer.example/' }, 'exitUrlNotHttps'],
    ['an exit URL that is a path', { exitUrl: '/home' }, 'exitUrlNotHttps'],
    ['a dashboard that runs script', { mobileDashboardUrl: 'javascript://x%0Aalert(1)' }, 'dashboardUrlNotAllowed'],
    ['a dashboard on plain http', { mobileDashboardUrl: 'http://app.insurer.example/' }, 'dashboardUrlNotAllowed'],
    ['a dashboard as a data URL', { mobileDashboardUrl: 'data://text/html,x' }, 'dashboardUrlNotAllowed'],
    ['a dashboard as an Android intent', { mobileDashboardUrl: 'intent://x#Intent;end' }, 'dashboardUrlNotAllowed'],
    ['a dashboard with no scheme', { mobileDashboardUrl: 'dashboard' }, 'dashboardUrlNotAllowed'],
    ['a phone with text around it', { customerServicePhone: 'call +65 6000 0000 now' }, 'phoneMalformed'],
    ['a phone abroad', { customerServicePhone: '+1 900 555 0100' }, 'phoneMalformed'],
    ['a phone of 7 digits', { customerServicePhone: '+65 6000 000' }, 'phoneMalformed'],
    ['a Singapore number starting with 1', { customerServicePhone: '+65 1000 0000' }, 'phoneMalformed'],
    ['hotline hours with a line break', { customerServiceHours: 'Mon to Fri\n9 am' }, 'hoursMalformed'],
    ['blank hotline hours', { customerServiceHours: '   ' }, 'hoursMalformed'],
    ['hotline hours in Malay with a line break', { customerServiceHoursIn: { ms: 'Isnin\nJumaat' } }, 'hoursMalformed'],
    [
      'hotline hours in Tamil over 100 characters',
      { customerServiceHoursIn: { ta: 'த'.repeat(101) } },
      'hoursMalformed',
    ],
    ['a blank note on paying a scheduled premium twice', { paidTwiceNote: ' ' }, 'paidTwiceNoteMalformed'],
    [
      'that note in Chinese over 300 characters',
      { paidTwiceNoteIn: { zh: '款'.repeat(301) } },
      'paidTwiceNoteMalformed',
    ],
    ['a Singpass logo on plain http', { singpassLogoUrl: 'http://cdn.example/singpass.svg' }, 'singpassLogoMalformed'],
    ['a Singpass logo as a data URL', { singpassLogoUrl: 'data:image/svg+xml,<svg/>' }, 'singpassLogoMalformed'],
    ['a Singpass logo path to another host', { singpassLogoUrl: '//cdn.example/s.svg' }, 'singpassLogoMalformed'],
    ['an app source with a space', { mobileAppSource: 'mobile app' }, 'appSourceMalformed'],
    ['a redirect origin on plain http', { redirectOrigins: ['http://bank.example'] }, 'redirectOriginMalformed'],
    ['a redirect origin with a path', { redirectOrigins: ['https://bank.example/pay'] }, 'redirectOriginMalformed'],
    ['a timeout of 0', { requestTimeoutMs: 0 }, 'requestTimeoutInvalid'],
    ['a timeout in fractions', { requestTimeoutMs: 2.5 }, 'requestTimeoutInvalid'],
    [
      'a script on plain http',
      { thirdParty: { tagManagerUrl: 'http://tags.example/gtm.js' } },
      'thirdPartyUrlNotHttps',
    ],
    ['a tag host on plain http', { tagManagerHosts: ['http://collect.example'] }, 'tagManagerHostMalformed'],
    ['a tag host with a path', { tagManagerHosts: ['https://collect.example/t'] }, 'tagManagerHostMalformed'],
    ['an integrity hash in md5', { thirdPartyIntegrity: { tagManagerUrl: 'md5-abc' } }, 'integrityMalformed'],
    [
      'a monitoring endpoint on plain http',
      { monitoring: { endpoint: 'http://m.example/' } },
      'monitoringEndpointMalformed',
    ],
    [
      'a monitoring endpoint with a query',
      { monitoring: { endpoint: 'https://m.example/?k=1' } },
      'monitoringEndpointMalformed',
    ],
    ['a sample rate over 1', { monitoring: { sampleRate: 2 } }, 'sampleRateInvalid'],
    ['a blank insurer name', { insurer: { name: '  ' } }, 'insurerNameBlank'],
    ['a UEN of another shape', { insurer: { uen: '12345' } }, 'uenMalformed'],
    ['a PayNow UEN of another shape', { insurer: { payNowUens: ['198700001E', 'S1234567D'] } }, 'payNowUenMalformed'],
    ['PayNow UENs of the wrong type', { insurer: { payNowUens: '198700001E' } }, 'wrongType insurer.payNowUens'],
    ['a logo on another host', { insurer: { logoUrl: 'https://cdn.example/logo.svg' } }, 'logoUrlNotPath'],
    ['a logo path to another host', { insurer: { logoUrl: '//cdn.example/logo.svg' } }, 'logoUrlNotPath'],
    [
      'a privacy link on plain http',
      { insurer: { privacyUrl: 'http://insurer.example/privacy' } },
      'insurerLinkNotHttps',
    ],
    ['a terms link that runs script', { insurer: { termsUrl: 'javascript:alert(1)' } }, 'insurerLinkNotHttps'],
  ])('%s: %s', (_what, change, problem) => {
    expect(problemsWith(change)).toEqual([problem]);
  });

  it('names each unknown key, at any depth, rather than ignoring it', () => {
    expect(problemsWith({ exitURL: 'https://x.example/' })).toEqual(['unknownKey exitURL']);
    expect(problemsWith({ insurer: { colour: 'red' } })).toEqual(['unknownKey insurer.colour']);
    expect(problemsWith({ thirdParty: { chatUrl: 'https://chat.example/x.js' } })).toEqual([
      'unknownKey thirdParty.chatUrl',
    ]);
    // Names an object has from its prototype are not keys of the file.
    expect(
      configProblems(
        JSON.parse(
          `{"aesSecret":"${TEST_TOKEN_KEY}","rsaPublicKey":${JSON.stringify(PUBLIC_KEY_3072)},"__proto__":{},"constructor":1}`,
        ),
      ),
    ).toEqual(['unknownKey __proto__', 'unknownKey constructor']);
  });

  it('names each value of the wrong type', () => {
    expect(problemsWith({ exitUrl: 42 })).toEqual(['wrongType exitUrl']);
    expect(problemsWith({ aesSecret: null })).toEqual(['wrongType aesSecret']);
    expect(problemsWith({ requestTimeoutMs: '30000' })).toEqual(['wrongType requestTimeoutMs']);
    expect(problemsWith({ redirectOrigins: 'self' })).toEqual(['wrongType redirectOrigins']);
    expect(problemsWith({ redirectOrigins: ['self', 1] })).toEqual(['wrongType redirectOrigins']);
    expect(problemsWith({ insurer: 'Acme' })).toEqual(['wrongType insurer']);
    expect(problemsWith({ monitoring: { sampleRate: '1' } })).toEqual(['wrongType monitoring.sampleRate']);
    expect(configProblems([GOOD])).toEqual(['configNotObject']);
  });

  it('takes the addresses and values it is meant to', () => {
    for (const change of [
      { mobileDashboardUrl: 'example-insurer://dashboard' },
      { mobileDashboardUrl: 'com.insurer.app://home?tab=policies' },
      { mobileDashboardUrl: 'https://app.insurer.example/dashboard' },
      { customerServicePhone: '+65 6123 4567' },
      { customerServicePhone: '+65 9123 4567' },
      { customerServicePhone: '1800 123 4567' },
      { redirectOrigins: ['self', 'https://pay.bank.example', 'https://gw.example:8443/', 'http://127.0.0.1:9'] },
      { thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js', monitoringUrl: 'http://localhost:9/m.js' } },
      { thirdPartyIntegrity: { tagManagerUrl: 'sha384-abc+/=' } },
      { monitoring: { endpoint: '/collect', sampleRate: 0 } },
      { monitoring: { endpoint: 'https://monitor.example/ingest/v1', sampleRate: 0.25 } },
      { insurer: { logoUrl: '/brand/acme.svg', uen: 'T08LL0001A' } },
      { insurer: { payNowUens: ['201912345K', 'T08LL0001A'] } },
    ])
      expect({ change, problems: problemsWith(change) }).toEqual({ change, problems: [] });
  });

  it('takes ACRA’s three UEN forms and nothing else', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const forms = fc.oneof(
      fc.tuple(digits(8), letter).map(([d, l]) => d + l), // a business
      fc.tuple(fc.constantFrom('19', '20'), digits(7), letter).map((p) => p.join('')), // a local company
      fc.tuple(fc.constantFrom('T', 'S', 'R'), digits(2), letter, letter, digits(4), letter).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(forms, (uen) => isUen(uen)),
      fuzzParameters(),
    );
    for (const wrong of ['198700001e', '1987000E', 'X08LL0001A', '2019123456K', ' 198700001E', '198700001E\n'])
      expect({ wrong, ok: isUen(wrong) }).toEqual({ wrong, ok: false });
  });

  it('takes every https exit link and no address on another scheme', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (url) =>
        expect(problemsWith({ exitUrl: url })).toEqual([]),
      ),
      fuzzParameters(),
    );
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'ftp', 'javascript', 'data', 'file'] }), (url) =>
        expect(problemsWith({ exitUrl: url })).toEqual(['exitUrlNotHttps']),
      ),
      fuzzParameters(),
    );
  });

  it('takes every Singapore number in the shown form', () => {
    const phone = fc.oneof(fc.stringMatching(/^\+65 [3689]\d{3} \d{4}$/), fc.stringMatching(/^1800 \d{3} \d{4}$/));
    fc.assert(
      fc.property(phone, (customerServicePhone) => expect(problemsWith({ customerServicePhone })).toEqual([])),
      fuzzParameters(),
    );
  });

  it('reports any key it does not know, whatever its name or value', () => {
    const known = new Set(Object.keys(WHOLE));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((k) => !known.has(k)),
        fc.jsonValue(),
        (key, value) => expect(configProblems({ ...WHOLE, [key]: value })).toEqual([`unknownKey ${key}`]),
      ),
      fuzzParameters(),
    );
  });

  it('reads the modulus length of real keys', () => {
    expect(rsaModulusBits(PUBLIC_KEY_3072)).toBe(3072);
    expect(rsaModulusBits(PUBLIC_KEY_2048)).toBe(2048);
    expect(rsaModulusBits(PUBLIC_KEY_4096)).toBe(4096);
  });
});

describe('readConfigFile: the text of config.json, parsed and never run', () => {
  it('reads a whole file', () => {
    expect(readConfigFile(JSON.stringify(WHOLE))).toEqual({ config: WHOLE, problems: [] });
  });

  it('refuses script, however it is dressed up, and anything that is not one JSON object', () => {
    const globals = globalThis as { ran?: boolean };
    for (const text of [
      `window.__PORTAL_CONFIG__ = ${JSON.stringify(WHOLE)};`,
      `(globalThis.ran = true) && ${JSON.stringify(WHOLE)}`,
      `${JSON.stringify(WHOLE)}; globalThis.ran = true`,
      '',
    ])
      expect(readConfigFile(text)).toEqual({ config: DEFAULT_CONFIG, problems: ['configNotJson'] });
    expect(readConfigFile('"https://x.example"').problems).toEqual(['configNotObject']);
    expect(globals.ran).toBeUndefined();
  });

  it('keeps a value that looks like script as text, and checks it as such', () => {
    const payload = "'); globalThis.ran = true; ('";
    const { config, problems } = readConfigFile(JSON.stringify({ ...WHOLE, insurer: { name: payload } }));
    expect(problems).toEqual([]);
    expect(config.insurer.name).toBe(payload);
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    expect(readConfigFile(JSON.stringify({ ...WHOLE, exitUrl: 'javascript:globalThis.ran=true' })).problems).toEqual([
      'exitUrlNotHttps',
    ]);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(readConfigFile(text).problems).toEqual(expect.any(Array));
      }),
      fuzzParameters(),
    );
  });
});
