/**
 * Free text must never carry a card number: it would be stored and screened as plain text, outside
 * the card gateway's PCI scope. A card number is a Luhn-valid run of 13 to 19 digits; people write
 * it with spaces or dashes, so those may separate the digits of a run.
 */
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * True when any 13 to 19 consecutive digits of a run are Luhn-valid. Every window is checked, so a
 * card number glued to other digits ("1" + card) is still caught.
 */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length < 13) continue;
    for (let length = 13; length <= Math.min(19, digits.length); length++) {
      for (let start = 0; start + length <= digits.length; start++) {
        if (luhnValid(digits.slice(start, start + length))) return true;
      }
    }
  }
  return false;
}
