import { correction, generate } from 'lean-qr';
import { buildPayNowPayload } from '../../../src/core/shared/paynow-payload';
import { QR_OPTIONS } from '../../../src/ui/screens/payment/paynow-qr';

// A file of its own: lean-qr keeps the Shift-JIS table once built, so a fresh module registry is needed.
const payload = buildPayNowPayload({
  proxy: { type: 'uen', value: '198700001E' },
  amountCents: 1_234_50,
  editable: false,
  expiry: { year: 2026, month: 11, day: 22 },
  merchantName: 'Example Insurance Pte Ltd',
  reference: 'PP2611220001',
});

describe('drawing a PayNow code', () => {
  const Real = globalThis.TextDecoder;
  afterEach(() => {
    globalThis.TextDecoder = Real;
  });

  it('builds no Shift-JIS table (a PayNow payload is ASCII), and the code is the one lean-qr picks by default', () => {
    const labels: string[] = [];
    globalThis.TextDecoder = class extends Real {
      constructor(label?: string, options?: TextDecoderOptions) {
        labels.push(label ?? 'utf-8');
        super(label, options);
      }
    };
    const code = generate(payload, QR_OPTIONS);
    expect(labels).not.toContain('sjis');

    globalThis.TextDecoder = Real;
    const byDefault = generate(payload, { minCorrectionLevel: correction.M });
    expect(code.size).toBe(byDefault.size);
    for (let y = 0; y < code.size; y++)
      for (let x = 0; x < code.size; x++) expect([x, y, code.get(x, y)]).toEqual([x, y, byDefault.get(x, y)]);
  });
});
