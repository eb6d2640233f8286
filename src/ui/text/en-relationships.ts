import { localized } from './language';
/**
 * Who the policyholder is to the payor, in words (part of en-third-party.ts's texts): `is` answers the form's "The
 * policyholder is my …", `payingFor` says it back after the payor's name, one way round and in no gender
 * (docs/adr/0065-relationship-read-one-way.md). Its own file: the payment review and receipt name a third-party payor
 * with it, and must not load the whole payor area's texts.
 */
export const relationshipText = localized('relationships', {
  is: {
    parent: 'mother or father',
    child: 'son or daughter',
    spouse: 'husband or wife',
    sibling: 'brother or sister',
    grandparent: 'grandmother or grandfather',
    grandchild: 'grandson or granddaughter',
    relative: 'other relative',
    employee: 'employee',
    friend: 'friend',
    other: 'other',
  },
  payingFor: {
    parent: 'paying for their parent',
    child: 'paying for their child',
    spouse: 'paying for their spouse',
    sibling: 'paying for their brother or sister',
    grandparent: 'paying for their grandparent',
    grandchild: 'paying for their grandchild',
    relative: 'paying for a relative',
    employee: 'paying for their employee',
    friend: 'paying for a friend',
  },
  /** The payor's own words for who the policyholder is to them. */
  payingForOther: (who: string) => `paying for their ${who}`,
  /** "Lim Mei Ling, paying for their child". */
  payor: (name: string, payingFor: string) => `${name}, ${payingFor}`,
});

/** The payor named with who the policyholder is to them, in the words shown. */
export function payorFor(name: string, relationship: string, other?: string): string {
  const t = relationshipText;
  const known = (t.payingFor as Record<string, string>)[relationship];
  return t.payor(name, other ? t.payingForOther(other) : (known ?? relationship));
}
