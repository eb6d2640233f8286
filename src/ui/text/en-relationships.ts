import { localized } from './language';
/**
 * A payor's relationship to the policyholder, in words (part of en-third-party.ts's texts). Its own file: the payment
 * review and receipt name a third-party payor with it, and must not load the whole third-party area's texts.
 */
export const relationshipText = localized('relationships', {
  parent: 'Parent',
  child: 'Child',
  spouse: 'Spouse',
  sibling: 'Brother or sister',
  grandparent: 'Grandparent',
  relative: 'Other relative',
  employer: 'Employer',
  friend: 'Friend',
  other: 'Other',
});
