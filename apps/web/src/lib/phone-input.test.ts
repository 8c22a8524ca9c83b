import {
  apiPhone,
  formatCountdown,
  isCompletePhone,
  maskPhone,
  phoneDigitsFromInput,
} from './phone-input';

describe('phone mask +7 (***) *** ** ** (spec §4 Login step 1)', () => {
  it('keeps only the ten national digits of what was typed or pasted', () => {
    expect(phoneDigitsFromInput('9')).toBe('9');
    expect(phoneDigitsFromInput('+7 (999) 12')).toBe('99912');
    expect(phoneDigitsFromInput('+7 (999) 123 45 671')).toBe('9991234567');
    expect(phoneDigitsFromInput('8 999 123-45-67')).toBe('9991234567');
    expect(phoneDigitsFromInput('+79991234567')).toBe('9991234567');
    expect(phoneDigitsFromInput('abc')).toBe('');
  });

  it('draws the mask while typing and gives the API form', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('999')).toBe('+7 (999');
    expect(maskPhone('9991234567')).toBe('+7 (999) 123 45 67');
    // Deleting the bracket of «+7 (999) » removes nothing but the mask character.
    expect(maskPhone(phoneDigitsFromInput('+7 (999'))).toBe('+7 (999');
    expect(isCompletePhone('999123456')).toBe(false);
    expect(isCompletePhone('9991234567')).toBe(true);
    expect(apiPhone('9991234567')).toBe('+79991234567');
  });

  it('formats the code timer', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(179)).toBe('2:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-1)).toBe('0:00');
  });
});
