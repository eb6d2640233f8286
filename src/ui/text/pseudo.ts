/**
 * The pseudo-locale (docs/testing.md): English with every letter accented and each text 40% longer, the extra as
 * one unbroken word, as Tamil's long words are. A text the layout cannot hold, or one not in the text modules,
 * shows at a glance. Only the layout tests store it; no language choice offers it.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouycnszAEIOUYCNSZ'].map((letter, i) => [letter, [...'àéîõüýçñšžÀÉÎÕÜÝÇÑŠŽ'][i]!]),
);

export function pseudoText(text: string): string {
  const accented = text.replace(/[aeiouycnszAEIOUYCNSZ]/g, (letter) => ACCENTED[letter]!);
  return `${accented}${'ŵ'.repeat(Math.ceil(text.length * 0.4))}`;
}

type Words = Record<string, unknown>;

/** English's words of one text module, in the pseudo-locale: strings, and what each function returns. */
export function pseudoWords(english: Words): Words {
  const out: Words = Array.isArray(english) ? ([] as unknown as Words) : {};
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') out[key] = pseudoText(value);
    else if (typeof value === 'function')
      out[key] = (...args: unknown[]) => pseudoText(String((value as (...a: unknown[]) => unknown)(...args)));
    else if (typeof value === 'object' && value !== null) out[key] = pseudoWords(value as Words);
    else out[key] = value;
  }
  return out;
}
