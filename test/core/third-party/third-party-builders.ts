import type { DeclarationForm } from '../../../src/core/third-party/declaration-rules';

/** The payor's declaration as the form sends it (a parent paying C-1002's TermGuard Life), with overrides. */
export function declarationForm(overrides: Partial<DeclarationForm> = {}): DeclarationForm {
  return {
    fullName: 'Lim Mei Ling',
    idType: 'NRIC_FIN',
    idNumber: 's7654321f',
    dateOfBirth: '12/05/1960',
    nationality: 'SG',
    nationalityOther: '',
    relationship: 'parent',
    relationshipOther: '',
    reason: 'family-support',
    reasonOther: '',
    mobile: '9123 4567',
    email: 'lim@example.com',
    declaredTrue: true,
    ...overrides,
  };
}

/** C-1002's policy as the guest search finds it. */
export const GUEST_POLICY = {
  policyNumber: 'L-1002-01',
  productName: 'TermGuard Life',
  amountDueCents: 156_40,
  dueDate: '2026-11-27',
  overdue: false,
};
