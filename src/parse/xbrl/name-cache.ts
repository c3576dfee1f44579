/**
 * The few XHTML names a document uses (`div`, `span`, `td` ...), each made a string once: a text
 * block reports every element inside it, and a slice per element would be garbage per element.
 */
export class NameCache {
  private readonly byShape = new Map<number, string>();

  constructor(private readonly html: string) {}

  /** The name at `html[start, end)`; keyed by length and first and last characters, checked in place. */
  get(start: number, end: number): string {
    const html = this.html;
    const shape = (end - start) * 0x20000 + html.charCodeAt(start) * 2 + (html.charCodeAt(end - 1) & 1);
    const known = this.byShape.get(shape);
    if (known !== undefined && html.startsWith(known, start)) return known;
    const name = html.slice(start, end);
    this.byShape.set(shape, name);
    return name;
  }
}
