import type { Newable, ServiceIdentifier } from 'inversify';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BroadcastTabSyncAdapter } from '../../src/adapters/broadcast-tab-sync.adapter';
import { BrowserCryptoAdapter } from '../../src/adapters/browser-crypto.adapter';
import { CryptoIdGeneratorAdapter } from '../../src/adapters/crypto-id-generator.adapter';
import { CryptoSecretAdapter } from '../../src/adapters/crypto-secret.adapter';
import { DataLayerAdapter } from '../../src/adapters/data-layer.adapter';
import { DeviceLanguageAdapter } from '../../src/adapters/device-language.adapter';
import { DocumentActivityAdapter } from '../../src/adapters/document-activity.adapter';
import { HostAppAdapter } from '../../src/adapters/host-app.adapter';
import { portContainer, type ShellPorts } from '../../src/adapters/port-container';
import { sessionDrafts } from '../../src/adapters/session-draft-storage.adapter';
import { TOKENS } from '../../src/adapters/tokens';
import { WebStorageAdapter } from '../../src/adapters/web-storage.adapter';
import { readConfig } from '../../src/core/config';
import { FakeClock, FakeCrypto, FakeHttp, FakeNavigation } from '../support/fakes';
import { TEST_TOKEN_KEY } from '../support/sandbox-keys';

/**
 * Every port meets its adapter in the one container (ADR 0069): each token resolves to the adapter this table names,
 * one instance per port, the shell's being the very instances the shell uses; a test's override replaces an adapter.
 */
const config = readConfig({ apiOrigin: 'http://localhost', aesSecret: TEST_TOKEN_KEY });

const shell = (): ShellPorts => ({
  clock: new FakeClock(),
  storage: new WebStorageAdapter(),
  http: new FakeHttp(),
  analytics: new DataLayerAdapter(),
  navigation: new FakeNavigation(),
  language: new DeviceLanguageAdapter(),
});

const ADAPTERS: [ServiceIdentifier<unknown>, Newable<unknown>][] = [
  [TOKENS.Crypto, BrowserCryptoAdapter],
  [TOKENS.HostApp, HostAppAdapter],
  [TOKENS.IdGenerator, CryptoIdGeneratorAdapter],
  [TOKENS.Activity, DocumentActivityAdapter],
  [TOKENS.TabSync, BroadcastTabSyncAdapter],
  [TOKENS.Secret, CryptoSecretAdapter],
];

// Its adapter is made in a chunk of its own once the page is idle, and only when config.json asks
// (src/adapters/monitoring-hooks.adapter.ts); the core's Monitor is what the session and areas are given.
const NOT_IN_THE_CONTAINER = ['Monitoring'];

describe('the port container', () => {
  it('has a token for every port of src/core/ports', () => {
    const dir = join(__dirname, '../../src/core/ports');
    const ports = readdirSync(dir).flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/^export interface (\w+)Port\b/gm)].map((m) => m[1] ?? ''),
    );
    expect(ports.length).toBeGreaterThan(10);
    expect(ports.filter((name) => !NOT_IN_THE_CONTAINER.includes(name)).sort()).toEqual(
      Object.keys(TOKENS)
        .filter((name) => name !== 'Config')
        .sort(),
    );
  });

  it('binds every token: each port to its adapter, one instance, the shell’s as the shell made them', () => {
    const made = shell();
    const c = portContainer(config, made, {});
    for (const [token, adapter] of ADAPTERS) {
      expect(c.get(token)).toBeInstanceOf(adapter);
      expect(c.get(token)).toBe(c.get(token));
    }
    expect(c.get(TOKENS.Config)).toBe(config);
    expect(c.get(TOKENS.Clock)).toBe(made.clock);
    expect(c.get(TOKENS.Storage)).toBe(made.storage);
    expect(c.get(TOKENS.Http)).toBe(made.http);
    expect(c.get(TOKENS.Analytics)).toBe(made.analytics);
    expect(c.get(TOKENS.Navigation)).toBe(made.navigation);
    expect(c.get(TOKENS.Language)).toBe(made.language);
    expect(c.get(TOKENS.DraftStorage)).toBe(sessionDrafts);
  });

  it('binds a test’s override in place of the adapter', () => {
    const crypto = new FakeCrypto();
    const drafts = () => sessionDrafts('payment');
    const c = portContainer(config, shell(), { crypto, drafts });
    expect(c.get(TOKENS.Crypto)).toBe(crypto);
    expect(c.get(TOKENS.DraftStorage)).toBe(drafts);
  });
});
