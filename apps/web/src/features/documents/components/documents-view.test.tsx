import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PermitDoc } from '@sportkarta/contract/api/permit-docs';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import {
  docsFilterSearch,
  EMPTY_FILTER,
  parseDocsFilter,
  type DocsFilter,
} from '../model/docs-filter';
import { DocumentsView } from './documents-view';

startApiServer();

const ME = '00000000-0000-4000-8000-0000000000aa';
const CHILD = '00000000-0000-4000-8000-0000000000bb';
const PERSONS = [
  { id: ME, name: 'Демидов Андрей', isSelf: true },
  { id: CHILD, name: 'Соня Демидова', isSelf: false },
];
const doc = (over: Partial<PermitDoc>): PermitDoc => ({
  id: '00000000-0000-4000-8000-000000000001',
  personId: CHILD,
  childId: CHILD,
  personName: 'Демидова Соня',
  kind: 'POOL_MEDICAL_CERTIFICATE',
  number: '№ 1184/25',
  issueDate: '2026-11-05',
  validUntil: '2027-05-04',
  listState: 'ACTIVE',
  createdAt: '2026-11-25T08:00:00.000Z',
  scans: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      contentType: 'application/pdf',
      size: 100,
      url: '/v1/mob/permitDocScan/00000000-0000-4000-8000-0000000000c1',
      thumbUrl: null,
    },
  ],
  ...over,
});

function renderView(filter: DocsFilter, onResetFilter = vi.fn()) {
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/documents']}>
          <DocumentsView
            filter={filter}
            persons={PERSONS}
            newHref="/tabs/profile/documents/new"
            filterHref="/tabs/profile/documents/filter"
            onResetFilter={onResetFilter}
          />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
  return onResetFilter;
}

describe('DocumentsView', () => {
  it('asks for everybody’s documents and groups them by person, the person first', async () => {
    answerWith('post', '/v1/mob/getVisitorPermitDocsAll', {
      documents: [
        doc({}),
        doc({
          id: '00000000-0000-4000-8000-000000000002',
          personId: ME,
          childId: null,
          kind: 'BIRTH_CERTIFICATE',
          number: 'II-МЮ 1',
          validUntil: null,
          listState: 'ARCHIVED',
          scans: [],
        }),
      ],
    });
    const seen = recordRequests();
    renderView(EMPTY_FILTER);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Вы', 'Соня Демидова']);
    expect(screen.getByText('Срок истёк')).toBeInTheDocument();
    expect(screen.getByText(/бессрочный/)).toBeInTheDocument();
    expect(screen.getByText('№ 1184/25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть PDF 1' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/mob/getVisitorPermitDocsAll' });
    expect(screen.queryByRole('button', { name: 'Сбросить фильтр' })).toBeNull();
  });

  it('one person’s filter asks that person’s documents, says so and can be reset', async () => {
    answerWith('post', '/v1/mob/getVisitorPermitDocs', { documents: [] });
    const seen = recordRequests();
    const filter = {
      personId: CHILD,
      kinds: ['POOL_MEDICAL_CERTIFICATE'],
      listState: 'ACTIVE',
    } as const;
    const reset = renderView({ ...filter, kinds: [...filter.kinds] });
    expect(await screen.findByText('Таких документов нет')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Соня Демидова · Медицинская справка для посещения бассейна · Действующие',
    );
    await waitFor(() =>
      expect(seen[0]?.body).toEqual({
        personId: CHILD,
        kinds: ['POOL_MEDICAL_CERTIFICATE'],
        listState: 'ACTIVE',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('a failed load says so and offers to try again', async () => {
    answerWith('post', '/v1/mob/getVisitorPermitDocsAll', apiError(500, 'INTERNAL', 'Сбой'));
    renderView(EMPTY_FILTER);
    const failed = await screen.findByRole('region', { name: 'Не удалось загрузить документы' });
    expect(within(failed).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('the documents filter in the address', () => {
  it('round-trips and drops what it does not know', () => {
    const f: DocsFilter = {
      personId: CHILD,
      kinds: ['SPORTS_CATEGORY', 'OTHER'],
      listState: 'ARCHIVED',
    };
    expect(parseDocsFilter(docsFilterSearch(f))).toEqual(f);
    expect(docsFilterSearch(EMPTY_FILTER)).toBe('');
    expect(
      parseDocsFilter('?kind=OTHER&kind=NOPE&kind=POOL_MEDICAL_CERTIFICATE&state=OLD'),
    ).toEqual({
      personId: null,
      kinds: ['POOL_MEDICAL_CERTIFICATE', 'OTHER'],
      listState: null,
    });
  });
});
