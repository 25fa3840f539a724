import { MessageCircle } from "lucide-react";
import { whatsappHref } from "../../../contract/shared/site.ts";
import { useSite } from "../../hooks/use-site.ts";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";

/** The floating chat link on every page: a WhatsApp conversation with the business (number not shown). */
export function ChatLink() {
  const site = useSite();
  return (
    <a
      href={whatsappHref(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={useHindiFrame()?.menu.chat ?? "Chat with us on WhatsApp (opens in a new tab)"}
      data-testid="chat-link"
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-success text-white shadow-card transition-transform hover:scale-105"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
