/**
 * Texts of the third-party payor area (see en.ts): the lead lines, and the names of what a payor declares, which the
 * declaration form and its copy both show. The form's own words are in en-declaration.ts, the pages after it have
 * theirs in en-third-party-funds.ts (source of funds, the declaration's copy, the policy due) and the guest
 * payor's own pages in en-third-party-guest.ts: a page loads the texts it shows.
 */
import { localized } from './language';
import { relationshipText } from './en-relationships';

export const textErrors = localized('textErrors', {
  required: 'Fill this in.',
  tooLong: 'Use 200 characters or fewer.',
  cardNumber:
    'This looks like a card number. Never type card details here; you will pay on the card gateway’s secure page.',
  textCharacters: 'Use letters, numbers, spaces and everyday punctuation only, with no symbols, emoji or < >.',
} as const);

export const thirdPartyText = localized('thirdParty', {
  /** Each screen's lead line, beside its title in en.ts (here so that other routes do not carry it). */
  purposes: {
    thirdParty: 'Find the policy you would like to pay, then tell us about yourself.',
    thirdPartySourceOfFunds: 'Tell us where the money for this payment comes from.',
    thirdPartyDeclaration: 'Tell us about the person paying this premium.',
    thirdPartyPaymentSourceOfFunds: 'Tell us where the money for this payment comes from.',
  },
  /** The names of the ID types a payor may declare with: on the form, and in the declaration's copy. */
  idTypes: { NRIC_FIN: 'NRIC/FIN', PASSPORT: 'Passport' },
  nationalities: {
    SG: 'Singaporean',
    MY: 'Malaysian',
    ID: 'Indonesian',
    CN: 'Chinese',
    IN: 'Indian',
    PH: 'Filipino',
    TH: 'Thai',
    VN: 'Vietnamese',
    MM: 'Myanmar',
    BD: 'Bangladeshi',
    LK: 'Sri Lankan',
    HK: 'Hong Kong',
    TW: 'Taiwanese',
    JP: 'Japanese',
    KR: 'South Korean',
    AU: 'Australian',
    NZ: 'New Zealander',
    GB: 'British',
    US: 'American',
    CA: 'Canadian',
    FR: 'French',
    DE: 'German',
    NL: 'Dutch',
    CH: 'Swiss',
    OTHER: 'Other',
  },
  relationships: relationshipText,
  reasons: {
    'family-support': 'Supporting a family member',
    gift: 'A gift to the policyholder',
    'policyholder-abroad': 'The policyholder is abroad or unable to pay',
    'employee-benefit': 'An employee benefit',
    business: 'A business arrangement',
    other: 'Other',
  },
} as const);
