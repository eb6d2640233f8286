import { DEFAULT_CONFIG } from '../../../src/core/config';
import { NATIONALITIES, PAYMENT_REASONS, RELATIONSHIPS } from '../../../src/core/api/third-party.contract';
import type { DeclarationCopy } from '../../../src/core/third-party/payor-draft';
import { copyText } from '../../../src/ui/screens/third-party/third-party-parts';

const COPY: DeclarationCopy = {
  declarationId: 'D-000001',
  declaredAt: '2026-11-24T07:00:00Z',
  payorName: 'Lim Mei Ling',
  relationship: RELATIONSHIPS[0],
  idType: 'NRIC_FIN',
  idNumberMasked: '•••••321F',
  dateOfBirthMasked: '••/••/1960',
  nationality: NATIONALITIES[0],
  reason: PAYMENT_REASONS[0],
  mobileMasked: '•••• 4567',
  emailMasked: 'l•••@example.com',
  policies: [{ policyNumber: 'L-1002-01', productName: 'TermGuard Life', amountCents: 156_40 }],
  amountCents: 156_40,
};

describe('the downloaded declaration copy', () => {
  it('names the insurer it was declared to, with its UEN', () => {
    const text = copyText(COPY, { ...DEFAULT_CONFIG.insurer, name: 'Acme Assurance Pte Ltd', uen: '201912345K' });
    expect(text).toContain('Declared to: Acme Assurance Pte Ltd (UEN 201912345K)');
  });
});

describe('the relationship in the copy', () => {
  it('reads one way: who the policyholder is to the payor, after the payor’s name', () => {
    expect(copyText({ ...COPY, relationship: 'child' })).toContain(
      'Relationship: Lim Mei Ling, paying for their child',
    );
    expect(copyText({ ...COPY, relationship: 'other', relationshipOther: 'godmother' })).toContain(
      'Relationship: Lim Mei Ling, paying for their godmother',
    );
  });
});
