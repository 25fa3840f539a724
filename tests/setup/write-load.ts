export interface WriteLoad {
  /** Ids of the enquiries and orders the server acknowledged (2xx), in the order the answers came. */
  enquiries: number[];
  orders: number[];
  /** Requests that got no 2xx (refused, or cut off by a killed server). */
  failed: number;
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
}

/**
 * Keeps `concurrency` visitors sending contact enquiries and orders to a running server over HTTP,
 * one after another, recording every write it acknowledged; for the backup and durability tests.
 */
export async function startWriteLoad(baseUrl: string, concurrency = 8): Promise<WriteLoad> {
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as { id: number; price: number }[];
  const product = products[0]!;
  const load: WriteLoad = { enquiries: [], orders: [], failed: 0, stop: async () => {} };
  let running = true;
  const post = async (path: string, body: unknown) => {
    try {
      const answer = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = (await answer.json()) as { id?: number; orderId?: number };
      if (answer.ok) return json.id ?? json.orderId;
    } catch {
      // The server went away mid-request: not acknowledged.
    }
    load.failed++;
    return undefined;
  };
  const visitor = async (n: number) => {
    for (let i = 0; running; i++) {
      const enquiry = await post("/api/contacts", {
        name: `Visitor ${n}-${i}`,
        email: `v${n}.${i}@example.com`,
        contact_number: "9876543210",
      });
      if (enquiry !== undefined) load.enquiries.push(enquiry);
      if (!running) break;
      const order = await post("/api/orders", {
        email: `buyer${n}.${i}@example.com`,
        firstName: "Asha",
        lastName: "Verma",
        address: "12 MG Road",
        city: "Jaipur",
        pinCode: "302001",
        phone: "9876543210",
        items: [{ id: product.id, quantity: 1 }],
        total: product.price,
      });
      if (order !== undefined) load.orders.push(order);
    }
  };
  const visitors = Array.from({ length: concurrency }, (_, n) => visitor(n));
  load.stop = async () => {
    running = false;
    await Promise.all(visitors);
  };
  return load;
}
