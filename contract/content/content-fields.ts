/** The kinds of field a content document is made of; the console draws one control per kind (decision 100). */
export type ContentFieldKind =
  | "short"
  | "long"
  | "rich"
  | "number"
  | "yesno"
  | "choice"
  | "link"
  | "colour"
  | "image"
  | "list"
  | "group"
  | "id"
  /** One of several kinds (a package page's sections, a comparison cell): the console asks which. */
  | "variants"
  /** The fixed name of one kind of a "variants" field (`kind: "faq"`); the console does not show it. */
  | "tag";

/** What a person sees when a field is refused; the server answers them per field path ("hero.title"). */
export const contentFieldMessages = {
  required: "This field cannot be empty.",
  tooLong: (max: number) => `Keep this to ${max} characters or fewer.`,
  number: "Enter a number.",
  whole: "Enter a whole number.",
  atLeast: (min: number) => `Enter ${min} or more.`,
  atMost: (max: number) => `Enter ${max} or less.`,
  yesNo: "Choose yes or no.",
  choice: "Choose one of the options.",
  link: "Enter a page of this site starting with / or an address starting with https://.",
  colour: "Enter a colour as # and six hexadecimal digits, for example #12305a.",
  imageSrc: "Choose an image from the media library.",
  alt: "Describe the image for people who cannot see it (alt text).",
  focal: "The focal point is a percentage from 0 to 100.",
  list: "This must be a list.",
  variant: "Choose one of the kinds this field can be.",
  atLeastItems: (min: number) => `Keep at least ${min} ${min === 1 ? "item" : "items"}.`,
  atMostItems: (max: number) => `Keep at most ${max} items.`,
} as const;
