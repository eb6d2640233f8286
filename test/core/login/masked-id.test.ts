import { maskIdNumber, safeMaskedId } from '../../../src/core/login/masked-id';

describe('masked ID numbers', () => {
  it.each([
    ['S1234567D', '•••••567D'],
    [' s1234567d ', '•••••567D'],
    ['E1234567', '••••4567'],
    ['K12345', '••••345'],
    ['', ''],
  ])('%j shows as %j', (raw, shown) => {
    expect(maskIdNumber(raw)).toBe(shown);
  });

  it('keeps a server’s masked value that reveals four characters at most', () => {
    expect(safeMaskedId('•••••567D')).toBe('•••••567D');
    expect(safeMaskedId('SXXXX567D')).toBe('•••••567D'); // five revealed characters: masked here
    expect(safeMaskedId(undefined)).toBeUndefined();
    expect(safeMaskedId('')).toBeUndefined();
  });

  it('never passes a whole ID number through', () => {
    for (const whole of ['S1234567D', 'T1234567J', 'E1234567', 'F 1234567 N']) {
      const shown = safeMaskedId(whole) ?? '';
      expect(shown.replace(/[^A-Z0-9]/g, '').length).toBeLessThanOrEqual(4);
    }
  });
});
