import * as z from "zod/mini";
import { contentFieldMessages as m, type ContentFieldKind } from "./content-fields.ts";

/**
 * The building blocks of every content document's schema (issue 28, decision 100). Each one is a
 * zod/mini schema carrying a title and its kind (`x-kind`) as metadata, so that `z.toJSONSchema`
 * hands the console a JSON Schema it can draw a form from, and the server checks what is saved
 * with the very same schema. Limits are the page's: a heading longer than its box can hold is
 * refused here, not cut off on the page.
 */
function described<T extends z.core.$ZodType>(schema: T, title: string, kind: ContentFieldKind, help?: string): T {
  z.globalRegistry.add(schema, { title, "x-kind": kind, ...(help ? { description: help } : {}) });
  return schema;
}

interface Options {
  help?: string;
}

const text = (max: number) =>
  z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.maxLength(max, m.tooLong(max)));

/** One line of text: a heading, a label, a name. */
export const shortText = (title: string, max: number, o: Options = {}) => described(text(max), title, "short", o.help);

/** A paragraph or more of plain text. */
export const longText = (title: string, max: number, o: Options = {}) => described(text(max), title, "long", o.help);

/** Formatted text (bold, lists, links) as HTML; the server keeps only what the editor's sanitizer allows. */
export const richText = (title: string, max: number, o: Options = {}) => described(text(max), title, "rich", o.help);

export const numberField = (title: string, min: number, max: number, o: Options = {}) =>
  described(
    z.number({ error: m.number }).check(z.int(m.whole), z.gte(min, m.atLeast(min)), z.lte(max, m.atMost(max))),
    title,
    "number",
    o.help,
  );

export const yesNo = (title: string, o: Options = {}) =>
  described(z.boolean({ error: m.yesNo }), title, "yesno", o.help);

export const choice = <const T extends readonly [string, ...string[]]>(title: string, options: T, o: Options = {}) =>
  described(z.enum(options, { error: m.choice }), title, "choice", o.help);

/** A page of this site ("/contact", "/about#our-story") or a secure address elsewhere. */
export const link = (title: string, o: Options = {}) =>
  described(
    z
      .string({ error: m.link })
      .check(
        z.trim(),
        z.maxLength(500, m.link),
        z.regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+\.[^\s]+|mailto:[^\s]+|tel:\+?[\d]+)$/, m.link),
      ),
    title,
    "link",
    o.help,
  );

/** A colour as #rrggbb (the brand's; the server checks contrast as a pair). */
export const colour = (title: string, o: Options = {}) =>
  described(
    z.string({ error: m.colour }).check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, m.colour)),
    title,
    "colour",
    o.help,
  );

const imagePath = z
  .string({ error: m.imageSrc })
  .check(z.trim(), z.maxLength(500, m.imageSrc), z.regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+\.[^\s]+)$/, m.imageSrc));
const percent = z.number({ error: m.focal }).check(z.gte(0, m.focal), z.lte(100, m.focal));

/** An image from the media library (or a plain path), with the alt text every image must have (contract/shared/image-ref.ts). */
export const image = (title: string, o: Options = {}) =>
  described(
    z.object({
      src: imagePath,
      alt: z.string({ error: m.alt }).check(z.trim(), z.minLength(1, m.alt), z.maxLength(300, m.tooLong(300))),
      width: z.optional(z.number().check(z.int(), z.positive())),
      height: z.optional(z.number().check(z.int(), z.positive())),
      srcset: z.optional(z.string().check(z.maxLength(4000))),
      focalX: z.optional(percent),
      focalY: z.optional(percent),
    }),
    title,
    "image",
    o.help,
  );

/** A list whose items can be added, removed and reordered, between `min` and `max` of them. */
export const list = <T extends z.core.$ZodType>(title: string, item: T, min: number, max: number, o: Options = {}) =>
  described(
    z.array(item, { error: m.list }).check(z.minLength(min, m.atLeastItems(min)), z.maxLength(max, m.atMostItems(max))),
    title,
    "list",
    o.help,
  );

/** Fields that belong together (a button's label and link), drawn as one box. */
export const group = <T extends z.core.$ZodLooseShape>(title: string, shape: T, o: Options = {}) =>
  described(z.object(shape), title, "group", o.help);

/**
 * A list item's identifier: it keeps anchors and keys stable while items move. The console does not
 * show it; it fills it in for a new item.
 */
export const itemId = () =>
  described(
    z.string({ error: m.required }).check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, m.required)),
    "Identifier",
    "id",
  );

/** A field a document may leave out (a slide without a tag). */
export const optional = z.optional;

/** Every page's search settings: title and description as search engines show them. */
export const seo = () =>
  group(
    "Search settings",
    {
      title: shortText("Page title", 70, { help: "Search engines show about 50 to 60 characters." }),
      description: longText("Description", 200, {
        help: "Search engines show about 150 to 160 characters; keep the point first.",
      }),
      image: optional(image("Social image", { help: "Shown when the page is shared; 1200 × 630 reads best." })),
    },
    { help: "How the page appears in search results and when shared." },
  );

/**
 * One kind of a `variants` field: a group whose fixed `kind` names it ("faq", "quote"). The
 * console shows the group's title as the kind's name in its chooser.
 */
export const kindOf = <const K extends string, T extends z.core.$ZodLooseShape>(
  kind: K,
  title: string,
  shape: T,
  o: Options = {},
) => group(title, { kind: described(z.literal(kind), "Kind", "tag"), ...shape }, o);

type KindSchema = ReturnType<typeof kindOf<string, z.core.$ZodLooseShape>>;

/**
 * A field that is one of several kinds, each a `kindOf` group told apart by its `kind` (a tagged
 * union, which `z.toJSONSchema` writes as `oneOf`): the console offers a kind chooser where the
 * field is added or changed.
 */
export const variants = <const T extends readonly [KindSchema, ...KindSchema[]]>(
  title: string,
  kinds: T,
  o: Options = {},
) => described(z.discriminatedUnion("kind", kinds, { error: m.variant }), title, "variants", o.help);

/**
 * A field that is either of two plain fields, told apart by their type (a comparison cell: a tick
 * or a cross, or a short text); `z.toJSONSchema` writes it as `anyOf`, and the console asks which.
 */
export const either = <A extends z.core.$ZodType, B extends z.core.$ZodType>(
  title: string,
  first: A,
  second: B,
  o: Options = {},
) => described(z.union([first, second], { error: m.variant }), title, "variants", o.help);
