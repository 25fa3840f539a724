import { Clock } from "lucide-react";
import { downloadMessages } from "../../../contract/shop/downloads.ts";
import { useSite } from "../../hooks/use-site.ts";
import { Container } from "../../components/ui/container.tsx";

export const meta = () => [{ title: downloadMessages.expiredTitle }, { name: "robots", content: "noindex" }];

/** Where an expired or used-up download link leads (issue 16): how to get a new one. */
export default function DownloadExpired() {
  const site = useSite();
  return (
    <Container className="py-20 text-center">
      <Clock aria-hidden="true" className="mx-auto mb-4 size-12 text-muted" />
      <h1 className="text-3xl font-bold" data-testid="download-expired">
        {downloadMessages.expiredTitle}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">{downloadMessages.expiredText}</p>
      <p className="mt-6">
        <a href={`mailto:${site.emails.primary}`} className="font-semibold text-primary underline">
          {site.emails.primary}
        </a>{" "}
        · {site.phone.display}
      </p>
    </Container>
  );
}
