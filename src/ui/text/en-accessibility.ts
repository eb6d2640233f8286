import { localized } from './language';

/** The accessibility statement (/accessibility): its own chunk's words, linked from the footer. */
export const accessibilityText = localized('accessibility', {
  lead: 'We want everyone to be able to pay their premiums here, whatever device, settings or assistive technology they use.',
  standard: {
    title: 'The standard we meet',
    body: 'This portal meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, except for the limits below.',
  },
  testing: {
    title: 'How we test it',
    items: [
      'Every page as it first opens, and every dialog, is checked with the axe accessibility engine before each release, and no problem it finds is allowed.',
      'Every journey is completed with the keyboard alone in our tests: logging in, paying once, paying for someone else and setting up a recurring payment.',
      'Our tests find each control, heading and message by the name and role a screen reader announces, so a button without a name or a message that is not announced fails them.',
      'The header and the payment pages are checked on phone screens 320 and 360 pixels wide with text at 200%: nothing is cut off and nothing scrolls sideways.',
      'The main journeys are also run in Firefox and in WebKit, the engine of Safari.',
    ],
  },
  limits: {
    title: 'What does not work as well yet',
    items: [
      'The card payment page, your bank’s page and Singpass are run by others: we cannot vouch for how accessible they are.',
      'A PayNow QR code needs a banking app to scan it. The page also gives the UEN, the amount and the reference, so you can pay by typing them into your bank’s PayNow transfer instead.',
      'For your security, a session ends after 30 minutes without activity. We warn you 2 minutes before, and you can ask for more time. A PayNow code is valid for 15 minutes.',
      'We do not yet try every release by hand with a screen reader such as VoiceOver, TalkBack or NVDA.',
    ],
  },
  report: {
    title: 'Tell us about a problem',
    /** {phone} becomes the hotline link; the hours follow it. */
    call: (phone: string, hours: string) =>
      `If something on this portal is hard to use, or you need a payment made another way, call customer service on ${phone} (${hours}). Tell us the page and what went wrong, and we will help you pay and fix the page.`,
  },
} as const);
