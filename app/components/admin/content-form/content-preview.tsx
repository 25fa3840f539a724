/**
 * The real page with the draft, at a phone's width and a desktop's, side by side (issue 28's
 * Preview). The frames load the signed preview link; the desktop one is drawn at half size so both
 * fit a laptop screen.
 */
export function ContentPreview({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <section aria-labelledby="content-preview-title" className="mb-6 rounded-card border border-line p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id="content-preview-title" className="text-lg font-bold">
          Preview of the draft
        </h3>
        <button type="button" className="font-semibold text-primary underline" onClick={onClose}>
          Close preview
        </button>
      </div>
      <div className="flex flex-wrap items-start gap-6">
        <figure>
          <figcaption className="mb-2 text-sm text-muted">Phone (375 px)</figcaption>
          <iframe title="Preview on a phone" src={url} className="h-[667px] w-[375px] rounded border border-line" />
        </figure>
        <figure className="overflow-hidden">
          <figcaption className="mb-2 text-sm text-muted">Desktop (1280 px, shown at half size)</figcaption>
          <div className="h-[400px] w-[640px] overflow-hidden rounded border border-line">
            <iframe
              title="Preview on a desktop"
              src={url}
              className="h-[800px] w-[1280px] origin-top-left scale-50"
              tabIndex={-1}
            />
          </div>
        </figure>
      </div>
    </section>
  );
}
