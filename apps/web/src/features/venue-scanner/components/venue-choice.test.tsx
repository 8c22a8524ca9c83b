import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Route, useParams } from 'react-router-dom';
import type { StaffRole } from '@sportkarta/contract/api/check-in-offline';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, startApiServer } from '@/test/api-server';
import { VenueChoice } from './venue-choice';

// Issue 24: which venue's door — from the person's roles, only where they may scan.

startApiServer();

const role = (complexId: number, complexName: string, permissions: string[]): StaffRole => ({
  complexId,
  complexName,
  role: 'CONTROLLER',
  permissions,
});

function Door() {
  return <p>Дверь объекта {useParams().complexId}</p>;
}

function renderChoice() {
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/staff/scanner']}>
          <IonRouterOutlet>
            <Route path="/staff/scanner" element={<VenueChoice />} />
            <Route path="/staff/scanner/:complexId" element={<Door />} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

describe('VenueChoice', () => {
  it('lists the venues where the person may scan, and only those', async () => {
    answerWith('get', '/v1/mob/staff/roles', [
      role(7, 'Бассейн «Волна»', ['checkin.scan']),
      role(8, 'ФОК «Север»', ['orders.read', 'checkin.scan']),
      role(9, 'Стадион «Юг»', ['orders.read']),
    ]);
    renderChoice();
    expect(await screen.findByText('Бассейн «Волна»')).toBeInTheDocument();
    expect(screen.getByText('ФОК «Север»')).toBeInTheDocument();
    expect(screen.queryByText('Стадион «Юг»')).not.toBeInTheDocument();
  });

  it('opens the one door at once', async () => {
    answerWith('get', '/v1/mob/staff/roles', [role(7, 'Бассейн «Волна»', ['checkin.scan'])]);
    renderChoice();
    expect(await screen.findByText('Дверь объекта 7')).toBeInTheDocument();
  });

  it('says there is no access without the permission', async () => {
    answerWith('get', '/v1/mob/staff/roles', [role(9, 'Стадион «Юг»', ['orders.read'])]);
    renderChoice();
    expect(await screen.findByText('Нет доступа к сканеру')).toBeInTheDocument();
  });
});
