/** Paid downloads (issue 16): the console's upload path and the sentences around files and links. */

/** `POST` (multipart, field `file`) attaches a product's downloadable file; `DELETE` removes it. */
export const productFilePath = (id: number | ":id") => `/api/admin/products/${id}/file`;

/** Where an expired or used-up download link leads. */
export const downloadExpiredPath = "/downloads/expired";

export const downloadMessages = {
  noFile: "Choose a file to upload.",
  tooLarge: "The file is larger than 25 MB.",
  wrongType: "The file must be a PDF, DOCX, XLSX or ZIP file.",
  saved: "File saved. Buyers of this product can download it.",
  fileNotSaved: "The product was created, but its file was not saved; add it in the console (Products). Reason:",
  removed: "File removed. The product is now delivered by hand.",
  fileLabel: "Downloadable file (PDF, DOCX, XLSX or ZIP, up to 25 MB)",
  fileHint: "Buyers get a download link as soon as they pay. Leave empty for a service you deliver by hand.",
  expiredTitle: "This download link has expired",
  expiredText:
    "Download links work for a limited time and a limited number of downloads. Open your order page from the link in your payment e-mail for fresh links, or write to us from the address you ordered with and we will send you a new link.",
} as const;
