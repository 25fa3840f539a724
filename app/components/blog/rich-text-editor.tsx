import { useEffect, useRef, useState } from "react";
import type QuillType from "quill";
import { uploadPastedImages } from "./pasted-images.ts";

/** SPEC 2.10: exactly these tools, nothing more. */
const toolbar = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ list: "ordered" }, { list: "bullet" }],
  ["blockquote", "code-block"],
  ["clean"],
];

/** Names for Quill's icon-only toolbar controls, which it renders without accessible names. */
const toolNames: Record<string, string> = {
  "ql-bold": "Bold",
  "ql-italic": "Italic",
  "ql-underline": "Underline",
  "ql-strike": "Strikethrough",
  "ql-blockquote": "Quote",
  "ql-code-block": "Code block",
  "ql-clean": "Clear formatting",
  "ql-header": "Heading",
  "ql-color": "Text colour",
  "ql-background": "Background colour",
};

export interface EditorValue {
  html: string;
  /** True when the editor holds no text (Quill keeps an empty paragraph). */
  empty: boolean;
}

/**
 * The post body editor: Quill 2 with the snow theme, imported only when this component mounts so
 * its code and CSS reach /create-blog and no other page. `resetKey` changing empties it.
 */
export function RichTextEditor({
  labelledBy,
  onChange,
  resetKey,
  disabled,
  initialHtml,
  placeholder = "Write your post...",
}: {
  labelledBy: string;
  onChange: (value: EditorValue) => void;
  resetKey: number;
  disabled: boolean;
  /** Sanitized HTML to start from (editing a published post). */ initialHtml?: string;
  placeholder?: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<QuillType | null>(null);
  const onChangeRef = useRef(onChange);
  const initialHtmlRef = useRef(initialHtml);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    const host = hostRef.current;
    Promise.all([import("./quill-for-posts.ts"), import("quill/dist/quill.snow.css")])
      .then(([{ default: Quill }]) => {
        if (cancelled || !host) return;
        const editorElement = document.createElement("div");
        host.appendChild(editorElement);
        const quill: QuillType = new Quill(editorElement, {
          theme: "snow",
          placeholder,
          modules: {
            toolbar,
            // A pasted or dropped picture goes to the media library; the post links its file (issue 28).
            uploader: {
              mimetypes: ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"],
              handler: (range: { index: number; length: number }, files: File[]) => {
                setImageError(null);
                void uploadPastedImages(quill, range, files, setImageError);
              },
            },
          },
          formats: [
            "header",
            "bold",
            "italic",
            "underline",
            "strike",
            "color",
            "background",
            "list",
            "blockquote",
            "code-block",
            "link",
            "image",
          ],
        });
        nameToolbar(host);
        quill.root.setAttribute("role", "textbox");
        quill.root.setAttribute("aria-multiline", "true");
        quill.root.setAttribute("aria-labelledby", labelledBy);
        const report = () => onChangeRef.current({ html: quill.root.innerHTML, empty: quill.getText().trim() === "" });
        quill.on("text-change", report);
        if (initialHtmlRef.current) {
          quill.setContents(quill.clipboard.convert({ html: initialHtmlRef.current }), "silent");
          report();
        }
        quillRef.current = quill;
        setReady(true);
      })
      .catch((err: unknown) => {
        console.error(err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      quillRef.current = null;
      if (host) host.innerHTML = "";
    };
  }, [labelledBy, placeholder]);

  useEffect(() => {
    if (resetKey > 0) quillRef.current?.setText("");
  }, [resetKey]);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled, ready]);

  return (
    <div className="min-h-80 rounded-lg bg-white [&_.ql-container]:rounded-b-lg [&_.ql-container]:font-sans! [&_.ql-container]:text-base! [&_.ql-editor]:min-h-72 [&_.ql-toolbar]:rounded-t-lg [&_.ql-toolbar]:font-sans!">
      {!ready && !failed ? <p className="p-4 text-muted">Loading editor...</p> : null}
      {failed ? (
        <p role="alert" className="p-4 text-danger">
          The editor could not be loaded. Please check your connection and reload the page.
        </p>
      ) : null}
      <div ref={hostRef} />
      {imageError ? (
        <p role="alert" className="p-3 text-sm text-danger">
          {imageError}
        </p>
      ) : null}
    </div>
  );
}

function nameToolbar(host: HTMLElement) {
  for (const control of host.querySelectorAll<HTMLElement>(".ql-toolbar button, .ql-toolbar .ql-picker-label")) {
    const quillClass = [
      ...(control.classList.contains("ql-picker-label") ? (control.parentElement?.classList ?? []) : control.classList),
    ].find((name) => name in toolNames);
    const value = control.getAttribute("value");
    const name =
      value === "ordered"
        ? "Numbered list"
        : value === "bullet"
          ? "Bulleted list"
          : quillClass
            ? toolNames[quillClass]
            : undefined;
    if (name) control.setAttribute("aria-label", name);
  }
}
