const { findViolations } = require('../../scripts/check-boundaries.js') as {
  findViolations(files: { file: string; source: string }[]): string[];
};

describe('the dependency rule check', () => {
  it.each([
    ['src/core/x.ts', "import { useState } from 'react';"],
    ['src/core/x.ts', "import { injectable } from 'inversify';"],
    ['src/core/x.ts', "import { FetchHttpAdapter } from '../adapters/fetch-http.adapter';"],
    ['src/core/x.ts', "import { App } from '../ui/app';"],
    ['src/ui/x.tsx', "import { compose } from '../adapters/composition';"],
    ['src/ui/x.tsx', "const m = import('../adapters/composition');"],
    ['src/ui/x.tsx', "import { Container } from 'inversify';"],
    ['src/adapters/x.ts', "import { App } from '../ui/app';"],
    ['src/main.tsx', "import { createSandbox } from '../sandbox/sandbox';"],
    ['src/ui/x.tsx', "import { http } from 'msw';"],
    ['sandbox/x.ts', "import { checkHolderName } from '../src/core/recurring/enter-giro-account.use-case';"],
    ['sandbox/x.ts', "import { MIN_PAYMENT_CENTS } from '../src/core/payment/limits';"],
  ])('refuses %s: %s', (file, source) => {
    expect(findViolations([{ file, source }])).toHaveLength(1);
  });

  it.each([
    ['src/core/session/a.ts', "import type { ClockPort } from '../ports/clock.port';"],
    ['src/ui/x.tsx', "import type { Services } from '../core/services'; import { Link } from 'wouter';"],
    ['src/adapters/x.ts', "import { navigate } from 'wouter/use-browser-location';"],
    ['src/main.tsx', "import('./adapters/composition'); import { App } from './ui/app';"],
    ['sandbox/x.ts', "import { formatMoney } from '../src/core/shared/money'; import { http } from 'msw';"],
    ['sandbox/x.ts', "import type { PolicyDue } from '../src/core/api/payment.contract';"],
  ])('allows %s: %s', (file, source) => {
    expect(findViolations([{ file, source }])).toEqual([]);
  });
});
