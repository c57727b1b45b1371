import { CreditCard, Receipt } from 'lucide-react';
import { Badge, Card, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton } from '@tightlines/kit';
import { useInvoices } from '../api/portal.ts';
import { formatCount, formatMoney, formatMonth } from '../lib/format.ts';

/**
 * Billing (spec part 2 §2): awaiting a card payment provider — nothing is charged and no
 * payment is pretended. What each month's campaigns spent is shown as the statement to come.
 */
export function BillingTab({ advertiserId }: { advertiserId: string }) {
  const invoices = useInvoices(advertiserId);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader className="flex-row items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <CreditCard className="size-5" aria-hidden />
          </span>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-1">
            <CardTitle className="flex flex-wrap items-center gap-2">
              Card payments <Badge variant="secondary">Coming soon</Badge>
            </CardTitle>
            <CardDescription>Billing is awaiting a card payment provider. Nothing is charged until then.</CardDescription>
          </div>
        </CardHeader>
      </Card>
      <section aria-labelledby="statements" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h2 id="statements" className="text-lg font-semibold">
          Monthly Spend
        </h2>
        {invoices.isPending ? (
          <Skeleton className="h-32" />
        ) : !invoices.data?.length ? (
          <EmptyState
            icon={<Receipt aria-hidden />}
            title="No spend yet"
            description="Each month's spend is listed here once your ads are shown."
          />
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {invoices.data.map((invoice) => (
              <li key={invoice.month}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{formatMonth(invoice.month)}</h3>
                    <p className="text-sm text-muted-foreground">
                      {formatCount(invoice.impressions)} impressions · {formatCount(invoice.clicks)} clicks
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="text-lg font-bold tabular-nums">{formatMoney(invoice.amount)}</p>
                    <Badge variant="outline">Awaiting payment provider</Badge>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
