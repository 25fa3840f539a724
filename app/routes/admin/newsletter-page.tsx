import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { adminMessages } from "../../../contract/console/admin.ts";
import {
  newsletterMessages,
  newsletterPaths,
  type Newsletter,
  type NewsletterAnswer,
  type NewsletterList,
} from "../../../contract/console/newsletters.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { NewsletterForm } from "../../components/admin/newsletter-form.tsx";
import { NewsletterPreview } from "../../components/admin/newsletter-preview.tsx";
import { NewsletterProgress } from "../../components/admin/newsletter-progress.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { errorMessage } from "../../lib/api-client.ts";

/** Sends a saved draft to every confirmed subscriber, behind a confirmation. */
function SendPanel({ newsletter, onSent }: { newsletter: Newsletter; onSent: () => void }) {
  const call = useAdminApi();
  const { state } = useAdminData<NewsletterList>(newsletterPaths.list);
  const [error, setError] = useState<string | null>(null);
  const readers = state.status === "ready" ? state.data.activeSubscribers : null;
  const count =
    readers === null ? "all confirmed subscribers" : `${readers} confirmed subscriber${readers === 1 ? "" : "s"}`;
  return (
    <section aria-labelledby="newsletter-send" className="space-y-3 rounded-card border border-line bg-surface p-5">
      <h3 id="newsletter-send" className="text-xl font-bold">
        Send
      </h3>
      <p className="text-muted">
        Goes to {count}, a batch at a time, each with their own one-click unsubscribe link. Send a test first: a sent
        newsletter cannot be changed.
      </p>
      {readers === 0 ? (
        <p className="font-semibold">{newsletterMessages.noSubscribers}</p>
      ) : (
        <ConfirmButton
          label={`Send to ${count}`}
          title="Send this newsletter?"
          confirmLabel="Send now"
          variant="primary"
          onConfirm={async () => {
            setError(null);
            try {
              await call<NewsletterAnswer>(newsletterPaths.send(newsletter.id), {
                method: "POST",
                fallbackMessage: adminMessages.saveFailed,
              });
              onSent();
            } catch (err) {
              setError(errorMessage(err, adminMessages.saveFailed));
            }
          }}
        >
          “{newsletter.subject}” goes to {count}. This cannot be undone.
        </ConfirmButton>
      )}
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** One newsletter: its draft, preview and test, then sending and its progress (decision 016). */
export default function AdminNewsletter() {
  const id = useParams()["id"] ?? "";
  const navigate = useNavigate();
  const back = (
    <Link to="/admin/newsletters" className="text-info underline">
      Back to newsletters
    </Link>
  );
  if (id === "new") {
    return (
      <section>
        <PanelHeader title="New newsletter">{back}</PanelHeader>
        <NewsletterForm
          newsletter={null}
          onSaved={(saved) => navigate(`/admin/newsletters/${saved.id}`, { replace: true })}
        />
      </section>
    );
  }
  return <SavedNewsletter id={id} back={back} />;
}

function SavedNewsletter({ id, back }: { id: string; back: React.ReactNode }) {
  const { state, reload } = useAdminData<Newsletter>(newsletterPaths.one(Number(id)));
  const sending = state.status === "ready" && state.data.status === "sending";
  // While it is sending, the progress refreshes itself.
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(reload, 3000);
    return () => window.clearInterval(timer);
  }, [sending, reload]);
  return (
    <section>
      <PanelHeader title={state.status === "ready" ? state.data.subject : "Newsletter"}>{back}</PanelHeader>
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {(newsletter) => (
          <div className="space-y-10">
            {newsletter.status === "draft" ? (
              <>
                <NewsletterForm key={newsletter.updated_at} newsletter={newsletter} onSaved={reload} />
                <NewsletterPreview key={`preview-${newsletter.updated_at}`} id={newsletter.id} />
                <SendPanel newsletter={newsletter} onSent={reload} />
              </>
            ) : (
              <>
                <NewsletterProgress
                  key={`${newsletter.progress.sent}-${newsletter.progress.failed}-${newsletter.status}`}
                  newsletter={newsletter}
                />
                <NewsletterPreview id={newsletter.id} />
              </>
            )}
          </div>
        )}
      </ListState>
    </section>
  );
}
