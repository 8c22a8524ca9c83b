import { screen, waitFor } from '@testing-library/react';
import type { VenuePlaces } from '@sportkarta/contract/api/venue-places';
import { chooseStaffRole, resetStaffRoleForTests } from '@/lib/staff-role';
import { answerWith, startApiServer } from '@/test/api-server';
import { catalogueFixtures } from '@/test/catalogue-fixture';
import { ALL_STAFF_FLAGS, COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import StaffCataloguePage from './staff-catalogue-page';
import StaffSportsPage from './staff-sports-page';

// Issue 25: the flags `sports-page` (the screen /staff/sports) and `dictionaries-tab` (the
// catalogue's «Справочники» tab) show them, and hide them when off.
startApiServer();
startStaffSession();
beforeEach(() => chooseStaffRole('u1', staffRole('ADMIN')));
afterEach(() => resetStaffRoleForTests());

const { URL: CATALOGUE, catalogue } = catalogueFixtures(COMPLEX);
const places: VenuePlaces = {
  complexId: COMPLEX,
  sportTypeIds: [1],
  places: [
    { id: 3, name: 'Большая чаша', description: '', sportTypeIds: [1], position: 0, usedBy: [] },
  ],
  sportTypes: [{ id: 1, name: 'Плавание' }],
};

describe('the sports screen and the «Справочники» tab', () => {
  beforeEach(() => {
    answerWith('get', CATALOGUE, catalogue());
    answerWith('get', `/v1/mob/staff/complexes/${COMPLEX}/places`, places);
  });

  it('sports-page on: the screen', async () => {
    renderStaff(<StaffSportsPage />, { path: '/staff/sports' });
    expect(
      await screen.findByRole('group', { name: /Виды спорта спортобъекта/ }),
    ).toBeInTheDocument();
  });

  it('sports-page off: unavailable', async () => {
    renderStaff(<StaffSportsPage />, { path: '/staff/sports', flags: ['role-selection-page'] });
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Виды спорта спортобъекта/ })).toBeNull();
  });

  it('dictionaries-tab on: the tab with the places', async () => {
    renderStaff(<StaffCataloguePage />, {
      path: '/staff/catalogue?view=places',
      flags: [...ALL_STAFF_FLAGS, 'dictionaries-tab'],
    });
    expect(await screen.findByRole('tab', { name: 'Справочники' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('list', { name: 'Площадки спортобъекта' })).toBeInTheDocument();
  });

  it('dictionaries-tab off: no tab, the events instead', async () => {
    renderStaff(<StaffCataloguePage />, { path: '/staff/catalogue?view=places' });
    expect(await screen.findByRole('tab', { name: 'События' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Справочники' })).toBeNull());
  });
});
