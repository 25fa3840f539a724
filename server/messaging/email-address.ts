/**
 * Whether an address looks deliverable enough to mail. The checkout has no format check on e-mail
 * (SPEC 5), so the order and payment e-mails go only to a real-looking address.
 */
export const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The From of an e-mail: MAIL_FROM's address under the firm's published name (issue 28), so a firm
 * that renames itself in the console is not sending as the old name; MAIL_FROM exactly as set
 * while no brand is published. nodemailer quotes the name.
 */
export function senderOf(mailFrom: string, brandName: string | null): string | { name: string; address: string } {
  if (!brandName) return mailFrom;
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: brandName, address };
}
