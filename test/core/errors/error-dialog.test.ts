import { seconds, sessionTab, settle, TERMINATE } from '../session/session-harness';

const JOURNEY = '/recurring-arrangements/giro/review';

function tabWithError(error: { status: number; code?: string; message?: string; callback?: () => void }) {
  const tab = sessionTab({ path: JOURNEY });
  tab.errorState.handleError(error);
  return tab;
}

describe('the error dialog', () => {
  it('shows while status is not 200, with the catalogue’s view of it', () => {
    const tab = tabWithError({ status: 400, code: 'CUSTOMER_NOT_FOUND' });
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'error', view: { key: 'CUSTOMER_NOT_FOUND' } });
    expect(tab.events()).toEqual(['Technical Error']);
  });

  it('handleErrormsg shows status 201 with the message; handleReset hides it', () => {
    const tab = sessionTab({ path: JOURNEY });
    tab.errorState.handleErrormsg('Your draft was saved');
    expect(tab.session.store.getSnapshot()).toMatchObject({
      kind: 'error',
      error: { status: 201 },
      view: { key: 'serverMessage', message: 'Your draft was saved' },
    });
    tab.errorState.handleReset();
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });

  it('shows on / too (only the Session ended mark is limited to other pages)', () => {
    const tab = sessionTab({ path: '/' });
    tab.errorState.handleError({ status: 500 });
    expect(tab.session.store.getSnapshot().kind).toBe('error');
  });

  it('401: closing logs out (terminate, storage, destination) then resets', async () => {
    const tab = tabWithError({ status: 401 });
    expect(tab.events()).toEqual(['Session Ended']);
    await tab.session.closeDialog();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.navigation.history).toEqual(['/']);
    expect(tab.storage.get('endToken')).toBe('true');
    expect(tab.errorState.store.getSnapshot().status).toBe(200);
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });

  it('5xx: closing resets first, then logs out', async () => {
    const tab = tabWithError({ status: 503 });
    const order: string[] = [];
    tab.errorState.store.subscribe(() => order.push(`status ${tab.errorState.store.getSnapshot().status}`));
    tab.http.on(TERMINATE, () => {
      order.push('terminate');
      return { kind: 'reply', status: 200, text: '{"header":{"statusCode":"200"},"body":{}}' };
    });
    await tab.session.closeDialog();
    expect(order[0]).toBe('status 200');
    expect(order).toContain('terminate');
    expect(tab.navigation.history).toEqual(['/']);
  });

  it.each(['SPQR_NRIC_NOT_MATCHING', 'SPQR_INVALID', 'CUSTOMER_BLOCKED_AML', 'CUSTOMER_IS_BLACKLISTED'])(
    '%s: closing logs out',
    async (code) => {
      const tab = tabWithError({ status: 400, code });
      await tab.session.closeDialog();
      expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
      expect(tab.navigation.history).toEqual(['/']);
    },
  );

  it('403: closing navigates back', async () => {
    const tab = tabWithError({ status: 403 });
    await tab.session.closeDialog();
    expect(tab.navigation.backs).toBe(1);
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(0);
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });

  it('INVALID_BANK_ACCOUNT_ERROR: closing goes to /recurring-giro', async () => {
    const tab = tabWithError({ status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR' });
    await tab.session.closeDialog();
    expect(tab.navigation.history).toEqual(['/recurring-giro']);
  });

  it('runs the callback after the navigation and before the reset', async () => {
    const seen: string[] = [];
    const tab = tabWithError({
      status: 403,
      callback: () =>
        seen.push(`callback, ${tab.navigation.backs} back, status ${tab.errorState.store.getSnapshot().status}`),
    });
    await tab.session.closeDialog();
    expect(seen).toEqual(['callback, 1 back, status 403']);
    expect(tab.errorState.store.getSnapshot().status).toBe(200);
  });

  it('a double click closes once', async () => {
    const tab = tabWithError({ status: 403 });
    await Promise.all([tab.session.closeDialog(), tab.session.closeDialog()]);
    expect(tab.navigation.backs).toBe(1);
  });

  it('a throwing callback (a bug) still closes the dialog', async () => {
    const tab = tabWithError({
      status: 400,
      callback: () => {
        throw new Error('bug');
      },
    });
    await expect(tab.session.closeDialog()).rejects.toThrow('bug');
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });

  it('gives way to the extend prompt, and comes back after Yes', () => {
    const tab = tabWithError({ status: 400, code: 'CUSTOMER_NOT_FOUND' });
    tab.clock.advance(seconds(1800));
    expect(tab.session.store.getSnapshot().kind).toBe('extend');
    tab.session.extend();
    expect(tab.session.store.getSnapshot().kind).toBe('error');
  });

  it('is cleared when the session ends', async () => {
    const tab = tabWithError({ status: 400, code: 'CUSTOMER_NOT_FOUND' });
    tab.clock.advance(seconds(1920));
    await settle();
    expect(tab.session.store.getSnapshot().kind).toBe('ended');
    expect(tab.errorState.store.getSnapshot().status).toBe(200);
  });
});
