import { contentPage } from "../../../contract/shared/page-handle.ts";
import { TriangleAlert } from "lucide-react";
import { BookingVoucherView } from "../../components/marketing/dash/booking-voucher.tsx";
import { Container } from "../../components/ui/container.tsx";
import { bookingVoucher } from "../../content/dash.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/dash-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export function loader() {
  return bookingVoucher;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Booking Voucher (Sample)",
    description:
      "A static sample of a booking voucher with attraction, supplier and payment details. Not a real booking.",
    path: "/dash",
    noindex: true,
  });

export default function DashRoute({ loaderData: voucher }: Route.ComponentProps) {
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <p
        role="note"
        className="mb-6 flex gap-3 rounded-card border border-accent bg-accent-soft p-4 text-sm font-semibold text-accent-ink"
      >
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {voucher.notice}
      </p>
      <BookingVoucherView voucher={voucher} />
    </Container>
  );
}
