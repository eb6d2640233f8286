import { buildPayNowPayload, crc16, parsePayNowPayload, readTlv } from '../../../src/core/shared/paynow-payload';

/**
 * Published payloads, each from a different public implementation, so our CRC agrees with the banks'
 * apps and not only with itself. Two end in a CRC with a leading zero.
 */
const PUBLISHED = {
  // Qryptal's PayNowQR Swift package tests: UEN, fixed amount, expiry and bill reference.
  qryptal:
    '00020101021226490009SG.PAYNOW010120210201101550Z03010040820201127520400005303702540550.005802SG5907Qryptal6009Singapore62060102AJ630488E9',
  // serrynaimo/paynow-qr example (Nerdherd Pte Ltd): fixed amount, no expiry or reference.
  nerdherd:
    '00020101021226370009SG.PAYNOW010120210201207337D03010520400005303702540510.005802SG5916Nerdherd Pte Ltd6009Singapore6304F832',
  // A Kotlin QR encoder's test vector B: its CRC is 0x0FC5, which a careless toString(16) writes as "FC5".
  leadingZero:
    '00020101021226490009SG.PAYNOW010120210201403121W03011040820301231520400005303702540105802SG5913ACME Pte Ltd.6009Singapore63040FC5',
  // A static code of a Singapore firm, from a Python QR script: no amount, no reference.
  staticUen:
    '00020101021126370009SG.PAYNOW010120210201617935C030115204000053037025802SG5919KARIO GLASS PTE LTD6009Singapore630458F3',
  // A charity's donation code from a Swift package README: apostrophe in the name, expiry date.
  charity:
    "00020101021226490009SG.PAYNOW010120210S62SS0057G03010040820200817520400005303702540510.005802SG5928Singapore Children's Society6009Singapore62120108Donation630482EB",
  // A mobile-number proxy from the same suite.
  mobile:
    '00020101021126500009SG.PAYNOW010100211+659855342903010040820220531520400005303702540520.005802SG5902NA6009Singapore62080104Taxi6304A43D',
  // A hawker's multi-scheme SGQR (NETS and SGQR templates, no PayNow), CRC 0x0AEB.
  sgqrNets:
    '0002010102111531260207020052044611190861600    26860011SG.COM.NETS01231198500065G99123123590002111119086160003089086160110012990891A6686851800007SG.SGQR01122007073092D9020701.00110306330029040201050242060400000708202307175204000053037025802SG5922BENDEMEER PRAWN NOODLE6009Singapore63040AEB',
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each(Object.entries(PUBLISHED))('matches the published CRC of %s', (_, payload) => {
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('keeps a leading zero: always four upper-case hex digits', () => {
    expect(crc16(PUBLISHED.leadingZero.slice(0, -4))).toBe('0FC5');
    expect(crc16(PUBLISHED.sgqrNets.slice(0, -4))).toBe('0AEB');
  });
});

describe('building a PayNow payload', () => {
  it('reproduces a published payload byte for byte', () => {
    const built = buildPayNowPayload({
      proxy: { type: 'uen', value: '201101550Z' },
      amountCents: 50_00,
      editable: false,
      expiry: { year: 2020, month: 11, day: 27 },
      merchantName: 'Qryptal',
      reference: 'AJ',
    });
    expect(built).toBe(PUBLISHED.qryptal);
  });

  it('writes the tags in the profile order with a dynamic code, SGD, Singapore and the bill reference', () => {
    const payload = buildPayNowPayload({
      proxy: { type: 'uen', value: '198700001E' },
      amountCents: 1_234_50,
      editable: false,
      expiry: { year: 2026, month: 11, day: 22 },
      merchantName: 'Example Insurance Pte Ltd',
      reference: 'PP2611220001',
    });
    const tags = readTlv(payload)!;
    expect(tags.map((t) => t.tag)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(Object.fromEntries(tags.map((t) => [t.tag, t.value]))).toMatchObject({
      '00': '01',
      '01': '12',
      '26': '0009SG.PAYNOW01012021019870000 1E03010040820261122'.replace(' ', ''),
      '52': '0000',
      '53': '702',
      '54': '1234.50',
      '58': 'SG',
      '59': 'Example Insurance Pte Ltd',
      '60': 'Singapore',
      '62': '0112PP2611220001',
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(parsePayNowPayload(payload)).toEqual({
      ok: true,
      fields: {
        dynamic: true,
        proxy: { type: 'uen', value: '198700001E' },
        editable: false,
        expiry: '20261122',
        amountCents: 1_234_50,
        merchantName: 'Example Insurance Pte Ltd',
        reference: 'PP2611220001',
      },
    });
  });

  it('refuses values that are not printable ASCII or longer than 99 characters (a bug, so it throws)', () => {
    const base = {
      proxy: { type: 'uen', value: '198700001E' },
      amountCents: 100,
      editable: false,
      expiry: { year: 2026, month: 1, day: 1 },
      reference: 'R',
    } as const;
    expect(() => buildPayNowPayload({ ...base, merchantName: 'Café' })).toThrow();
    expect(() => buildPayNowPayload({ ...base, merchantName: 'x'.repeat(100) })).toThrow();
  });
});

describe('reading a PayNow payload before drawing it', () => {
  it.each(['qryptal', 'nerdherd', 'leadingZero', 'mobile', 'staticUen', 'charity'] as const)(
    'accepts the published %s payload',
    (name) => {
      expect(parsePayNowPayload(PUBLISHED[name]).ok).toBe(true);
    },
  );

  it('reads a mobile proxy, an expiry, and a static code with an editable amount', () => {
    const result = parsePayNowPayload(PUBLISHED.mobile);
    expect(result).toMatchObject({
      ok: true,
      fields: {
        proxy: { type: 'mobile', value: '+6598553429' },
        editable: false,
        amountCents: 20_00,
        reference: 'Taxi',
      },
    });
    expect(parsePayNowPayload(PUBLISHED.charity)).toMatchObject({
      ok: true,
      fields: { editable: false, expiry: '20200817', amountCents: 10_00, reference: 'Donation' },
    });
    expect(parsePayNowPayload(PUBLISHED.staticUen)).toEqual({
      ok: true,
      fields: {
        dynamic: false,
        proxy: { type: 'uen', value: '201617935C' },
        editable: true,
        merchantName: 'KARIO GLASS PTE LTD',
      },
    });
  });

  it('refuses a wrong CRC', () => {
    expect(parsePayNowPayload(PUBLISHED.qryptal.slice(0, -4) + '88E8')).toEqual({ ok: false, error: 'crc' });
  });

  it('refuses a CRC that dropped its leading zero or is lower-case', () => {
    expect(parsePayNowPayload(PUBLISHED.leadingZero.slice(0, -8) + '6303FC5')).toEqual({ ok: false, error: 'format' });
    const lower = PUBLISHED.qryptal.slice(0, -4) + '88e9';
    expect(parsePayNowPayload(lower)).toEqual({ ok: false, error: 'crcFormat' });
  });

  it('refuses a payload whose amount was altered, even by one cent', () => {
    const altered = PUBLISHED.qryptal.replace('540550.00', '540550.01');
    expect(parsePayNowPayload(altered)).toEqual({ ok: false, error: 'crc' });
  });

  it('refuses an SGQR without a PayNow account', () => {
    expect(parsePayNowPayload(PUBLISHED.sgqrNets)).toEqual({ ok: false, error: 'notPayNow' });
  });

  it.each([
    ['empty', ''],
    ['truncated', PUBLISHED.qryptal.slice(0, 60)],
    ['not starting with 00', PUBLISHED.qryptal.slice(6)],
    ['without a CRC', PUBLISHED.qryptal.slice(0, -8)],
    ['with a length past the end', '000201' + '26990009SG.PAYNOW'],
  ])('refuses a payload that is %s', (_, payload) => {
    expect(parsePayNowPayload(payload).ok).toBe(false);
  });

  it('refuses another currency or country', () => {
    const rebuild = (p: string) => p.slice(0, -4) + crc16(p.slice(0, -4));
    expect(parsePayNowPayload(rebuild(PUBLISHED.qryptal.replace('5303702', '5303840')))).toEqual({
      ok: false,
      error: 'currency',
    });
    expect(parsePayNowPayload(rebuild(PUBLISHED.qryptal.replace('5802SG', '5802MY')))).toEqual({
      ok: false,
      error: 'country',
    });
  });
});
