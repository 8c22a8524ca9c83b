import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneStep } from './login-steps';

// issue 16: editing the middle of the masked number keeps the caret where the person edits,
// instead of throwing it to the end of the field after every keystroke.
function Controlled({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return <PhoneStep digits={digits} busy={false} onDigits={setDigits} onSubmit={() => {}} />;
}

const caretOf = (input: HTMLInputElement) => [input.selectionStart, input.selectionEnd];

describe('the phone field while editing the middle of the number', () => {
  it('types a whole number into the mask', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    await user.type(input, '9123456789');
    expect(input).toHaveValue('+7 (912) 345 67 89');
  });

  it('deletes a digit in the middle and keeps the caret there', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="9123456789" />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    // The caret after «3» of «345».
    await user.type(input, '{Backspace}', { initialSelectionStart: 10, initialSelectionEnd: 10 });
    expect(input).toHaveValue('+7 (912) 456 78 9');
    expect(caretOf(input)).toEqual([9, 9]);
    await user.keyboard('0');
    expect(input).toHaveValue('+7 (912) 045 67 89');
    expect(caretOf(input)).toEqual([10, 10]);
  });

  it('inserts a digit in the middle of a short number and keeps the caret after it', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="91245" />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    expect(input).toHaveValue('+7 (912) 45');
    // The caret after «9».
    await user.type(input, '0', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('+7 (901) 245');
    expect(caretOf(input)).toEqual([6, 6]);
  });

  it.each(['8 912 345-67-89', '+7 912 345 67 89', '79123456789'])(
    'takes a pasted %j as the number after +7',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Controlled />);
      const input = screen.getByLabelText<HTMLInputElement>('Телефон');
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('+7 (912) 345 67 89');
    },
  );
});
