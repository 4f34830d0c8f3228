import { type ComponentType, memo, Suspense, use } from 'react';
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
export function deferredSection<P extends object>(module: () => Promise<ComponentType<P>>, reach: SectionReach, selector: string): ComponentType<P> {
  let started: Promise<void> | null = null;
  let release = () => {};
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
  return boundaryOf(section) as ComponentType<P>;
}

function Gated({ section, props }: { section: Section; props: object }) {
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

/** Starts watching for a section's reach, once (its first render in the browser). */
function watch(section: Section) {
  if (watched.has(section) || typeof document === 'undefined') return;
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

const pendingAt = (target: EventTarget | null) => (target instanceof Element ? sections.find((s) => !s.component && target.closest(s.selector)) : undefined);

let catching = false;

/**
 * A touch or focus in a section whose code has not arrived starts loading it; a click there
 * is held (React cannot hydrate the section at once without its code, and would drop the click)
 * and given again once the code is in, when React hydrates the section synchronously for it.
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
      if (!section || !(event.target instanceof HTMLElement)) return;
      const target = event.target;
      event.preventDefault();
      event.stopPropagation();
      section.open();
      void section.ready.then(() => setTimeout(() => target.isConnected && target.click()));
    },
    { capture: true },
  );
}
