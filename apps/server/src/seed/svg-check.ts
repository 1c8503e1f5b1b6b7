// A small well-formedness check for the generated SVG (no XML parser among the dependencies):
// balanced tags, quoted and unique attributes, escaped text, unique ids, no dangling url(#id).

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
const ATTR = /([\w:-]+)="([^"<]*)"/g;

/** Every problem found; an empty list means the SVG is well formed. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))
    problems.push('does not start with an <svg> root in the SVG namespace');
  const stack: string[] = [];
  const ids = new Set<string>();
  const refs = new Set<string>();
  let i = 0;
  let roots = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text))
      problems.push(`unescaped & in text near ${i}`);
    if (text.trim() && stack.length === 0) problems.push(`text outside the root near ${i}`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(svg);
    if (!m) {
      problems.push(`malformed tag near ${lt}: ${svg.slice(lt, lt + 60)}`);
      break;
    }
    const [whole, closing, name = '', attrs = '', selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name)
        problems.push(`</${name}> does not close the open element near ${lt}`);
    } else {
      if (stack.length === 0) roots += 1;
      const seen = new Set<string>();
      for (const [, key = '', value = ''] of attrs.matchAll(ATTR)) {
        if (seen.has(key)) problems.push(`duplicate attribute ${key} on <${name}> near ${lt}`);
        seen.add(key);
        if (key === 'id') {
          if (ids.has(value)) problems.push(`duplicate id ${value}`);
          ids.add(value);
        }
        for (const [, ref = ''] of value.matchAll(/url\(#([^)]+)\)/g)) refs.add(ref);
      }
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed elements: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  for (const ref of refs) if (!ids.has(ref)) problems.push(`url(#${ref}) points at no element`);
  return problems;
}
