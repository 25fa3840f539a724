/**
 * The /dash booking-voucher mock-up (SPEC 2.12): static sample data only, clearly marked as a
 * sample on the page (the route is noindex). Names and numbers belong to no real person or firm.
 */
export interface BookingVoucher {
  notice: string;
  title: string;
  status: string;
  reference: string;
  issuedOn: string;
  attraction: {
    name: string;
    option: string;
    address: string;
    date: string;
    time: string;
    guests: string;
    meetingPoint: string;
  };
  lead: { name: string; email: string; phone: string };
  supplier: { name: string; address: string; phone: string; email: string; hours: string };
  payment: {
    lines: { label: string; amount: number }[];
    total: number;
    method: string;
    paidOn: string;
    transactionId: string;
  };
  inclusions: string[];
  terms: string[];
}

export const bookingVoucher: BookingVoucher = {
  notice:
    "Sample voucher: an illustration of a booking confirmation. It is not a real booking and cannot be used for entry.",
  title: "Booking Voucher",
  status: "Confirmed",
  reference: "SAMPLE-2025-0417",
  issuedOn: "14 March 2025",
  attraction: {
    name: "Heritage Fort Day Tour (sample)",
    option: "Guided entry with audio guide",
    address: "Sample Fort Road, Amer, Jaipur, Rajasthan 302028",
    date: "Saturday, 22 March 2025",
    time: "10:00 AM",
    guests: "2 adults, 1 child",
    meetingPoint: "Main gate ticket counter 2; show this voucher on your phone",
  },
  lead: { name: "Sample Traveller", email: "traveller@example.com", phone: "+91 12345 00000" },
  supplier: {
    name: "Example Heritage Tours Pvt. Ltd. (sample)",
    address: "12 Example Market, Jaipur, Rajasthan 302001",
    phone: "+91 12345 11111",
    email: "bookings@example.com",
    hours: "Daily 08.00 AM to 08.00 PM",
  },
  payment: {
    lines: [
      { label: "Adult ticket × 2", amount: 1800 },
      { label: "Child ticket × 1", amount: 450 },
      { label: "Audio guide × 3", amount: 300 },
    ],
    total: 2550,
    method: "UPI (sample)",
    paidOn: "14 March 2025",
    transactionId: "SAMPLE-UPI-000123",
  },
  inclusions: ["Entry tickets", "Audio guide in English or Hindi", "Licensed local guide for 2 hours"],
  terms: [
    "Arrive 15 minutes before the start time with a photo ID for each adult.",
    "Free cancellation up to 24 hours before the visit; no refund after that.",
    "The supplier may change timings for weather or official events.",
  ],
};
