import { fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@/ui/toast/toast-bus';
import { DocumentForm } from './document-form';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

const ME = '0b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e';
const CHILD = '1c6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e';
const PERSONS = [
  { id: ME, name: 'Иванова Анна', isSelf: true },
  { id: CHILD, name: 'Маша Иванова', isSelf: false },
];

afterEach(() => vi.clearAllMocks());

describe('DocumentForm changing a document (issue 28)', () => {
  it('is filled with the document and sends its changes without new scans', () => {
    const onSubmit = vi.fn();
    render(
      <DocumentForm
        persons={PERSONS}
        defaultPersonId={CHILD}
        initial={{
          personId: CHILD,
          kind: 'POOL_MEDICAL_CERTIFICATE',
          number: '№ 17/2026',
          issueDate: '2026-11-01',
          validUntil: '2027-05-01',
        }}
        keptScans={2}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Чей документ' })).toHaveValue(CHILD);
    expect(screen.getByText(/Сейчас приложено: 2 файла/)).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /Номер/ });
    expect(number).toHaveValue('№ 17/2026');
    fireEvent.change(number, { target: { value: '№ 18/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(showToast).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        personId: CHILD,
        kind: 'POOL_MEDICAL_CERTIFICATE',
        number: '№ 18/2026',
        issueDate: '2026-11-01',
        validUntil: '2027-05-01',
      },
      [],
    );
  });

  it('a new document still needs a scan', () => {
    const onSubmit = vi.fn();
    render(
      <DocumentForm
        persons={PERSONS}
        defaultPersonId={ME}
        initial={undefined}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
