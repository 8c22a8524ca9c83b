import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// Issue 12: what a refund does once the bank has returned the money, in the transaction that
// records it (so it happens exactly once, however many webhooks arrive): the refunded lines'
// tickets and packages become REFUNDED, their seats and service days go back on sale, and an
// order with every line refunded becomes `returned`. An automatic refund (issue 11) has no
// lines: its order was never issued.

export async function applyRefund(tx: Db, refundId: string): Promise<void> {
  const lines = await queryRows<{
    id: number;
    orderId: string;
    kind: string;
    quantity: number;
    sessionId: number | null;
    serviceId: number | null;
    visitDate: string | null;
  }>(
    tx,
    sql`select l.id, l.order_id as "orderId", l.kind, l.quantity, l.session_id as "sessionId",
               l.service_id as "serviceId", l.visit_date::text as "visitDate"
          from refund_lines rl join order_lines l on l.id = rl.order_line_id
         where rl.refund_id = ${refundId}
         order by l.id`,
  );
  if (!lines.length) return;
  for (const line of lines) {
    await tx.execute(
      sql`update tickets set status = 'REFUNDED' where order_line_id = ${line.id} and status <> 'REFUNDED'`,
    );
    await tx.execute(
      sql`update sold_packages set status = 'REFUNDED', frozen_at = null
           where order_line_id = ${line.id} and status <> 'REFUNDED'`,
    );
    if (line.kind === 'RESERVATION' && line.sessionId !== null)
      await tx.execute(
        sql`update event_sessions set sold = greatest(sold - ${line.quantity}, 0)
             where id = ${line.sessionId}`,
      );
    if (line.kind === 'SERVICE' && line.serviceId !== null && line.visitDate !== null)
      await tx.execute(
        sql`update service_day_sales set sold = greatest(sold - ${line.quantity}, 0)
             where service_id = ${line.serviceId} and visit_date = ${line.visitDate}`,
      );
  }
  await tx.execute(
    sql`update orders o set status = 'returned'
         where o.id = ${lines[0]!.orderId} and o.status = 'payed'
           and not exists (
             select 1 from order_lines l
              where l.order_id = o.id
                and not exists (select 1 from refund_lines rl join refunds r on r.id = rl.refund_id
                                 where rl.order_line_id = l.id and r.status = 'succeeded'))`,
  );
}
