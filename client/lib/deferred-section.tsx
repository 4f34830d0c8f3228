import { type ComponentType, memo, Suspense, use, useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * When a deferred section's code loads in the browser: 'idle' once the main thread is idle after
 * hydration (chrome the player sees at once: side menu, tab bar, the floating service), 'near'
 * when the section's server-rendered element comes near the viewport (below the fold).
 */
export type SectionReach = 'idle' | 'near';

interface Section {
  /** the section's own chunk */
  load: () => Promise<unknown>;
  /** its component, once its chunk has loaded */
  component: ComponentType<object> | null;
  /** resolves once the chunk has loaded (started by open) */
  ready: Promise<void>;
  /** resolves once React has committed the section (hydrated, or rendered anew) */
  committed: Promise<void>;
  commit: () => void;
  /** React has committed it: clicks in it are React's own from then on */
  live: boolean;
  open: () => void;
  reach: SectionReach;
  /** the section's outermost element in the server's HTML (where its clicks are caught) */
  selector: string;
  /** waiting for its reach (the browser, before it has loaded) */
  waiting: boolean;
}

const sections: Section[] = [];

/**
 * A part of the page in its own Suspense boundary and its own chunk, so hydration comes to it
 * later, in its own short tasks, and not in the entry's one long hydration. The server renders
 * it in place (preloadSections before the render: the same HTML, no fallback); the browser
 * leaves its server HTML as it is until the chunk has loaded (see SectionReach), then React
 * hydrates it. A memo: the parent's own re-renders do not reach a section still waiting
 * (React would throw its HTML away and render it anew). `module` imports the chunk and picks the component.
 */
export function deferredSection<P extends object>(
  module: () => Promise<ComponentType<P>>,
  reach: SectionReach,
  selector: string,
): ComponentType<P> & { open: () => void } {
  let started: Promise<void> | null = null;
  let release = () => {};
  let commit = () => {};
  const section: Section = {
    load: () => {
      started ??= module().then((component) => {
        section.component = component as ComponentType<object>;
      });
      return started;
    },
    component: null,
    ready: new Promise<void>((resolve) => {
      release = resolve;
    }),
    committed: new Promise<void>((resolve) => {
      commit = resolve;
    }),
    commit: () => {
      section.live = true;
      commit();
    },
    live: false,
    open: () => {
      if (!section.waiting) return;
      section.waiting = false;
      // a failed load (a lost connection) is tried again the next time the section is wanted
      section.load().then(
        () => release(),
        () => {
          started = null;
          section.waiting = true;
        },
      );
    },
    reach,
    selector,
    waiting: true,
  };
  sections.push(section);
  // from the start: React renders a waiting section only after the page's own hydration, and a
  // click that comes before that is dropped like one before its code
  if (typeof document !== 'undefined') catchEarlyClicks();
  // open: the section is wanted now, whatever its reach (a dialog host asked for a dialog)
  return Object.assign(boundaryOf(section) as ComponentType<P>, { open: section.open });
}

function Gated({ section, props }: { section: Section; props: object }) {
  useEffect(() => section.commit(), [section]);
  if (!section.component) {
    watch(section);
    use(section.ready);
  }
  const Component = section.component!;
  return <Component {...props} />;
}

const Boundary = memo(
  function Boundary({ section, props }: { section: Section; props: object }) {
    return (
      <Suspense fallback={null}>
        <Gated section={section} props={props} />
      </Suspense>
    );
  },
  (a, b) => a.section === b.section && sameProps(a.props, b.props),
);

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/** The component a section is rendered by: its props go to the section's own component. */
const boundaryOf = (section: Section) => (props: object) => <Boundary section={section} props={props} />;

/** The server: every section registered so far loaded, so it renders in place (call after the route modules have loaded). */
export function preloadSections(): Promise<unknown> {
  return Promise.all(sections.map((s) => s.load()));
}

/**
 * Every section still waiting starts loading; resolves once all have their code. An update
 * that reaches a section not yet hydrated waits for it in a transition (a navigation changes
 * the router's context above every section), and outside one makes React throw the section's
 * HTML away and render it anew: a language change waits for this first.
 */
export function openSections(): Promise<unknown> {
  for (const section of sections) section.open();
  return Promise.all(sections.map((s) => s.ready));
}

const watched = new WeakSet<Section>();

/** Starts watching for a section's reach at its first render in the browser. */
function watch(section: Section) {
  if (typeof document === 'undefined') return;
  // rendered again while still waiting: an update has reached it (new props, a member's list
  // after a login). React throws its server HTML away, the element watched for the reach with
  // it, and shows nothing until the code is in: it is wanted now
  if (watched.has(section)) {
    section.open();
    return;
  }
  watched.add(section);
  const element = document.querySelector(section.selector);
  if (section.reach === 'idle') {
    whenIdle(section.open);
    return;
  }
  // not in the server's HTML (rendered after a navigation, or by a client render): load now
  if (!element || typeof IntersectionObserver === 'undefined') {
    section.open();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      section.open();
    },
    { rootMargin: '300px' },
  );
  observer.observe(element);
}

const pendingAt = (target: EventTarget | null) => (target instanceof Element ? sections.find((s) => !s.live && target.closest(s.selector)) : undefined);

let catching = false;

/**
 * A touch or focus in a section React has not hydrated yet starts loading its code; a click
 * there is held (React cannot hydrate the section at once without its code, and would drop the
 * click) and given again once React has committed the section. So is a choice in a select (the
 * side menu's language): it comes as a change with no click on the select (a phone's picker, a
 * keyboard), and hydration would put the select back to the server's value.
 */
function catchEarlyClicks() {
  if (catching) return;
  catching = true;
  const reach = (event: Event) => pendingAt(event.target)?.open();
  for (const type of ['pointerdown', 'touchstart', 'focusin']) document.addEventListener(type, reach, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      const section = pendingAt(event.target);
      // an icon's SVG has no click(): its nearest HTML element takes the click again
      const target = event.target instanceof Element ? htmlOf(event.target) : null;
      if (!section || !target) return;
      const place = placeOf(target, section.selector);
      event.preventDefault();
      event.stopPropagation();
      section.open();
      // given again once React has committed the section: the same element, or where it stands
      // now if React rendered the section anew (an update reached it before it had hydrated)
      void section.committed.then(() => (target.isConnected ? target : elementAt(place))?.click());
    },
    { capture: true },
  );
  document.addEventListener(
    'change',
    (event) => {
      const section = pendingAt(event.target);
      const select = event.target;
      if (!section || !(select instanceof HTMLSelectElement)) return;
      const { value } = select;
      const place = placeOf(event.target as Element, section.selector);
      event.stopPropagation();
      section.open();
      void section.committed.then(() => {
        const now = select.isConnected ? select : elementAt(place);
        if (!(now instanceof HTMLSelectElement)) return;
        now.value = value;
        now.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    { capture: true },
  );
}

/** Where an element stands: its section's element (the index among the selector's matches), then each child index down to it. */
interface Place {
  selector: string;
  index: number;
  path: number[];
}

function placeOf(element: Element, selector: string): Place {
  const root = element.closest(selector);
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
  }
  return { selector, index: root ? [...document.querySelectorAll(selector)].indexOf(root) : -1, path };
}

/** The element at a place today, if there is one. */
function elementAt({ selector, index, path }: Place): HTMLElement | null {
  let node: Element | undefined = document.querySelectorAll(selector)[index];
  for (const i of path) node = node?.children[i];
  return node instanceof HTMLElement ? node : null;
}

const htmlOf = (element: Element): HTMLElement | null => (element instanceof HTMLElement ? element : element.parentElement && htmlOf(element.parentElement));
