import type { OrderPage } from "./order-page.ts";
import type { PaymentProviderName } from "./payments.ts";
import type { Post } from "./posts.ts";
import type { Product } from "./products.ts";

/**
 * What page loaders may read on the server. The server implements it in-process with its own
 * repositories and hands it to React Router through the load context, so server rendering costs
 * no HTTP hop and the app never imports server code (ARCHITECTURE.md "How data flows").
 */
export interface AppServices {
  listPosts(): Promise<Post[]>;
  getPost(id: number): Promise<Post | null>;
  listProducts(): Promise<Product[]>;
  /** The absolute base URL for canonical links and Open Graph tags. */
  publicBaseUrl: string;
  /** How long the server keeps messages and enquiries (MESSAGE_/ENQUIRY_RETENTION_DAYS), as the privacy policy states them. */
  retention: { messageDays: number; enquiryDays: number };
  /** PAYMENT_PROVIDER: the checkout's payment notice and what Place Order leads to (decision 031). */
  paymentProvider: PaymentProviderName;
  /** The customer's order page; null for an unknown id or a key that is not the order's. */
  getOrderPage(id: number, key: string): Promise<OrderPage | null>;
}
