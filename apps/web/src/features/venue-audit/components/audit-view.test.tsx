import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@sportkarta/contract/api/venue-desk';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { AuditView } from './audit-view';

startApiServer();
startStaffSession();

const AUDIT = `/v1/mob/staff/complexes/${COMPLEX}/audit`;
const USER = '6f1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e09';
const entry: AuditEntry = {
  id: 'e1',
  at: '2026-11-25T08:30:00.000Z',
  kind: 'REFUND',
  kindLabel: 'Возврат',
  actor: { userId: USER, name: 'Ирина Кассирова' },
  complexId: COMPLEX,
  objectType: 'order',
  objectId: 'o1',
  orderNumber: 1042,
  deviceId: null,
  before: { lines: [{ id: 11, refund: null }] },
  after: { lineIds: [11], amountKopecks: 55000, reason: 'Бассейн закрыт' },
};

describe('AuditView', () => {
  it('lists who did what and when; filters by person, kind, dates and order number', async () => {
    const seen = recordRequests();
    answerWith('get', AUDIT, { items: [entry], nextCursor: null });
    renderStaff(<AuditView complexId={COMPLEX} timeZone="Europe/Moscow" filtersOn />);
    const list = await screen.findByRole('list', { name: 'Записи журнала' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('Возврат');
    expect(item).toHaveTextContent('25 ноября 2026, 11:30');
    expect(item).toHaveTextContent('Ирина Кассирова · Заказ № 1042');
    // What changed, read as a person reads it, not as JSON.
    const changes = within(item).getByRole('list', { name: 'Что изменилось' });
    expect(changes).toHaveTextContent(/Сумма: 550\s₽/);
    expect(changes).toHaveTextContent('Причина: Бассейн закрыт');
    expect(item).not.toHaveTextContent('{');
    fireEvent.change(screen.getByLabelText('Сотрудник'), { target: { value: USER } });
    fireEvent.change(screen.getByLabelText('Действие'), { target: { value: 'REFUND' } });
    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Номер заказа'), { target: { value: '1042' } });
    await waitFor(() =>
      expect(seen.map((r) => r.url)).toContain(
        `${AUDIT}?userId=${USER}&kind=REFUND&from=2026-11-20&orderNumber=1042`,
      ),
    );
  });

  it('without audit-filters-page the log has no filters', async () => {
    answerWith('get', AUDIT, { items: [], nextCursor: null });
    renderStaff(<AuditView complexId={COMPLEX} timeZone="Europe/Moscow" filtersOn={false} />);
    expect(await screen.findByText('Записей нет')).toBeInTheDocument();
    expect(screen.queryByLabelText('Сотрудник')).toBeNull();
  });

  it('the conflicts tab lists check-ins the server refused after an offline device sent them', async () => {
    answerWith('get', AUDIT, { items: [], nextCursor: null });
    answerWith('get', `/v1/mob/staff/complexes/${COMPLEX}/check-in-conflicts`, {
      conflicts: [
        {
          id: 'c1',
          at: '2026-11-25T09:00:00.000Z',
          scannedAt: '2026-11-25T08:10:00.000Z',
          deviceId: 'door-2',
          staffName: 'Ольга Контролёр',
          qrCodeId: 'q1',
          title: 'Свободное плавание',
          holderName: 'Анна Демидова',
          orderNumber: 1042,
          result: 'USED',
          message: 'Билет уже использован',
        },
      ],
    });
    renderStaff(<AuditView complexId={COMPLEX} timeZone="Europe/Moscow" filtersOn />);
    fireEvent.click(screen.getByRole('tab', { name: 'Конфликты' }));
    const list = await screen.findByRole('list', { name: 'Конфликты проходов' });
    expect(list).toHaveTextContent('Билет уже использован');
    expect(list).toHaveTextContent('Отсканирован 25 ноября 2026, 11:10 · Ольга Контролёр');
    expect(list).toHaveTextContent('Устройство door-2');
  });
});
