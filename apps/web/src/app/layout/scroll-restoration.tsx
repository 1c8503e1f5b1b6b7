import { Component } from 'react';
import { useLocation, type Location } from 'react-router';
import { sessionStore } from '../../lib/browser-storage';

// React Router's <ScrollRestoration> works only with its data router, which the app leaves out of
// its first download; this keeps what it did. Positions go by history entry (location.key) and are
// written to sessionStorage when the page is left, so a reload, or coming back from another site
// (an e-wallet's page), finds them as well.
const SCROLL_POSITIONS_KEY = 'lb:scroll';

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(
      sessionStore().getItem(SCROLL_POSITIONS_KEY) ?? '{}',
    ) as typeof positions;
  } catch {
    // unreadable: start afresh
  }
  return (positions ??= {});
}

/** The element a #hash link points at, if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
}

/** A #hash link on the same page (the skip link): the browser has already scrolled to its target. */
function isJumpWithinPage(from: Location, to: Location): boolean {
  return from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash;
}

/**
 * Back and forward return to where the visitor was on that page; any other navigation starts the
 * new page at the top, or at the element its #hash names.
 */
function placePage(location: Location): void {
  const saved = savedPositions()[location.key];
  const target = hashTarget(location.hash);
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

type ScrollKeeperProps = { location: Location };

/**
 * A class for getSnapshotBeforeUpdate: it runs before React changes the document, the last moment
 * the page being left still has its scroll position (the next page may be shorter).
 */
class ScrollKeeper extends Component<ScrollKeeperProps> {
  override componentDidMount() {
    // the app places each page itself, rather than the browser guessing before the page is drawn
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', this.persist);
    placePage(this.props.location);
  }

  override getSnapshotBeforeUpdate(previous: ScrollKeeperProps): number | null {
    return previous.location === this.props.location ? null : window.scrollY;
  }

  override componentDidUpdate(previous: ScrollKeeperProps, _: unknown, leftAt: number | null) {
    if (leftAt === null) return;
    savedPositions()[previous.location.key] = leftAt;
    if (!isJumpWithinPage(previous.location, this.props.location)) placePage(this.props.location);
  }

  override componentWillUnmount() {
    window.removeEventListener('pagehide', this.persist);
    window.history.scrollRestoration = 'auto';
  }

  persist = () => {
    savedPositions()[this.props.location.key] = window.scrollY;
    sessionStore().setItem(SCROLL_POSITIONS_KEY, JSON.stringify(savedPositions()));
    // as React Router did: a document loaded into this entry anew (a reload) is the browser's to
    // place until the app takes over
    window.history.scrollRestoration = 'auto';
  };

  override render() {
    return null;
  }
}

export function ScrollRestoration() {
  return <ScrollKeeper location={useLocation()} />;
}
