import { framedScripts } from '../../../src/core/analytics/vendor-frame';
import { readConfig } from '../../../src/core/config';

describe('the scripts the vendor frame loads', () => {
  it('loads a fixed vendor file only with its integrity hash, the tag manager without one', () => {
    const config = readConfig({
      thirdParty: {
        domLibraryUrl: 'https://cdn.example/dom.js',
        feedbackSdkUrl: 'https://feedback.example/sdk.js',
        tagManagerUrl: 'https://tags.example/gtm.js',
        monitoringUrl: 'https://rum.example/rum.js',
      },
      thirdPartyIntegrity: { domLibraryUrl: 'sha384-abc', feedbackSdkUrl: 'not-a-hash' },
    });
    expect(framedScripts(config)).toEqual({
      scripts: [
        { src: 'https://cdn.example/dom.js', integrity: 'sha384-abc' },
        { src: 'https://tags.example/gtm.js', integrity: '' },
      ],
      refused: ['feedbackSdkUrl', 'monitoringUrl'],
    });
  });

  it('loads nothing and refuses nothing while none is configured', () => {
    expect(framedScripts(readConfig({}))).toEqual({ scripts: [], refused: [] });
  });
});
