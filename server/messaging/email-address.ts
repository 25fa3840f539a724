/**
 * Whether an address looks deliverable enough to mail. The checkout has no format check on e-mail
 * (SPEC 5), so the order and payment e-mails go only to a real-looking address.
 */
export const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
