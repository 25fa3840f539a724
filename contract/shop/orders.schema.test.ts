import { describe, expect, it } from "vitest";
import { orderRequestSchema } from "./orders.schema.ts";
import { orderRequiredFields } from "./orders.ts";

const order = {
  email: "asha@example.com",
  firstName: "Asha",
  lastName: "Rao",
  address: "1 Example Road",
  city: "Jaipur",
  pinCode: "302017",
  phone: "9876543210",
  items: [{ id: 1, quantity: 1 }],
  total: 399,
};

/** The field messages the schema gives for an order, as the server's 400 would list them. */
function fieldMessages(input: Record<string, unknown>): Record<string, string> {
  const result = orderRequestSchema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe("the order's required fields", () => {
  it("are exactly the list the checkout checks, with the same messages", () => {
    const blank = Object.fromEntries(Object.keys(orderRequiredFields).map((field) => [field, "  "]));
    expect(fieldMessages({ ...order, ...blank })).toEqual(orderRequiredFields);
    expect(fieldMessages({ ...order, state: "", note: "" })).toEqual({});
  });

  it("default the state to the checkout's preselected one", () => {
    const parsed = orderRequestSchema.parse(order);
    expect(parsed.state).toBe("Rajasthan");
  });
});
