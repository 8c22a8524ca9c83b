import { SUPPORT_TOPICS, type SupportTopic } from '@sportkarta/contract/api/support';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useSendSupportRequest } from '@/features/support/api/support-requests';
import { SupportForm } from '@/features/support/components/support-form';
import { ruSupport as t } from '@/i18n/ru-support';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

const isTopic = (v: string | null): v is SupportTopic =>
  (SUPPORT_TOPICS as readonly (string | null)[]).includes(v);

/**
 * Issue 28: /tabs/profile/support/new — the support form. From an order's screen (the rejected
 * refund's hint) `?orderId=&orderNumber=&topic=` attach the order and choose the topic.
 */
export default function SupportNewPage() {
  const { status } = useSession();
  const q = new URLSearchParams(useLocation().search);
  const orderId = q.get('orderId');
  const orderNumber = Number(q.get('orderNumber'));
  const topic = q.get('topic');
  const send = useSendSupportRequest();
  const navigate = useNavigate();
  return (
    <PageShell title={t.newTitle} backHref={paths.support}>
      {status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} />
      ) : (
        <SupportForm
          order={
            orderId
              ? {
                  id: orderId,
                  label:
                    Number.isInteger(orderNumber) && orderNumber > 0
                      ? t.orderLine(orderNumber)
                      : t.order,
                }
              : null
          }
          defaultTopic={isTopic(topic) ? topic : undefined}
          busy={send.isPending}
          onSubmit={(request) =>
            send.mutate(request, {
              onSuccess: () => {
                showToast({ type: 'success', message: t.sent });
                navigate(paths.support, { replace: true });
              },
              onError: (error) =>
                showToast({ type: 'error', header: t.sendFailed, message: error.message }),
            })
          }
        />
      )}
    </PageShell>
  );
}
