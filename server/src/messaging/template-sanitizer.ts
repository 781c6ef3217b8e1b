import sanitizeHtml from 'sanitize-html';

/** Lengths, colours and keywords only: no url(), expression() or anything else that could load or run something. */
const LENGTH = /^-?\d+(\.\d+)?(px|pt|mm|cm|em|rem|%)?( -?\d+(\.\d+)?(px|pt|mm|cm|em|rem|%)?){0,3}$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/;
const KEYWORD = /^[a-zA-Z-]+$/;
const BORDER = /^(\d+(\.\d+)?(px|pt)? )?(solid|dashed|dotted|double|none)( (#[0-9a-fA-F]{3,8}|[a-zA-Z]+))?$/;
const FONT_FAMILY = /^[a-zA-Z0-9 ,'"-]+$/;
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

const STYLES: Record<string, RegExp[]> = {
  width: [LENGTH],
  'max-width': [LENGTH],
  'min-width': [LENGTH],
  height: [LENGTH],
  margin: [LENGTH],
  'margin-top': [LENGTH],
  'margin-bottom': [LENGTH],
  'margin-left': [LENGTH],
  'margin-right': [LENGTH],
  padding: [LENGTH],
  'padding-top': [LENGTH],
  'padding-bottom': [LENGTH],
  'padding-left': [LENGTH],
  'padding-right': [LENGTH],
  'font-size': [LENGTH],
  'line-height': [LENGTH],
  'letter-spacing': [LENGTH],
  'font-weight': [KEYWORD, /^\d{3}$/],
  'font-style': [KEYWORD],
  'font-family': [FONT_FAMILY],
  'text-align': [KEYWORD],
  'text-transform': [KEYWORD],
  'text-decoration': [KEYWORD],
  'vertical-align': [KEYWORD],
  'white-space': [KEYWORD],
  'word-break': [KEYWORD],
  display: [KEYWORD],
  color: [COLOR],
  'background-color': [COLOR],
  border: [BORDER],
  'border-top': [BORDER],
  'border-bottom': [BORDER],
  'border-left': [BORDER],
  'border-right': [BORDER],
  'border-collapse': [KEYWORD],
  'border-radius': [LENGTH],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'div', 'span', 'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 'small', 'sup', 'sub',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'img', 'a',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'align'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    col: ['width', 'span'],
    table: ['width', 'cellpadding', 'cellspacing', 'border'],
    img: ['src', 'alt', 'width', 'height'],
    a: ['href'],
  },
  allowedStyles: { '*': STYLES },
  // A company logo may be inline (data:) or on the web; nothing may reach javascript: or other schemes.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An inline image is a raster logo; an SVG or HTML data: URL is a document of its own and has no place in a ticket.
  exclusiveFilter: (frame) => frame.tag === 'img' && /^\s*data:/i.test(frame.attribs.src ?? '') && !RASTER_DATA_URL.test(frame.attribs.src ?? ''),
};

/**
 * Cleans a stored template (print, mail) on an allow-list before it is filled and served: a template is edited
 * by hand and must never carry script, event handlers, frames, forms or style sheets that load anything. The
 * browser runs DOMPurify again before the print frame; this copy protects every other reader (mail clients,
 * the admin's outbox view).
 */
export function sanitizeTemplate(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
