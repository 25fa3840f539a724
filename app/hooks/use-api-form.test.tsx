// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../lib/api-client.ts";
import { blankFields, useApiForm, type ApiFormOptions } from "./use-api-form.ts";

type Values = { name: string; city: string };
const required = { name: "Name is required", city: "City is required" } as const;

/** A two-field form as the app's forms use the hook: ids for focus, errors under fields, a banner. */
function Form({ submit, onFailure }: Pick<ApiFormOptions<Values>, "submit" | "onFailure">) {
  const form = useApiForm<Values>({
    initial: { name: "", city: "" },
    validate: (values) => blankFields(required, values),
    fieldId: (field) => `test-${field}`,
    submit,
    fallback: "Failed to send",
    onFailure,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {form.banner ? <p role="alert">{form.banner}</p> : null}
      {(["name", "city"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`test-${field}`}>{field}</label>
          <input id={`test-${field}`} value={form.values[field]} onChange={(e) => form.update(field, e.target.value)} />
          {form.errors[field] ? <span>{form.errors[field]}</span> : null}
        </div>
      ))}
      <button type="submit" disabled={form.busy}>
        {form.busy ? "Sending..." : "Send"}
      </button>
    </form>
  );
}

describe("useApiForm", () => {
  afterEach(cleanup);

  it("shows every blank field's message, focuses the first and sends nothing", async () => {
    const sent: Values[] = [];
    render(<Form submit={async (values) => void sent.push(values)} />);
    await userEvent.type(screen.getByLabelText("city"), "Jaipur");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.queryByText("City is required")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("name"));
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText("name"), "Asha");
    expect(screen.queryByText("Name is required")).toBeNull();
  });

  it("sends once while busy, with the busy text, then sends again when asked", async () => {
    const sent: Values[] = [];
    let answer = () => {};
    render(
      <Form
        submit={(values) => {
          sent.push(values);
          return new Promise<void>((resolve) => (answer = resolve));
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText("name"), "Asha");
    await userEvent.type(screen.getByLabelText("city"), "Jaipur");
    await userEvent.type(screen.getByLabelText("city"), "{Enter}{Enter}");
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(sent).toEqual([{ name: "Asha", city: "Jaipur" }]);
    answer();
    await screen.findByRole("button", { name: "Send" });
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toHaveLength(2);
  });

  it("puts a refusal's field messages under their fields and its sentence in the banner", async () => {
    render(
      <Form
        submit={async () => {
          throw new ApiError(400, "City is not served", { city: "City is not served", website: "ignored" });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText("name"), "Asha");
    await userEvent.type(screen.getByLabelText("city"), "Atlantis{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("City is not served");
    expect(screen.getAllByText("City is not served")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Send" })).toHaveProperty("disabled", false);
  });

  it("shows the fallback when no answer came, and hands the sentence to onFailure instead when given", async () => {
    const noAnswer = async () => {
      throw new NetworkError("offline");
    };
    const { unmount } = render(<Form submit={noAnswer} />);
    await userEvent.type(screen.getByLabelText("name"), "Asha");
    await userEvent.type(screen.getByLabelText("city"), "Jaipur{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to send");
    unmount();

    const failures: string[] = [];
    render(<Form submit={noAnswer} onFailure={(message) => void failures.push(message)} />);
    await userEvent.type(screen.getByLabelText("name"), "Asha");
    await userEvent.type(screen.getByLabelText("city"), "Jaipur{Enter}");
    await screen.findByRole("button", { name: "Send" });
    expect(failures).toEqual(["Failed to send"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("blankFields", () => {
  it("names the blank and whitespace-only fields with their messages, in the list's order", () => {
    expect(blankFields(required, { name: " ", city: "" })).toEqual(required);
    expect(Object.keys(blankFields(required, { city: "", name: "" }))).toEqual(["name", "city"]);
    expect(blankFields(required, { name: "Asha", city: "Jaipur" })).toEqual({});
  });
});
