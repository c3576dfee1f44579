import { render } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { CurlPanel, KeyForm } from "./components/Chrome";
import { NotOffered } from "./components/ErrorNote";
import { config, offers } from "./config";
import { href, useRoute, type Route } from "./router";
import { Breakdowns } from "./views/Breakdowns";
import { Chart } from "./views/Chart";
import { Companies } from "./views/Companies";
import { Company } from "./views/Company";
import { Compare } from "./views/Compare";
import { ConceptSearch } from "./views/ConceptSearch";
import { Estimates } from "./views/Estimates";
import { Evidence, Kpis } from "./views/Evidence";
import { Reader } from "./views/Reader";
import { Statement } from "./views/Statement";
import { Transcripts } from "./views/Transcripts";
import "./styles.css";

function View(props: { route: Route }) {
  const [head, a, b, c] = props.route.parts;
  const r = props.route;
  if (head === "c" && a) {
    const ticker = a.toUpperCase();
    if (b === "chart") return <Chart ticker={ticker} route={r} />;
    if (b === "statement") return <Statement ticker={ticker} kind={c ?? "income_statement"} route={r} />;
    if (b === "concepts") return <ConceptSearch ticker={ticker} route={r} />;
    if (b === "breakdowns" && config.routes.breakdowns)
      return offers("breakdowns") ? <Breakdowns ticker={ticker} route={r} /> : <NotOffered ticker={ticker} view="breakdowns" />;
    if (b === "evidence" && config.routes.evidence)
      return offers("evidence") ? <Evidence ticker={ticker} route={r} /> : <NotOffered ticker={ticker} view="evidence" />;
    if (b === "estimates" && config.routes.estimates)
      return offers("estimates") ? <Estimates ticker={ticker} /> : <NotOffered ticker={ticker} view="estimates" />;
    if (b === "transcripts" && config.routes.transcripts)
      return offers("transcripts") ? <Transcripts ticker={ticker} route={r} /> : <NotOffered ticker={ticker} view="transcripts" />;
    if (b === "kpis" && config.routes.kpis)
      return offers("kpis") ? <Kpis ticker={ticker} route={r} /> : <NotOffered ticker={ticker} view="kpis" />;
    return <Company ticker={ticker} />;
  }
  if (head === "read" && a) return <Reader accession={a} route={r} />;
  if (head === "compare") return <Compare route={r} />;
  return <Companies />;
}

function App() {
  const route = useRoute();
  // A changed key re-renders every view with answers asked again under the new tier.
  const [keyVersion, setKeyVersion] = useState(0);
  const main = useRef<HTMLElement>(null);
  const viewKey = route.parts.slice(0, 3).join("/");
  useEffect(() => {
    // Move focus to the new view so keyboard and screen-reader users land on it.
    main.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: false });
  }, [viewKey]);
  useEffect(() => {
    // Each view's heading names the tab and the history entry ("AAPL: Revenue · fds workspace"),
    // also when it changes after its data arrives (a company's name, a filing's period).
    const view = main.current;
    if (!view) return;
    const name = () => {
      const heading = view.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim();
      const title = heading ? `${heading} · fds workspace` : "fds workspace";
      if (document.title !== title) document.title = title;
    };
    name();
    const watch = new MutationObserver(name);
    watch.observe(view, { subtree: true, childList: true, characterData: true });
    return () => watch.disconnect();
  }, []);
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link: it moves focus to the main region and keeps its href for no-script readers */}
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), main.current?.focus())}>
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href={href()}>
          fds workspace
        </a>
        <nav aria-label="Workspace">
          <a href={href()} aria-current={route.parts.length === 0 ? "page" : undefined}>
            Companies
          </a>
          <a href={href("compare")} aria-current={route.parts[0] === "compare" ? "page" : undefined}>
            Compare
          </a>
          <a href="./docs">API reference</a>
        </nav>
        <KeyForm onChange={() => setKeyVersion((v) => v + 1)} />
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <View key={`${keyVersion}:${viewKey}`} route={route} />
      </main>
      <footer>
        <CurlPanel />
      </footer>
    </>
  );
}

const root = document.getElementById("app")!;
// Preact 11 renders beside what is there: drop the boot message first.
root.textContent = "";
render(<App />, root);
