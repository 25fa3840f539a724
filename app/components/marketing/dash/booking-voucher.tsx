import { CalendarDays, CircleCheck, Clock, MapPin, Ticket, Users } from "lucide-react";
import type { BookingVoucher } from "../../../content/dash.ts";
import { formatInr } from "../../../../contract/shared/format.ts";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line p-5">
      <h2 className="text-base font-bold tracking-wide text-primary uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The static booking-voucher mock-up: attraction, traveller, supplier and payment details. */
export function BookingVoucherView({ voucher }: { voucher: BookingVoucher }) {
  const a = voucher.attraction;
  return (
    <article className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <header className="flex flex-col gap-4 bg-primary p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Ticket className="size-8 text-accent" aria-hidden="true" />
          <div>
            <h1 className="text-2xl font-bold text-white">{voucher.title}</h1>
            <p className="text-sm text-white/85">
              Reference <span className="font-mono font-semibold text-white">{voucher.reference}</span> · Issued{" "}
              {voucher.issuedOn}
            </p>
          </div>
        </div>
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-success-soft px-3 py-1 text-sm font-bold text-success sm:self-center">
          <CircleCheck className="size-4" aria-hidden="true" />
          {voucher.status}
        </p>
      </header>

      <div className="space-y-6 p-6">
        <section aria-label="Attraction" className="rounded-card bg-surface p-5">
          <h2 className="text-xl font-bold">{a.name}</h2>
          <p className="text-muted">{a.option}</p>
          <ul className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <li className="flex gap-2">
              <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {a.date}
            </li>
            <li className="flex gap-2">
              <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {a.time}
            </li>
            <li className="flex gap-2">
              <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {a.guests}
            </li>
            <li className="flex gap-2">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {a.address}
            </li>
          </ul>
          <p className="mt-4 text-sm">
            <strong>Meeting point:</strong> {a.meetingPoint}
          </p>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <Panel title="Lead traveller">
            <dl className="space-y-3">
              <Detail label="Name" value={voucher.lead.name} />
              <Detail label="E-mail" value={voucher.lead.email} />
              <Detail label="Phone" value={voucher.lead.phone} />
            </dl>
          </Panel>
          <Panel title="Supplier">
            <dl className="space-y-3">
              <Detail label="Operator" value={voucher.supplier.name} />
              <Detail label="Address" value={voucher.supplier.address} />
              <Detail label="Phone" value={voucher.supplier.phone} />
              <Detail label="E-mail" value={voucher.supplier.email} />
              <Detail label="Hours" value={voucher.supplier.hours} />
            </dl>
          </Panel>
        </div>

        <Panel title="Payment">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payment breakdown</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {voucher.payment.lines.map((line) => (
                <tr key={line.label} className="border-b border-line">
                  <td className="py-2">{line.label}</td>
                  <td className="py-2 text-right tabular-nums">{formatInr(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-base">
                  Total paid
                </th>
                <td className="pt-3 text-right text-base font-bold tabular-nums">{formatInr(voucher.payment.total)}</td>
              </tr>
            </tfoot>
          </table>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <Detail label="Method" value={voucher.payment.method} />
            <Detail label="Paid on" value={voucher.payment.paidOn} />
            <Detail label="Transaction ID" value={voucher.payment.transactionId} />
          </dl>
        </Panel>

        <div className="grid gap-6 md:grid-cols-2">
          <Panel title="Included">
            <ul className="space-y-2 text-sm">
              {voucher.inclusions.map((item) => (
                <li key={item} className="flex gap-2">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="Good to know">
            <ul className="list-disc space-y-2 pl-5 text-sm text-muted">
              {voucher.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </article>
  );
}
