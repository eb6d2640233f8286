import { framedScripts, startFeedback } from '../../../src/core/analytics/vendor-frame';
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
      feedback: undefined,
      refused: ['feedbackSdkUrl', 'monitoringUrl'],
    });
  });

  it('keeps the feedback SDK out of the hidden frame: it loads only when its form is asked for', () => {
    const config = readConfig({
      thirdParty: { feedbackSdkUrl: 'https://feedback.example/sdk.js', tagManagerUrl: 'https://tags.example/gtm.js' },
      thirdPartyIntegrity: { feedbackSdkUrl: 'sha384-abc' },
    });
    const { scripts, feedback } = framedScripts(config);
    expect(scripts).toEqual([{ src: 'https://tags.example/gtm.js', integrity: '' }]);
    const posted: [unknown, string][] = [];
    startFeedback({ postMessage: (message, origin) => posted.push([message, origin]) }, feedback!, 'portal:home');
    expect(posted).toEqual([
      [
        {
          kind: 'start',
          scripts: [{ src: 'https://feedback.example/sdk.js', integrity: 'sha384-abc' }],
          entries: [{ event: 'feedback', pageName: 'portal:home' }],
        },
        '*',
      ],
    ]);
  });

  it('loads nothing and refuses nothing while none is configured', () => {
    expect(framedScripts(readConfig({}))).toEqual({ scripts: [], feedback: undefined, refused: [] });
  });
});
