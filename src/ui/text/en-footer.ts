import { localized } from './language';
/** The footer's texts: the shell-late chunk loads them (src/ui/app.tsx), the first paint's JS does not carry them. */
export const footerText = localized('footer', {
  securityTitle: 'Stay safe:',
  security:
    'We will never call, email or message you to ask for your one-time password (OTP). Enter it only on this site, and do not share it with anyone, including our staff.',
  links: 'Policies and help',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
  securityNotice: 'Security notice',
  accessibility: 'Accessibility',
  feedback: 'Give feedback',
  feedbackTitle: 'Tell us how we did',
  feedbackNote:
    'This form is run by our feedback provider. It cannot see your details or anything you entered on this site.',
  feedbackFrame: 'Feedback form',
  feedbackClose: 'Close',
  phone: 'Customer service:',
  hours: (hours: string) => `(${hours})`,
  legal: (name: string, uen: string) => `${name}. UEN ${uen}.`,
} as const);
