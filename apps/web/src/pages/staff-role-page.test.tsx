import { fireEvent, screen, within } from '@testing-library/react';
import type * as ReactRouterDom from 'react-router-dom';
import { resetStaffRoleForTests } from '@/lib/staff-role';
import { answerWith, startApiServer } from '@/test/api-server';
import { renderStaff, staffRole, startStaffSession } from '@/test/staff';
import StaffRolePage from './staff-role-page';

// Issue 24: the role choice after a sign-in — the demo login's too (its copy administers a demo
// venue of its own). «Посетитель» goes back as a finished sign-in does, never by a replace into
// a tab page (Ionic left that page invisible: the demo's visitor specs); a venue role opens its
// home in place of the choice; the choice is kept for the person signed in.

const navigate = vi.fn();
const returnToSaved = vi.fn();
let user = { id: 'demo-copy', isDemo: true };

vi.mock('react-router-dom', async (original) => ({
  ...(await original<typeof ReactRouterDom>()),
  useNavigate: () => navigate,
}));
vi.mock('@/lib/session', () => {
  const session = () => ({ status: 'logged-in', user, returnToSaved });
  return { useSession: session, useOptionalSession: session };
});

startApiServer();
startStaffSession();
beforeEach(() => {
  user = { id: 'demo-copy', isDemo: true };
  navigate.mockReset();
  returnToSaved.mockReset();
});
afterEach(() => resetStaffRoleForTests());

const demoVenue = staffRole('ADMIN', { complexId: 41, complexName: 'Демо-спортобъект' });

async function renderPage() {
  answerWith('get', '/v1/mob/staff/roles', { roles: [demoVenue] });
  const view = renderStaff(<StaffRolePage />, { path: '/staff/role' });
  const list = await screen.findByRole('list', { name: 'Роли' });
  return { ...view, list };
}

describe('StaffRolePage', () => {
  it('the demo copy is told what its venue is, and «Посетитель» goes back as a sign-in does', async () => {
    const { list } = await renderPage();
    expect(screen.getByText(/Это демо: .*кабинет своего демо-спортобъекта/)).toBeInTheDocument();
    const [visitor, venue] = within(list).getAllByRole('button');
    expect(venue).toHaveTextContent('Демо-спортобъектАдминистратор');
    fireEvent.click(visitor!);
    expect(returnToSaved).toHaveBeenCalledTimes(1);
    // No navigation of its own: a replace from here into a tab page is what Ionic left blank.
    expect(navigate).not.toHaveBeenCalled();
    expect(visitor).toHaveAttribute('aria-pressed', 'true');
  });

  it('a venue role opens its home in place of the choice and is kept as chosen', async () => {
    const { list, unmount } = await renderPage();
    fireEvent.click(within(list).getAllByRole('button')[1]!);
    expect(navigate).toHaveBeenCalledWith('/staff', { replace: true });
    expect(returnToSaved).not.toHaveBeenCalled();
    unmount();
    // Opened again (the header chip, the profile): the venue's role is the chosen one.
    const again = await renderPage();
    const [visitor, venue] = within(again.list).getAllByRole('button');
    expect(venue).toHaveAttribute('aria-pressed', 'true');
    expect(visitor).toHaveAttribute('aria-pressed', 'false');
  });

  it('a staff member who is not a demo gets the staff’s own question', async () => {
    user = { id: 'staff-1', isDemo: false };
    await renderPage();
    expect(
      screen.getByText('Вы работаете на спортобъекте. Как открыть приложение?'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Это демо/)).not.toBeInTheDocument();
  });
});
