import type { Generated } from "kysely";

/** Table types. Times are ISO-8601 UTC strings; money is integer paise; booleans are 0/1 integers. */
export interface Database {
  posts: PostsTable;
  products: ProductsTable;
  enquiries: EnquiriesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  subscribers: SubscribersTable;
  visitor_counter: VisitorCounterTable;
  editors: EditorsTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
}

export interface PostsTable {
  id: Generated<number>;
  title: string;
  content: string;
  tag: string;
  category: string;
  image: string | null;
  author: string;
  excerpt: string;
  rating: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  title: string;
  category: string;
  price_paise: number;
  original_price_paise: number | null;
  image: string;
  description: string;
  on_sale: number;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact_number: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  phone: string;
  country: string;
  coupon: string | null;
  note: string | null;
  subtotal_paise: number;
  discount_paise: number;
  total_paise: number;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  title: string;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface VisitorCounterTable {
  id: number;
  count: number;
}

export interface EditorsTable {
  mobile: string;
  created_at: string;
}

export interface OtpCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  client_address: string;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  mobile: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
