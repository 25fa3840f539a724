import {
  bookingMessages,
  bookingPaths,
  slotWhen,
  type BookingResponse,
  type Slot,
} from "../../contract/api/bookings.ts";
import { apiRequest, ApiError } from "../lib/api-client.ts";
import { setFieldError } from "./enhance-contact-form.ts";

/**
 * The booking pages (issue 31). Without JavaScript every day's slots show and the forms post to
 * the page's action. With it, each slot picker shows its day buttons and one day at a time, and
 * the /book form books through POST /api/bookings without reloading: the confirmation replaces
 * the form; a slot taken meanwhile is disabled with the server's sentence, and the others are
 * checked again against GET /api/bookings/slots.
 */
export function enhanceBookingPicker(): void {
  for (const picker of document.querySelectorAll<HTMLElement>("[data-slot-picker]")) showOneDay(picker);
  const form = document.querySelector<HTMLFormElement>("[data-booking-form]");
  if (form) bookInPlace(form);
}

function showOneDay(picker: HTMLElement) {
  const bar = picker.querySelector<HTMLElement>("[data-slot-days]");
  if (!bar) return;
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>("[data-slot-day-button]")];
  const days = [...picker.querySelectorAll<HTMLFieldSetElement>("[data-slot-day]")];
  const show = (date: string) => {
    for (const button of buttons) button.setAttribute("aria-pressed", String(button.dataset["slotDayButton"] === date));
    for (const day of days) day.hidden = day.dataset["slotDay"] !== date;
  };
  for (const button of buttons) button.addEventListener("click", () => show(button.dataset["slotDayButton"]!));
  const checked = picker.querySelector<HTMLInputElement>("input[name=start]:checked");
  show(checked?.closest<HTMLElement>("[data-slot-day]")?.dataset["slotDay"] ?? days[0]?.dataset["slotDay"] ?? "");
  bar.hidden = false;
}

function bookInPlace(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const banner = form.querySelector<HTMLElement>("[data-form-error]")!;
  const done = document.querySelector<HTMLElement>("[data-booking-done]")!;
  const idle = button.textContent;
  const fields = () => [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input:not([type=radio]), textarea"),
  ];
  const radios = () => [...form.querySelectorAll<HTMLInputElement>("input[name=start]")];
  // A required radio on a hidden day cannot take the browser's focus: the server says what is missing.
  form.noValidate = true;
  let busy = false;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.disabled = true;
    button.textContent = form.dataset["busy"] ?? idle;
    banner.hidden = true;
    for (const field of fields()) setFieldError(field, null);
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    try {
      const booked = await apiRequest<BookingResponse>(bookingPaths.book, {
        json: { ...values, start: values["start"] ?? "" },
        fallbackMessage: form.dataset["fallback"] ?? "",
      });
      done.textContent = `${bookingMessages.booked} ${slotWhen(booked.start)}.`;
      form.hidden = true;
      done.hidden = false;
      done.focus();
    } catch (err) {
      banner.textContent = err instanceof ApiError ? err.message : (form.dataset["network"] ?? "");
      banner.hidden = false;
      if (err instanceof ApiError) {
        for (const field of fields()) setFieldError(field, err.fields[field.name] ?? null);
        if (err.status === 409) await refreshSlots(radios());
      }
    } finally {
      busy = false;
      button.disabled = false;
      button.textContent = idle;
    }
  });
}

/** Disables the slots no longer free (the one just taken among them) and clears the choice. */
async function refreshSlots(radios: HTMLInputElement[]) {
  const chosen = radios.find((radio) => radio.checked);
  if (chosen) {
    chosen.checked = false;
    chosen.disabled = true;
  }
  try {
    const free = new Set(
      (await apiRequest<Slot[]>(bookingPaths.slots, { fallbackMessage: "" })).map((slot) => Date.parse(slot.start)),
    );
    for (const radio of radios) radio.disabled = !free.has(Date.parse(radio.value));
  } catch {
    // The taken slot is disabled already; the others are checked again at the next answer.
  }
}
