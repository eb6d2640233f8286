// jsdom lacks the fetch family that msw needs. jest-fixed-jsdom also swaps in Node's FormData,
// which breaks `new FormData(form)`; this keeps jsdom's FormData, Blob and File (docs/testing.md).
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, customExportConditions: [''] },
        },
      },
      context,
    );
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'TextDecoderStream',
      'TextEncoderStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'BroadcastChannel',
      'WebSocket',
      'URL',
      'URLSearchParams',
    ]) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
    // jsdom's crypto has no subtle (SHA-256 for the Singpass binding): Node's Web Crypto is the browser's.
    Object.defineProperty(g, 'crypto', { value: globalThis.crypto, configurable: true, writable: true });
  }
}

module.exports = PortalJsdomEnvironment;
