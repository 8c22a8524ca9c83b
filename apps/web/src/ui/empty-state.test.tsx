import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  BackToMainLink,
  EmptyState,
  GroupsAbsent,
  GroupsNotFound,
  RatesNotSpecified,
} from './empty-state';

const withRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('EmptyState', () => {
  it('shows the default hint of spec §2.4', () => {
    render(<EmptyState title="Пусто" />);
    expect(screen.getByRole('heading', { name: 'Пусто' })).toBeInTheDocument();
    expect(
      screen.getByText('Обратитесь в спортобъект для уточнения информации'),
    ).toBeInTheDocument();
  });

  it('renders a custom hint and action', () => {
    render(
      <EmptyState
        title="Пусто"
        hint="Свой текст"
        action={<button type="button">Действие</button>}
      />,
    );
    expect(screen.getByText('Свой текст')).toBeInTheDocument();
    expect(screen.queryByText('Обратитесь в спортобъект для уточнения информации')).toBeNull();
    expect(screen.getByRole('button', { name: 'Действие' })).toBeInTheDocument();
  });

  it('presets carry the spec texts', () => {
    withRouter(
      <>
        <GroupsNotFound />
        <RatesNotSpecified />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Группы не найдены' })).toBeInTheDocument();
    expect(screen.getByText(/Проверьте правильность запроса/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Тарифы не указаны' })).toBeInTheDocument();
  });

  it('links to the add-child screen only when it exists', () => {
    const { unmount } = withRouter(<GroupsAbsent />);
    expect(screen.getByRole('heading', { name: 'Группы отсутствуют' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    withRouter(<GroupsAbsent addChildAvailable />);
    expect(screen.getByRole('link', { name: 'Добавить профиль ребёнка' })).toHaveAttribute(
      'href',
      '/tabs/profile/children/child',
    );
  });

  it('BackToMainLink goes to the main tab', () => {
    render(
      <MemoryRouter initialEntries={['/somewhere']}>
        <Routes>
          <Route path="/somewhere" element={<BackToMainLink />} />
          <Route path="/tabs/main" element={<p>Главная вкладка</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Перейти на главную' }));
    expect(screen.getByText('Главная вкладка')).toBeInTheDocument();
  });
});
