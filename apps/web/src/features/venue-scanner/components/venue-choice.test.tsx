import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Route, useParams } from 'react-router-dom';
import type { PermissionKey, StaffRole } from '@sportkarta/contract/api/venue-staff';
import { createQueryClient } from '@/lib/query-client';
import { staffRole } from '@/test/staff';
import { VenueChoice } from './venue-choice';

// Issue 24: which venue's door — from the person's roles, only where they may scan. The roles
// are the page's query (the staff screens' one); here a query of the test's own gives them.

const role = (complexId: number, complexName: string, permissions: PermissionKey[]) =>
  staffRole('CONTROLLER', { complexId, complexName, permissions });

function Door() {
  return <p>Дверь объекта {useParams().complexId}</p>;
}

function Choice({ roles }: { roles: () => Promise<StaffRole[]> }) {
  const query = useQuery({ queryKey: ['roles'], queryFn: roles, retry: false });
  return <VenueChoice roles={query} />;
}

function renderChoice(roles: () => Promise<StaffRole[]>) {
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/staff/scanner']}>
          <IonRouterOutlet>
            <Route path="/staff/scanner" element={<Choice roles={roles} />} />
            <Route path="/staff/scanner/:complexId" element={<Door />} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

describe('VenueChoice', () => {
  it('lists the venues where the person may scan, each once, and only those', async () => {
    renderChoice(async () => [
      role(7, 'Бассейн «Волна»', ['checkin.scan']),
      // Two roles at one venue: one door.
      role(8, 'ФОК «Север»', ['orders.read', 'checkin.scan']),
      staffRole('ADMIN', { complexId: 8, complexName: 'ФОК «Север»' }),
      role(9, 'Стадион «Юг»', ['orders.read']),
    ]);
    expect(await screen.findByText('Бассейн «Волна»')).toBeInTheDocument();
    expect(screen.getAllByText('ФОК «Север»')).toHaveLength(1);
    expect(screen.queryByText('Стадион «Юг»')).not.toBeInTheDocument();
  });

  it('opens the one door at once', async () => {
    renderChoice(async () => [
      role(7, 'Бассейн «Волна»', ['checkin.scan']),
      staffRole('ADMIN', { complexId: 7 }),
    ]);
    expect(await screen.findByText('Дверь объекта 7')).toBeInTheDocument();
  });

  it('says there is no access without the permission', async () => {
    renderChoice(async () => [role(9, 'Стадион «Юг»', ['orders.read'])]);
    expect(await screen.findByText('Нет доступа к сканеру')).toBeInTheDocument();
  });

  it('says the roles did not load, and asks again', async () => {
    let calls = 0;
    renderChoice(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Нет соединения с сервером');
      return [role(7, 'Бассейн «Волна»', ['checkin.scan'])];
    });
    expect(await screen.findByText('Не удалось загрузить ваши спортобъекты')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Повторить'));
    expect(await screen.findByText('Дверь объекта 7')).toBeInTheDocument();
  });
});
