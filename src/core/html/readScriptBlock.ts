/**
 * The text of the page's LAST `<script type="{type}" id="{id}">`, or undefined. WordPress prints its
 * data blocks and wp.template()s late (the footer), after all content. Reading by type as well as id
 * keeps an element of a post from standing in for them: kses lets an author give any element an id,
 * getElementById takes the first one in the page, and the text of a `<code id="…">` decodes the
 * entities kses left escaped, so markup it neutralised would come back as HTML.
 */
export function readScriptBlock(doc: Document, type: string, id: string): string | undefined {
  const blocks = doc.querySelectorAll(`script[type="${type}"]#${id}`);
  return blocks[blocks.length - 1]?.textContent ?? undefined;
}
