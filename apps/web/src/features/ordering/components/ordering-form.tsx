import { useEffect, useRef, useState } from 'react';
import { useIonViewDidLeave, useIonViewWillEnter } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import type { PreorderLine, Reservation } from '@sportkarta/contract/api/orders';
import { nowMs } from '@sportkarta/contract/clock';
import { formatRub } from '@sportkarta/contract/config/formats';
import { MAX_LINE_QUANTITY } from '@sportkarta/contract/config/limits';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import { ruCommerce } from '@/i18n/ru-commerce';
import { isApiError } from '@/lib/api-client';
import { useAuthRequired } from '@/ui/auth-required-modal';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { QuantityStepper } from '@/ui/quantity-stepper';
import { showToast } from '@/ui/toast/toast-bus';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useAgreements } from '../api/get-agreements';
import { useCashbox } from '../api/get-cashbox';
import { usePrice } from '../api/calculate-price';
import { useCreateOrder } from '../api/create-order';
import { useStartPayment } from '../api/start-payment';
import { openPaymentPage, paymentReturnTo } from '../lib/payment-page';
import { useHoldSeats } from '../api/hold-seats';
import { releaseSeats } from '../api/release-seats';
import { AgreementsBlock } from './agreements-block';
import { ForWhom, type Holder } from './for-whom';
import { HoldTimer } from './hold-timer';
import { PriceSummary } from './price-summary';
import { firstAvailable, ProductChoice, type SessionProduct } from './product-choice';
import './ordering.css';

const t = ruCommerce;
/** A new quantity re-holds the seats once the person stops tapping the stepper. */
const HOLD_DEBOUNCE_MS = 400;

export interface OrderingFormProps {
  complexId: number;
  title: string;
  details: readonly string[];
  unitPriceKopecks: number;
  /** ONLY_USER items are bought for oneself only. */
  forChildren: boolean;
  isPackage: boolean;
  maxQuantity: number;
  /** The person's children; null for a visitor (not signed in). */
  holders: readonly Holder[] | null;
  /** A scheduled session: seats are held first, the order names the hold. */
  sessionId?: number;
  /** Issue 25: what the session sells on parts of its place; the hold names the one chosen. */
  products?: readonly SessionProduct[] | undefined;
  /** A hold was refused (sold out meanwhile): the page may fetch what is left again. */
  onHoldRefused?: () => void;
  /** Set when the order's holder is already decided (a section application's member). */
  holderChildId?: string | null;
  /** The line to order for a quantity (and the hold, for a session). */
  lineFor: (quantity: number, reservationId: string | null) => PreorderLine | null;
}

const message = (error: unknown): string => (isApiError(error) ? error.message : ru.errors.http);

/** The ordering screens of spec §2.2: for whom, how many, the rules, the price, then buy. */
export function OrderingForm(props: OrderingFormProps) {
  const { complexId, sessionId, holders } = props;
  const signedIn = holders !== null;
  const navigate = useNavigate();
  const askToSignIn = useAuthRequired();
  const [picked, setQuantity] = useState(1);
  const [childId, setChildId] = useState<string | null>(props.holderChildId ?? null);
  const [accepted, setAccepted] = useState({ VISIT: false, PAYBACK: false });
  const [hold, setHold] = useState<
    (Reservation & { endsAtMs: number; productId: number | null }) | null
  >(null);
  const [pickedProduct, setProductId] = useState(() => firstAvailable(props.products));
  // Fetched again after a refusal, a product sold out meanwhile gives way to one still there
  // (unless this person's own hold is what took its last place).
  const product = (() => {
    const find = (id: number | null) => props.products?.find((p) => p.id === id) ?? null;
    const p = find(pickedProduct);
    return p && (p.left > 0 || hold?.productId === p.id) ? p : find(firstAvailable(props.products));
  })();
  const productId = product?.id ?? null;
  const attemptKey = useRef(crypto.randomUUID());
  const agreements = useAgreements(complexId);
  const cashbox = useCashbox(complexId);
  const holdSeats = useHoldSeats();
  const createOrder = useCreateOrder();
  const startPayment = useStartPayment();
  // A WHOLE part is booked one at a time; a product has no more than it has left.
  const maxQuantity = Math.min(
    props.maxQuantity,
    MAX_LINE_QUANTITY,
    product ? (product.kind === 'WHOLE' ? 1 : product.left) : Infinity,
  );
  const quantity = Math.min(picked, Math.max(1, maxQuantity));
  const wanted = useDebouncedValue(quantity, HOLD_DEBOUNCE_MS);
  const noProduct = props.products !== undefined && product === null;
  // The hold the server keeps for this screen and no order has taken yet.
  const unordered = useRef<string | null>(null);
  // Issue 28: leaving without ordering gives the seats back at once (not after 15 minutes).
  useEffect(
    () => () => {
      const id = unordered.current;
      if (id) void releaseSeats(id).catch(() => undefined);
    },
    [],
  );

  const takeHold = () => {
    if (sessionId === undefined || !signedIn || noProduct) return;
    const chosen = product?.id ?? null;
    holdSeats.mutate(
      {
        sessionId,
        quantity: wanted,
        ...(chosen ? { productId: chosen } : {}),
      },
      {
        // Counted on this device's clock from the server's own "now": a skewed phone still
        // shows the time the server will honour.
        onSuccess: (r) => {
          unordered.current = r.id;
          setHold({
            ...r,
            productId: chosen,
            endsAtMs: nowMs() + (Date.parse(r.expiresAt) - Date.parse(r.serverNow)),
          });
        },
        onError: (e) => {
          setHold(null);
          showToast({ type: 'error', message: message(e) });
          props.onHoldRefused?.();
        },
      },
    );
  };
  // Issue 28: Ionic's tabs keep this page mounted when another tab is opened, so the unmount
  // above never comes: the hold is given back when the view is left as well, and taken again
  // (a new hold, its own timer) when the person comes back to it.
  const releasedOnLeave = useRef(false);
  useIonViewDidLeave(() => {
    const id = unordered.current;
    if (!id) return;
    unordered.current = null;
    releasedOnLeave.current = true;
    setHold(null);
    void releaseSeats(id).catch(() => undefined);
  });
  useIonViewWillEnter(() => {
    if (!releasedOnLeave.current) return;
    releasedOnLeave.current = false;
    takeHold();
  });

  // A session's seats are held while the person decides; a new quantity replaces the hold.
  // Another product replaces the hold at once (the server releases the person's earlier one).
  useEffect(takeHold, [sessionId, signedIn, wanted, productId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    attemptKey.current = crypto.randomUUID();
  }, [quantity, childId, hold?.id]);

  const lines = (() => {
    // A hold for another quantity or product is being replaced: no line (and no quote) until
    // the new one.
    const live =
      hold && hold.quantity === quantity && hold.productId === productId ? hold.id : null;
    const line = props.lineFor(quantity, live);
    return line ? [line] : null;
  })();
  const price = usePrice(complexId, lines);
  const required = agreements.data?.required ?? false;
  const agreed = !required || (accepted.VISIT && accepted.PAYBACK);
  const unitPrice = product?.priceKopecks ?? props.unitPriceKopecks;
  const total = price.data?.totalKopecks ?? unitPrice * quantity;
  const sellsInApp = cashbox.data?.inAppPurchase ?? true;
  const blocked = total > 0 && !sellsInApp;
  const paying = startPayment.isPending || startPayment.isSuccess;
  const busy = createOrder.isPending || holdSeats.isPending || paying;

  const buy = () => {
    if (!signedIn) return askToSignIn();
    if (noProduct) return;
    if (!lines) return takeHold();
    createOrder.mutate(
      {
        body: {
          idempotencyKey: attemptKey.current,
          complexId,
          childId,
          agreementsAccepted: agreed,
          lines,
        },
        free: total === 0,
      },
      {
        onSuccess: (order) => {
          // The order holds the seats now (until it is paid, canceled or expires).
          unordered.current = null;
          if (order.status === 'complete') return navigate(paths.paymentSuccess(order.id));
          // A paid order goes straight to the provider's page; if that cannot open, the
          // order's payment view says why and offers to try again.
          startPayment.mutate(
            { orderId: order.id, returnTo: paymentReturnTo() },
            {
              onSuccess: (res) => void openPaymentPage(res.confirmationUrl),
              onError: () => navigate(paths.payment(order.id)),
            },
          );
        },
        onError: (e) => showToast({ type: 'error', message: message(e) }),
      },
    );
  };

  return (
    <form
      className="sk-order"
      onSubmit={(e) => {
        e.preventDefault();
        buy();
      }}
    >
      <section className="sk-order__item">
        <h2 className="sk-order__title">{props.title}</h2>
        {props.details.map((d) => (
          <p key={d} className="sk-order__detail">
            {d}
          </p>
        ))}
      </section>
      {signedIn && props.forChildren && props.holderChildId === undefined ? (
        <ForWhom holders={holders} value={childId} onChange={setChildId} />
      ) : null}
      {props.products ? (
        <ProductChoice products={props.products} value={productId} onChange={setProductId} />
      ) : null}
      {maxQuantity > 1 ? (
        <div className="sk-order__block">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={maxQuantity}
            label={t.quantity}
          />
        </div>
      ) : null}
      {hold ? (
        <HoldTimer expiresAt={new Date(hold.expiresAt).getTime()} onAgain={takeHold} />
      ) : null}
      {required && agreements.data ? (
        <AgreementsBlock
          agreements={agreements.data.agreements}
          accepted={accepted}
          onChange={(kind, value) => setAccepted((a) => ({ ...a, [kind]: value }))}
        />
      ) : null}
      {price.data ? (
        <PriceSummary price={price.data} />
      ) : (
        <p className="sk-order__total-line">
          {t.total}: {formatRub(total, { free: true })}
        </p>
      )}
      {blocked ? (
        <p className="sk-order__unavailable" role="note">
          {props.isPackage ? t.inAppUnavailablePackage : t.inAppUnavailableService}
        </p>
      ) : (
        <button
          type="submit"
          className="sk-button sk-button--block"
          disabled={busy || noProduct || (signedIn && !agreed)}
        >
          {total === 0 ? t.getFree : t.pay}
        </button>
      )}
      <LoadingOverlay
        open={createOrder.isPending || paying}
        text={paying ? t.openingPayment : t.sending}
      />
    </form>
  );
}
