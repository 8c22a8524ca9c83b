import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CheckInResponse } from '@sportkarta/contract/api/check-in';
import { createQueryClient } from '@/lib/query-client';
import { apiError, answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { qrSigner } from '@/test/qr-signer';
import { ScannerView } from './scanner-view';
import { lendIndexedDb } from '@/test/fake-indexeddb';

// The door on screen (issue 24): a code typed by hand goes to the server with the venue, and
// the answer is shown large and spoken. jsdom has no camera (the screen says so) and no
// IndexedDB (lent by this file); the QR reader is not needed for typed codes.

vi.mock('../model/qr-decoder', () => ({ qrDecoder: () => new Promise(() => undefined) }));

startApiServer();
lendIndexedDb();

const childAdmitted: CheckInResponse = {
  result: 'ACCEPTED',
  admitted: true,
  message: 'Проход разрешён',
  kind: 'PACKAGE',
  title: 'Абонемент в бассейн',
  complexName: 'Бассейн «Волна»',
  holder: { name: 'Миша Петров', childAge: 9 },
  status: 'ACTIVE',
  visitsTotal: 8,
  visitsUsed: 3,
  visitsLeft: 5,
  validUntil: null,
};

async function openDoor() {
  const signer = await qrSigner();
  answerWith('get', '/v1/mob/public/qr-key', signer.publicKey);
  answerWith('get', '/v1/mob/staff/complexes/7/offline-pack', () => apiError(404, 'NOT_FOUND'));
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <ScannerView complexId={7} venueName="Бассейн «Волна»" />
      </QueryClientProvider>
    </IonApp>,
  );
  return signer;
}

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Код билета'), { target: { value: text } });
  fireEvent.submit(screen.getByLabelText('Код билета').closest('form')!);
}

describe('ScannerView', () => {
  it('checks a typed code at the server and shows who may pass, large and spoken', async () => {
    const signer = await openDoor();
    const seen = recordRequests();
    answerWith('post', '/v1/mob/staff/check-in', childAdmitted);
    // jsdom is not a secure context: no camera there, and the screen says why.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Камера доступна только по защищённому соединению',
    );
    const token = await signer.sign({ iss: 'sportkarta', sub: 'pkg:5', exp: 4_102_444_800 });
    type(token);
    const verdict = await screen.findByRole('region', { name: 'Проходите' });
    expect(within(verdict).getByText('Миша Петров')).toBeInTheDocument();
    expect(within(verdict).getByText('Ребёнок, 9 лет')).toBeInTheDocument();
    expect(within(verdict).getByText('5')).toBeInTheDocument();
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'Проходите. Проход разрешён. Миша Петров. Ребёнок, 9 лет. Осталось посещений: 5',
    );
    const sent = seen.find((r) => r.url === '/v1/mob/staff/check-in');
    expect(sent?.body).toMatchObject({ qrToken: token, complexId: 7 });
  });

  it('an admitted ticket on a lane shows the lane in large type and says it first (issue 25)', async () => {
    const signer = await openDoor();
    answerWith('post', '/v1/mob/staff/check-in', {
      ...childAdmitted,
      kind: 'TICKET',
      title: 'Свободное плавание — Любая дорожка',
      holder: { name: 'Анна Орлова', childAge: null },
      visitsTotal: null,
      visitsUsed: 1,
      visitsLeft: null,
      part: 'Дорожка 4',
    } satisfies CheckInResponse);
    type(await signer.sign({ iss: 'sportkarta', sub: 'tkt:9', exp: 4_102_444_800 }));
    const verdict = await screen.findByRole('region', { name: 'Проходите' });
    expect(within(verdict).getByText('Дорожка 4')).toHaveClass('sk-verdict__part-name');
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'Проходите. Место: Дорожка 4. Проход разрешён. Анна Орлова',
    );
  });

  it('asks for a code when the field is empty', async () => {
    await openDoor();
    type('   ');
    expect(await screen.findByText('Введите код билета')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Проходите|Вход запрещён/ })).toBeNull();
  });
});
