/**
 * The screens `npm run screenshots` (screenshots.ts) writes into docs/screenshots/, in the order it reaches them: each
 * in English at 360 and 1280 px, and those in MAIN in Chinese, Malay and Tamil at 360 px. The one list both the
 * command and test/tooling/screenshots.test.ts read: a listed screen the run did not reach fails the run, and a file
 * in docs/screenshots/ that is missing or listed nowhere fails the test.
 */
export const SCREENS = [
  'home',
  'login',
  'accessibility',
  'auth-method',
  'otp',
  'policies',
  'also-pay',
  'payment-method-invalid',
  'declaration',
  'declaration-myinfo',
  'source-of-funds',
  'find-policy',
  'guest-declined',
  'guest-paynow',
  'guest-receipt',
  'giro-account-invalid',
  'giro-review',
  'arrangement-giro',
  'arrangement-giro-refused',
  'unsuccessful',
  'review',
  'paynow',
  'receipt',
  'error-reference',
] as const;
export type Screen = (typeof SCREENS)[number];

export const MAIN: readonly Screen[] = [
  'home',
  'login',
  'otp',
  'policies',
  'also-pay',
  'review',
  'paynow',
  'receipt',
  'error-reference',
  'declaration',
  'declaration-myinfo',
  'source-of-funds',
];

export const OTHER_LANGUAGES = ['zh', 'ms', 'ta'] as const;
export type Shown = 'en' | (typeof OTHER_LANGUAGES)[number];

/** The runs: English at both widths, each other language at 360 px. */
export const RUNS: readonly (readonly [Shown, number])[] = [
  ['en', 360],
  ['en', 1280],
  ...OTHER_LANGUAGES.map((language) => [language, 360] as const),
];

/** The screens a run takes. */
export const screensOf = (language: Shown): readonly Screen[] => (language === 'en' ? SCREENS : MAIN);

/** A screen's file name: `policies-360.png`, `zh-policies-360.png`. */
export const fileOf = (language: Shown, screen: Screen, width: number) =>
  `${language === 'en' ? '' : `${language}-`}${screen}-${width}.png`;

/** Every file docs/screenshots/ holds. */
export const SCREENSHOT_FILES: readonly string[] = RUNS.flatMap(([language, width]) =>
  screensOf(language).map((screen) => fileOf(language, screen, width)),
);
