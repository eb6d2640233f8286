import type { HttpReply } from '../../../src/core/ports/http.port';
import { PROFILE_PATH, RecallProfile } from '../../../src/core/session/recall-profile.use-case';
import { envelopeReply } from '../../support/fakes';
import { sessionTab, settle } from './session-harness';

describe('who is signed in, after a page load (ADR 0058)', () => {
  it('asked by the header and by a screen: one call, and both wait for its answer', async () => {
    const tab = sessionTab();
    let answer: (reply: HttpReply) => void = () => undefined;
    tab.http.on(PROFILE_PATH, () => new Promise<HttpReply>((resolve) => (answer = resolve)));
    const recall = new RecallProfile(tab.api, tab.loginState);
    const [header, screen] = [recall.execute(), recall.execute()];
    let answered = false;
    void screen.then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    answer(envelopeReply({ maskedIdNumber: '•••••567D' }));
    await Promise.all([header, screen]);
    expect(tab.loginState.store.getSnapshot().maskedId).toBe('•••••567D');
    expect(tab.http.callsTo(PROFILE_PATH)).toHaveLength(1);
  });

  it('settles without a call when nobody is signed in', async () => {
    const tab = sessionTab({ loggedIn: false });
    await new RecallProfile(tab.api, tab.loginState).execute();
    expect(tab.http.callsTo(PROFILE_PATH)).toHaveLength(0);
  });
});
