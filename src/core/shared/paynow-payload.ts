import { compactDate, type CalendarDate } from './sg-date';
import { toDecimal, type Cents } from './money';

/**
 * The PayNow QR payload: EMVCo merchant-presented mode, tag-length-value, as SGQR profiles it.
 * The server builds it; the portal re-reads it and refuses to draw one whose CRC or content is wrong,
 * since a customer cannot see what a QR code says before the banking app acts on it.
 */

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final XOR; four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  // The pad keeps a CRC such as 0x0993 four digits long: scanners reject "993".
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface Tlv {
  tag: string;
  value: string;
}

const PRINTABLE = /^[\x20-\x7e]*$/;

export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new Error(`EMVCo tag must be two digits: ${tag}`);
  if (value.length > 99 || !PRINTABLE.test(value))
    throw new Error(`EMVCo value for tag ${tag} must be 0-99 printable ASCII characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Splits a TLV string; undefined when a length runs past the end or a tag is not two digits. */
export function readTlv(text: string): Tlv[] | undefined {
  const out: Tlv[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return undefined;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return undefined;
    out.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return out;
}

export type PayNowProxy = { type: 'uen'; value: string } | { type: 'mobile'; value: string };

export interface PayNowRequest {
  proxy: PayNowProxy;
  amountCents: Cents;
  /** Whether the payer may change the amount; a premium is always paid exactly, so false for us. */
  editable: boolean;
  /** The last day the bank accepts the code, in Singapore. */
  expiry: CalendarDate;
  merchantName: string;
  /** The bill reference (tag 62, sub-tag 01) that matches the transfer to the payment. */
  reference: string;
}

const PROXY_TYPE = { mobile: '0', uen: '2' } as const;

export function buildPayNowPayload(request: PayNowRequest): string {
  const account =
    tlv('00', 'SG.PAYNOW') +
    tlv('01', PROXY_TYPE[request.proxy.type]) +
    tlv('02', request.proxy.value) +
    tlv('03', request.editable ? '1' : '0') +
    tlv('04', compactDate(request.expiry));
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '702') +
    tlv('54', toDecimal(request.amountCents)) +
    tlv('58', 'SG') +
    tlv('59', request.merchantName) +
    tlv('60', 'Singapore') +
    tlv('62', tlv('01', request.reference)) +
    '6304';
  return body + crc16(body);
}

export interface PayNowFields {
  dynamic: boolean;
  proxy: PayNowProxy;
  editable: boolean;
  /** `YYYYMMDD`, when present. */
  expiry?: string;
  amountCents?: Cents;
  merchantName?: string;
  reference?: string;
}

export type PayNowPayloadError =
  'format' | 'crcFormat' | 'crc' | 'notPayNow' | 'duplicateTag' | 'secondAccount' | 'currency' | 'country' | 'amount';

/** Merchant account information is tags 02 to 51 (EMVCo); PayNow's is a template in 26 to 51 holding SG.PAYNOW. */
const isAccountTag = (tag: string) => Number(tag) >= 2 && Number(tag) <= 51;
const isPayNowTemplate = ({ tag, value }: Tlv) =>
  Number(tag) >= 26 && readTlv(value)?.find((t) => t.tag === '00')?.value === 'SG.PAYNOW';
const hasDuplicate = (list: Tlv[]) => new Set(list.map((t) => t.tag)).size !== list.length;

/**
 * Reads and checks a payload: TLV well formed, 00 first, 63 last with a correct four-digit upper-case CRC,
 * one PayNow account template and no other merchant account, no tag twice (at the top, in the template or in the
 * additional data: a banking app may read either copy), SGD, Singapore.
 */
export function parsePayNowPayload(
  payload: string,
): { ok: true; fields: PayNowFields } | { ok: false; error: PayNowPayloadError } {
  if (payload.length > 512 || !PRINTABLE.test(payload)) return { ok: false, error: 'format' };
  const top = readTlv(payload);
  if (!top || top.length < 2 || top[0]!.tag !== '00' || top[0]!.value !== '01') return { ok: false, error: 'format' };
  const last = top[top.length - 1]!;
  if (last.tag !== '63' || last.value.length !== 4) return { ok: false, error: 'format' };
  if (!/^[0-9A-F]{4}$/.test(last.value)) return { ok: false, error: 'crcFormat' };
  if (crc16(payload.slice(0, -4)) !== last.value) return { ok: false, error: 'crc' };

  const template = top.find(isPayNowTemplate);
  if (!template) return { ok: false, error: 'notPayNow' };
  if (hasDuplicate(top)) return { ok: false, error: 'duplicateTag' };
  if (top.filter((t) => isAccountTag(t.tag)).length > 1) return { ok: false, error: 'secondAccount' };
  const tags = new Map(top.map((t) => [t.tag, t.value]));
  const account = readPayNowAccount(readTlv(template.value)!);
  if (account === 'duplicateTag') return { ok: false, error: account };
  if (!account) return { ok: false, error: 'notPayNow' };
  if (tags.get('53') !== '702') return { ok: false, error: 'currency' };
  if (tags.get('58') !== 'SG') return { ok: false, error: 'country' };

  const fields: PayNowFields = { dynamic: tags.get('01') === '12', proxy: account.proxy, editable: account.editable };
  if (account.expiry !== undefined) fields.expiry = account.expiry;
  const amount = tags.get('54');
  if (amount !== undefined) {
    const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
    if (!match) return { ok: false, error: 'amount' };
    fields.amountCents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  const name = tags.get('59');
  if (name !== undefined) fields.merchantName = name;
  const additional = tags.get('62');
  if (additional !== undefined) {
    const inner = readTlv(additional);
    if (!inner) return { ok: false, error: 'format' };
    if (hasDuplicate(inner)) return { ok: false, error: 'duplicateTag' };
    const bill = inner.find((t) => t.tag === '01');
    if (bill) fields.reference = bill.value;
  }
  return { ok: true, fields };
}

function readPayNowAccount(
  inner: Tlv[],
): { proxy: PayNowProxy; editable: boolean; expiry?: string } | 'duplicateTag' | undefined {
  if (hasDuplicate(inner)) return 'duplicateTag';
  const get = (t: string) => inner.find((x) => x.tag === t)?.value;
  const type = get('01');
  const proxyValue = get('02');
  if ((type !== '0' && type !== '2') || !proxyValue) return undefined;
  const expiry = get('04');
  if (expiry !== undefined && !/^\d{8}(\d{6})?$/.test(expiry)) return undefined;
  return {
    proxy: { type: type === '2' ? 'uen' : 'mobile', value: proxyValue },
    editable: get('03') === '1',
    ...(expiry !== undefined ? { expiry } : {}),
  };
}
