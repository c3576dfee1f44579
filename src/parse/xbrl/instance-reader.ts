import { Parser } from "htmlparser2";
import { canonicalDecimal } from "./decimal.js";
import { DeclarationsRecorder } from "./declarations.js";
import { canonicalQName, EMPTY_SCOPE, resolveName, scopeFor, type NamespaceScope } from "./qname.js";
import { issue, MalformedDocumentError, NoXbrlError, type RawFact, type XbrlReadResult } from "./raw-fact.js";
import { NS_XBRLI, ResourceReader } from "./resources.js";
import { normalizeText } from "./inline-values.js";

const NS_LINK = "http://www.xbrl.org/2003/linkbase";
const NS_XSI = "http://www.w3.org/2001/XMLSchema-instance";

interface Open {
  readonly name: string;
  readonly scope: NamespaceScope;
  /** Text being collected when this element is a fact (it carries a contextRef). */
  text: string | null;
  readonly attribs: Record<string, string>;
  readonly skip: boolean;
  readonly resource: boolean;
}

/**
 * Reads an XBRL 2.1 instance document (`xbrli:xbrl`): its contexts, units and facts. Facts
 * inside tuples are read like top-level ones; footnote links are skipped, DTS references noted.
 */
export function readXbrlInstance(document: string, xml: string): XbrlReadResult {
  const declarations = new DeclarationsRecorder();
  const resources = new ResourceReader(declarations);
  const facts: RawFact[] = [];
  const issues: XbrlReadResult["issues"][number][] = [];
  const stack: Open[] = [];
  let sawRoot = false;
  let truncated = false;
  let rootName: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = stack[stack.length - 1];
        rootName ??= name;
        const scope = scopeFor(parent ? parent.scope : EMPTY_SCOPE, attribs);
        const { ns, local } = resolveName(scope, name);
        if (!parent) {
          sawRoot = ns === NS_XBRLI && local === "xbrl";
          stack.push({ name, scope, text: null, attribs, skip: false, resource: false });
          return;
        }
        if (resources.active || (ns === NS_XBRLI && (local === "context" || local === "unit"))) {
          resources.open(ns, local, attribs, scope, name);
          stack.push({ name, scope, text: null, attribs, skip: false, resource: true });
          return;
        }
        if (stack.length === 1) declarations.noteReference(ns, local, attribs, scope, document);
        const skip = parent.skip || ns === NS_LINK;
        const isFact = !skip && attribs.contextRef !== undefined;
        stack.push({ name, scope, text: isFact ? "" : null, attribs, skip, resource: false });
      },
      ontext(text) {
        if (resources.active) {
          resources.onText(text);
          return;
        }
        const top = stack[stack.length - 1];
        if (top && top.text !== null) top.text += text;
      },
      onclosetag(name, isImplied) {
        const el = stack.pop();
        if (!el) return;
        if (isImplied && stack.length === 0) truncated = true;
        if (el.resource) {
          const { ns, local } = resolveName(el.scope, name);
          resources.close(ns, local);
          return;
        }
        if (el.text === null) return;
        const { qname, ns } = canonicalQName(el.scope, name);
        declarations.noteQName(qname, ns);
        const a = el.attribs;
        const id = a.id ?? null;
        const numeric = a.unitRef !== undefined;
        let value: string | null = null;
        if (!isNil(el)) {
          if (numeric) {
            value = canonicalDecimal(el.text);
            if (value === null) {
              issues.push(issue("bad_number", `"${el.text.trim()}" is not a number`, document, id, qname));
              return;
            }
          } else {
            value = normalizeText(el.text);
          }
        }
        facts.push({
          concept: qname,
          namespace: ns,
          contextRef: a.contextRef ?? "",
          unitRef: a.unitRef ?? null,
          numeric,
          value,
          decimals: a.decimals ?? null,
          document,
          elementId: id,
        });
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(xml);
  parser.end();

  if (rootName === null) throw new MalformedDocumentError(document, "no markup");
  if (!sawRoot) throw new NoXbrlError(document);
  if (truncated) throw new MalformedDocumentError(document, `truncated: <${rootName}> never closes`);
  for (const p of resources.problems) issues.push(issue("malformed_context", p, document, null, null));
  return {
    contexts: resources.contexts,
    units: resources.units,
    facts,
    issues: [...issues, ...declarations.problems()],
    declarations: declarations.declarations(),
  };
}

function isNil(el: Open): boolean {
  for (const key in el.attribs) {
    if (key.endsWith(":nil") && el.attribs[key] === "true" && resolveName(el.scope, key).ns === NS_XSI) return true;
  }
  return false;
}
