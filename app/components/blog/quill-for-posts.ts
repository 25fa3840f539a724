import Quill from "quill/core";
import Blockquote from "quill/formats/blockquote";
import Bold from "quill/formats/bold";
import { BackgroundStyle } from "quill/formats/background";
import CodeBlock from "quill/formats/code";
import { ColorStyle } from "quill/formats/color";
import Header from "quill/formats/header";
import Image from "quill/formats/image";
import Italic from "quill/formats/italic";
import Link from "quill/formats/link";
import List from "quill/formats/list";
import Strike from "quill/formats/strike";
import Underline from "quill/formats/underline";
import Toolbar from "quill/modules/toolbar";
import SnowTheme from "quill/themes/snow";

/**
 * Quill with only what the post editor's toolbar offers (SPEC 2.10), links, which pasted text
 * keeps, and images, which a pasted or dropped picture becomes once the media library has it
 * (rich-text-editor.tsx; no toolbar button). The package's default build also registers tables,
 * syntax highlighting, formulas, video, fonts, sizes, alignment and the bubble theme: about a
 * sixth more code for every editor who opens /create-blog on a phone.
 */
Quill.register(
  {
    "formats/background": BackgroundStyle,
    "formats/blockquote": Blockquote,
    "formats/bold": Bold,
    "formats/code-block": CodeBlock,
    "formats/color": ColorStyle,
    "formats/header": Header,
    "formats/image": Image,
    "formats/italic": Italic,
    "formats/link": Link,
    "formats/list": List,
    "formats/strike": Strike,
    "formats/underline": Underline,
    "modules/toolbar": Toolbar,
    "themes/snow": SnowTheme,
  },
  true,
);

export default Quill;
