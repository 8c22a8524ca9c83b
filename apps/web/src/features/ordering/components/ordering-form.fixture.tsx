import {
  DefaultIonLifeCycleContext,
  IonApp,
  IonLifeCycleContext,
  IonRouterOutlet,
} from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import { setClock } from '@sportkarta/contract/clock';
import { createQueryClient } from '@/lib/query-client';
import { OrderingForm, type OrderingFormProps } from './ordering-form';

// The ordering form's tests share its frame and the venue's answers (ordering-form*.test.tsx).

/** `answerWith` of src/test/api-server (passed in: only test files may import src/test). */
type AnswerWith = (method: 'get' | 'post', path: string, body: object) => void;

export const NOW = '2026-11-25T08:00:00.000Z';
export const HOLD = '6b1f0a52-3f1e-4a55-9d8a-2f1d0c4b7e10';
export const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

export function renderForm(
  props: Partial<OrderingFormProps> = {},
  life: InstanceType<typeof DefaultIonLifeCycleContext> = new DefaultIonLifeCycleContext(),
) {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/order']}>
          <IonRouterOutlet>
            <Route
              path="*"
              element={
                <IonLifeCycleContext.Provider value={life}>
                  <OrderingForm
                    complexId={7}
                    title="Семейное плавание"
                    details={['пятница, 27 ноября, 18:30']}
                    unitPriceKopecks={0}
                    forChildren
                    isPackage={false}
                    maxQuantity={5}
                    holders={[{ id: 'c1', name: 'Миша Демидов' }]}
                    sessionId={31}
                    lineFor={(_, id) => (id ? { kind: 'RESERVATION', reservationId: id } : null)}
                    {...props}
                  />
                  <Where />
                </IonLifeCycleContext.Provider>
              }
            />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

export const quote = (total: number) => ({
  subtotalKopecks: total,
  feeKopecks: 0,
  totalKopecks: total,
  lines: [],
});
export const order = (status: 'complete' | 'created', total: number) => ({
  id: ORDER,
  number: 100001,
  status,
  complexId: 7,
  complexName: 'ФОК',
  childId: 'c1',
  provider: total > 0 ? 'YOOKASSA' : null,
  subtotalKopecks: total,
  feeKopecks: 0,
  totalKopecks: total,
  lines: [],
  createdAt: NOW,
  expiresAt: NOW,
  paidAt: null,
  cancelReason: null,
});

/** The venue's answers every test starts from: rules to accept, a cashbox, a hold, a free quote. */
export function answerOrderingBasics(answerWith: AnswerWith) {
  setClock(NOW);
  answerWith('get', '/v1/mob/public/agreements', {
    required: true,
    agreements: [
      {
        id: 'a1',
        kind: 'VISIT',
        title: 'Правила посещения',
        ownerId: 'o',
        url: '/v1/mob/policy/public/file/o/a1',
      },
      {
        id: 'a2',
        kind: 'PAYBACK',
        title: 'Правила возврата',
        ownerId: 'o',
        url: '/v1/mob/policy/public/file/o/a2',
      },
    ],
  });
  answerWith('get', '/v1/mob/ucashboxaccounts/7', {
    complexId: 7,
    provider: 'YOOKASSA',
    inAppPurchase: true,
    methods: ['bank_card'],
    feeBasisPoints: 0,
  });
  answerWith('post', '/v2/mob/scheduled-events/reservations', {
    id: HOLD,
    sessionId: 31,
    quantity: 1,
    expiresAt: '2026-11-25T08:15:00.000Z',
    serverNow: NOW,
  });
  answerWith('post', '/v1/mob/public/calculateCommissionMobileSales', quote(0));
}
